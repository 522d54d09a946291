-- @@stderr --
dtrace: script 'test/runtime/aggs/err.aggsize-keyless.d' matched 2 probes
dtrace: could not enable tracing: Enabling exceeds size of buffer
