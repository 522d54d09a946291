// Backquoted kernel symbols (see ksym.h): finding a symbol in the kernel's
// table (load/kallsyms.h) and rewriting `name into *(T *)address.
#include "sema/ksym.h"

#include <fmt/format.h>

#include "diag/diagnostic.h"

namespace dtrace::sema {

using ast::Expr;
using ast::ExprKind;
using ast::Op;
using diag::Tag;

std::optional<KernelSymbol> find_kernel_symbol(const std::vector<load::KernelSym>& syms,
                                               std::string_view scope, std::string_view name,
                                               bool* module_seen) {
  if (name.empty()) return std::nullopt;
  bool any = scope == "`";
  for (const load::KernelSym& s : syms) {
    if (module_seen && s.module == scope) *module_seen = true;
    if (s.name == name && (any || s.module == scope))
      return KernelSymbol{s.addr, s.module, s.text};
  }
  return std::nullopt;
}

void kernel_symbol(Expr& e, types::TypeTable& types,
                   const std::vector<load::KernelSym>& syms) {
  // mod``sym names a user symbol of object mod: one of a kernel module is
  // refused by name, as DTrace refuses it.
  if (e.module.size() > 1 && e.module.back() == '`') {
    std::string mod = e.module.substr(0, e.module.size() - 1);
    if (auto sym = find_kernel_symbol(syms, mod, e.name, nullptr))
      diag::error(e.loc, Tag::D_SYM_BADREF,
                  "kernel module '{}' symbol '{}' may not be referenced as a user symbol",
                  sym->object, e.name);
  }
  std::string shown = e.module == "`" ? "" : e.module;
  bool any_module = e.module == "`" || e.module == "vmlinux";
  bool module_seen = any_module;
  auto sym = find_kernel_symbol(syms, e.module, e.name, any_module ? nullptr : &module_seen);
  if (!sym)
    diag::error(e.loc, Tag::D_IDENT_UNDEF, "failed to resolve {}`{}: Unknown {} name", shown,
                e.name, module_seen ? "symbol" : "module");
  const types::Type* t = types.kernel_var_type(e.name);
  // Most kernels' BTF describes only per-CPU variables: another data symbol
  // is taken to be an int, as C takes an undeclared extern (so &`max_pfn,
  // which only wants the address, still works).  Functions have no type.
  if (!t && !sym->text) t = types.t_int();
  if (!t)
    diag::error(e.loc, Tag::D_SYM_NOTYPES,
                "no symbolic type information is available for {}`{}: Unknown symbol name",
                sym->object, e.name);
  auto addr = std::make_unique<Expr>();
  addr->kind = ExprKind::IntLit;
  addr->loc = e.loc;
  addr->ival = sym->addr;
  addr->type = types.pointer_to(t);
  addr->cooked = true;
  e.kind = ExprKind::Unary;
  e.op = Op::Deref;
  e.args.clear();
  e.args.push_back(std::move(addr));
}

}  // namespace dtrace::sema
