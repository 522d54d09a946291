// Process control for -c: start a command under ptrace and hold it stopped
// at main (DTrace's default evaltime, postinit), so that its executable and
// libraries are mapped while probes are created; then let it go.
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

// Detaches from a process create_stopped returned, letting it run.
Result<void> release(pid_t pid);

}  // namespace dtrace::proc
