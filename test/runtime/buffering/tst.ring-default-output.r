                   FUNCTION:NAME
                      :tick-10ms 

-- @@stderr --
dtrace: script 'test/runtime/buffering/tst.ring-default-output.d' matched 2 probes
