// Container awareness (issue 11): which PID namespace pid, tid and ppid are
// numbered in (-x pidns), and which cgroup tracing is restricted to
// (-x cgroup).  Resolves the options' paths against /proc and the mounted
// cgroup v2 hierarchy, and emits the cgroup test every probe program of a
// restricted session starts with.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "ir/builder.h"
#include "support/result.h"

namespace dtrace::containers {

// A PID namespace as bpf_get_ns_current_pid_tgid() names it: the kernel's
// device number and the inode of its nsfs file.  ino 0: the initial
// namespace.
struct PidNamespace {
  uint64_t dev = 0, ino = 0;
};

// "" or "init": the initial namespace (DTrace's numbers); "own": the one
// dtrace runs in; "/proc/PID/ns/pid": that process's.
Result<PidNamespace> resolve_pidns(std::string_view spec);

// A cgroup of the unified (v2) hierarchy: its id (the inode of its
// directory) and depth (0 for the root).  id 0: no restriction.
struct CgroupFilter {
  uint64_t id = 0;
  uint32_t level = 0;
};

// A cgroup directory: absolute (/sys/fs/cgroup/unified/system.slice) or
// relative to the hierarchy's root, as /proc/PID/cgroup shows it
// (/system.slice/ssh.service).
Result<CgroupFilter> resolve_cgroup(std::string_view spec);

// if (bpf_get_current_ancestor_cgroup_id(level) != id) return 0;
void emit_cgroup_filter(ir::Builder& b, const CgroupFilter& f);

}  // namespace dtrace::containers
