BEGIN { s = speculation(); speculate(s); commit(s); discard(s); }
