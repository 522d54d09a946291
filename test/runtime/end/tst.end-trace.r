                   FUNCTION:NAME
                          :BEGIN 
                            :END   end                              

-- @@stderr --
dtrace: script 'test/runtime/end/tst.end-trace.d' matched 2 probes
