status 2
status 2
-- @@stderr --
dtrace: -B is not supported yet
dtrace: -32 is not supported yet
