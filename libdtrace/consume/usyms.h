// User symbols for ustack() (issue 8): a recorded user stack names its pid
// (ir::kUserStackFlag), and its pcs print as module`function+0xoffset
// through libproc's view of that process.  A process is read the first
// time one of its addresses needs a name, or earlier through prefetch()
// ($target at go()), and kept: a stack printed after its process has
// exited (an aggregation printed at the end) still gets names.
#pragma once

#include <cstdint>
#include <map>
#include <span>
#include <string>

#include "consume/ksyms.h"
#include "ir/record.h"
#include "libproc/process.h"

namespace dtrace::consume {

class UserSymbols {
 public:
  void prefetch(int pid);
  // %A: an integer address names a symbol of $target (-c/-p), as in DTrace.
  void set_target(int pid) { target_ = pid; }
  // -x noresolve: addresses print as module:0xoffset (Process::unresolved);
  // a usym() names its function's start that way.
  void set_noresolve(bool on) { noresolve_ = on; }
  std::string format_target(uint64_t pc);
  // "a.out-name`main+0x1d", "libc.so.6`malloc", or "0x7f..." when unknown.
  std::string format(int pid, uint64_t pc);
  // A usym()/ufunc() (module`function), uaddr() (module`function+0xoff)
  // or umod() (module) field: {u64 addr, u64 tgid}.
  std::string name(const ir::RecordField& f, std::span<const uint8_t> data);
  // What like keys consolidate on: the function (usym) or the module (umod)
  // holding the field's address; the address itself for uaddr or unknowns.
  uint64_t key_address(const ir::RecordField& f, std::span<const uint8_t> data);

 private:
  const proc::Process* process(int pid, uint64_t pc);
  proc::SymbolCache cache_;
  std::map<int, proc::Process> procs_;
  int target_ = 0;
  bool noresolve_ = false;
};

bool is_user_address(ir::RecordField::Kind k);

// A recorded stack() or ustack(), as DTrace prints either: a newline, then
// one frame per line indented by `indent` spaces.
std::string render_any_stack(const ir::RecordField& f, std::span<const uint8_t> data, int indent,
                             KernelSymbols& ksyms, UserSymbols& usyms);

}  // namespace dtrace::consume
