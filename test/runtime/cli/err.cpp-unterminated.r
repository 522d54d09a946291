-- @@stderr --
/dev/stdin:8: error: unterminated #ifdef
dtrace: failed to compile script test/runtime/cli/err.cpp-unterminated.d: Preprocessor failed to process input program
