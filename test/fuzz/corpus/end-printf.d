END { printf("%d %s\n", 42, "x"); }
