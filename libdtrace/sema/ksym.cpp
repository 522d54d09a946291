// Backquoted kernel symbols (see ksym.h): finding a symbol's address in
// /proc/kallsyms or a System.map, and rewriting `name into *(T *)address.
#include "sema/ksym.h"

#include <sys/utsname.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <fmt/format.h>

#include "diag/diagnostic.h"

namespace dtrace::sema {

using ast::Expr;
using ast::ExprKind;
using ast::Op;
using diag::Tag;

namespace {

// One line of a kallsyms-format table: "address type name [module]".
struct SymLine {
  uint64_t addr = 0;
  char type = '?';  // kallsyms's letter: t/T text, d/D data, b/B bss, r/R rodata...
  std::string_view name;
  std::string_view module;  // empty for vmlinux
};

std::optional<SymLine> parse_line(std::string_view line) {
  size_t a = line.find(' ');
  if (a == std::string_view::npos || a + 3 > line.size()) return std::nullopt;
  std::string_view rest = line.substr(a + 3);  // skip " T "
  SymLine s;
  s.type = line[a + 1];
  s.addr = std::strtoull(std::string(line.substr(0, a)).c_str(), nullptr, 16);
  size_t end = rest.find_first_of("\t \n");
  s.name = rest.substr(0, end);
  if (end != std::string_view::npos) {
    size_t lb = rest.find('[', end);
    size_t rb = rest.find(']', end);
    if (lb != std::string_view::npos && rb != std::string_view::npos && rb > lb)
      s.module = rest.substr(lb + 1, rb - lb - 1);
  }
  return s;
}

bool scope_matches(std::string_view scope, std::string_view module) {
  if (scope == "`") return true;
  if (scope == "vmlinux") return module.empty();
  return module == scope;
}

// Scans a kallsyms-format file for `name` in `scope`; `module_seen` tells
// whether any symbol of that module was listed.
std::optional<KernelSymbol> scan(const char* path, std::string_view scope, std::string_view name,
                                 bool* module_seen = nullptr) {
  FILE* f = std::fopen(path, "r");
  if (!f) return std::nullopt;
  std::optional<KernelSymbol> found;
  char buf[512];
  while (!found && std::fgets(buf, sizeof buf, f)) {
    std::string_view line(buf, std::strlen(buf));
    bool maybe_module = module_seen && !*module_seen && line.find(scope) != std::string_view::npos;
    if (!maybe_module && line.find(name) == std::string_view::npos) continue;
    auto s = parse_line(line);
    if (s && module_seen && s->module == scope) *module_seen = true;
    if (!s || s->name != name || s->addr == 0 || !scope_matches(scope, s->module)) continue;
    bool text = std::strchr("tTwW", s->type) != nullptr;
    found = KernelSymbol{s->addr, s->module.empty() ? "vmlinux" : std::string(s->module), text};
  }
  std::fclose(f);
  return found;
}

// vmlinux's System.map, where a kernel without CONFIG_KALLSYMS_ALL keeps its
// data symbols, moved by the KASLR slide that _text shows.
std::optional<KernelSymbol> from_system_map(std::string_view name) {
  struct utsname u {};
  if (uname(&u) != 0) return std::nullopt;
  for (const std::string& path : {fmt::format("/boot/System.map-{}", u.release),
                                  fmt::format("/lib/modules/{}/build/System.map", u.release)}) {
    auto sym = scan(path.c_str(), "vmlinux", name);
    if (!sym) continue;
    auto text_map = scan(path.c_str(), "vmlinux", "_text");
    auto text_live = scan("/proc/kallsyms", "vmlinux", "_text");
    if (text_map && text_live) sym->addr += text_live->addr - text_map->addr;
    return sym;
  }
  return std::nullopt;
}

}  // namespace

std::optional<KernelSymbol> find_kernel_symbol(std::string_view scope, std::string_view name,
                                               bool* module_seen) {
  if (name.empty()) return std::nullopt;
  if (auto s = scan("/proc/kallsyms", scope, name, module_seen)) return s;
  if (scope == "`" || scope == "vmlinux") return from_system_map(name);
  return std::nullopt;
}

void kernel_symbol(Expr& e, types::TypeTable& types) {
  std::string shown = e.module == "`" ? "" : e.module;
  bool any_module = e.module == "`" || e.module == "vmlinux";
  bool module_seen = any_module;
  auto sym = find_kernel_symbol(e.module, e.name, any_module ? nullptr : &module_seen);
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
