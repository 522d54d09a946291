// Reading an ELF file's function symbols and load segments with libelf.
// Both .symtab and .dynsym are read: a stripped file has only .dynsym, and a
// .symtab entry wins when both name the same function at the same address.
// A stripped file's static functions come from its separate debug file,
// when one is installed, to name addresses in stacks.
#include "libproc/elf_symbols.h"

#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <string_view>

#include "support/unique_fd.h"

namespace dtrace::proc {
namespace {

// The smallest page size: the loader maps at least this much of a segment's
// last file page.
constexpr uint64_t kPage = 4096;

struct ElfCloser {
  void operator()(Elf* e) const { elf_end(e); }
};
using ElfPtr = std::unique_ptr<Elf, ElfCloser>;

bool is_function(const GElf_Sym& sym) {
  int type = GELF_ST_TYPE(sym.st_info);
  return (type == STT_FUNC || type == STT_GNU_IFUNC) && sym.st_shndx != SHN_UNDEF &&
         sym.st_size != 0;
}

void read_table(Elf* elf, Elf_Scn* scn, const GElf_Shdr& sh, bool symtab,
                std::vector<Symbol>& out) {
  Elf_Data* data = elf_getdata(scn, nullptr);
  if (!data || sh.sh_entsize == 0) return;
  size_t n = sh.sh_size / sh.sh_entsize;
  for (size_t i = 0; i < n; ++i) {
    GElf_Sym sym;
    if (!gelf_getsym(data, static_cast<int>(i), &sym) || !is_function(sym)) continue;
    const char* name = elf_strptr(elf, sh.sh_link, sym.st_name);
    if (!name || !*name) continue;
    int bind = GELF_ST_BIND(sym.st_info);
    uint8_t rank = bind == STB_GLOBAL ? 0 : bind == STB_WEAK ? 1 : 2;
    out.push_back(Symbol{name, sym.st_value, sym.st_size, symtab, rank,
                         GELF_ST_TYPE(sym.st_info) == STT_GNU_IFUNC});
  }
}

// Among aliases of one address, the name DTrace users expect: a .symtab
// name, a global before a weak one before a local one, then the one with
// fewer leading underscores (malloc over __libc_malloc), then the shorter.
bool preferred(const Symbol& a, const Symbol& b) {
  if (a.from_symtab != b.from_symtab) return a.from_symtab;
  if (a.bind_rank != b.bind_rank) return a.bind_rank < b.bind_rank;
  size_t ua = a.name.find_first_not_of('_'), ub = b.name.find_first_not_of('_');
  if (ua != ub) return ua < ub;
  return a.name.size() < b.name.size();
}

std::vector<Symbol> read_functions(Elf* elf) {
  std::vector<Symbol> out;
  Elf_Scn* scn = nullptr;
  while ((scn = elf_nextscn(elf, scn)) != nullptr) {
    GElf_Shdr sh;
    if (!gelf_getshdr(scn, &sh)) continue;
    if (sh.sh_type == SHT_SYMTAB || sh.sh_type == SHT_DYNSYM)
      read_table(elf, scn, sh, sh.sh_type == SHT_SYMTAB, out);
  }
  // Sort symtab first so that, after uniquing by (value, name), the
  // .symtab copy of a name present in both tables survives.
  std::sort(out.begin(), out.end(), [](const Symbol& a, const Symbol& b) {
    if (a.value != b.value) return a.value < b.value;
    if (a.name != b.name) return a.name < b.name;
    return a.from_symtab > b.from_symtab;
  });
  out.erase(std::unique(out.begin(), out.end(),
                        [](const Symbol& a, const Symbol& b) {
                          return a.value == b.value && a.name == b.name;
                        }),
            out.end());
  // The aliases of an address in order of preference: the first names it
  // (a glob's pid probes use it, as DTrace's do).
  std::stable_sort(out.begin(), out.end(), [](const Symbol& a, const Symbol& b) {
    if (a.value != b.value) return a.value < b.value;
    return preferred(a, b);
  });
  return out;
}

bool has_symtab(Elf* elf) {
  Elf_Scn* scn = nullptr;
  while ((scn = elf_nextscn(elf, scn)) != nullptr) {
    GElf_Shdr sh;
    if (gelf_getshdr(scn, &sh) && sh.sh_type == SHT_SYMTAB) return true;
  }
  return false;
}

// The GNU build id (NT_GNU_BUILD_ID note) as hex, or "".
std::string build_id(Elf* elf) {
  Elf_Scn* scn = nullptr;
  while ((scn = elf_nextscn(elf, scn)) != nullptr) {
    GElf_Shdr sh;
    if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_NOTE) continue;
    Elf_Data* data = elf_getdata(scn, nullptr);
    if (!data) continue;
    GElf_Nhdr nh;
    size_t off = 0, name_off = 0, desc_off = 0;
    while ((off = gelf_getnote(data, off, &nh, &name_off, &desc_off)) != 0) {
      const char* base = static_cast<const char*>(data->d_buf);
      if (nh.n_type != NT_GNU_BUILD_ID || nh.n_namesz != 4 ||
          std::string_view(base + name_off, 3) != "GNU")
        continue;
      std::string hex;
      for (size_t i = 0; i < nh.n_descsz; ++i) {
        static constexpr char kDigits[] = "0123456789abcdef";
        auto b = static_cast<uint8_t>(base[desc_off + i]);
        hex += kDigits[b >> 4];
        hex += kDigits[b & 15];
      }
      return hex;
    }
  }
  return {};
}

// The name .gnu_debuglink gives the debug file, or "".
std::string debuglink(Elf* elf) {
  size_t strndx = 0;
  if (elf_getshdrstrndx(elf, &strndx) != 0) return {};
  Elf_Scn* scn = nullptr;
  while ((scn = elf_nextscn(elf, scn)) != nullptr) {
    GElf_Shdr sh;
    if (!gelf_getshdr(scn, &sh)) continue;
    const char* name = elf_strptr(elf, strndx, sh.sh_name);
    if (!name || std::string_view(name) != ".gnu_debuglink") continue;
    Elf_Data* data = elf_getdata(scn, nullptr);
    if (!data || !data->d_buf || data->d_size == 0) return {};
    const char* link = static_cast<const char*>(data->d_buf);
    return std::string(link, strnlen(link, data->d_size));
  }
  return {};
}

// The functions of a stripped file's separate debug file, where a debug
// package installs it (gdb's places: by build id under /usr/lib/debug, or
// by the .gnu_debuglink name beside the file or under /usr/lib/debug).
// Names lose their symbol version (`f@@GLIBC_2.34` is f).
std::vector<Symbol> read_debug_functions(Elf* elf, const std::string& path) {
  std::vector<std::string> candidates;
  std::string id = build_id(elf);
  if (id.size() > 2)
    candidates.push_back("/usr/lib/debug/.build-id/" + id.substr(0, 2) + "/" + id.substr(2) +
                         ".debug");
  if (std::string link = debuglink(elf); !link.empty()) {
    std::string dir = path.substr(0, path.rfind('/') + 1);
    candidates.push_back(dir + link);
    candidates.push_back(dir + ".debug/" + link);
    candidates.push_back("/usr/lib/debug" + dir + link);
  }
  for (const std::string& c : candidates) {
    if (c == path) continue;
    int raw = ::open(c.c_str(), O_RDONLY | O_CLOEXEC);
    if (raw < 0) continue;
    UniqueFd fd(raw);
    ElfPtr dbg(elf_begin(fd.get(), ELF_C_READ_MMAP, nullptr));
    if (!dbg || elf_kind(dbg.get()) != ELF_K_ELF) continue;
    // A debug file of another build would name the wrong code.
    if (std::string dbg_id = build_id(dbg.get()); !id.empty() && !dbg_id.empty() && dbg_id != id)
      continue;
    std::vector<Symbol> out = read_functions(dbg.get());
    for (Symbol& s : out)
      if (size_t at = s.name.find('@'); at != std::string::npos) s.name.resize(at);
    return out;
  }
  return {};
}

// containing() over one sorted table.
const Symbol* containing_in(const std::vector<Symbol>& functions, uint64_t vaddr) {
  auto it = std::upper_bound(functions.begin(), functions.end(), vaddr,
                             [](uint64_t v, const Symbol& s) { return v < s.value; });
  // Walk back over the symbols starting at or below vaddr: the innermost
  // (highest-starting) one that holds vaddr wins, best alias first.
  const Symbol* best = nullptr;
  for (int steps = 0; it != functions.begin() && steps < 64; ++steps) {
    --it;
    if (best && it->value != best->value) break;
    if (vaddr < it->value + it->size && (!best || preferred(*it, *best))) best = &*it;
  }
  return best;
}

// The R_X86_64_IRELATIVE relocations: resolver (addend) -> slot (offset).
std::map<uint64_t, uint64_t> read_irelative(Elf* elf) {
  std::map<uint64_t, uint64_t> out;
  Elf_Scn* scn = nullptr;
  while ((scn = elf_nextscn(elf, scn)) != nullptr) {
    GElf_Shdr sh;
    if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_RELA || sh.sh_entsize == 0) continue;
    Elf_Data* data = elf_getdata(scn, nullptr);
    if (!data) continue;
    size_t n = sh.sh_size / sh.sh_entsize;
    for (size_t i = 0; i < n; ++i) {
      GElf_Rela r;
      if (gelf_getrela(data, static_cast<int>(i), &r) &&
          GELF_R_TYPE(r.r_info) == R_X86_64_IRELATIVE)
        out.emplace(static_cast<uint64_t>(r.r_addend), r.r_offset);
    }
  }
  return out;
}

