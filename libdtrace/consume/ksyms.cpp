// KernelSymbols: /proc/kallsyms, sorted by address, text symbols only.
#include "consume/ksyms.h"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

namespace dtrace::consume {

void KernelSymbols::load() {
  loaded_ = true;
  std::ifstream in("/proc/kallsyms");
  std::string line;
  while (std::getline(in, line)) {
    // "ffffffff81000000 T _stext" or "ffffffffc0a01000 t fn\t[module]"
    std::istringstream ls(line);
    std::string addr, type, name, module;
    if (!(ls >> addr >> type >> name)) continue;
    // Every symbol bounds the one before it; only text symbols name code.
    bool text = type == "t" || type == "T" || type == "w" || type == "W";
    ls >> module;
    if (module.size() > 2 && module.front() == '[')
      module = module.substr(1, module.size() - 2);
    else
      module = "vmlinux";
    uint64_t a = std::strtoull(addr.c_str(), nullptr, 16);
    if (a == 0) continue;  // kptr_restrict hides addresses: nothing to match
    syms_.push_back({a, std::move(name), std::move(module), text});
  }
  std::sort(syms_.begin(), syms_.end(), [](const Sym& x, const Sym& y) { return x.addr < y.addr; });
}

const KernelSymbols::Sym* KernelSymbols::find(uint64_t pc) {
  if (!loaded_) load();
  auto it = std::upper_bound(syms_.begin(), syms_.end(), pc,
                             [](uint64_t v, const Sym& s) { return v < s.addr; });
  if (it == syms_.begin()) return nullptr;
  const Sym* s = &*std::prev(it);
  return s->text ? s : nullptr;  // data and unknown addresses print in hex
}

std::string KernelSymbols::symbol(uint64_t pc) {
  const Sym* s = find(pc);
  return s ? fmt::format("{}`{}", s->module, s->name) : fmt::format("{:#x}", pc);
}

std::string KernelSymbols::module(uint64_t pc) {
  const Sym* s = find(pc);
  return s ? s->module : fmt::format("{:#x}", pc);
}

uint64_t KernelSymbols::function_start(uint64_t pc) {
  const Sym* s = find(pc);
  return s ? s->addr : pc;
}

std::string KernelSymbols::format(uint64_t pc) {
  const Sym* it = find(pc);
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
