                   FUNCTION:NAME
                          :BEGIN 
                          :BEGIN           6
                          :BEGIN 

-- @@stderr --
dtrace: script 'test/runtime/actions/tst.default-action.d' matched 5 probes
