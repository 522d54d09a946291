status 1
                   FUNCTION:NAME
                          :BEGIN yes


status 0
-- @@stderr --
dtrace: failed to enable 'BEGIN { system("echo no"); exit(0); }': Destructive actions not allowed
dtrace: description 'BEGIN ' matched 1 probe
dtrace: allowing destructive actions
