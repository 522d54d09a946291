status 1
status 1
status 1
-- @@stderr --
dtrace: description 'BEGIN ' matched 1 probe
dtrace: could not enable tracing: Destructive actions not allowed
dtrace: description 'BEGIN ' matched 1 probe
dtrace: allowing destructive actions
dtrace: failed to compile: line 1: breakpoint( ) is not available: a BPF program cannot stop in a debugger in the kernel
dtrace: description 'BEGIN ' matched 1 probe
dtrace: allowing destructive actions
dtrace: failed to compile: line 1: panic( ) is not available: a BPF program cannot panic the kernel
