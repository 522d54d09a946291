-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_PRAGMA_OPTSET.value.d: [D_PRAGMA_OPTSET] line 8: failed to set option 'strsize' to 'huge': Invalid value for specified option
