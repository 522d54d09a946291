// Process control for -c and -p: start a command under ptrace and hold it
// stopped (at main by default, DTrace's evaltime postinit), or stop a running
// process, so that what it maps holds still while probes are created; then
// let it go.
#pragma once

#include <sys/types.h>

#include <string>
#include <string_view>
#include <vector>

#include "support/result.h"

namespace dtrace::proc {

// Where create_stopped() holds a new process (DTrace's evaltime option):
// inside its execve (only the executable and the dynamic loader mapped, the
// exec not yet returned), at the executable's entry point (libraries loaded
// and initialised, the executable's constructors not yet run), or at main.
enum class StopAt { exec, preinit, main };

// The StopAt an evaltime value names (exec, preinit; postinit and main are
// both main, where the executable's constructors have run).
StopAt stop_at_for(std::string_view evaltime);

// Forks and execs argv (searched in PATH).  On success the child is a
// ptrace tracee stopped at `at` (right after exec when main or the entry
// point cannot be found), and is killed should dtrace die first.
Result<pid_t> create_stopped(const std::vector<std::string>& argv, StopAt at = StopAt::main);

// Grabs a running process (-p): attaches with ptrace and stops it (only
// the thread whose id is `pid`; DTrace's Pgrab stops the same one).  The
// result is a signal that arrived meanwhile, for release() to deliver.
// A pid that does not exist is ESRCH.
Result<int> grab(pid_t pid);

// Detaches from a process create_stopped() or grab() returned, letting it
// run; `sig` (nonzero) is delivered as it goes.
Result<void> release(pid_t pid, int sig = 0);

}  // namespace dtrace::proc
