BEGIN { trace(0x7fffffffffffffff); trace(0777); trace(123ULL); trace(1.5); trace(0L); }