std::vector<Segment> read_segments(Elf* elf) {
  std::vector<Segment> out;
  size_t n = 0;
  if (elf_getphdrnum(elf, &n) != 0) return out;
  for (size_t i = 0; i < n; ++i) {
    GElf_Phdr ph;
    if (!gelf_getphdr(elf, static_cast<int>(i), &ph) || ph.p_type != PT_LOAD) continue;
    out.push_back(Segment{ph.p_vaddr, ph.p_memsz, ph.p_offset, ph.p_filesz,
                          (ph.p_flags & PF_X) != 0});
  }
  return out;
}

}  // namespace

Result<ElfSymbols> ElfSymbols::open(const std::string& path) {
  if (elf_version(EV_CURRENT) == EV_NONE) return Error::make("libelf is too old");
  int raw = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (raw < 0) return Error::from_errno(errno, "failed to open '{}'", path);
  UniqueFd fd(raw);
  ElfPtr elf(elf_begin(fd.get(), ELF_C_READ_MMAP, nullptr));
  if (!elf || elf_kind(elf.get()) != ELF_K_ELF)
    return Error::make("'{}' is not an ELF file", path);
  GElf_Ehdr eh;
  if (!gelf_getehdr(elf.get(), &eh)) return Error::make("'{}': bad ELF header", path);
  ElfSymbols s;
  s.path_ = path;
  s.dyn_ = eh.e_type == ET_DYN;
  s.entry_ = eh.e_entry;
  s.functions_ = read_functions(elf.get());
  if (!has_symtab(elf.get())) s.debug_functions_ = read_debug_functions(elf.get(), path);
  s.segments_ = read_segments(elf.get());
  s.irelative_ = read_irelative(elf.get());
  return s;
}

