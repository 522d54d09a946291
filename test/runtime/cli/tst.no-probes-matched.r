dtrace: failed to compile script DIR/empty.d: line 3: empty D program translation unit
status 1
dtrace: failed to compile script DIR/empty.d: line 3: empty D program translation unit
status 1
status 1
status 0
-- @@stderr --
dtrace: no probes matched
