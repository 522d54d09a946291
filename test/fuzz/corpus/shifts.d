BEGIN { trace((1 << 4) >> 2 | 3 & 5 ^ 6); trace(1 ^^ 0); }
