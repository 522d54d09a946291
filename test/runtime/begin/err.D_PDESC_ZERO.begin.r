-- @@stderr --
dtrace: failed to compile script test/runtime/begin/err.D_PDESC_ZERO.begin.d: [D_PDESC_ZERO] line 6: probe description BEGIN::read:entry does not match any probes
