/*
 * ASSERTION: d_path() is refused when compiling, naming why: the kernel's
 * bpf_d_path helper is allowed only in fentry, fexit and LSM programs.
 */
BEGIN { trace(d_path(0)); }
