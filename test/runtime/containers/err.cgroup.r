-- @@stderr --
dtrace: could not enable tracing: cgroup /no-such-cgroup-here: not a cgroup of the v2 hierarchy at MOUNT
