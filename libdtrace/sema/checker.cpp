// Clause, statement and expression checks (see sema.cpp for the overview).
#include "sema/checker.h"
#include "sema/ksym.h"

#include <unistd.h>

#include <algorithm>
#include <cctype>

#include "diag/diagnostic.h"
#include "lex/lexer.h"
#include "options/options.h"
#include "sema/format_check.h"
#include "support/strings.h"

namespace dtrace::sema {

using ast::Expr;
using ast::ExprKind;
using ast::Op;
using diag::Tag;

namespace {

struct BuiltinInfo {
  const char* name;
  Builtin id;
  const char* type;
};

constexpr BuiltinInfo kBuiltins[] = {
#define X(name, id, type) {#name, Builtin::id, type},
#include "sema/builtins.def"
#undef X
};

const BuiltinInfo* find_builtin(const std::string& name) {
  for (const BuiltinInfo& b : kBuiltins)
    if (name == b.name) return &b;
  return nullptr;
}

// The D version that introduced a built-in identifier, as DTrace's table
// of globals gives it (major << 24 | minor << 12 | micro); those not
// listed have been in D since 1.0.
uint32_t introduced_in(std::string_view name) {
  constexpr uint32_t v1_1 = 1 << 24 | 1 << 12, v1_2 = 1 << 24 | 2 << 12, v1_3 = 1 << 24 | 3 << 12,
                     v1_5 = 1 << 24 | 5 << 12, v1_6 = 1 << 24 | 6 << 12,
                     v1_6_4 = 1 << 24 | 6 << 12 | 4;
  static const std::map<std::string_view, uint32_t> kIntroduced = {
      {"freopen", v1_1},  {"index", v1_1},     {"rindex", v1_1},     {"strchr", v1_1},
      {"strrchr", v1_1},  {"strstr", v1_1},    {"strtok", v1_1},     {"substr", v1_1},
      {"func", v1_2},     {"mod", v1_2},       {"setopt", v1_2},     {"sym", v1_2},
      {"uaddr", v1_2},    {"ucaller", v1_2},   {"ufunc", v1_2},      {"umod", v1_2},
      {"usym", v1_2},     {"ustackdepth", v1_2}, {"htonl", v1_3},    {"htonll", v1_3},
      {"htons", v1_3},    {"ntohl", v1_3},     {"ntohll", v1_3},     {"ntohs", v1_3},
      {"inet_ntoa", v1_5}, {"inet_ntoa6", v1_5}, {"inet_ntop", v1_5}, {"link_ntop", v1_5},
      {"stddev", v1_6},   {"llquantize", v1_6_4}, {"pcap", v1_6_4}};
  auto it = kIntroduced.find(name);
  return it == kIntroduced.end() ? 0 : it->second;
}

// The built-in variable `name` of D version `version` (0: the newest).
const BuiltinInfo* visible_builtin(const std::string& name, uint32_t version) {
  if (version != 0 && introduced_in(name) > version) return nullptr;
  return find_builtin(name);
}

// The type C gives an integer constant: the first of the list that holds it.
const types::Type* literal_type(const types::TypeTable& tt, const Expr& e) {
  using S = ast::IntSuffix;
  if (e.is_char) return tt.lookup("char");
  uint64_t v = e.ival;
  bool u = e.int_suffix == S::U || e.int_suffix == S::UL || e.int_suffix == S::ULL;
  bool l = e.int_suffix == S::L || e.int_suffix == S::UL;
  bool ll = e.int_suffix == S::LL || e.int_suffix == S::ULL;
  if (!l && !ll) {
    if (!u && v <= INT32_MAX) return tt.t_int();
    if (v <= UINT32_MAX && (u || v > INT32_MAX)) return tt.t_uint();
  }
  if (!ll) {
    if (!u && v <= INT64_MAX) return tt.t_long();
    if (u || v > INT64_MAX) return tt.t_ulong();
  }
  if (!u && v <= INT64_MAX) return tt.lookup("long long");
  return tt.lookup("unsigned long long");
}

}  // namespace

int64_t const_value(const Expr& e, SourceLoc loc) {
  if (e.kind == ExprKind::IntLit) return static_cast<int64_t>(e.ival);
  if (e.kind == ExprKind::Unary && e.op == Op::Neg) return -const_value(*e.args[0], loc);
  diag::error(loc, Tag::D_AGG_FUNC, "expression must be an integer constant");
}


ir::RecordField record_field(const types::Type* t, uint32_t strsize) {
  ir::RecordField f;
  if (t->is_string()) {
    f.kind = ir::RecordField::Kind::String;
    f.size = strsize;
  } else if (t->name == "_symaddr" || t->name == "_modaddr") {
    f.kind = t->name == "_symaddr" ? ir::RecordField::Kind::KSym : ir::RecordField::Kind::KMod;
    f.size = 8;
  } else if (t->name == "_usymaddr" || t->name == "_uaddr" || t->name == "_umodaddr") {
    f.kind = t->name == "_usymaddr" ? ir::RecordField::Kind::USym
             : t->name == "_uaddr"  ? ir::RecordField::Kind::UAddr
                                    : ir::RecordField::Kind::UMod;
    f.size = 16;
  } else if (t->kind == types::Kind::Stack) {
    f.kind = ir::RecordField::Kind::Stack;
    f.size = t->size;
  } else if (t->is_scalar()) {
    f.kind = t->is_signed && !t->is_pointer() ? ir::RecordField::Kind::Int
                                              : ir::RecordField::Kind::UInt;
    f.size = t->size;
  } else {
    f.kind = ir::RecordField::Kind::Bytes;
    f.size = t->size;
  }
  return f;
}

void Checker::require_args(const Expr& e, size_t lo, size_t hi) { require_arg_count(e, lo, hi); }

// The frame-count options size the stacks the program records, so a
// pragma setting one applies to the program's stack() and ustack(), as in
// DTrace.  (A bad value is reported with the others, by the handle.)
void Checker::frame_pragma(const Program::PragmaOption& o) {
  uint32_t* field = o.name == "stackframes"    ? &ctx_.stackframes
                    : o.name == "ustackframes" ? &ctx_.ustackframes
                    : o.name == "jstackframes" ? &ctx_.jstackframes
                    : o.name == "maxframes"    ? &ctx_.maxframes
                                               : nullptr;
  if (!field || !o.value) return;
  auto n = options::parse_size(*o.value);
  if (n && *n > 0 && *n <= 127) *field = static_cast<uint32_t>(*n);
}

// ---- top level -------------------------------------------------------------

// `#pragma D depends_on provider|module|library NAME`: the program needs
// a provider (one with probes here) or a kernel module (vmlinux or one
// loaded); libraries' dependencies order the D library (the handle).
void Checker::depends_on(const ast::Pragma& p) {
  const auto& w = p.words;  // "D" "depends_on" class name
  if (w.size() < 4)
    diag::error(p.loc, Tag::D_PRAGMA_MALFORM, "malformed #pragma depends_on <class> <name>");
  const std::string& cls = w[2];
  const std::string& name = w[3];
  bool found = true;
  if (cls == "provider") {
    auto probes = ctx_.catalog.match(probes::ProbeDesc{name, "", "", ""});
    found = probes && !probes->empty();
  } else if (cls == "module") {
    found = name == "vmlinux" || access(("/sys/module/" + name).c_str(), F_OK) == 0;
  } else if (cls != "library") {
    diag::error(p.loc, Tag::D_PRAGMA_INVAL, "invalid class {} specified by #pragma depends_on",
                cls);
  }
  if (!found) diag::error(p.loc, Tag::D_PRAGMA_DEPEND, "program requires {} {}", cls, name);
}

void Checker::pragma(const ast::Pragma& p) {
  const auto& w = p.words;
  if (w.size() >= 2 && w[0] == "D" && w[1] == "option") {
    if (w.size() < 3)
      diag::error(p.loc, Tag::D_PRAGMA_MALFORM, "malformed #pragma option <option>=<val>");
    const std::string& opt = w[2];
    size_t eq = opt.find('=');
    if (eq == std::string::npos)
      out_.options.push_back({opt, std::nullopt, p.loc.line});
    else
      out_.options.push_back({opt.substr(0, eq), opt.substr(eq + 1), p.loc.line});
    // The handle sets options after the program is checked; strsize must
    // size the string type before the declarations after it are laid out,
    // as DTrace's pragma takes effect where it stands.  (A bad value is
    // reported with the others, by the handle.)
    if (eq != std::string::npos && opt.substr(0, eq) == "strsize") {
      auto n = options::parse_size(std::string_view(opt).substr(eq + 1));
      if (n && *n >= 2 && *n <= UINT32_MAX - 1) types_.set_strsize(static_cast<uint32_t>(*n));
    }
    // So does version: the identifiers of later versions are gone for
    // the rest of the program (a bad value is the handle's to report).
    if (eq != std::string::npos && opt.substr(0, eq) == "version") {
      auto v = options::version_number(std::string_view(opt).substr(eq + 1));
      if (v && (ctx_.version == 0 || *v < ctx_.version)) ctx_.version = *v;
    }
    // The compiler flags among the options (DTrace's dt_opt_cflags) change
    // the compilation under way: `#pragma D option defaultargs` lets the
    // rest of the program use $1 when no argument was given.
    if (opt == "defaultargs") ctx_.defaultargs = true;
    if (opt == "zdefs") ctx_.zdefs = true;
    frame_pragma(out_.options.back());
    return;
  }
  if (!w.empty() && w[0] == "D") {
    if (w.size() >= 2 && w[1] == "depends_on") return depends_on(p);
    if (w.size() >= 2 && w[1] == "binding") {
      // #pragma D binding "version" identifier
      if (w.size() < 4)
        diag::error(p.loc, Tag::D_PRAGMA_MALFORM,
                    "malformed #pragma binding \"version\" <ident>");
      if (!options::version_number(w[2]))
        diag::error(p.loc, Tag::D_PRAGMA_INVAL,
                    "invalid version string specified by #pragma binding");
      return;  // accepted; bindings are not enforced yet
    }
    if (w.size() >= 2 && (w[1] == "attributes" || w[1] == "ident"))
      return;  // accepted; stability is not enforced yet
    diag::error(p.loc, Tag::D_PRAGMA_INVAL, "invalid D pragma: {}",
                w.size() >= 2 ? w[1] : "");
  }
  // Other pragmas are ignored, as cpp's would be.
}

namespace {

// A global variable may not take the name of a D enum's enumerator, which
// DTrace keeps among its global identifiers (a kernel enum's tags are no
// identifiers, so they do not clash).
void check_not_enumerator(const types::TypeTable& types, const std::string& name,
                          const char* kind, const types::Type* t, SourceLoc loc) {
  int64_t value = 0;
  if (const types::Type* en = types.enumerator(name, value))
    diag::error(loc, Tag::D_DECL_IDRED,
                "identifier redeclared: {}\n\t current: {} {}\n\tprevious: enumerator {}", name,
                kind, t->name, en->name);
}

}  // namespace

void Checker::declaration(ast::Declaration& d) {
  if (d.specs.storage == ast::DeclSpecs::Storage::Typedef) {
    ast::TypeName tn;
    tn.specs = d.specs;
    tn.specs.storage = ast::DeclSpecs::Storage::None;
    tn.derived = std::move(d.derived);
    types_.add_typedef(d.name, resolve_type(tn));
    return;
  }
  // A global may not take a built-in's name (variable or function).
  if (d.specs.storage == ast::DeclSpecs::Storage::None && !d.name.empty() &&
      !hidden_by_version(d.name) && (find_builtin(d.name) || is_builtin_function(d.name)))
    diag::error(d.loc, Tag::D_DECL_IDRED, "built-in identifier redeclared: {}", d.name);
  if (!d.derived.empty() && d.derived.front().kind == ast::Derived::Kind::Array &&
      !d.derived.front().array_keys.empty()) {
    if (d.specs.storage == ast::DeclSpecs::Storage::This)
      diag::error(d.loc, Tag::D_DECL_LOCASSC,
                  "associative arrays may not be declared as local variables: {}", d.name);
    return declare_assoc(d);
  }
  // An extern describes a kernel object that D reaches through BTF anyway
  // (`int a[]`, functions and pointers to them included): only the type
  // it starts from must exist.
  if (d.specs.storage == ast::DeclSpecs::Storage::Extern) {
    resolve_decl(d.specs, {}, d.loc);
    return;
  }
  ast::TypeName tn;
  tn.specs = d.specs;
  tn.derived = std::move(d.derived);
  tn.loc = d.loc;
  const types::Type* t = resolve_type(tn);
  if (d.name.empty()) return;  // struct foo { ... };
  if (t->kind == types::Kind::Function)  // a D variable cannot hold a function
    diag::error(d.loc, Tag::D_UNSUPPORTED, "this declarator is not supported yet");
  if (t->is_sou() && !types_.complete(t))
    diag::error(d.loc, Tag::D_DECL_INCOMPLETE, "incomplete struct/union/enum {}: {}", t->name,
                d.name);
  if (d.specs.storage == ast::DeclSpecs::Storage::This) {
    define_local(d.name, t);
    out_.locals[local_ids_[d.name]].declared = true;
    return;
  }
  if (d.specs.storage == ast::DeclSpecs::Storage::Self) {
    define_tls(d.name, t);
    out_.tls[tls_ids_[d.name]].declared = true;
    return;
  }
  check_not_enumerator(types_, d.name, "scalar", t, d.loc);
  out_.globals[define_global(d.name, t)].declared = true;
}

const types::Type* Checker::resolve_type(const ast::TypeName& tn) {
  return resolve_decl(tn.specs, tn.derived, tn.loc);
}

// A type name with pointers, as probe argument types give them ("struct
// task_struct *", "const char *"); null if unknown.  Qualifiers do not
// change how D reads the value, so they go.  The values these name are
// the kernel's (64-bit registers and addresses), so their pointers keep 8
// bytes under -32.
const types::Type* Checker::type_by_name(const std::string& name) {
  for (std::string_view q : {"const ", "volatile "})
    if (name.starts_with(q)) return type_by_name(name.substr(q.size()));
  for (std::string_view q : {" const", " volatile"})
    if (name.ends_with(q)) return type_by_name(name.substr(0, name.size() - q.size()));
  if (name.ends_with(" *") || name.ends_with("*")) {
    size_t cut = name.ends_with(" *") ? 2 : 1;
    const types::Type* t = type_by_name(name.substr(0, name.size() - cut));
    return t ? types_.kernel_pointer_to(t) : nullptr;
  }
  return types_.find(name);
}

const types::Type* Checker::resolve_decl(const ast::DeclSpecs& specs,
                                         const std::vector<ast::Derived>& derived,
                                         SourceLoc loc) {
  const types::Type* t = nullptr;
  if (specs.struct_def) {
    t = sou_type(specs);
  } else if (specs.enum_def) {
    t = enum_type(specs);
  } else {
    std::string base = specs.base.empty() ? "int" : specs.base;
    bool sou = base.starts_with("struct ") || base.starts_with("union ");
    // The D library names kernel structs only behind pointers: a forward
    // declaration, completed from BTF if a program ever looks inside, keeps
    // BTF unloaded at startup.
    if (library_ && sou && specs.module.empty())
      t = types_.lookup(base);
    else
      t = specs.module.empty() ? types_.find(base) : types_.kernel_type(base);
    if (!t && base.starts_with("enum ")) t = types_.declare_enum(base.substr(5));
    if (!t && (base.starts_with("struct ") || base.starts_with("union ")))
      t = types_.declare_sou(base[0] == 'u', base.substr(base.find(' ') + 1));  // forward
    if (!t) diag::error(loc, Tag::D_DECL_TYPERED, "undefined type: {}", base);
  }
  for (auto it = derived.rbegin(); it != derived.rend(); ++it) {
    if (it->kind == ast::Derived::Kind::Pointer) {
      t = types_.pointer_to(t);
    } else if (it->kind == ast::Derived::Kind::Array && it->array_size &&
               it->array_keys.empty()) {
      int64_t n = enum_value(*it->array_size, loc);
      if (n <= 0) diag::error(loc, Tag::D_DECL_TYPERED, "array dimension must be positive");
      t = types_.array_of(t, static_cast<uint32_t>(n));
    } else if (it->kind == ast::Derived::Kind::Array && !it->array_size &&
               it->array_keys.empty()) {
      // Only a struct member gets here with no dimension (the parser
      // refuses `int a[];` elsewhere): C's flexible array member, which
      // system headers use (struct cmsghdr), takes no room.
      t = types_.array_of(t, 0);
    } else if (it->kind == ast::Derived::Kind::Function) {
      t = types_.function_returning(t);
    } else {
      diag::error(loc, Tag::D_UNSUPPORTED, "this declarator is not supported yet");
    }
  }
  return t;
}

// type name[key types]: an associative array declared with its key and
// value types.
void Checker::declare_assoc(ast::Declaration& d) {
  const ast::Derived& arr = d.derived.front();
  std::vector<ast::Derived> rest;
  for (size_t i = 1; i < d.derived.size(); ++i) rest.push_back(std::move(d.derived[i]));
  const types::Type* value = resolve_decl(d.specs, rest, d.loc);
  if (d.specs.storage == ast::DeclSpecs::Storage::None)
    check_not_enumerator(types_, d.name, "array", value, d.loc);
  if (assoc_ids_.count(d.name)) return;
  std::vector<ir::RecordField> keys;
  std::vector<const types::Type*> key_types;
  uint32_t off = 0;
  for (const ast::TypeName& k : arr.array_keys) {
    key_types.push_back(resolve_type(k));
    ir::RecordField f = record_field(key_types.back(), types_.strsize());
    if (f.kind == ir::RecordField::Kind::Bytes && !key_types.back()->is_sou())
      diag::error(d.loc, Tag::D_UNSUPPORTED, "associative array keys of type {} are not supported yet",
                  resolve_type(k)->name);
    f.offset = off;
    off += (f.size + 7) & ~7u;
    keys.push_back(f);
  }
  int id = static_cast<int>(out_.assocs.size());
  out_.assocs.push_back({d.name, value, keys, off, key_types, true});
  assoc_ids_.emplace(d.name, id);
}

// A this-> variable: 8-aligned in the clause-local area.  Defining an
// existing one again keeps the first definition.
void Checker::define_local(const std::string& name, const types::Type* t) {
  if (local_ids_.count(name)) return;
  local_ids_[name] = static_cast<int>(out_.locals.size());
  out_.locals.push_back({name, t, ast::VarScope::This, out_.locals_size});
  out_.locals_size += (t->size + 7) & ~7u;
}

// A self-> variable: one entry per (thread, variable) in the thread-local
// map, whose values are all tls_size bytes.
void Checker::define_tls(const std::string& name, const types::Type* t) {
  if (tls_ids_.count(name)) return;
  tls_ids_[name] = static_cast<int>(out_.tls.size());
  out_.tls.push_back({name, t, ast::VarScope::Self, 0});
  out_.tls_size = std::max(out_.tls_size, (t->size + 7) & ~7u);
}

int Checker::define_global(const std::string& name, const types::Type* t) {
  if (auto it = global_ids_.find(name); it != global_ids_.end()) return it->second;
  lazy_inlines_.erase(name);
  int id = static_cast<int>(out_.globals.size());
  uint32_t align = t->is_string() ? 8 : (t->size >= 8 ? 8 : t->size ? t->size : 1);
  out_.globals_size = (out_.globals_size + align - 1) & ~(align - 1);
  out_.globals.push_back({name, t, ast::VarScope::Global, out_.globals_size});
  out_.globals_size += (t->size + 7) & ~7u;
  global_ids_[name] = id;
  return id;
}

void Checker::clause(ast::Clause& c) {
  ClauseInfo info;
  info.clause = &c;
  info.index = static_cast<int>(out_.clauses.size());
  match_probes(info);
  in_clause_ = true;
  clause_loc_ = c.loc;
  clause_probes_ = &info.probes;
  clause_args_desc_ = &info.args_desc;
  // DTrace checks the predicate's type while cooking the whole clause, so
  // it reports the clause's line: its closing brace.
  auto check_predicate = [this, &c](Expr& p) {
    expr(p);
    if (!p.type->is_scalar())
      diag::error(c.end_loc.line ? c.end_loc : p.loc, Tag::D_PRED_SCALAR,
                  "predicate result must be of scalar type");
  };
  // As in DTrace, the predicate is checked first, so that a variable it
  // creates (`/(x = 5)/`) may be used by the actions.  A copy is tried, as
  // checking rewrites the tree: when it fails (a variable the actions
  // create), the predicate is checked again after the actions.
  bool predicate_done = false;
  if (c.predicate) {
    ast::ExprPtr first = uncooked_copy(*c.predicate);
    try {
      check_predicate(*first);
      c.predicate = std::move(first);
      predicate_done = true;
    } catch (const diag::CompileError&) {
      declare_incdec(*c.predicate);  // `/i++ < 10/`: i is a counter
    }
  }
  for (auto& s : c.body) statement(*s);
  if (c.predicate && !predicate_done) check_predicate(*c.predicate);
  in_clause_ = false;
  out_.clauses.push_back(std::move(info));
}

namespace {

// DTrace's dt_node_pdesc_by_id: an id names one probe, and only where a
// description ends in the probe name.
DescMatch match_probe_id(const ast::ProbeSpec& spec, Context& ctx) {
  static constexpr const char* kFields[] = {"providers", "modules", "functions"};
  const std::string& id = spec.text;
  if (ctx.spec_kind != probes::SpecKind::Name)
    diag::error(spec.loc, Tag::D_PDESC_INVAL,
                "probe identifier {} not permitted when specifying {}", id,
                kFields[static_cast<int>(ctx.spec_kind) - 1]);
  if (id.size() > 10 || std::stoull(id) > UINT32_MAX)
    diag::error(spec.loc, Tag::D_PDESC_INVAL, "identifier {} exceeds maximum probe id", id);
  const probes::Probe* p = ctx.catalog.by_id(static_cast<uint32_t>(std::stoull(id)));
  if (p == nullptr)
    diag::error(spec.loc, Tag::D_PDESC_INVAL,
                "invalid probe identifier {}: Unknown probe identifier", id);
  return DescMatch{probes::ProbeDesc{p->provider, p->module, p->function, p->name}, {p}};
}

// The subroutines whose value is an address printed as a name.
bool is_address_namer(const std::string& name) {
  static constexpr const char* kNamers[] = {"sym",   "func",  "mod", "usym",
                                            "ufunc", "uaddr", "umod"};
  for (const char* n : kNamers)
    if (name == n) return true;
  return false;
}

}  // namespace

DescMatch match_description(const ast::ProbeSpec& spec, Context& ctx) {
  if (probes::is_probe_id(spec.text)) return match_probe_id(spec, ctx);
  std::string text = expand_probe_macros(spec, ctx);
  Result<probes::ProbeDesc> desc = probes::parse_spec(text, ctx.spec_kind);
  if (!desc)
    diag::error(spec.loc, Tag::D_PDESC_INVAL, "invalid probe description \"{}\": {}", spec.text,
                desc.error().message);
  Result<std::vector<const probes::Probe*>> found = Error::make("");
  try {
    found = ctx.catalog.match(*desc);
  } catch (const diag::CompileError& e) {
    // A provider's error (pid: no such function) is about this description.
    diag::Diagnostic d = e.diagnostic();
    if (d.loc.line == 0) d.loc = spec.loc;
    throw diag::CompileError(std::move(d));
  }
  if (!found) diag::error(spec.loc, Tag::D_PDESC_INVAL, "{}", found.error().message);
  return DescMatch{std::move(*desc), std::move(*found)};
}

void Checker::match_probes(ClauseInfo& info) {
  for (const ast::ProbeSpec& spec : info.clause->probes) {
    DescMatch m = match_description(spec, ctx_);
    if (m.probes.empty() && !ctx_.zdefs)
      diag::error(spec.loc, Tag::D_PDESC_ZERO, "probe description {} does not match any probes",
                  m.desc.str());
    // Each description is an enabling of its own, as in DTrace: a probe
    // that two descriptions of one clause match runs the clause twice
    // (`BEGIN, BEGIN { ... }` runs it twice) and counts twice as matched.
    if (info.args_desc.empty() && !m.probes.empty()) info.args_desc = m.desc.str();
    info.probes.insert(info.probes.end(), m.probes.begin(), m.probes.end());
    if (ctx_.catalog.may_grow(m.desc)) info.late.push_back(m.desc);
  }
  out_.matched_probes += info.probes.size();
}

void Checker::statement(ast::Stmt& s) {
  switch (s.kind) {
    case ast::Stmt::Kind::Expr:
      // sym(), usym() and the other address namers are actions in DTrace:
      // as a statement of their own they record and print their name, as
      // trace() of their value does.
      if (s.expr->kind == ExprKind::Call && is_address_namer(s.expr->name)) {
        auto call = std::make_unique<Expr>();
        call->kind = ExprKind::Call;
        call->loc = s.expr->loc;
        call->name = "trace";
        call->args.push_back(std::move(s.expr));
        s.expr = std::move(call);
      }
      if (is_format_action(*s.expr)) {
        // DTrace's own checks of an action statement (format_check.h).
        FormatHooks hooks{[this](Expr& a) {
                            expr(a);
                            a.cooked = true;
                          },
                          [this](const std::string& n) -> const ir::AggregationDesc* {
                            auto it = agg_ids_.find(n);
                            return it == agg_ids_.end() ? nullptr : &out_.aggs[it->second];
                          }};
        check_format_action(*s.expr, hooks);
      }
      expr(*s.expr);
      // A translated pointer is dynamic: only its members are values.
      if (s.expr->kind == ExprKind::Xlate && s.expr->type->is_pointer())
        diag::error(s.expr->loc, Tag::D_CG_DYN,
                    "expression cannot evaluate to result of dynamic type");
      break;
    case ast::Stmt::Kind::Empty:
      break;
    case ast::Stmt::Kind::Block:
      for (auto& b : s.body) statement(*b);
      break;
    case ast::Stmt::Kind::If:
      expr(*s.expr);
      for (auto& b : s.body) statement(*b);
      for (auto& b : s.else_body) statement(*b);
      break;
    case ast::Stmt::Kind::Decl:
      declaration(*s.decl);
      break;
  }
}

// ---- expressions -------------------------------------------------------------

void Checker::expr(Expr& e) {
  if (e.cooked) return;
  switch (e.kind) {
    case ExprKind::IntLit: e.type = literal_type(types_, e); break;
    case ExprKind::FloatLit: e.type = types_.lookup("double"); break;
    case ExprKind::StrLit: e.type = types_.t_string(); break;
    case ExprKind::Ident: ident(e); break;
    case ExprKind::Macro: macro(e); break;
    case ExprKind::Var: {
      if (e.scope == ast::VarScope::Self) {
        auto it = tls_ids_.find(e.name);
        if (it == tls_ids_.end())
          diag::error(e.loc, Tag::D_VAR_UNDEF,
                      "self->{} has not yet been declared or assigned", e.name);
        e.binding = it->second;
        e.type = out_.tls[it->second].type;
        break;
      }
      auto it = local_ids_.find(e.name);
      if (it == local_ids_.end())
        diag::error(e.loc, Tag::D_VAR_UNDEF, "this->{} has not yet been declared or assigned",
                    e.name);
      e.binding = it->second;
      e.type = out_.locals[it->second].type;
      break;
    }
    case ExprKind::Unary:
    case ExprKind::PostIncDec: unary(e); break;
    case ExprKind::Binary: binary(e); break;
    case ExprKind::Ternary: ternary(e); break;
    case ExprKind::Assign: assign(e); break;
    case ExprKind::Call:
      if (!is_builtin_function(e.name)) undefined_function(e);
      call(e);
      break;
    case ExprKind::Cast: cast(e); break;
    case ExprKind::Member: member(e); break;
    case ExprKind::Offsetof: offset_of(e); break;
    case ExprKind::Xlate: xlate(e); break;
    case ExprKind::SizeofType: {
      const types::Type* t = resolve_type(*e.type_name);
      e.kind = ExprKind::IntLit;
      e.ival = t->size;
      e.type = types_.lookup("size_t");
      break;
    }
    case ExprKind::SizeofExpr: {
      expr(*e.args[0]);
      if (e.args[0]->kind == ExprKind::Member && e.args[0]->binding > 0)
        diag::error(e.loc, Tag::D_SIZEOF_BITFIELD, "cannot apply sizeof to a bit-field");
      e.ival = e.args[0]->type->size;
      e.kind = ExprKind::IntLit;
      e.args.clear();
      e.type = types_.lookup("size_t");
      break;
    }
    case ExprKind::Stringof: stringof(e); break;
    case ExprKind::Agg:
    case ExprKind::Index:
      if (e.kind == ExprKind::Index && e.args[0]->kind == ExprKind::Ident &&
          inline_functions_.count(e.args[0]->name)) {
        inline_call(e);
        break;
      }
      if (e.kind == ExprKind::Index && e.args[0]->kind == ExprKind::Ident &&
          e.args[0]->name == "uregs" && !global_ids_.count("uregs") &&
          !assoc_ids_.count("uregs")) {
        uregs(e);
        break;
      }
      if (e.kind == ExprKind::Index && e.args[0]->kind == ExprKind::Ident &&
          e.args[0]->name == "args" && !global_ids_.count("args") && !assoc_ids_.count("args")) {
        probe_args(e);
        break;
      }
      if (e.kind == ExprKind::Index && is_subscript(e)) {
        subscript(e);
        break;
      }
      if (e.kind == ExprKind::Index && e.args[0]->kind == ExprKind::Agg)
        diag::error(e.loc, Tag::D_AGG_SCALAR, "aggregation @{} may not be used in an expression",
                    e.args[0]->name);
      if (e.kind == ExprKind::Agg)
        diag::error(e.loc, Tag::D_AGG_SCALAR, "aggregation @{} may not be used in an expression",
                    e.name);
      assoc_ref(e, nullptr);
      break;
    default:
      diag::error(e.loc, Tag::D_UNSUPPORTED, "this expression is not supported yet");
  }
}

// A node's own fields (not its children, not its type name).
void copy_node(const Expr& from, Expr& to) {
  to.kind = from.kind;
  to.loc = from.loc;
  to.op = from.op;
  to.name = from.name;
  to.module = from.module;
  to.scope = from.scope;
  to.ival = from.ival;
  to.int_suffix = from.int_suffix;
  to.is_char = from.is_char;
  to.dollar2 = from.dollar2;
  to.fval = from.fval;
  to.type = from.type;
  to.binding = from.binding;
  to.cooked = from.cooked;
}

// A deep copy of a cooked expression (inline constants are substituted by
// copying their initializer).  Casts keep their cooked type, so the type
// name need not be copied.
ast::ExprPtr clone(const Expr& e) {
  auto c = std::make_unique<Expr>();
  copy_node(e, *c);
  for (const auto& a : e.args) c->args.push_back(clone(*a));
  return c;
}

// inline T name = expr;  a named constant: every use is replaced by the
// initializer, converted to T.  inline T name[T1 p1, ...] = expr;  an
// inline function, used as name[a1, ...] (the D library's fds[]).
void Checker::inline_def(ast::Inline& in) {
  ast::Declaration& d = in.decl;
  bool function = !d.derived.empty() && d.derived.front().kind == ast::Derived::Kind::Array &&
                  !d.derived.front().params.empty();
  std::vector<ast::Derived> result;  // the declarator less the parameter list
  for (size_t i = function ? 1 : 0; i < d.derived.size(); ++i) {
    const ast::Derived& dv = d.derived[i];
    if (dv.kind != ast::Derived::Kind::Pointer)
      diag::error(d.loc, Tag::D_UNSUPPORTED, "this inline declarator is not supported yet");
    result.push_back(ast::Derived{dv.kind, nullptr, {}, {}, false, dv.is_const});
  }
  if (!d.init) diag::error(d.loc, Tag::D_SYNTAX, "inline {} lacks an initializer", d.name);
  ast::DeclSpecs specs = d.specs;
  specs.storage = ast::DeclSpecs::Storage::None;
  const types::Type* t = resolve_decl(specs, result, d.loc);
  if (function) {
    // Cooked at each use, with that use's arguments: a library inline
    // costs nothing (no BTF) until a program uses it.
    InlineFunction f{t, {}, d.init.get()};
    for (const auto& p : d.derived.front().params)
      f.params.emplace_back(p->name, resolve_decl(p->specs, p->derived, p->loc));
    inline_functions_[d.name] = std::move(f);
    return;
  }
  if (library_) {
    // The D library's inlines are cooked at first use: most programs never
    // use curpsinfo, and cooking it would load the kernel's BTF.
    lazy_inlines_[d.name] = {t, d.init.get()};
    return;
  }
  lazy_inlines_.erase(d.name);  // the program's own definition wins
  expr(*d.init);
  if (t->is_string() != d.init->type->is_string())
    diag::error(d.loc, Tag::D_OP_INCOMPAT,
                "inline {} definition uses incompatible types: \"{}\" = \"{}\"", d.name,
                t->name, d.init->type->name);
  inlines_[d.name] = {t, d.init.get()};
}

// A call of `name`, which no function has: a name of another kind of
// identifier cannot be called (D_FUNC_IDKIND, named by its kind as DTrace
// names it), and any other is undefined.
void Checker::undefined_function(const Expr& e) {
  int64_t value = 0;
  const char* kind = nullptr;
  if (assoc_ids_.count(e.name))
    kind = "associative array";
  else if (global_ids_.count(e.name) || inlines_.count(e.name) || lazy_inlines_.count(e.name) ||
           inline_functions_.count(e.name) || visible_builtin(e.name, ctx_.version))
    kind = "scalar";
  else if (types_.enumerator(e.name, value))
    kind = "enumerator";
  if (kind)
    diag::error(e.loc, Tag::D_FUNC_IDKIND, "{} '{}' may not be referenced as a function", kind,
                e.name);
  diag::error(e.loc, Tag::D_FUNC_UNDEF, "undefined function name: {}", e.name);
}

// Whether `name` is a built-in identifier of a D version newer than the
// program's.
bool Checker::hidden_by_version(const std::string& name) const {
  return ctx_.version != 0 && introduced_in(name) > ctx_.version;
}

// Whether an identifier names something already: a variable, an inline, a
// built-in or an enumerator.
bool Checker::known_ident(const std::string& name) const {
  int64_t value = 0;
  return global_ids_.count(name) || inlines_.count(name) || lazy_inlines_.count(name) ||
         inline_functions_.count(name) || visible_builtin(name, ctx_.version) || types_.enumerator(name, value);
}

// `++`/`--` on an undeclared name declares it: an int64_t global, as in
// DTrace.  Only this node of `e`; declare_incdec() walks a whole tree.
void Checker::declare_counter(const Expr& e) {
  bool incdec = e.op == Op::PreInc || e.op == Op::PreDec || e.op == Op::Inc || e.op == Op::Dec;
  if (!(e.kind == ExprKind::Unary || e.kind == ExprKind::PostIncDec) || !incdec ||
      e.args.empty() || !e.args[0])
    return;
  const Expr& x = *e.args[0];
  if (x.kind == ExprKind::Ident && !known_ident(x.name))
    define_global(x.name, types_.t_int64());
  // self->n++ and this->n++ likewise make an int64 that starts at 0.
  if (x.kind == ExprKind::Var && x.scope == ast::VarScope::Self && !tls_ids_.count(x.name))
    define_tls(x.name, types_.t_int64());
  if (x.kind == ExprKind::Var && x.scope != ast::VarScope::Self && !local_ids_.count(x.name))
    define_local(x.name, types_.t_int64());
}

void Checker::declare_incdec(const Expr& e) {
  declare_counter(e);
  for (const auto& a : e.args)
    if (a) declare_incdec(*a);
}

namespace {

// (T) e, for a cooked e: a conversion sema adds itself.
ast::ExprPtr converted(ast::ExprPtr e, const types::Type* t) {
  auto c = std::make_unique<Expr>();
  c->kind = ExprKind::Cast;
  c->loc = e->loc;
  c->type = t;
  c->args.push_back(std::move(e));
  return c;
}

}  // namespace

// name[a1, ...] of an inline function: its body with each parameter
// replaced by the argument converted to the parameter's type, cooked for
// this use (each use is a fresh expansion, as DTrace expands inlines).
void Checker::inline_call(Expr& e) {
  const std::string name = e.args[0]->name;
  const InlineFunction& f = inline_functions_.at(name);
  size_t n = e.args.size() - 1;
  if (n != f.params.size())
    diag::error(e.loc, Tag::D_PROTO_LEN, "{}[ ] prototype mismatch: {} arg{} passed, {} expected",
                name, n, n == 1 ? "" : "s", f.params.size());
  ParamArgs args;
  for (size_t i = 0; i < n; ++i) {
    ast::ExprPtr& a = e.args[i + 1];
    expr(*a);
    const types::Type* want = f.params[i].second;
    if (want->is_string() && a->type->is_char_array()) to_string(a);
    if (want->is_string() != a->type->is_string() || want->is_scalar() != a->type->is_scalar())
      diag::error(a->loc, Tag::D_PROTO_ARG,
                  "{}[ ] argument #{} is incompatible with prototype:\n\tprototype: {}\n\t"
                  " argument: {}",
                  name, i + 1, want->name, a->type->name);
    if (want->is_scalar() && a->type != want) a = converted(std::move(a), want);
    args.emplace_back(f.params[i].first, a.get());
  }
  ast::ExprPtr value = substitute_params(*f.body, args);
  SourceLoc loc = e.loc;
  expr(*value);
  if (f.type->is_scalar() && value->type != f.type) value = converted(std::move(value), f.type);
  e = std::move(*value);
  e.loc = loc;
}

void Checker::ident(Expr& e) {
  if (!e.module.empty()) {  // `name: a kernel symbol, *(T *)address
    if (!kernel_syms_) kernel_syms_ = load::read_kernel_symbols();
    kernel_symbol(e, types_, *kernel_syms_);
    return deref(e);
  }
  if (auto lazy = lazy_inlines_.find(e.name); lazy != lazy_inlines_.end()) {
    expr(*lazy->second.second);
    inlines_[e.name] = lazy->second;
    lazy_inlines_.erase(lazy);
  }
  if (auto in = inlines_.find(e.name); in != inlines_.end()) {
    ast::ExprPtr value = clone(*in->second.second);
    SourceLoc loc = e.loc;
    if (in->second.first->is_scalar() && value->type != in->second.first) {
      // (T) initializer
      e.kind = ExprKind::Cast;
      e.args.clear();
      e.args.push_back(std::move(value));
      e.type = in->second.first;
    } else {
      e = std::move(*value);
    }
    e.loc = loc;
    return;
  }
  if (auto it = global_ids_.find(e.name); it != global_ids_.end()) {
    e.binding = kGlobalBase + it->second;
    e.type = out_.globals[it->second].type;
    return;
  }
  int64_t value = 0;
  if (const types::Type* en = types_.enumerator(e.name, value)) {
    e.kind = ExprKind::IntLit;
    e.ival = static_cast<uint64_t>(value);
    e.type = en;
    return;
  }
  if (const auto* b = visible_builtin(e.name, ctx_.version)) {
    e.binding = static_cast<int>(b->id);
    e.type = type_by_name(b->type);
    if (!e.type)
      diag::error(e.loc, Tag::D_UNSUPPORTED, "{} is not available: the kernel has no BTF for {}",
                  e.name, b->type);
    if (b->id == Builtin::Vtimestamp) {
      // a thread's clock starts from its time on CPU so far,
      // task_struct.se.sum_exec_runtime (see vtime.h)
      kernel_offset(e, "task_struct", "se");
      kernel_offset(e, "sched_entity", "sum_exec_runtime");
      out_.vtime = true;
    }
    if (b->id == Builtin::Ppid) {
      // ppid is curthread->real_parent->tgid: offsets from the kernel's BTF.
      kernel_offset(e, "task_struct", "real_parent");
      kernel_offset(e, "task_struct", "tgid");
    }
    if (b->id == Builtin::Execargs) {
      // the arguments at curthread->mm->arg_start .. arg_end, in user memory
      kernel_offset(e, "task_struct", "mm");
      kernel_offset(e, "mm_struct", "arg_start");
      kernel_offset(e, "mm_struct", "arg_end");
    }
    return;
  }
  // An associative array (args[] too) is only ever indexed, and so is an
  // inline with parameters (DTrace's identifier kind for both is an array).
  if (e.name == "args" || assoc_ids_.count(e.name) || inline_functions_.count(e.name))
    diag::error(e.loc, Tag::D_IDENT_BADREF,
                "associative array '{}' may not be referenced as scalar", e.name);
  diag::error(e.loc, Tag::D_IDENT_UNDEF, "failed to resolve {}: Unknown variable name", e.name);
}

void Checker::macro(Expr& e) {
  auto to_int = [&](int64_t v) {
    e.kind = ExprKind::IntLit;
    e.ival = static_cast<uint64_t>(v);
    e.type = literal_type(types_, e);
  };
  if (e.name == "target") return to_int(ctx_.target_pid);
  if (e.name == "pid") return to_int(getpid());
  if (e.name == "ppid") return to_int(getppid());
  if (e.name == "uid") return to_int(getuid());
  if (e.name == "gid") return to_int(getgid());
  if (e.name == "euid") return to_int(geteuid());
  if (e.name == "egid") return to_int(getegid());
  if (e.name == "pgid") return to_int(getpgid(0));
  if (e.name == "sid") return to_int(getsid(0));
  if (e.name.empty() || !std::isdigit(static_cast<unsigned char>(e.name[0])))
    diag::error(e.loc, Tag::D_MACRO_UNDEF, "macro variable ${} is not defined", e.name);
  size_t n = std::stoul(e.name);
  std::string value;
  if (n < ctx_.macro_args.size()) {
    value = ctx_.macro_args[n];
    if (n < ctx_.macro_used.size()) ctx_.macro_used[n] = true;
  } else if (ctx_.defaultargs) {
    value = e.dollar2 ? "" : "0";
  } else {
    diag::error(e.loc, Tag::D_MACRO_UNDEF, "macro argument ${}{} is not defined",
                e.dollar2 ? "$" : "", e.name);
  }
  auto num = parse_uint(value);
  if (!e.dollar2 && num) return to_int(static_cast<int64_t>(*num));
  if (!e.dollar2 && !value.empty() && value[0] == '-' && parse_uint(value.substr(1)))
    return to_int(-static_cast<int64_t>(*parse_uint(value.substr(1))));
  if (!e.dollar2 && n > 0) {
    // A non-numeric $n whose text could be an identifier is one, as DTrace's
    // macro expansion makes it.  Any other text is a string, without the
    // double quotes that may enclose it: `dtrace -s x.d '"soffice.bin"'`
    // and `dtrace -s x.d /bin/date` both compare execname with a string.
    bool ident_text = !value.empty() && std::all_of(value.begin(), value.end(), [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '`';
    });
    if (ident_text) {
      e.kind = ExprKind::Ident;
      e.name = value;
      return ident(e);
    }
    if (value.size() > 1 && value.front() == '"' && value.back() == '"')
      value = value.substr(1, value.size() - 2);
    value = lex::decode_escapes(value);
  }
  e.kind = ExprKind::StrLit;
  e.name = value;
  e.type = types_.t_string();
}

// D has no integer promotion: a char stays a char (DTrace's
// dt_type_promote ranks the operands as they are).
const types::Type* Checker::promote(const types::Type* t) { return t; }

// The usual arithmetic conversions as D has them: the wider operand's type,
// and of two of one width the unsigned one (uchar + char is a uchar).
const types::Type* Checker::arith_result(const types::Type* a, const types::Type* b) {
  if (a->is_pointer()) return a;
  if (b->is_pointer()) return b;
  a = promote(a);
  b = promote(b);
  if (a->size != b->size) return a->size > b->size ? a : b;
  if (!a->is_signed) return a;
  return b;
}

void Checker::assign(Expr& e) {
  Expr& lhs = *e.args[0];
  if (lhs.kind == ExprKind::Agg ||
      (lhs.kind == ExprKind::Index && lhs.args[0]->kind == ExprKind::Agg))
    return assign_agg(e);
  expr(*e.args[1]);
  if (e.args[1]->type->is_char_array()) to_string(e.args[1]);
  Expr& rhs = *e.args[1];
  // An inline stands for its expression: it is no variable to write.
  const Expr* named = lhs.kind == ExprKind::Index ? lhs.args[0].get() : &lhs;
  bool is_inline = lhs.kind == ExprKind::Index
                       ? inline_functions_.count(named->name) != 0
                       : inlines_.count(named->name) || lazy_inlines_.count(named->name);
  if (named->kind == ExprKind::Ident && named->module.empty() && is_inline)
    diag::error(lhs.loc, Tag::D_OP_WRITE, "operator {} can only be applied to a writable variable",
                op_text(e.op));
  if (lhs.kind == ExprKind::Ident) {
    if (!global_ids_.count(lhs.name) && visible_builtin(lhs.name, ctx_.version))
      diag::error(lhs.loc, Tag::D_OP_WRITE, "operator {} can only be applied to a writable variable",
                  op_text(e.op));
    if (!global_ids_.count(lhs.name)) {
      if (e.op != Op::Assign)
        diag::error(lhs.loc, Tag::D_IDENT_UNDEF, "failed to resolve {}: Unknown variable name",
                    lhs.name);
      const types::Type* t = rhs.type->is_integer() && rhs.type->size < 8 && rhs.kind ==
                                 ExprKind::IntLit ? types_.t_int() : rhs.type;
      define_global(lhs.name, t);
    }
    ident(lhs);
  } else if (lhs.kind == ExprKind::Var) {
    if (lhs.scope == ast::VarScope::Self)
      define_tls(lhs.name, rhs.type);
    else
      define_local(lhs.name, rhs.type);
    expr(lhs);
  } else if (lhs.kind == ExprKind::Index && lhs.args[0]->kind == ExprKind::Ident &&
             !is_subscript(lhs)) {
    assoc_ref(lhs, rhs.type);
  } else {
    expr(lhs);
    if (!is_lvalue(lhs))
      diag::error(lhs.loc, Tag::D_OP_LVAL, "operator {} requires modifiable lvalue as an operand",
                  op_text(e.op));
    if (!is_writable(lhs))
      diag::error(lhs.loc, Tag::D_OP_WRITE,
                  "operator {} can only be applied to a writable variable",
                  op_text(e.op));
  }
  if (lhs.type->is_string()) to_string(e.args[1]);
  if (lhs.kind == ExprKind::Ident || lhs.kind == ExprKind::Var) track_alloca(lhs, *e.args[1]);
  const types::Type* rt = e.args[1]->type;
  if (e.op != Op::Assign) {
    check_operands(e, lhs.type, rt);
    e.type = lhs.type;
    return;
  }
  // An array assigned to a pointer decays to the address of its first
  // element, as in C (int *p; p = array;).
  if (lhs.type->is_pointer() && rt->kind == types::Kind::Array && rt->target &&
      (lhs.type->target->kind == types::Kind::Void || lhs.type->target == rt->target ||
       lhs.type->target->name == rt->target->name)) {
    auto c = std::make_unique<Expr>();
    c->kind = ExprKind::Cast;
    c->loc = e.args[1]->loc;
    c->type = lhs.type;
    c->cooked = true;
    c->args.push_back(std::move(e.args[1]));
    e.args[1] = std::move(c);
    rt = lhs.type;
  }
  // Storing 0 into a struct- or union-valued associative array element or
  // thread-local frees it, as it frees any other dynamic variable.
  bool dynamic = lhs.kind == ExprKind::Index ||
                 (lhs.kind == ExprKind::Var && lhs.scope == ast::VarScope::Self);
  bool frees = dynamic && lhs.type->is_sou() && e.args[1]->kind == ExprKind::IntLit &&
               e.args[1]->ival == 0;
  bool ok = frees ? true
            : lhs.type->is_string() ? rt->is_string()
            : lhs.type->is_scalar() ? rt->is_scalar()
                                    : lhs.type == rt || lhs.type->name == rt->name;
  if (!ok)
    diag::error(e.loc, Tag::D_OP_INCOMPAT,
                "operands have incompatible types: \"{}\" = \"{}\"", lhs.type->name,
                rt->name);
  e.type = lhs.type;
}

// Whether e designates an object (K&R's lvalue): variables, members,
// subscripts and dereferences, but not arrays as a whole.
bool Checker::is_lvalue(const Expr& e) const {
  switch (e.kind) {
    case ExprKind::Ident: return e.binding >= kGlobalBase;
    case ExprKind::Var:
    case ExprKind::Index: return true;
    case ExprKind::Member:
    case ExprKind::Subscript: return e.type->kind != types::Kind::Array;
    case ExprKind::Unary: return e.op == Op::Deref && e.type->kind != types::Kind::Array;
    default: return false;
  }
}

// D variables are writable, and so are the members and elements of D
// variables.  Memory reached through a pointer is writable when the
// pointer comes from alloca() or is kept in a D variable (DTrace's
// writable flag passes from a variable to *v and to *(v + i)); whether the
// memory is D's own is checked at run time.
bool Checker::is_writable(const Expr& e) const {
  switch (e.kind) {
    case ExprKind::Ident: return e.binding >= kGlobalBase;
    case ExprKind::Var:
    case ExprKind::Index: return true;
    case ExprKind::Member: {
      if (e.op == Op::Dot) return is_writable(*e.args[0]);
      // As in DTrace, a D-declared struct may be written through any
      // pointer (anything but D's own memory is an invalid address at run
      // time).
      const types::Type* target = e.args[0]->type->target;
      return writable_pointer(*e.args[0]) ||
             (target && target->is_sou() && target->btf_id < 0);
    }
    case ExprKind::Subscript:
      return e.args[0]->type->kind == types::Kind::Array ? is_writable(*e.args[0])
                                                         : writable_pointer(*e.args[0]);
    case ExprKind::Unary: return e.op == Op::Deref && writable_pointer(*e.args[0]);
    default: return false;
  }
}

// Whether a program may write through pointer p: one from alloca(), or one
// kept in a D variable, or such a pointer plus an offset.
bool Checker::writable_pointer(const Expr& p) const {
  if (is_alloca(p)) return true;
  switch (p.kind) {
    case ExprKind::Ident: return p.binding >= kGlobalBase;
    case ExprKind::Var:
    case ExprKind::Index: return true;
    case ExprKind::Cast: return writable_pointer(*p.args[0]);
    case ExprKind::Binary:
      return (p.op == Op::Add || p.op == Op::Sub) && writable_pointer(*p.args[0]);
    default: return false;
  }
}

// Whether pointer expression p points into alloca()'d scratch, the only
// memory D lets a program write through a pointer (DTrace's alloca taint).
bool Checker::is_alloca(const Expr& p) const {
  switch (p.kind) {
    case ExprKind::Call: return p.name == "alloca" || p.name == "copyin";
    case ExprKind::Cast: return is_alloca(*p.args[0]);
    case ExprKind::Binary:
      return (p.op == Op::Add || p.op == Op::Sub) &&
             (is_alloca(*p.args[0]) || (p.op == Op::Add && is_alloca(*p.args[1])));
    case ExprKind::Ident:
    case ExprKind::Var: return alloca_vars_.count(alloca_key(p)) != 0;
    case ExprKind::Ternary: return is_alloca(*p.args[1]) && is_alloca(*p.args[2]);
    default: return false;
  }
}

// A variable holds alloca()'d pointers or other pointers, never both: the
// run-time checks differ (DTrace's D_ALLOCA_INCOMPAT, reported at the
// clause that mixes them).  Integers (NULL is one) do not count.
void Checker::track_alloca(const Expr& var, const Expr& value) {
  if (value.kind == ExprKind::Ternary && value.type->is_pointer() &&
      value.args[1]->type->is_pointer() && value.args[2]->type->is_pointer() &&
      is_alloca(*value.args[1]) != is_alloca(*value.args[2]))
    diag::error(value.loc, Tag::D_ALLOCA_INCOMPAT,
                "ternary conditional with alloca and non-alloca branches cannot be assigned to "
                "a variable");
  bool alloca = is_alloca(value);
  if (!alloca && !value.type->is_pointer()) return;
  std::string key = alloca_key(var);
  auto& mine = alloca ? alloca_vars_ : nonalloca_vars_;
  const auto& other = alloca ? nonalloca_vars_ : alloca_vars_;
  if (other.count(key))
    diag::error(clause_loc_, Tag::D_ALLOCA_INCOMPAT,
                "{}: cannot reuse the same identifier for both alloca and non-alloca allocations",
                var.name);
  mine.insert(key);
}

std::string Checker::alloca_key(const Expr& v) const {
  const char* scope = v.kind == ExprKind::Ident ? "g"
                      : v.scope == ast::VarScope::Self ? "s"
                                                       : "t";
  return std::string(scope) + ":" + v.name;
}

// (type) x: between scalars, from arrays to pointers, to void, and from
// scalars and char arrays to string (as stringof).
void Checker::cast(Expr& e) {
  expr(*e.args[0]);
  const types::Type* to = resolve_type(*e.type_name);
  const types::Type* from = e.args[0]->type;
  // As in DTrace, translated data is not an ordinary value to convert.
  if (e.args[0]->kind == ExprKind::Xlate)
    diag::error(e.loc, Tag::D_CAST_INVAL, "invalid cast expression: \"{}\" to \"{}\"",
                from->is_pointer() ? "pointer to translated data" : "translated data", to->name);
  bool ok = to == from || to->name == from->name || to->kind == types::Kind::Void ||
            (to->is_scalar() && from->is_scalar()) ||
            (to->is_pointer() && from->kind == types::Kind::Array) ||
            (to->is_string() && (from->is_scalar() || from->is_string() ||
                                 from->kind == types::Kind::Array));
  if (!ok)
    diag::error(e.loc, Tag::D_CAST_INVAL, "invalid cast expression: \"{}\" to \"{}\"",
                from->name, to->name);
  if (to->is_string() && !from->is_string()) {
    e.kind = ExprKind::Stringof;
    e.type_name.reset();
  }
  // Under -32 a cast keeps an address that is already 64-bit (a kernel
  // pointer, an array in kernel or DTrace memory, or DTrace's own memory
  // from alloca() and copyin()) whole, so that storing the result does not
  // cut it to 32 bits.
  if (to->is_pointer() && to->size < 8 &&
      ((from->is_pointer() && from->size == 8) || from->kind == types::Kind::Array))
    to = types_.kernel_pointer_to(to->target);
  e.type = to;
}

}  // namespace dtrace::sema
