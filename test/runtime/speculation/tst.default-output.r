                   FUNCTION:NAME
                          :BEGIN   principal                        
                          :BEGIN          42
                          :BEGIN 

-- @@stderr --
dtrace: script 'test/runtime/speculation/tst.default-output.d' matched 5 probes
