typedef unsigned long long my_t;
my_t v;
BEGIN { v = (my_t)1; }