const Symbol* ElfSymbols::find(std::string_view name) const {
  const Symbol* best = nullptr;
  for (const Symbol& s : functions_)
    if (s.name == name && (!best || (s.from_symtab && !best->from_symtab))) best = &s;
  return best;
}

const Symbol& ElfSymbols::canonical(const Symbol& s) const {
  auto it = std::lower_bound(functions_.begin(), functions_.end(), s.value,
                             [](const Symbol& f, uint64_t v) { return f.value < v; });
  for (; it != functions_.end() && it->value == s.value; ++it)
    if (it->size == s.size) return *it;
  return s;
}

const Symbol* ElfSymbols::containing(uint64_t vaddr) const {
  if (const Symbol* s = containing_in(functions_, vaddr)) return s;
  return containing_in(debug_functions_, vaddr);
}

std::optional<uint64_t> ElfSymbols::file_offset(uint64_t vaddr) const {
  for (const Segment& s : segments_) {
    // A data segment's file mapping runs to the end of its last page, so
    // the start of its .bss (zeroed in that page by the loader) is still
    // backed by the file: the kernel finds a uprobe reference counter
    // there, such as a stapsdt semaphore declared as a plain global.
    // Code never lies past p_filesz.
    uint64_t backed = s.filesz;
    if (!s.executable && s.memsz > s.filesz) {
      uint64_t page_end = ((s.offset + s.filesz + kPage - 1) & ~(kPage - 1)) - s.offset;
      backed = std::min(s.memsz, page_end);
    }
    if (vaddr >= s.vaddr && vaddr - s.vaddr < backed) return vaddr - s.vaddr + s.offset;
  }
  return std::nullopt;
}

std::optional<uint64_t> ElfSymbols::irelative_slot(uint64_t resolver) const {
  auto it = irelative_.find(resolver);
  if (it == irelative_.end()) return std::nullopt;
  return it->second;
}

std::optional<uint64_t> ElfSymbols::vaddr_of_offset(uint64_t off) const {
  for (const Segment& s : segments_) {
    // A mapping starts on a page boundary at or below the segment's offset.
    uint64_t page_off = s.offset & ~uint64_t{0xfff};
    if (off >= page_off && off < s.offset + s.filesz) return s.vaddr - (s.offset - off);
  }
  return std::nullopt;
}

}  // namespace dtrace::proc
