status 2
-- @@stderr --
dtrace: -B is not supported yet
