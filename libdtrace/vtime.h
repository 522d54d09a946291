// vtimestamp: the current thread's time on CPU, in nanoseconds, as illumos
// keeps it (t_dtrace_vtime, summed by the dtrace module at each context
// switch).
//
// The kernel's own sum (task_struct.se.sum_exec_runtime) is brought up to
// date only at scheduler accounting points, so two reads a few
// microseconds apart may differ by a whole tick, or not at all.  Instead,
// a thread's first read starts a clock for it in the vtime map
// (lower::Lowerer::vtime_map): tid -> {on-CPU time so far, when it last
// went on CPU}, seeded with the kernel's sum.  A raw tracepoint program on
// sched_switch stops the clock of the thread going off CPU (adding what it
// ran) and starts the clock of the thread coming on, for threads in the map
// only (the entry's layout is lower::kVtimeTotal and kVtimeStart).  A read is then the time so far plus the time since the thread
// last went on CPU: exact, and monotonic within a thread.
#pragma once

#include <cstdint>

#include "ir/ir.h"
#include "support/result.h"

namespace dtrace::vtime {

inline constexpr const char* kSwitchEvent = "sched_switch";

// The sched_switch program (raw tracepoint: args preempt, prev, next).
// Fails when the kernel's BTF does not give task_struct's pid offset.
Result<ir::Function> build_switch(uint32_t vtime_map);

}  // namespace dtrace::vtime
