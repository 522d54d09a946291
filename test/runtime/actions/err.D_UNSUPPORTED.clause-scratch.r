-- @@stderr --
dtrace: failed to compile script test/runtime/actions/err.D_UNSUPPORTED.clause-scratch.d: [D_UNSUPPORTED] line 14: clause needs N bytes of per-CPU scratch space for its record and temporaries, over the limit of 32768: lower strsize or split the clause
