-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_SYNTAX.printf-undefined-conv.d: [D_SYNTAX] line 9: format conversion #1 is undefined: %Q
