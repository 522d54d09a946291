// See kallsyms.h.
#include "load/kallsyms.h"

#include <sys/utsname.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <optional>
#include <sstream>
#include <unordered_set>

#include <fmt/format.h>

namespace dtrace::load {
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

// System.map's data symbols that kallsyms does not list, slid to where the
// running kernel put them.
void add_system_map(std::vector<KernelSym>& syms, uint64_t text_live) {
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
  for (const KernelSym& s : syms)
    if (!s.text) known.insert(s.name);
  for (SymLine& s : data)
    if (!known.count(s.name))
      syms.push_back({s.addr + (text_live - text_map), std::move(s.name), "vmlinux", false});
}

}  // namespace

std::vector<KernelSym> read_kernel_symbols() {
  std::vector<KernelSym> syms;
  std::ifstream in("/proc/kallsyms");
  std::string line;
  uint64_t text_live = 0;
  while (std::getline(in, line)) {
    auto s = parse_line(line);
    if (!s || s->addr == 0) continue;
    if (s->name == "_text" && s->module == "vmlinux") text_live = s->addr;
    bool text = is_text(s->type);
    syms.push_back({s->addr, std::move(s->name), std::move(s->module), text});
  }
  if (text_live) add_system_map(syms, text_live);
  return syms;
}

}  // namespace dtrace::load
