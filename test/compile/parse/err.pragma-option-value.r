-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.pragma-option-value.d: line 8: failed to set option 'bufsize' to 'lots': Invalid value for specified option
