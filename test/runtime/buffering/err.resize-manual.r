-- @@stderr --
dtrace: script 'test/runtime/buffering/err.resize-manual.d' matched 1 probe
dtrace: could not enable tracing: Cannot allocate memory
