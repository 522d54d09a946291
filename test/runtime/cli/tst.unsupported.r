status 2
status 2
status 2
status 2
-- @@stderr --
dtrace: -G is not supported yet
dtrace: -C is not supported yet
dtrace: -v is not supported yet
dtrace: -32 is not supported yet
