
        1                1
        2                1
        3                1
-- @@stderr --
dtrace: 2 aggregation drops on CPU N
