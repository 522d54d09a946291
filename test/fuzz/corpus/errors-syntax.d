BEGIN { trace(1 +); }
