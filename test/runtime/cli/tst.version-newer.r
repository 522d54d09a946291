status 1
status 1
-- @@stderr --
dtrace: failed to set -x version: Operation not supported
dtrace: failed to set -x version: Requested version is not supported by compiler
