// Printing user stacks with libproc.  A pc outside every known module
// (a library dlopen'ed after the snapshot) re-reads the process once, if it
// is still there.
#include "consume/usyms.h"

#include <algorithm>
#include <cstring>

namespace dtrace::consume {

void UserSymbols::prefetch(int pid) {
  if (pid <= 0 || procs_.count(pid)) return;
  if (auto p = proc::Process::inspect(pid, cache_)) procs_.emplace(pid, std::move(*p));
}

const proc::Process* UserSymbols::process(int pid, uint64_t pc) {
  auto it = procs_.find(pid);
  if (it != procs_.end() && it->second.module_at(pc)) return &it->second;
  auto fresh = proc::Process::inspect(pid, cache_);
  if (fresh && fresh->module_at(pc)) {
    procs_.insert_or_assign(pid, std::move(*fresh));
    return &procs_.at(pid);
  }
  return it == procs_.end() ? nullptr : &it->second;
}

std::string UserSymbols::format(int pid, uint64_t pc) {
  const proc::Process* p = process(pid, pc);
  return p ? p->symbolize(pc) : fmt::format("{:#x}", pc);
}

std::string render_any_stack(const ir::RecordField& f, std::span<const uint8_t> data, int indent,
                             KernelSymbols& ksyms, UserSymbols& usyms) {
  if (f.offset + f.size > data.size()) return "\n";
  uint64_t word = 0;
  std::memcpy(&word, data.data() + f.offset, 8);
  if (!(word & ir::kUserStackFlag)) return render_stack(f, data, indent, ksyms);
  int pid = static_cast<int>((word >> 32) & 0x7fffffff);
  size_t frames = std::min<uint64_t>((word & 0xffffffff) / 8, (f.size - 8) / 8);
  std::string out = "\n";
  for (size_t i = 0; i < frames; ++i) {
    uint64_t pc = 0;
    std::memcpy(&pc, data.data() + f.offset + 8 + 8 * i, 8);
    if (pc == 0) break;
    out += fmt::format("{:{}}{}\n", "", indent, usyms.format(pid, pc));
  }
  return out;
}

}  // namespace dtrace::consume
