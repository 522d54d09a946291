BEGIN { trace("abc
); }
