// KernelSymbols: /proc/kallsyms (plus System.map's data symbols when kallsyms
// lacks them), sorted by address.  Text symbols name the code up to the next
// symbol; a data symbol names only its own address.
#include "consume/ksyms.h"

#include <sys/utsname.h>
#include <unistd.h>

#include <algorithm>
#include <optional>
#include <unordered_set>
#include <cstring>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

namespace dtrace::consume {

namespace {

struct SymLine {
  uint64_t addr = 0;
  std::string type, name, module;
};

// "ffffffff81000000 T _stext" or "ffffffffc0a01000 t fn\t[module]".
std::optional<SymLine> parse_line(const std::string& line) {
  std::istringstream ls(line);
  SymLine s;
  std::string addr;
  if (!(ls >> addr >> s.type >> s.name)) return std::nullopt;
  ls >> s.module;
  if (s.module.size() > 2 && s.module.front() == '[')
    s.module = s.module.substr(1, s.module.size() - 2);
  else
    s.module = "vmlinux";
  s.addr = std::strtoull(addr.c_str(), nullptr, 16);
  return s;
}

bool is_text(const std::string& type) {
  return type == "t" || type == "T" || type == "w" || type == "W";
}

// vmlinux's System.map, if the system keeps one for the running kernel.
std::string system_map_path() {
  struct utsname u {};
  if (uname(&u) != 0) return {};
  for (std::string path : {fmt::format("/boot/System.map-{}", u.release),
                           fmt::format("/lib/modules/{}/build/System.map", u.release)})
    if (access(path.c_str(), R_OK) == 0) return path;
  return {};
}

}  // namespace

void KernelSymbols::load() {
  loaded_ = true;
  std::ifstream in("/proc/kallsyms");
  std::string line;
  uint64_t text_live = 0;
  while (std::getline(in, line)) {
    auto s = parse_line(line);
    // kptr_restrict hides addresses (all 0): nothing to match
    if (!s || s->addr == 0) continue;
    if (s->name == "_text" && s->module == "vmlinux") text_live = s->addr;
    syms_.push_back({s->addr, std::move(s->name), std::move(s->module), is_text(s->type)});
  }
  if (text_live) load_system_map(text_live);
  std::sort(syms_.begin(), syms_.end(), [](const Sym& x, const Sym& y) { return x.addr < y.addr; });
}

// A kernel without CONFIG_KALLSYMS_ALL lists no data symbols in kallsyms:
// take them from System.map, moved by the KASLR slide _text shows.
void KernelSymbols::load_system_map(uint64_t text_live) {
  std::string path = system_map_path();
  if (path.empty()) return;
  std::ifstream in(path);
  std::vector<SymLine> data;
  uint64_t text_map = 0;
  std::string line;
  while (std::getline(in, line)) {
    auto s = parse_line(line);
    if (!s) continue;
    if (s->name == "_text") text_map = s->addr;
    if (!is_text(s->type) && s->type != "a" && s->type != "A") data.push_back(std::move(*s));
  }
  if (text_map == 0) return;
  std::unordered_set<std::string> known;
  for (const Sym& s : syms_)
    if (!s.text) known.insert(s.name);
  for (SymLine& s : data)
    if (!known.count(s.name))
      syms_.push_back({s.addr + (text_live - text_map), std::move(s.name), "vmlinux", false});
}

const KernelSymbols::Sym* KernelSymbols::find(uint64_t pc) {
  if (!loaded_) load();
  auto it = std::upper_bound(syms_.begin(), syms_.end(), pc,
                             [](uint64_t v, const Sym& s) { return v < s.addr; });
  if (it == syms_.begin()) return nullptr;
  const Sym* s = &*std::prev(it);
  // A data symbol names only its own address (%a of &`max_pfn); other
  // data and unknown addresses print in hex.
  return s->text || s->addr == pc ? s : nullptr;
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
