still stdout

status 0
status 1
-- @@stderr --
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): couldn't freopen() "/": Is a directory

dtrace: could not enable tracing: Destructive actions not allowed
