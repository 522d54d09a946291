-- @@stderr --
dtrace: failed to set -x pidns: Invalid value for specified option
status 1
dtrace: could not enable tracing: pidns /proc/999999999/ns/pid: No such file or directory
