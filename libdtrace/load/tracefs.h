// Where tracefs lives.  Tracepoint ids, event formats and the list of
// syscalls all come from tracefs; it is normally mounted at
// /sys/kernel/tracing, older systems only have it under debugfs.
#pragma once

#include <string>
#include <string_view>

#include "support/result.h"

namespace dtrace::load {

// The tracefs mount point: /sys/kernel/tracing (mounting tracefs there when
// nothing is mounted, which needs root), else /sys/kernel/debug/tracing.
// When neither works it still returns /sys/kernel/tracing, so the errors of
// later lookups name the usual place.
std::string tracefs_root();

// The numeric id of tracepoint category:event (events/<cat>/<event>/id).
Result<unsigned long long> tracepoint_id(std::string_view category, std::string_view event);

}  // namespace dtrace::load
