1 2 3 4 0
1 0 3 4 6

-- @@stderr --
dtrace: 1 dynamic variable drop
