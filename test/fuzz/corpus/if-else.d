BEGIN { if (1) { trace(1); } else if (2) trace(2); else { trace(3); } }
