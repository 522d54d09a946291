0 out of range

