enum color { RED, GREEN = 5, BLUE };
BEGIN { trace(GREEN); }
