status 1
ok

status 0
-- @@stderr --
dtrace: failed to set -x ustackframes: Invalid value for specified option
