BEGIN { /* unterminated
