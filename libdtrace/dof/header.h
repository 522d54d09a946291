// `dtrace -h`: the C header that declares a program's USDT probes, in the
// layout of Oracle's DTrace for Linux (design/usdt.md 2.1): an include
// guard from the output file name, PROV_PROBE(args) macros calling
// __dtrace_prov___probe, PROV_PROBE_ENABLED() as a GNU statement
// expression around __dtraceenabled_prov___probe(&enabled), the extern
// declarations, and no-op macros when _DTRACE_VERSION is 0.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "dof/model.h"

namespace dtrace::dof {

// The header text; `file_name` (may be empty: no include guard) is the
// output path, of which only the basename is used.
std::string make_header(const std::vector<ProviderSpec>& providers, const std::string& file_name);

// The is-enabled semaphore of a probe, from the function forms of its
// provider and probe names: "__ardent_sem_myprov___query__start".
std::string semaphore_name(std::string_view provider_func, std::string_view probe_func);

}  // namespace dtrace::dof
