                   FUNCTION:NAME
                          :BEGIN   hello, world                     

-- @@stderr --
dtrace: script 'test/runtime/begin/tst.trace.d' matched 1 probe
