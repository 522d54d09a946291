                   FUNCTION:NAME
                        :tick-1s   tick                             

-- @@stderr --
dtrace: script 'test/runtime/profile/tst.tick-trace.d' matched 1 probe
