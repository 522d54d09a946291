dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc NN
in DIR/faults.d:
 7 | 	trace(x + *p);
   | 	          ^
hint: a NULL pointer was followed: test it first (/p != NULL/ or p ? ... : ...)
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): divide-by-zero at BPF pc NN
in DIR/faults.d:
 13 | 	y = 10 / x;
    | 	       ^
dtrace: error in dt_clause_2 for probe ID 1 (dtrace:::BEGIN): invalid address (0x1000) at BPF pc NN
in DIR/faults.d:
 18 | 	trace(copyinstr(4096));
    | 	      ^
hint: user memory that is not mapped, or not paged in yet, cannot be read from a probe
dtrace: error in dt_clause_3 for probe ID 1 (dtrace:::BEGIN): invalid address (0x7f0000001000) at BPF pc NN
in DIR/faults.d:
 23 | 	trace(*(int *)0x7f0000001000);
    | 	      ^
hint: 0x7f0000001000 is a user-space address: read user memory with copyin() or copyinstr()

status 0
-- without errcontext:
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc NN
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): divide-by-zero at BPF pc NN
dtrace: error in dt_clause_2 for probe ID 1 (dtrace:::BEGIN): invalid address (0x1000) at BPF pc NN
dtrace: error in dt_clause_3 for probe ID 1 (dtrace:::BEGIN): invalid address (0x7f0000001000) at BPF pc NN

-- a -n program:
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x8) at BPF pc NN
 1 | BEGIN { trace(*(char *)8); } BEGIN { exit(0); }
   |               ^
hint: a NULL pointer was followed: test it first (/p != NULL/ or p ? ... : ...)

