                   FUNCTION:NAME
                          :BEGIN          42

-- @@stderr --
dtrace: script 'test/runtime/begin/tst.trace-int.d' matched 1 probe
