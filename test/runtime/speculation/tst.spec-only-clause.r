                   FUNCTION:NAME
                          :BEGIN 
                          :BEGIN           1

-- @@stderr --
dtrace: script 'test/runtime/speculation/tst.spec-only-clause.d' matched 5 probes
