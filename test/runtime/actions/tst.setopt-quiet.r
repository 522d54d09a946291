                   FUNCTION:NAME
                          :BEGIN one

two
                          :BEGIN three


-- @@stderr --
dtrace: script 'test/runtime/actions/tst.setopt-quiet.d' matched 3 probes
