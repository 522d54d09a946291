-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_SYM_BADREF.kernel-as-user.d: [D_SYM_BADREF] line 10: kernel module 'vmlinux' symbol 'schedule' may not be referenced as a user symbol
