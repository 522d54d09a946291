status 1
                   FUNCTION:NAME
                          :BEGIN yes


status 0
-- @@stderr --
dtrace: description 'BEGIN ' matched 1 probe
dtrace: could not enable tracing: Destructive actions not allowed
dtrace: description 'BEGIN ' matched 1 probe
dtrace: allowing destructive actions
