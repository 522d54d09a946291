-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_SYNTAX.printf-two-dots.d: [D_SYNTAX] line 9: format conversion #1 has more than one '.' specified
