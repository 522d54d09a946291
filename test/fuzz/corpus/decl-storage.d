static int s; extern int e; self int t; this int u; register int r;
