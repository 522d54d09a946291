-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.pragma-option-name.d: line 8: failed to set option 'no_such_option': Invalid option name
