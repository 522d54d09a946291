status 1
status 1
status 1
-- @@stderr --
dtrace: description 'BEGIN ' matched 1 probe
dtrace: could not enable tracing: Destructive actions not allowed
dtrace: invalid probe specifier BEGIN { breakpoint(); }: breakpoint( ) is not available: a BPF program cannot stop in a debugger in the kernel
dtrace: invalid probe specifier BEGIN { panic(); }: panic( ) is not available: a BPF program cannot panic the kernel
