-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_PRAGERR.message.d: [D_PRAGERR] line 8: #error: unsupported kernel 
