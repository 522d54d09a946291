-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_IDENT_BADREF.bare-assoc.d: [D_IDENT_BADREF] line 10: associative array 'seen' may not be referenced as scalar
