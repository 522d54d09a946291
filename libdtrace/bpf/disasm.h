// The BPF disassembler behind `dtrace -S` and the bytecode tests.  It prints
// one line per instruction in the style of the kernel verifier and bpftool
// (`  2: (85) call bpf_get_current_pid_tgid#14`), so a listing can be read
// side by side with a verifier log.  A two-slot ld_imm64 is one line; the
// index of the line after it skips the second slot, as the verifier's does.
#pragma once

#include <linux/bpf.h>

#include <functional>
#include <span>
#include <string>

namespace dtrace::bpf {

// Names the map an ld_imm64 refers to, given the map fd (BPF_PSEUDO_MAP_FD,
// BPF_PSEUDO_MAP_VALUE) or map index (BPF_PSEUDO_MAP_IDX[_VALUE]).  An empty
// result falls back to `fd:N` / `idx:N`.
using MapNameFn = std::function<std::string(int map_fd_or_index)>;

// The text of one instruction, without the index prefix or newline, e.g.
// "(bf) r6 = r1".  `insn` must point at both slots of an ld_imm64; pass
// `has_next` false when the second slot is missing.
std::string disassemble_one(const bpf_insn* insn, bool has_next, const MapNameFn& map_name = {});

// The whole listing, "%3d: <text>\n" per instruction.
std::string disassemble(std::span<const bpf_insn> insns, const MapNameFn& map_name = {});

}  // namespace dtrace::bpf
