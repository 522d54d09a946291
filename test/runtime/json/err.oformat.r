-- @@stderr --
dtrace: failed to set -x oformat: Invalid value for specified option
