// The sandboxed DOF parser (design/usdt.md 3.3, 6.4 item 4): each DOF is
// parsed in a forked child that first limits its CPU time and address
// space and then enters a seccomp filter allowing little more than
// read/write on fds it already has, memory management and exit.  The
// child sends the parse back over a pipe in a small length-prefixed
// binary form, which the daemon decodes with bounds checks and re-checks
// (names safe as path components, argument maps in range): the child is
// as untrusted as the DOF it read.  A child that crashes, is killed by
// the filter or takes longer than the time limit costs only that one
// registration.
#pragma once

#include <cstdint>
#include <span>

#include "dof/parser.h"
#include "support/result.h"

namespace dtrace::dtprobed {

Result<dof::ParsedDof> parse_dof_sandboxed(std::span<const uint8_t> bytes);

}  // namespace dtrace::dtprobed
