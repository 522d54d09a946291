-- @@stderr --
dtrace: script 'test/runtime/aggs/err.aggsize-small.d' matched 1 probe
dtrace: could not enable tracing: Enabling exceeds size of buffer
