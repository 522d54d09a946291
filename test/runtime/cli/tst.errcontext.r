dtrace: failed to compile script bad.d: line 3: printf( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %s
	 prototype: char [] or string (or use stringof)
	  argument: int64_t
 3 | 	printf("%s\n", arg0);
   | 	               ^
hint: a string argument of a system call or function is a user address: read it with copyinstr()
status 1
dtrace: invalid probe specifier BEGIN { x = y + ; }: syntax error near ";"
 1 | BEGIN { x = y + ; }
   |                 ^
status 1
dtrace: invalid probe specifier syscall::no_such_syscall:entry: probe description syscall::no_such_syscall:entry does not match any probes
 1 | syscall::no_such_syscall:entry
   | ^
hint: `dtrace -l -n DESCRIPTION` lists what a description matches; `dtrace -l` lists every probe
status 1
dtrace: description 'BEGIN ' matched 1 probe
dtrace: could not enable tracing: Destructive actions not allowed
hint: run dtrace with -w to allow destructive actions
status 1
dtrace: failed to compile script bad.d: line 3: printf( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %s
	 prototype: char [] or string (or use stringof)
	  argument: int64_t
status 1
