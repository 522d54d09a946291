d d N 0

