-- @@stderr --
dtrace: failed to compile script test/runtime/subr/err.D_UNSUPPORTED.d_path.d: [D_UNSUPPORTED] line 5: d_path( ) is not available: the kernel allows its bpf_d_path helper only in fentry, fexit and LSM programs, and probes here are kprobe, tracepoint and uprobe programs
