status 1
-- @@stderr --
dtrace: failed to set -x nosuch: Invalid option name
