status 1
-- @@stderr --
dtrace: run as root for tracing and listing probes
