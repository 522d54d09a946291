                   FUNCTION:NAME
                   getppid:entry 
              <frame>


-- @@stderr --
dtrace: script 'test/runtime/stack/tst.stack.d' matched 1 probe
