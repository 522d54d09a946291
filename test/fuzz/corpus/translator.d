typedef struct in { int a; } in_t;
typedef struct out { int b; } out_t;
translator out_t < in_t *p > { b = p->a; };
BEGIN { trace(xlate <out_t> ((in_t *)0).b); }
