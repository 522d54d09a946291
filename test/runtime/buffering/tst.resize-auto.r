traced

                1
-- @@stderr --
dtrace: buffer size lowered to 200m
dtrace: aggregation size lowered to 200m
dtrace: speculation size lowered to 400m
