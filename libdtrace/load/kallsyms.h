// The running kernel's symbol table: /proc/kallsyms, plus vmlinux's
// System.map data symbols (moved by the KASLR slide _text shows) when
// kallsyms lacks them, as a kernel without CONFIG_KALLSYMS_ALL does.  One
// reader for both uses: naming addresses (consume::KernelSymbols) and
// resolving `name in D (sema/ksym.cpp).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace dtrace::load {

struct KernelSym {
  uint64_t addr = 0;
  std::string name;
  std::string module;  // "vmlinux" or the module that holds it
  bool text = false;   // a function (kallsyms t/T/w/W), not data
};

// Every symbol with an address (kptr_restrict hides them all as 0), in
// kallsyms's order, then the System.map additions.
std::vector<KernelSym> read_kernel_symbols();

}  // namespace dtrace::load
