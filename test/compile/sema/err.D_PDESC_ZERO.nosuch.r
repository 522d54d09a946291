-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PDESC_ZERO.nosuch.d: [D_PDESC_ZERO] line 7: probe description nosuchprovider:::nosuchprobe does not match any probes
