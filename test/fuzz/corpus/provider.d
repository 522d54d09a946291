provider myprov { probe start(int, char *); probe done(); };
