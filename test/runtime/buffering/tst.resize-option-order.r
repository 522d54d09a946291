
status 0

status 0
-- @@stderr --
dtrace: buffer size lowered to 256m
