kept 1

-- @@stderr --
dtrace: [DTRACEDROP_SPEC] 2 speculative drops
