// Building a Process snapshot from /proc/PID/maps and looking symbols up in
// it.  A module is every mapping of one file (by dev and inode); its load
// bias comes from its lowest mapping: the file offset mapped there has a
// link-time address in some PT_LOAD segment, and the difference between the
// two addresses is what the dynamic loader (or the kernel, for a PIE
// executable) added.
#include "libproc/process.h"

#include <fcntl.h>
#include <fnmatch.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>

#include "support/unique_fd.h"

namespace dtrace::proc {
namespace {

std::string basename_of(const std::string& path) {
  size_t slash = path.rfind('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

bool glob(std::string_view pattern, std::string_view s) {
  return fnmatch(std::string(pattern).c_str(), std::string(s).c_str(), 0) == 0;
}

// Groups file-backed mappings into modules, in address order.
std::vector<Module> group_modules(const std::vector<Mapping>& maps) {
  std::vector<Module> mods;
  std::map<std::pair<uint64_t, uint64_t>, size_t> index;
  for (const Mapping& m : maps) {
    if (m.inode == 0 || m.path.empty() || m.path[0] != '/') continue;
    auto [it, fresh] = index.try_emplace({m.dev, m.inode}, mods.size());
    if (fresh) {
      Module mod;
      mod.path = m.path;
      mod.name = basename_of(m.path);
      mod.dev = m.dev;
      mod.inode = m.inode;
      mod.lo = m.start;
      mod.bias = m.offset;  // the lowest mapping's file offset, for now
      mods.push_back(std::move(mod));
    }
    Module& mod = mods[it->second];
    mod.hi = std::max(mod.hi, m.end);
    mod.mappings.emplace_back(m.start, m.end);
  }
  return mods;
}

}  // namespace

std::shared_ptr<const ElfSymbols> SymbolCache::get(const std::string& path, uint64_t dev,
                                                   uint64_t inode) {
  auto key = std::make_pair(dev, inode);
  auto it = files_.find(key);
  if (it != files_.end()) return it->second;
  auto elf = ElfSymbols::open(path);
  std::shared_ptr<const ElfSymbols> p;
  if (elf) p = std::make_shared<const ElfSymbols>(std::move(*elf));
  files_[key] = p;
  return p;
}

// As DTrace's object lookup: a plain name also matches the objects it is
// the stem of, up to a dot ("libc" and "libc.so" both name libc.so.6).
bool module_matches(std::string_view pattern, const Module& m) {
  if (pattern.empty()) return true;
  if (m.is_exec && pattern == "a.out") return true;
  if (glob(pattern, m.name)) return true;
  if (pattern.find_first_of("*?[\\") != std::string_view::npos) return false;
  return m.name.size() > pattern.size() && m.name.compare(0, pattern.size(), pattern) == 0 &&
         m.name[pattern.size()] == '.';
}

Result<Process> Process::inspect(int pid, SymbolCache& cache) {
  auto maps = read_maps(pid);
  if (!maps) return maps.error();
  Process p;
  p.pid_ = pid;
  struct stat exe {};
  bool have_exe = ::stat(fmt::format("/proc/{}/exe", pid).c_str(), &exe) == 0;
  for (Module& m : group_modules(*maps)) {
    m.elf = cache.get(m.path, m.dev, m.inode);
    if (!m.elf) continue;  // not an ELF file (a font, a locale archive...)
    uint64_t lowest_offset = m.bias;
    auto v = m.elf->vaddr_of_offset(lowest_offset);
    m.bias = v ? m.lo - *v : 0;
    m.is_exec = have_exe && m.inode == exe.st_ino && m.dev == exe.st_dev;
    p.modules_.push_back(std::move(m));
  }
  return p;
}

const Module* Process::executable() const {
  for (const Module& m : modules_)
    if (m.is_exec) return &m;
  return nullptr;
}

const Module* Process::module_at(uint64_t addr) const {
  for (const Module& m : modules_)
    if (addr >= m.lo && addr < m.hi) return &m;
  return nullptr;
}

std::vector<const Module*> Process::match_modules(std::string_view pattern) const {
  std::vector<const Module*> out;
  for (const Module& m : modules_)
    if (module_matches(pattern, m)) out.push_back(&m);
  return out;
}

std::optional<Found> Process::found(const Module& m, const Symbol& s) const {
  uint64_t at = s.value, size = s.size;
  if (auto target = s.ifunc ? ifunc_target(m, s) : std::nullopt) {
    const Symbol* impl = m.elf->containing(*target);
    at = *target;
    size = impl && impl->value == at ? impl->size : 0;
  }
  auto off = m.elf->file_offset(at);
  if (!off) return std::nullopt;
  return Found{&m, &s, at + m.bias, *off, size};
}

// What an indirect function runs in this process: the loader has stored
// the code its resolver picked in the IRELATIVE slot for that resolver
// (glibc's string functions: strlen runs __strlen_avx2 or another), read
// from the process's memory.  Probing the resolver instead would catch
// the one call the loader makes.  Without such a slot, or when it cannot
// be read (the process is gone), the resolver is what there is.  Functions
// whose resolvers pick one implementation (glibc's memcpy and memmove)
// share its probe site, so each fires for calls of either.
std::optional<uint64_t> Process::ifunc_target(const Module& m, const Symbol& s) const {
  auto slot = m.elf->irelative_slot(s.value);
  if (!slot) return std::nullopt;
  UniqueFd mem(::open(fmt::format("/proc/{}/mem", pid_).c_str(), O_RDONLY | O_CLOEXEC));
  uint64_t target = 0;
  if (mem.get() < 0 ||
      pread(mem.get(), &target, sizeof target, static_cast<off_t>(*slot + m.bias)) !=
          static_cast<ssize_t>(sizeof target) ||
      target <= m.bias || !m.elf->file_offset(target - m.bias))
    return std::nullopt;
  return target - m.bias;
}

std::optional<Found> Process::lookup(std::string_view module_pattern,
                                     std::string_view name) const {
  for (const Module* m : match_modules(module_pattern))
    if (const Symbol* s = m->elf->find(name)) return found(*m, *s);
  return std::nullopt;
}

std::vector<Found> Process::functions(const Module& m, std::string_view pattern) const {
  std::vector<Found> out;
  const Symbol* last = nullptr;
  for (const Symbol& s : m.elf->functions()) {
    if (!pattern.empty() && !glob(pattern, s.name)) continue;
    // Versioned and compiler-made names (foo@GLIBC, foo.cold, foo.isra.0)
    // match only when named exactly, as in DTrace.
    if (s.name.find_first_of(".@") != std::string::npos && pattern != s.name) continue;
    // Aliases (same address and size) name one body: probe it once, under
    // its preferred name whichever alias matched.
    const Symbol& c = m.elf->canonical(s);
    if (last == &c) continue;
    if (auto f = found(m, c)) {
      out.push_back(*f);
      last = &c;
    }
  }
  return out;
}

std::string Process::module_name(uint64_t addr) const {
  const Module* m = module_at(addr);
  return m ? m->name : fmt::format("{:#x}", addr);
}

std::string Process::unresolved(uint64_t addr) const {
  const Module* m = module_at(addr);
  if (!m) return fmt::format("{:#x}", addr);
  for (const auto& [start, end] : m->mappings)
    if (addr >= start && addr < end) return fmt::format("{}:{:#x}", m->name, addr - start);
  // In a hole between its mappings: no mapping to count from.
  return fmt::format("{:#x}", addr);
}

uint64_t Process::function_start(uint64_t addr) const {
  const Module* m = module_at(addr);
  const Symbol* s = m ? m->elf->containing(addr - m->bias) : nullptr;
  return s ? s->value + m->bias : addr;
}

uint64_t Process::module_start(uint64_t addr) const {
  const Module* m = module_at(addr);
  return m ? m->lo : addr;
}

std::string Process::symbol_name(uint64_t addr) const {
  const Module* m = module_at(addr);
  if (!m) return fmt::format("{:#x}", addr);
  const Symbol* s = m->elf->containing(addr - m->bias);
  if (!s) return fmt::format("{}`{:#x}", m->name, addr);
  return fmt::format("{}`{}", m->name, s->name);
}

std::string Process::symbolize(uint64_t addr) const {
  const Module* m = module_at(addr);
  if (!m) return fmt::format("{:#x}", addr);
  const Symbol* s = m->elf->containing(addr - m->bias);
  if (!s) return fmt::format("{}`{:#x}", m->name, addr);
  uint64_t off = addr - m->bias - s->value;
  if (off == 0) return fmt::format("{}`{}", m->name, s->name);
  return fmt::format("{}`{}+{:#x}", m->name, s->name, off);
}

}  // namespace dtrace::proc
