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
  // "a.out-name`main+0x1d", "libc.so.6`malloc", or "0x7f..." when unknown.
  std::string format(int pid, uint64_t pc);

 private:
  const proc::Process* process(int pid, uint64_t pc);
  proc::SymbolCache cache_;
  std::map<int, proc::Process> procs_;
};

// A recorded stack() or ustack(), as DTrace prints either: a newline, then
// one frame per line indented by `indent` spaces.
std::string render_any_stack(const ir::RecordField& f, std::span<const uint8_t> data, int indent,
                             KernelSymbols& ksyms, UserSymbols& usyms);

}  // namespace dtrace::consume
