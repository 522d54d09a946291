status 1
status 0
-- @@stderr --
dtrace: no probes matched
