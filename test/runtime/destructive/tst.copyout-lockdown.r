status 1
status 1
-- @@stderr --
dtrace: failed to enable 'syscall:vmlinux:write:entry': copyout( ) and copyoutstr( ) are not available: the kernel is locked down and refuses bpf_probe_write_user (see kernel_lockdown(7))
dtrace: failed to enable 'syscall:vmlinux:write:entry': copyout( ) and copyoutstr( ) are not available: the kernel is locked down and refuses bpf_probe_write_user (see kernel_lockdown(7))
