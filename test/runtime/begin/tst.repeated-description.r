                   FUNCTION:NAME
                          :BEGIN ran 2 times


-- @@stderr --
dtrace: script 'test/runtime/begin/tst.repeated-description.d' matched 3 probes
