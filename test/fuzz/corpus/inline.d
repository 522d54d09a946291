inline int FOO = 3 + 4;
BEGIN { trace(FOO); }
