                   FUNCTION:NAME
                          :BEGIN quiet now

still quiet

-- @@stderr --
dtrace: script 'test/runtime/actions/tst.setopt-string-var.d' matched 2 probes
