// Process: a snapshot of what a process has mapped, as modules (one per
// mapped ELF file) with their symbols, and the lookups the pid provider and
// the ustack printer need: a function by name in a module (or a glob of
// modules), and an address as "module`function+0xoff".
//
// Module names follow DTrace: the basename of the mapped file; "a.out" also
// names the main executable.  ELF files are parsed once per snapshot and
// shared between snapshots through the SymbolCache.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "libproc/elf_symbols.h"
#include "libproc/maps.h"
#include "support/result.h"

namespace dtrace::proc {

struct Module {
  std::string path;   // as /proc/PID/maps names it
  std::string name;   // basename
  bool is_exec = false;
  uint64_t dev = 0, inode = 0;
  uint64_t lo = 0, hi = 0;  // lowest start, highest end of its mappings
  std::vector<std::pair<uint64_t, uint64_t>> mappings;  // [start, end) of each
  uint64_t bias = 0;        // run-time address = link-time address + bias
  std::shared_ptr<const ElfSymbols> elf;
};

// A function found in a process.
struct Found {
  const Module* module = nullptr;
  const Symbol* symbol = nullptr;
  uint64_t address = 0;      // run-time address of the function
  uint64_t file_offset = 0;  // where a uprobe on it goes
  // The bytes of code at address: the symbol's, or for an indirect
  // function those of the implementation its resolver picked in this
  // process (Process::found), 0 when no symbol names that one.
  uint64_t code_size = 0;
  uint64_t size() const { return code_size; }
};

// ELF files already parsed, keyed by (dev, inode).
class SymbolCache {
 public:
  std::shared_ptr<const ElfSymbols> get(const std::string& path, uint64_t dev, uint64_t inode);

 private:
  std::map<std::pair<uint64_t, uint64_t>, std::shared_ptr<const ElfSymbols>> files_;
};

// DTrace's module glob: `*`, `?`, `[...]`; "a.out" matches the executable.
bool module_matches(std::string_view pattern, const Module& m);

class Process {
 public:
  // Reads /proc/PID/maps and the symbols of every mapped ELF file.
  static Result<Process> inspect(int pid, SymbolCache& cache);

  int pid() const { return pid_; }
  const std::vector<Module>& modules() const { return modules_; }
  const Module* executable() const;
  const Module* module_at(uint64_t addr) const;
  // Modules matching `pattern` (empty: all), in address order.
  std::vector<const Module*> match_modules(std::string_view pattern) const;
  // The function `name` in the first module matching `module_pattern`.
  std::optional<Found> lookup(std::string_view module_pattern, std::string_view name) const;
  // Every function in `m` whose name matches glob `pattern`, aliases folded.
  std::vector<Found> functions(const Module& m, std::string_view pattern) const;
  std::optional<Found> found(const Module& m, const Symbol& s) const;
  // The link-time address of the code indirect function s runs here.
  std::optional<uint64_t> ifunc_target(const Module& m, const Symbol& s) const;
  // "module`function+0xoff", "module`function", "module`0xaddr" or "0xaddr".
  std::string symbolize(uint64_t addr) const;
  // The parts of that: "module`function" (usym), "module" (umod).
  std::string symbol_name(uint64_t addr) const;
  std::string module_name(uint64_t addr) const;
  // -x noresolve: "module:0xoff", the offset from the start of the mapping
  // holding addr, as Oracle's DTrace prints it; "0xaddr" outside modules.
  std::string unresolved(uint64_t addr) const;
  // The run-time address of the function holding addr (addr itself when
  // none does), and of the module holding it (addr when none does).
  uint64_t function_start(uint64_t addr) const;
  uint64_t module_start(uint64_t addr) const;

 private:
  int pid_ = 0;
  std::vector<Module> modules_;
};

}  // namespace dtrace::proc
