int x; uint64_t y; BEGIN { x = 1; y = x + 2; x++; --y; x += y; }
