// -x follow=fork (issue 11): pid and USDT probes that also fire in the
// processes their process forks while tracing, and in those processes'
// children in turn.
//
// A process probe is normally a uprobe the kernel filters to one process.
// That filter is what keeps it out of a child: the child inherits the
// parent's mappings, breakpoints included, but when it hits one that no
// consumer wants for it the kernel removes the breakpoint from the child.
// So under follow=fork the providers open their uprobes for every process
// that maps the object (Provider::set_follow_forks), and each probe's
// program tests the process itself against the follow map
// (lower::Lowerer::follow_map): pid -> the traced process it descends from,
// seeded with each traced process mapped to itself.  Two raw tracepoint
// programs keep the map current:
//
//   sched_process_fork   a process in the map forks: its child joins,
//                        under the same traced process
//   sched_process_exit   the last thread of a process exits: it leaves
//
// A probe of process P fires in P and in every process P forked (directly
// or not) since tracing began, as long as that process still maps the
// probe's object: after an exec the old mappings are gone, so probes on
// the executable stop, while probes on a library the new program maps
// too (libc) go on firing.
#pragma once

#include <cstdint>

#include "ir/builder.h"
#include "ir/ir.h"
#include "support/result.h"

namespace dtrace::follow {

// In a process probe's program, before its trampoline:
//   tgid = bpf_get_current_pid_tgid() >> 32;
//   if (tgid != root) { r = dt_follow[tgid]; if (!r || *r != root) return 0; }
void emit_filter(ir::Builder& b, uint32_t follow_map, int root);

// The programs that keep the follow map current, each to be loaded as a
// raw tracepoint program and attached to its event.  Fails when the
// kernel's BTF does not give the task_struct offsets they read.
struct Tracker {
  ir::Function fork;  // on sched_process_fork
  ir::Function exit;  // on sched_process_exit
};
inline constexpr const char* kForkEvent = "sched_process_fork";
inline constexpr const char* kExitEvent = "sched_process_exit";
Result<Tracker> build_tracker(uint32_t follow_map);

}  // namespace dtrace::follow
