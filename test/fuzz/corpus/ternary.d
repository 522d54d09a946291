BEGIN { x = 1 ? 2 : 3; y = (x > 1) ? "a" : "b"; trace(y); }
