status 1
status 1
dtrace: failed to compile D library LIB/broken.d: line 1: syntax error near ";"
status 1
-- @@stderr --
dtrace: failed to open D library directory /nonexistent/ardent-lib: No such file or directory
dtrace: failed to open D library directory /nonexistent/ardent-lib: No such file or directory
