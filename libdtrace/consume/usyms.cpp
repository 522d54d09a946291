// Printing user stacks with libproc.  A pc outside every known module
// (a library dlopen'ed after the snapshot) re-reads the process once, if it
// is still there.
#include "consume/usyms.h"

#include <algorithm>
#include <cstring>
#include <utility>

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
  if (!p) return fmt::format("{:#x}", pc);
  return noresolve_ ? p->unresolved(pc) : p->symbolize(pc);
}

std::string UserSymbols::format_target(uint64_t pc) {
  return target_ > 0 ? format(target_, pc) : fmt::format("{:#x}", pc);
}

bool is_user_address(ir::RecordField::Kind k) {
  return k == ir::RecordField::Kind::USym || k == ir::RecordField::Kind::UAddr ||
         k == ir::RecordField::Kind::UMod;
}

namespace {

// {addr, tgid} of a user address field; {0, 0} when it lies outside data.
std::pair<uint64_t, int> user_address(const ir::RecordField& f, std::span<const uint8_t> data) {
  uint64_t w[2] = {0, 0};
  if (f.offset + 16 <= data.size()) std::memcpy(w, data.data() + f.offset, 16);
  return {w[0], static_cast<int>(w[1])};
}

}  // namespace

// dt_print_usym/dt_print_umod's text: an unknown address prints in hex.
std::string UserSymbols::name(const ir::RecordField& f, std::span<const uint8_t> data) {
  auto [pc, pid] = user_address(f, data);
  const proc::Process* p = process(pid, pc);
  if (!p) return fmt::format("{:#x}", pc);
  if (noresolve_ && f.kind == ir::RecordField::Kind::USym)
    return p->unresolved(p->function_start(pc));
  if (noresolve_ && f.kind == ir::RecordField::Kind::UAddr) return p->unresolved(pc);
  switch (f.kind) {
    case ir::RecordField::Kind::USym: return p->symbol_name(pc);
    case ir::RecordField::Kind::UMod: return p->module_name(pc);
    default: return p->symbolize(pc);
  }
}

uint64_t UserSymbols::key_address(const ir::RecordField& f, std::span<const uint8_t> data) {
  auto [pc, pid] = user_address(f, data);
  const proc::Process* p = f.kind == ir::RecordField::Kind::UAddr ? nullptr : process(pid, pc);
  if (!p) return pc;
  return f.kind == ir::RecordField::Kind::USym ? p->function_start(pc) : p->module_start(pc);
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
