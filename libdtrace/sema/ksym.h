// Backquoted kernel symbols in D expressions: `max_pfn, vmlinux`max_pfn,
// mod`name.  A symbol's address comes from the kernel's symbol table
// (load/kallsyms.h: /proc/kallsyms, plus System.map's data symbols when the
// kernel lacks CONFIG_KALLSYMS_ALL), and its type from the
// kernel's BTF VAR of that name (int when the BTF, as on most kernels, has
// only per-CPU variables).  Sema then treats `name as the object
// *(T *)address, so &, ., sizeof and reads (bpf_probe_read_kernel) need
// nothing of their own.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <vector>

#include "load/kallsyms.h"
#include "parse/ast.h"
#include "types/types.h"

namespace dtrace::sema {

struct KernelSymbol {
  uint64_t addr = 0;
  std::string object;  // "vmlinux" or the module that holds it
  bool text = false;   // a function (kallsyms t/T/w/W), not data
};

// The kernel symbol `name` within `scope` ("`" for any kernel module,
// "vmlinux", or a module name) in `syms`; nullopt when it is not there.
// When `module_seen` is given, it is set if `syms` has any symbol of `scope`.
std::optional<KernelSymbol> find_kernel_symbol(const std::vector<load::KernelSym>& syms,
                                               std::string_view scope, std::string_view name,
                                               bool* module_seen = nullptr);

// Rewrites the backquoted Ident `e` into *(T *)address: a Unary Deref whose
// operand, a cooked integer literal of type T *, is already typed; the
// caller cooks the Deref.  T is the BTF VAR's type, or int for a data
// symbol the BTF leaves out.  Throws D_IDENT_UNDEF for an unknown symbol and
// D_SYM_NOTYPES for a function (no variable type).
void kernel_symbol(ast::Expr& e, types::TypeTable& types,
                   const std::vector<load::KernelSym>& syms);

}  // namespace dtrace::sema
