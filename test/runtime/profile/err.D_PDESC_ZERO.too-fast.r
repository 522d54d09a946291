-- @@stderr --
dtrace: failed to compile script test/runtime/profile/err.D_PDESC_ZERO.too-fast.d: [D_PDESC_ZERO] line 6: probe description :::tick-150usec does not match any probes
