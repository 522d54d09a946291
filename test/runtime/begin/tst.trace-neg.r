                   FUNCTION:NAME
                          :BEGIN          -7         -5000000000

-- @@stderr --
dtrace: script 'test/runtime/begin/tst.trace-neg.d' matched 1 probe
