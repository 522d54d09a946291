status 1
status 1
status 1

status 0
status 1
fits
status 0
-- @@stderr --
dtrace: description 'BEGIN ' matched 1 probe
dtrace: could not enable tracing: Enabling exceeds size of buffer
dtrace: description 'BEGIN ' matched 1 probe
dtrace: could not enable tracing: Enabling exceeds size of buffer
dtrace: could not enable tracing: Enabling exceeds size of buffer
dtrace: could not enable tracing: END enablings exceed size of principal buffer
