sites entry
sites return
sites 11
sites 15
sites 16
enabled

status 0
dtrace: could not enable tracing: the instruction at file offset OFF of 'TMP/sites' cannot be traced (the kernel refuses a uprobe on it)
status 1
