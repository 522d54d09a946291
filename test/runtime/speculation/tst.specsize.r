first 1

-- @@stderr --
dtrace: 1 speculative drop
