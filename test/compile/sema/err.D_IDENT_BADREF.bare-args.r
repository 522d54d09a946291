-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_IDENT_BADREF.bare-args.d: [D_IDENT_BADREF] line 9: associative array 'args' may not be referenced as scalar
