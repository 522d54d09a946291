-- @@stderr --
dtrace: failed to compile script test/runtime/cli/err.cpp-line.d: line 21: failed to resolve nosuchvariable: Unknown variable name
