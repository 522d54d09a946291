// What the tracepoint-based providers (sdt, rawtp, proc, sched, io) share:
// the list of tracefs events, the fields of an event's format file, the
// argument types of a raw tracepoint from the kernel's BTF (the typedef
// btf_trace_<event>), and the trampoline pieces that read a raw
// tracepoint's arguments or a syscall's registers into ms->args[].
//
// Reading formats and BTF is deferred until a program enables a probe (or
// asks for its argument types): `dtrace -l` and startup read only
// available_events (DESIGN.md D9).
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ir/builder.h"
#include "probes/probes.h"
#include "support/result.h"
#include "types/btf.h"

namespace dtrace::providers {

// group:event of every tracefs event other than those other providers
// serve (syscalls, kprobes, uprobes), in available_events order, read once
// and shared by the providers built on them (sdt and rawtp).
class TracefsEvents {
 public:
  const std::vector<std::pair<std::string, std::string>>& list();
  // Whether some group has an event called `name`.
  bool has_event(std::string_view name);

 private:
  std::optional<std::vector<std::pair<std::string, std::string>>> list_;
  std::set<std::string, std::less<>> names_;
};

// Whether `desc` may name a tracefs event (Provider::may_match of sdt and
// rawtp, whose probe names are event names).  Event names are C
// identifiers, and in practice lower case: an unscoped description whose
// name has an upper-case letter (BEGIN, END) is answered without reading
// the event list.
bool may_be_event(const probes::ProbeDesc& desc, TracefsEvents& events);

// One field of an event record after the common_ fields.
struct FormatField {
  std::string type;  // as declared, without the name ("unsigned long")
  std::string name;
  int offset = 0, size = 0;
  bool is_signed = false;
  bool is_array = false;     // "char comm[16]": the value is its address
  bool is_data_loc = false;  // "__data_loc char[] name": u32 (len << 16 | offset)
};

Result<std::vector<FormatField>> event_format(const std::string& group, const std::string& event);

// The D type of a format field: pointers to structs and char keep their
// type, char arrays and __data_loc strings are "char *", integers are named
// by size and sign, anything else is "uint64_t".
std::string field_d_type(const FormatField& f);

// The D name of the integer type of `size` bytes.
std::string d_int_type(int size, bool is_signed);

// Kernel BTF, loaded on first use: raw tracepoint argument types and struct
// member offsets.
class KernelTypes {
 public:
  KernelTypes();
  ~KernelTypes();
  KernelTypes(const KernelTypes&) = delete;
  KernelTypes& operator=(const KernelTypes&) = delete;

  // The D types of the arguments of raw tracepoint `event` (without the
  // leading void *__data), or nullopt when BTF does not describe it.
  std::optional<std::vector<std::string>> rawtp_args(const std::string& event);
  Result<uint32_t> member_offset(std::string_view strct, std::string_view member) {
    return btf_.member_offset(strct, member);
  }

 private:
  types::KernelBtf btf_;
  std::map<std::string, std::optional<std::vector<std::string>>> cache_;
};

// Trampoline pieces.  ms->args[i] = ((u64 *)ctx)[i] for i < n, the rest 0.
void emit_rawtp_args(ir::Builder& b, ir::Reg ctx, ir::Reg ms, int n);
// ms->args[i] = 0 for i in [from, kNumArgs).
void emit_clear_args(ir::Builder& b, ir::Reg ms, int from);
// Copies ms->args[from] to ms->args[to].
void emit_copy_arg(ir::Builder& b, ir::Reg ms, int from, int to);
// Returns from the program (no clause runs) when `cond(reg, imm)` holds.
void emit_return_if(ir::Builder& b, ir::Cond cond, ir::Reg reg, int64_t imm);
// For raw sys_enter / sys_exit programs: reads the syscall's pt_regs (the
// first raw argument) into the record area and returns the register
// holding regs->orig_ax (the syscall number); 32-bit callers give -1.
ir::Reg emit_syscall_regs(ir::Builder& b, ir::Reg ctx, ir::Reg ms);
// After emit_syscall_regs: a register holding syscall argument i (0..5).
ir::Reg emit_syscall_arg(ir::Builder& b, ir::Reg ms, int i);
// Reads a `size`-byte kernel value at `addr` + `off` into a register
// (bpf_probe_read_kernel through the record area); 0 if it faults.
ir::Reg emit_read_kernel(ir::Builder& b, ir::Reg ms, ir::Reg addr, int32_t off, int size);
// A register holding the address of CPU `cpu`'s cpuinfo_t (the slot
// `curcpu` points to on that CPU: bpf_map_lookup_percpu_elem of dt_cpuinfo),
// 0 if there is no such CPU.
ir::Reg emit_cpuinfo_of(ir::Builder& b, ir::Reg ms, ir::Reg cpu);

}  // namespace dtrace::providers
