1 1 dtrace

