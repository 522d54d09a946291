BEGIN { trace((int)1); trace((char *)0); trace((unsigned int *)arg0); trace(*(int *)arg1); trace(&x); }
