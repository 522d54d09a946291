110 111
ran 10

-- @@stderr --
dtrace: 1 speculative drop
