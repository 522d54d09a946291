// BPF helper ids and their kernel names (bpf_map_lookup_elem = 1, ...), in
// the order of the kernel UAPI's __BPF_FUNC_MAPPER list.  The disassembler
// prints calls as the verifier does (`call bpf_get_current_pid_tgid#14`), and
// tests and diagnostics use the names; code generation uses the BPF_FUNC_*
// enumerators of <linux/bpf.h> directly.
#pragma once

#include <optional>
#include <string_view>

namespace dtrace::bpf {

// The kernel's name for helper `id` ("bpf_ktime_get_ns" for 5), or an empty
// view when the id is outside the table.
std::string_view helper_name(int id);

// The id of the helper called `name` (with its "bpf_" prefix), if known.
std::optional<int> helper_id(std::string_view name);

// One past the highest helper id in the table.
int helper_count();

}  // namespace dtrace::bpf
