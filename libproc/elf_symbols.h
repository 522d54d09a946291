// The function symbols of one ELF file (.symtab and .dynsym, read with
// libelf) and its PT_LOAD segments, which turn a symbol's link-time address
// into a file offset (what a uprobe needs) and tell how the file was mapped.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "support/result.h"

namespace dtrace::proc {

struct Symbol {
  std::string name;
  uint64_t value = 0;  // link-time virtual address (st_value)
  uint64_t size = 0;
  bool from_symtab = false;  // else .dynsym
  uint8_t bind_rank = 0;     // 0 global, 1 weak, 2 local: which alias names an address
  // An indirect function (STT_GNU_IFUNC): value is its resolver, which
  // picks the code that runs (strlen picks __strlen_avx2 or another).
  bool ifunc = false;
};

struct Segment {
  uint64_t vaddr = 0, memsz = 0, offset = 0, filesz = 0;
  bool executable = false;
};

class ElfSymbols {
 public:
  static Result<ElfSymbols> open(const std::string& path);

  const std::string& path() const { return path_; }
  bool is_dyn() const { return dyn_; }  // ET_DYN (PIE or shared object)
  uint64_t entry() const { return entry_; }  // e_entry, link-time
  // Defined functions of non-zero size, sorted by address, then name.
  const std::vector<Symbol>& functions() const { return functions_; }
  const std::vector<Segment>& segments() const { return segments_; }
  // The symbol named `name` (a .symtab one when both tables have it).
  const Symbol* find(std::string_view name) const;
  // The alias that names s's body (same address and size) in probes and
  // stacks: the preferred one (global, then weak, then local; then fewer
  // leading underscores), so _go and go give the same probe.
  const Symbol& canonical(const Symbol& s) const;
  // The function whose [value, value + size) holds vaddr; in a stripped
  // file, a function only its separate debug file names (a static one)
  // when no symbol of the file's own holds vaddr.
  const Symbol* containing(uint64_t vaddr) const;
  // The file offset of link-time address vaddr (through the PT_LOAD holding
  // it), also for the part of a data segment's .bss that shares its last
  // file page.
  std::optional<uint64_t> file_offset(uint64_t vaddr) const;
  // The link-time address of file offset `off` (inverse of file_offset).
  std::optional<uint64_t> vaddr_of_offset(uint64_t off) const;
  // Where the loader stores the code that resolver `resolver` picked: the
  // link-time address of the R_X86_64_IRELATIVE slot whose addend it is.
  std::optional<uint64_t> irelative_slot(uint64_t resolver) const;

 private:
  std::string path_;
  bool dyn_ = false;
  uint64_t entry_ = 0;
  std::vector<Symbol> functions_;
  // A stripped file's functions from its debug file (.symtab there): for
  // naming addresses only, not for probes.
  std::vector<Symbol> debug_functions_;
  std::vector<Segment> segments_;
  std::map<uint64_t, uint64_t> irelative_;  // resolver -> slot
};

}  // namespace dtrace::proc
