// Process control for -c and -p: start a command under ptrace and hold it
// stopped at main (DTrace's default evaltime, postinit), or stop a running
// process, so that what it maps holds still while probes are created; then
// let it go.
#pragma once

#include <sys/types.h>

#include <string>
#include <vector>

#include "support/result.h"

namespace dtrace::proc {

// Forks and execs argv (searched in PATH).  On success the child is a
// ptrace tracee stopped at the first instruction of main (or right after
// exec when main cannot be found), and is killed should dtrace die first.
Result<pid_t> create_stopped(const std::vector<std::string>& argv);

// Grabs a running process (-p): attaches with ptrace and stops it (only
// the thread whose id is `pid`; DTrace's Pgrab stops the same one).  The
// result is a signal that arrived meanwhile, for release() to deliver.
// A pid that does not exist is ESRCH.
Result<int> grab(pid_t pid);

// Detaches from a process create_stopped() or grab() returned, letting it
// run; `sig` (nonzero) is delivered as it goes.
Result<void> release(pid_t pid, int sig = 0);

}  // namespace dtrace::proc
