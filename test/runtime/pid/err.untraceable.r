dtrace: could not enable tracing: the instruction at file offset OFF of 'TRIGGER' cannot be traced (the kernel refuses a uprobe on it)
status 1
traced 1

status 0
