syscall::open:entry { printf("%s\n", copyinstr(arg0)); trace(stringof(arg0)); }
