-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_SYNTAX.printf-positional.d: [D_SYNTAX] line 9: format conversion #1 uses unsupported positional format (%n$)
