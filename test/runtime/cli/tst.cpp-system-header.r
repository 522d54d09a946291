little-endian
8 8

