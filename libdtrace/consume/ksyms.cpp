// KernelSymbols: the kernel's symbols (load/kallsyms.h) sorted by address.
// Text symbols name the code up to the next symbol; a data symbol names
// only its own address.
#include "consume/ksyms.h"

#include <algorithm>
#include <cstring>

#include <fmt/format.h>

namespace dtrace::consume {

using load::KernelSym;

void KernelSymbols::read() {
  loaded_ = true;
  syms_ = load::read_kernel_symbols();
  std::sort(syms_.begin(), syms_.end(),
            [](const KernelSym& x, const KernelSym& y) { return x.addr < y.addr; });
}

const KernelSym* KernelSymbols::find(uint64_t pc) {
  if (!loaded_) read();
  auto it = std::upper_bound(syms_.begin(), syms_.end(), pc,
                             [](uint64_t v, const KernelSym& s) { return v < s.addr; });
  if (it == syms_.begin()) return nullptr;
  const KernelSym* s = &*std::prev(it);
  // A data symbol names only its own address (%a of &`max_pfn); other
  // data and unknown addresses print in hex.
  return s->text || s->addr == pc ? s : nullptr;
}

std::string KernelSymbols::symbol(uint64_t pc) {
  const KernelSym* s = find(pc);
  return s ? fmt::format("{}`{}", s->module, s->name) : fmt::format("{:#x}", pc);
}

std::string KernelSymbols::module(uint64_t pc) {
  const KernelSym* s = find(pc);
  return s ? s->module : fmt::format("{:#x}", pc);
}

uint64_t KernelSymbols::function_start(uint64_t pc) {
  const KernelSym* s = find(pc);
  return s ? s->addr : pc;
}

std::string KernelSymbols::format(uint64_t pc) {
  const KernelSym* it = find(pc);
  if (!it) return fmt::format("{:#x}", pc);
  uint64_t off = pc - it->addr;
  if (off == 0) return fmt::format("{}`{}", it->module, it->name);
  return fmt::format("{}`{}+{:#x}", it->module, it->name, off);
}

std::string render_stack(const ir::RecordField& f, std::span<const uint8_t> data, int indent,
                         KernelSymbols& ksyms) {
  std::string out = "\n";
  if (f.offset + f.size > data.size()) return out;
  uint64_t bytes = 0;
  std::memcpy(&bytes, data.data() + f.offset, 8);
  size_t frames = std::min<uint64_t>(bytes / 8, (f.size - 8) / 8);
  for (size_t i = 0; i < frames; ++i) {
    uint64_t pc = 0;
    std::memcpy(&pc, data.data() + f.offset + 8 + 8 * i, 8);
    if (pc == 0) break;
    out += fmt::format("{:{}}{}\n", "", indent, ksyms.format(pc));
  }
  return out;
}

}  // namespace dtrace::consume
