// Handle: compiles program sources, loads and attaches them, and consumes
// what they record (see handle.h).  The session's kernel objects are owned
// here and released in reverse order of creation by destruction.
#include "handle.h"
#include "containers.h"
#include "follow.h"
#include "handle_impl.h"
#include "vtime.h"

#include <linux/bpf.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iterator>
#include <map>
#include <optional>
#include <thread>

#include "bpf/assemble.h"
#include "bpf/disasm.h"
#include "consume/agg_print.h"
#include "consume/buffer_reader.h"
#include "consume/printf.h"
#include "consume/trace_print.h"
#include "diag/context.h"
#include "diag/diagnostic.h"
#include "ir/mstate.h"
#include "load/cpuinfo.h"
#include "load/libbpf_quiet.h"
#include "load/map.h"
#include "lower/lower.h"
#include "parse/parser.h"
#include "providers/provider.h"
#include "sema/checker.h"
#include "support/strings.h"

namespace dtrace {

// libdtrace/dlib/*.d, embedded at build time (dlib/embed.cmake).
const std::vector<std::string_view>& d_library();

namespace ms = ir::mstate;

namespace {

// ---- stability attributes (-v, -l -v) ----------------------------------

using providers::Attribute;
using providers::ProviderAttributes;

std::string_view stability_name(providers::Stability s) {
  static constexpr std::string_view kNames[] = {"Internal", "Private",  "Obsolete", "External",
                                                "Unstable", "Evolving", "Stable",   "Standard"};
  return kNames[static_cast<size_t>(s)];
}

std::string_view class_name(providers::DepClass c) {
  static constexpr std::string_view kNames[] = {"Unknown", "CPU", "Platform",
                                                "Group",   "ISA", "Common"};
  return kNames[static_cast<size_t>(c)];
}

// -x amin's value (options checked its syntax): "name[/data[/class]]",
// names in any case.  As DTrace's, a part left out is the highest there
// is (Standard, Common).
Attribute parse_amin(std::string_view text) {
  constexpr Attribute kMax{providers::Stability::Standard, providers::Stability::Standard,
                           providers::DepClass::Common};
  auto same = [](std::string_view a, std::string_view b) {
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
             return std::tolower(static_cast<unsigned char>(x)) ==
                    std::tolower(static_cast<unsigned char>(y));
           });
  };
  Attribute a = kMax;
  size_t pos = 0;
  for (int i = 0; i < 3 && pos < text.size(); ++i) {
    size_t end = std::min(text.find('/', pos), text.size());
    std::string_view part = text.substr(pos, end - pos);
    pos = end + 1;
    for (uint8_t k = 0; k <= static_cast<uint8_t>(providers::Stability::Standard); ++k) {
      auto st = static_cast<providers::Stability>(k);
      if (i < 2 && same(part, stability_name(st))) (i == 0 ? a.name : a.data) = st;
    }
    for (uint8_t k = 0; k <= static_cast<uint8_t>(providers::DepClass::Common); ++k) {
      auto c = static_cast<providers::DepClass>(k);
      if (i == 2 && same(part, class_name(c))) a.dep = c;
    }
  }
  return a;
}

// One titled block: "\n\t<title>\n\t\tIdentifier Names: ..." (Oracle's layout).
std::string render_attr(std::string_view title, Attribute a) {
  return fmt::format("\n\t{}\n\t\tIdentifier Names: {}\n\t\tData Semantics:   {}\n"
                     "\t\tDependency Class: {}\n",
                     title, stability_name(a.name), stability_name(a.data), class_name(a.dep));
}

// What Oracle's dtrace_probe_info() reports about a description.
struct ProbeInfo {
  Attribute desc, args;
  std::vector<probes::ArgType> types;
};

bool field_is_glob(std::string_view f) { return f.empty() || probes::has_glob(f); }

// Oracle's dt_probe_info(): the description's attributes are the minimum
// over the fields it names (not empty, not a glob) of its provider's
// attributes, Unstable when the provider field is a glob.  A description
// matching several probes has no information when a field that should
// tell them apart is left open (Oracle's EDT_UNSTABLE).
std::optional<ProbeInfo> probe_info(providers::Registry& reg, const probes::ProbeDesc& d,
                                    const std::vector<const probes::Probe*>& found) {
  if (found.empty()) return std::nullopt;
  const probes::Probe& p = *found.front();
  const ProviderAttributes pa = reg.provider_of(p).attributes();
  bool pg = field_is_glob(d.provider), mg = field_is_glob(d.module);
  bool fg = field_is_glob(d.function), ng = field_is_glob(d.name);
  auto evolving = providers::Stability::Evolving;
  if (found.size() > 1 && ((pa.args.data < evolving && pg) || (pa.module.name >= evolving && mg) ||
                           (pa.function.name >= evolving && fg) || (pa.name.name >= evolving && ng)))
    return std::nullopt;
  const ProviderAttributes& use = pg ? providers::kUnstableProvider : pa;
  Attribute a = use.provider;
  if (!mg) a = providers::attr_min(a, use.module);
  if (!fg) a = providers::attr_min(a, use.function);
  if (!ng) a = providers::attr_min(a, use.name);
  return ProbeInfo{a, use.args, reg.arg_types(p)};
}

// Oracle's print_probe_info(): both attribute blocks and args[] types
// (the translated type when args[N] is translated).
std::string render_probe_info(const ProbeInfo& info) {
  std::string s = render_attr("Probe Description Attributes", info.desc);
  s += render_attr("Argument Attributes", info.args);
  s += "\n\tArgument Types\n";
  for (size_t i = 0; i < info.types.size(); ++i) {
    const probes::ArgType& t = info.types[i];
    std::string_view name = !t.translated.empty() ? t.translated : t.native;
    fmt::format_to(std::back_inserter(s), "\t\targs[{}]: {}\n", i,
                   name.empty() ? "(unknown)" : name);
  }
  if (info.types.empty()) s += "\t\tNone\n";
  return s + "\n";
}

// The context variables whose attributes come from the provider, as bits
// of a clause's mask: probeprov, probemod, probefunc, probename, args[].
constexpr std::string_view kContextVars[] = {"probeprov", "probemod", "probefunc", "probename",
                                             "args"};

// Calls f on every expression of an expression or statement tree.
template <typename F>
void each_expr(const ast::Expr& e, const F& f) {
  f(e);
  for (const ast::ExprPtr& c : e.args)
    if (c) each_expr(*c, f);
}

template <typename F>
void each_expr(const ast::Stmt& s, const F& f) {
  if (s.expr) each_expr(*s.expr, f);
  if (s.decl && s.decl->init) each_expr(*s.decl->init, f);
  for (const ast::StmtPtr& b : s.body) each_expr(*b, f);
  for (const ast::StmtPtr& b : s.else_body) each_expr(*b, f);
}

void ctx_vars(const ast::Expr& e, uint8_t& mask) {
  if (e.kind == ast::ExprKind::Ident && e.module.empty())
    for (size_t i = 0; i < std::size(kContextVars); ++i)
      if (e.name == kContextVars[i]) mask |= static_cast<uint8_t>(1u << i);
}

// Per clause of `prog`, in order, the context variables its actions use
// (taken before sema rewrites args[N] into argN).
std::vector<uint8_t> clause_ctx_vars(const ast::Program& prog) {
  std::vector<uint8_t> masks;
  for (const ast::TopLevel& t : prog.items) {
    if (t.kind != ast::TopLevel::Kind::Clause || !t.clause) continue;
    uint8_t mask = 0;
    for (const ast::StmtPtr& s : t.clause->body)
      each_expr(*s, [&mask](const ast::Expr& e) { ctx_vars(e, mask); });
    masks.push_back(mask);
  }
  return masks;
}

// How many of arg0..arg9 the program may read: one past the highest argN
// named (sema has made args[N] into argN); all of them if `args` is left.
void args_used(const ast::Expr& e, int& used) {
  if (e.kind != ast::ExprKind::Ident || !e.module.empty()) return;
  if (e.name == "args") used = ir::mstate::kNumArgs;
  if (e.name.size() == 4 && e.name.starts_with("arg") && e.name[3] >= '0' && e.name[3] <= '9')
    used = std::max(used, e.name[3] - '0' + 1);
}

// A clause's statement attributes: Stable/Stable/Common (Oracle's default
// for identifiers and actions), lowered by the provider's attributes for
// each context variable the clause uses.
Attribute statement_attr(uint8_t mask, const ProviderAttributes& pa) {
  const Attribute fields[] = {pa.provider, pa.module, pa.function, pa.name, pa.args};
  Attribute a{};
  for (size_t i = 0; i < std::size(fields); ++i)
    if (mask & (1u << i)) a = providers::attr_min(a, fields[i]);
  return a;
}


// The libraries a D library file names in `#pragma D depends_on library X`.
std::vector<std::string> library_dependencies(std::string_view text) {
  std::vector<std::string> deps;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = std::min(text.find('\n', pos), text.size());
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    std::vector<std::string_view> words;
    for (size_t i = 0; i < line.size();) {
      while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) i++;
      size_t j = i;
      while (j < line.size() && line[j] != ' ' && line[j] != '\t') j++;
      if (j > i) words.push_back(line.substr(i, j - i));
      i = j;
    }
    if (words.size() >= 5 && words[0] == "#pragma" && words[1] == "D" &&
        words[2] == "depends_on" && words[3] == "library")
      deps.emplace_back(words[4]);
  }
  return deps;
}

// DTrace's standard library files: a dependency on one of them is met by
// the built-in library.
bool standard_library(std::string_view name) {
  static constexpr std::string_view kNames[] = {
      "errno.d", "io.d",    "ip.d",     "lockstat.d", "net.d", "pcap.d",   "procfs.d",
      "regs.d",  "sched.d", "signal.d", "tcp.d",      "udp.d", "unistd.d", "dtrace.d"};
  return std::find(std::begin(kNames), std::end(kNames), name) != std::end(kNames);
}

struct LibraryFile {
  std::string path, text;
  std::vector<std::string> deps;
  int state = 0;  // 0 not placed, 1 being placed, 2 placed
};

// Places `lib` after the libraries it depends on; a missing library or a
// dependency cycle is an error, as in DTrace.
Result<void> order_library(std::map<std::string, LibraryFile>& libs, LibraryFile& lib,
                           std::vector<LibraryFile*>& order) {
  if (lib.state == 2) return {};
  if (lib.state == 1)
    return Error{0, fmt::format("circular D library dependency involving {}", lib.path)};
  lib.state = 1;
  for (const std::string& d : lib.deps) {
    auto it = libs.find(d);
    if (it == libs.end()) {
      if (standard_library(d)) continue;
      return Error{0, fmt::format("D library {} depends on {}, which was not found", lib.path, d)};
    }
    if (auto r = order_library(libs, it->second, order); !r) return r;
  }
  lib.state = 2;
  order.push_back(&lib);
  return {};
}

}  // namespace

Handle::Handle(options::Options opts, bool testing, std::FILE* out)
    : impl_(std::make_unique<Impl>(std::move(opts), testing, out)) {
  load::quiet_libbpf();
  impl_->registry.set_stash_root(impl_->opts.dofstashpath);
}

Handle::~Handle() = default;

const options::Options& Handle::options() const { return impl_->opts; }

bool Handle::error_context_on() const {
  return impl_->opts.errcontext || isatty(STDERR_FILENO) == 1;
}

std::vector<std::string> Handle::take_messages() { return std::exchange(impl_->messages, {}); }

// Compiles one D library text (types, translators, inlines) into the
// session; `where` names it in an error.
Result<void> Handle::add_library_text(const std::string& text, const std::string& where) {
  Impl& m = *impl_;
  try {
    parse::ParseOptions popts;
    popts.from_file = true;
    popts.library = true;
    popts.is_type_name = [&m](std::string_view n) { return m.types.lookup(n) != nullptr; };
    auto ast = std::make_unique<ast::Program>(parse::parse_program(text, popts));
    m.checker->set_library(true);
    m.checker->add(*ast);
    m.checker->set_library(false);
    m.asts.push_back(std::move(ast));
  } catch (const diag::CompileError& e) {
    m.checker->set_library(false);
    return Error{0, diag::render(e.diagnostic(), where, m.opts.errtags)};
  }
  return {};
}

// Every *.d file of `dir`, in name order.  A directory that does not
// exist is an error only when the user named it (`required`).
Result<void> Handle::load_library_dir(const std::string& dir, bool required) {
  namespace fs = std::filesystem;
  std::error_code ec;
  std::vector<std::string> files;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    std::error_code type_ec;
    if (it->path().extension() == ".d" && it->is_regular_file(type_ec))
      files.push_back(it->path().string());
  }
  if (ec) {
    bool absent = ec == std::errc::no_such_file_or_directory || ec == std::errc::not_a_directory;
    if (!required && absent) return {};
    return Error{0, fmt::format("failed to open D library directory {}: {}", dir,
                                std::strerror(ec.value()))};
  }
  std::sort(files.begin(), files.end());
  std::map<std::string, LibraryFile> libs;  // by file name, for depends_on
  for (const std::string& f : files) {
    auto text = read_file(f);
    if (!text)
      return Error{0, fmt::format("failed to open D library {}: {}", f, std::strerror(errno))};
    LibraryFile& lib = libs[fs::path(f).filename().string()];
    lib.path = f;
    lib.deps = library_dependencies(*text);
    lib.text = std::move(*text);
  }
  std::vector<LibraryFile*> order;
  for (auto& [name, lib] : libs)
    if (auto r = order_library(libs, lib, order); !r) return r;
  for (LibraryFile* lib : order)
    if (auto r = add_library_text(lib->text, "failed to compile D library " + lib->path); !r)
      return r;
  return {};
}

// The installed libraries' directory: lib/dtrace under the prefix dtrace
// was installed in (<prefix>/sbin/dtrace), so a relocated install finds
// its own (DESIGN.md D15).  -x syslibdir overrides it.
std::string Handle::system_library_dir() const {
  if (!impl_->opts.syslibdir.empty()) return impl_->opts.syslibdir;
  std::error_code ec;
  std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec) return "/usr/lib/dtrace";
  return (exe.parent_path().parent_path() / "lib" / "dtrace").string();
}

void emit_cpu_filter(ir::Builder& b, int64_t cpu) {
  if (cpu < 0) return;
  b.comment("-x cpu: only CPU " + std::to_string(cpu));
  b.call(BPF_FUNC_get_smp_processor_id, 0);
  ir::Reg got = b.vreg();
  b.mov(got, ir::R0);
  uint32_t here = b.new_label();
  b.jump_if(ir::Cond::Eq, got, cpu, here);
  b.mov(ir::R0, 0);
  b.exit();
  b.label(here);
}

namespace {

// The value of the last `#pragma D option strsize=N` control line of a
// program's text, if it has one that parses.
std::optional<uint32_t> pragma_strsize(std::string_view text) {
  std::optional<uint32_t> out;
  while (!text.empty()) {
    size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
    std::vector<std::string_view> words;
    for (size_t i = 0; i < line.size();) {
      while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
      size_t start = i;
      while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
      if (i > start) words.push_back(line.substr(start, i - start));
    }
    if (words.size() == 4 && words[0] == "#pragma" && words[1] == "D" && words[2] == "option" &&
        words[3].starts_with("strsize=")) {
      auto n = options::parse_size(words[3].substr(8));
      if (n && *n >= 2 && *n <= UINT32_MAX - 1) out = static_cast<uint32_t>(*n);
    }
  }
  return out;
}

}  // namespace

// The D library before every program, as DTrace's /usr/lib64/dtrace: the
// built-in files (libdtrace/dlib/*.d), then unless -x nolibs the *.d files
// of the system library directory and of each -L / -x libdir directory.
Result<void> Handle::load_d_library() {
  for (std::string_view text : d_library())
    if (auto r = add_library_text(std::string(text), "the D library"); !r) return r;
  const options::Options& o = impl_->opts;
  if (o.nolibs) return {};
  if (auto r = load_library_dir(system_library_dir(), false); !r) return r;
  for (const std::string& dir : o.libdir)
    if (auto r = load_library_dir(dir, true); !r) return r;
  return {};
}

Result<CompileInfo> Handle::compile(const std::string& text, probes::SpecKind kind,
                                    const std::string& where,
                                    std::vector<std::string> macro_args, bool from_file) {
  Impl& m = *impl_;
  if (!m.ctx) {
    // The D library's structs lay out their strings at strsize, so a
    // program's own `#pragma D option strsize` must take effect before the
    // library is compiled, as it does in DTrace.
    if (auto n = pragma_strsize(text)) m.types.set_strsize(*n);
    m.ctx = std::make_unique<sema::Context>(sema::Context{m.types, m.registry, probes::SpecKind::Name, {}, {}, 0, false, false, false});
    m.checker = std::make_unique<sema::Checker>(*m.ctx, m.prog);
    if (auto r = load_d_library(); !r) return r.error();
  }
  m.ctx->spec_kind = kind;
  m.ctx->macro_args = std::move(macro_args);
  m.ctx->macro_used.assign(m.ctx->macro_args.size(), false);
  m.ctx->target_pid = target_pid_;
  m.ctx->zdefs = m.opts.zdefs;
  m.ctx->defaultargs = m.opts.defaultargs;
  m.ctx->version = options::version_number(m.opts.version).value_or(0);
  m.ctx->stackframes = static_cast<uint32_t>(m.opts.stackframes);
  m.ctx->ustackframes = static_cast<uint32_t>(m.opts.ustackframes);
  m.ctx->jstackframes = static_cast<uint32_t>(m.opts.jstackframes);
  m.ctx->maxframes = static_cast<uint32_t>(m.opts.maxframes);
  m.ctx->tregs = static_cast<uint32_t>(m.opts.tregs);
  size_t before = m.prog.matched_probes;
  last_first_clause_ = m.prog.clauses.size();
  try {
    parse::ParseOptions popts;
    popts.from_file = from_file;
    popts.allow_empty = m.opts.empty;
    popts.pspec = m.opts.pspec;
    popts.macro_args = &m.ctx->macro_args;
    popts.is_type_name = [&m](std::string_view n) { return m.types.lookup(n) != nullptr; };
    auto ast = std::make_unique<ast::Program>(parse::parse_program(text, popts));
    last_ctx_vars_ = clause_ctx_vars(*ast);
    size_t first_clause = m.prog.clauses.size();
    m.checker->add(*ast);
    for (size_t i = first_clause; i < m.prog.clauses.size(); ++i)
      sema::check_speculation_order(*m.prog.clauses[i].clause);
    // As DTrace: the last macro argument must be used, unless -x argref.
    const std::vector<std::string>& args = m.ctx->macro_args;
    if (args.size() > 1 && !m.opts.argref && !m.ctx->macro_used.back())
      diag::error({}, diag::Tag::D_MACRO_UNUSED, "extraneous argument '{}' (${} is not referenced)",
                  args.back(), args.size() - 1);
    m.asts.push_back(std::move(ast));
    // Kept for the error context of runtime faults in its clauses.
    constexpr std::string_view kScript = "failed to compile script ";
    m.scripts.push_back({first_clause,
                         from_file && where.starts_with(kScript) ? where.substr(kScript.size()) : "",
                         text, where, from_file});
  } catch (const diag::CompileError& e) {
    diag::Diagnostic d = e.diagnostic();
    SourceLoc at = d.loc;
    if (!from_file) d.loc.line = 0;
    std::string msg = diag::render(d, where, m.opts.errtags);
    if (error_context_on()) {
      msg += diag::error_context(d, text, at);
      // A description of a provider this kernel cannot serve (fbt without
      // kprobes or fentry): say why it matches nothing.
      constexpr std::string_view kDesc = "probe description ";
      constexpr std::string_view kNone = " does not match any probes";
      if (d.tag == diag::Tag::D_PDESC_ZERO && d.text.starts_with(kDesc) &&
          d.text.ends_with(kNone)) {
        std::string_view spec(d.text);
        spec = spec.substr(kDesc.size(), spec.size() - kDesc.size() - kNone.size());
        if (auto why = m.registry.why_no_probes(probes::parse_desc(spec, kind)))
          msg += "\nhint: " + *why;
      }
    }
    return Error{0, msg};
  }
  // #pragma D option lines take effect as -x would.
  // A bad one is "line N: failed to set option 'NAME' to 'VALUE': REASON".
  for (const sema::Program::PragmaOption& o : m.prog.options) {
    auto value = o.value ? std::optional<std::string_view>(*o.value) : std::nullopt;
    options::OptionStatus st = m.opts.try_set(o.name, value);
    if (st == options::OptionStatus::ok) continue;
    std::string line = from_file && o.line ? fmt::format("line {}: ", o.line) : "";
    if (m.opts.errtags) line = "[D_PRAGMA_OPTSET] " + line;
    std::string to = o.value ? fmt::format(" to '{}'", *o.value) : "";
    return Error{0, fmt::format("{}: {}failed to set option '{}'{}: {}", where, line, o.name, to,
                                options::status_text(st))};
  }
  m.prog.options.clear();
  // -x amin: as DTrace, each clause's attributes (the least of its probe
  // descriptions' and its statements', as stability_report() reckons
  // them) must reach the minimum in every part; the error names the
  // clause by its closing brace.
  if (!m.opts.amin.empty()) {
    Attribute least = parse_amin(m.opts.amin);
    for (size_t i = last_first_clause_; i < m.prog.clauses.size(); ++i) {
      const ast::Clause& c = *m.prog.clauses[i].clause;
      size_t k = i - last_first_clause_;
      uint8_t mask = k < last_ctx_vars_.size() ? last_ctx_vars_[k] : 0;
      Attribute a{providers::Stability::Standard, providers::Stability::Standard,
                  providers::DepClass::Common};
      for (const ast::ProbeSpec& spec : c.probes) {
        sema::DescMatch dm;  // accepted above: no error here
        try {
          dm = sema::match_description(spec, *m.ctx);
        } catch (const diag::CompileError&) {
        }
        std::optional<ProbeInfo> info = probe_info(m.registry, dm.desc, dm.probes);
        ProviderAttributes pa = dm.probes.empty()
                                    ? providers::kUnstableProvider
                                    : m.registry.provider_of(*dm.probes.front()).attributes();
        a = providers::attr_min(a, info ? info->desc : pa.provider);
        a = providers::attr_min(a, statement_attr(mask, pa));
      }
      if (a.name >= least.name && a.data >= least.data && a.dep >= least.dep) continue;
      std::string line = from_file ? fmt::format("line {}: ", c.end_loc.line) : "";
      if (m.opts.errtags) line = "[D_ATTR_MIN] " + line;
      return Error{0, fmt::format("{}: {}attributes for clause ({}/{}/{}) are less than "
                                  "predefined minimum",
                                  where, line, stability_name(a.name), stability_name(a.data),
                                  class_name(a.dep))};
    }
  }
  m.registry.set_stash_root(m.opts.dofstashpath);
  return CompileInfo{m.prog.matched_probes - before};
}

void Handle::populate_providers() { impl_->registry.populate_all(); }

Result<void> Handle::list_all(bool verbose) {
  Impl& m = *impl_;
  m.registry.populate_all();
  print_list_heading();
  for (const probes::Probe& p : m.registry.table().all()) print_listed(p, verbose);
  std::fflush(m.out);
  return {};
}

Result<std::vector<Handle::Listed>> Handle::listing() {
  Impl& m = *impl_;
  std::vector<Listed> out;
  for (size_t i = last_first_clause_; m.ctx && i < m.prog.clauses.size(); ++i) {
    for (const ast::ProbeSpec& spec : m.prog.clauses[i].clause->probes) {
      try {
        sema::DescMatch dm = sema::match_description(spec, *m.ctx);
        std::sort(dm.probes.begin(), dm.probes.end(),
                  [](const probes::Probe* a, const probes::Probe* b) { return a->id < b->id; });
        out.push_back(Listed{std::move(dm.desc), std::move(dm.probes)});
      } catch (const diag::CompileError& e) {
        return Error{0, diag::render(e.diagnostic(), "invalid probe specifier " + spec.text,
                                     m.opts.errtags)};
      }
    }
  }
  return out;
}

void Handle::print_list_heading() {
  fmt::print(impl_->out, "{:>5} {:>10} {:>17} {:>33} {}\n", "ID", "PROVIDER", "MODULE",
             "FUNCTION", "NAME");
}

void Handle::print_listed(const probes::Probe& p, bool verbose) {
  Impl& m = *impl_;
  fmt::print(m.out, "{:>5} {:>10} {:>17} {:>33} {}\n", p.id, p.provider, p.module, p.function,
             p.name);
  if (!verbose) return;
  probes::ProbeDesc own{p.provider, p.module, p.function, p.name};
  fmt::print(m.out, "{}", render_probe_info(*probe_info(m.registry, own, {&p})));
}

// Oracle computes, per probe description of each clause, the description's
// attributes (dt_probe_info) and the clause's statement attributes, and
// reports the minimum of each over the program (dtrace_program_info).
std::string Handle::stability_report(std::string_view kind, std::string_view name,
                                     bool compile_only) {
  Impl& m = *impl_;
  constexpr Attribute kMax{providers::Stability::Standard, providers::Stability::Standard,
                           providers::DepClass::Common};
  Attribute desc = kMax, stmt = kMax;
  std::string per_desc;
  for (size_t i = last_first_clause_; m.ctx && i < m.prog.clauses.size(); ++i) {
    const ast::Clause& c = *m.prog.clauses[i].clause;
    for (const ast::ProbeSpec& spec : c.probes) {
      sema::DescMatch dm;  // compile() has accepted it: no error here
      try {
        dm = sema::match_description(spec, *m.ctx);
      } catch (const diag::CompileError&) {
      }
      const probes::ProbeDesc& d = dm.desc;
      const std::vector<const probes::Probe*>& found = dm.probes;
      std::optional<ProbeInfo> info = probe_info(m.registry, d, found);
      ProviderAttributes pa = found.empty() ? providers::kUnstableProvider
                                            : m.registry.provider_of(*found.front()).attributes();
      desc = providers::attr_min(desc, info ? info->desc : pa.provider);
      size_t k = i - last_first_clause_;
      uint8_t mask = k < last_ctx_vars_.size() ? last_ctx_vars_[k] : 0;
      stmt = providers::attr_min(stmt, statement_attr(mask, pa));
      if (!compile_only) continue;
      per_desc += fmt::format("\n{}\n", d.str());
      if (info) per_desc += render_probe_info(*info);
    }
  }
  std::string s = fmt::format("\nStability attributes for {} {}:\n", kind, name);
  s += render_attr("Minimum Probe Description Attributes", desc);
  s += render_attr("Minimum Statement Attributes", stmt);
  return s + (compile_only ? per_desc : "\n");
}

// Builds one program per enabled probe, its clauses in program order.
Result<void> Handle::Impl::build() {
  if (built) return {};
  lower::Settings settings;
  settings.strsize = static_cast<uint32_t>(opts.strsize) + 1;  // the characters and the NUL
  settings.bufsize = opts.bufsize;
  settings.aggsize = opts.aggsize;
  settings.dynvarsize = opts.dynvarsize;
  settings.nspec = static_cast<uint32_t>(std::clamp<int64_t>(opts.nspec, 1, lower::kMaxSpeculations));
  settings.specsize = opts.specsize;
  settings.scratchsize =
      static_cast<uint32_t>(std::min<uint64_t>(opts.scratchsize, lower::kMaxScratch));
  timespec rt{}, mono{};
  clock_gettime(CLOCK_REALTIME, &rt);
  clock_gettime(CLOCK_MONOTONIC, &mono);
  settings.wall_offset_ns = (rt.tv_sec - mono.tv_sec) * 1000000000LL + (rt.tv_nsec - mono.tv_nsec);
  auto pidns = containers::resolve_pidns(opts.pidns);
  if (!pidns) return pidns.error();
  settings.pidns_dev = pidns->dev;
  settings.pidns_ino = pidns->ino;
  auto cgroup = containers::resolve_cgroup(opts.cgroup);
  if (!cgroup) return cgroup.error();
  cgroup_filter = *cgroup;
  // -x follow=fork: the processes whose probes are enabled are the roots
  // the follow map starts from; without any, nothing is followed and no
  // map or program is added.
  if (opts.follow == "fork") {
    std::set<int> roots;
    for (const sema::ClauseInfo& ci : prog.clauses)
      for (const probes::Probe* p : ci.probes)
        if (auto pid = registry.provider_of(*p).traced_process(*p)) roots.insert(*pid);
    settings.follow_roots.assign(roots.begin(), roots.end());
    following = !roots.empty();
    registry.set_follow_forks(following);
  }
  registry.set_cpu(opts.cpu >= 0 ? std::optional<int>(static_cast<int>(opts.cpu)) : std::nullopt);
  // Trampolines need not copy the arguments no clause reads (a uprobe's
  // stack-passed ones cost a user memory read per firing).
  int used = 0;
  auto note = [&used](const ast::Expr& e) { args_used(e, used); };
  for (const sema::ClauseInfo& ci : prog.clauses) {
    if (ci.clause->predicate) each_expr(*ci.clause->predicate, note);
    for (const ast::StmtPtr& s : ci.clause->body) each_expr(*s, note);
  }
  registry.set_args_used(used);
  plan_late(settings);
  lower::Lowerer lw(prog, settings);
  try {
    build_programs(lw);
    build_late(lw);
  } catch (const diag::CompileError& e) {
    // As DTrace, whose code generation is part of compiling each program:
    // the error names the program text of the clause it is about.
    diag::Diagnostic d = e.diagnostic();
    SourceLoc at = d.loc;
    const ScriptText* script = script_of(lw.current_clause());
    if (script && !script->from_file) d.loc.line = 0;
    std::string msg = diag::render(d, script ? script->where : "failed to compile", opts.errtags);
    if (script && (opts.errcontext || isatty(STDERR_FILENO) == 1))
      msg += diag::error_context(d, script->text, at);
    return Error{0, msg};
  }
  compiled = lw.finish();
  for (ProbeProgram& pp : programs) {
    auto image = bpf::assemble(pp.fn);
    if (!image) return image.error();
    pp.image = std::move(*image);
  }
  for (LateProgram& lp : late_programs) {
    auto image = bpf::assemble(*lp.fn);
    if (!image) return image.error();
    lp.image = std::move(*image);
  }
  auto add_aux = [this](const ir::Function& fn, const char* event, const char* why) -> Result<void> {
    auto image = bpf::assemble(fn);
    if (!image) return image.error();
    aux_programs.push_back({std::move(*image), fn.name, event, why});
    return {};
  };
  if (following) {
    auto tracker = follow::build_tracker(static_cast<uint32_t>(compiled.follow_map));
    if (!tracker) return tracker.error();
    DT_TRY(add_aux(tracker->fork, follow::kForkEvent, "-x follow=fork"));
    DT_TRY(add_aux(tracker->exit, follow::kExitEvent, "-x follow=fork"));
  }
  if (compiled.vtime_map >= 0) {
    auto fn = vtime::build_switch(static_cast<uint32_t>(compiled.vtime_map));
    if (!fn) return fn.error();
    DT_TRY(add_aux(*fn, vtime::kSwitchEvent, "vtimestamp"));
  }
  agg_printed.assign(compiled.aggs.size(), false);
  agg_normal.assign(compiled.aggs.size(), 1);
  built = true;
  return {};
}

// One program per enabled probe, except that a provider's group of probes
// large enough shares one program (providers::Provider::group_of).
void Handle::Impl::build_programs(lower::Lowerer& lw) {
  std::vector<const probes::Probe*> order;
  std::map<const probes::Probe*, std::vector<int>> clauses_of;
  for (const sema::ClauseInfo& ci : prog.clauses)
    for (const probes::Probe* p : ci.probes) {
      if (!clauses_of.count(p)) order.push_back(p);
      clauses_of[p].push_back(ci.index);
    }
  std::map<std::pair<int, std::string>, std::vector<lower::GroupMember>> groups;
  std::vector<const probes::Probe*> singles;
  for (const probes::Probe* p : order) {
    auto g = registry.provider_of(*p).group_of(*p);
    if (g)
      groups[{p->provider_index, g->key}].push_back({p, clauses_of[p], g->selector});
    else
      singles.push_back(p);
  }
  for (auto& [key, members] : groups) {
    providers::Provider& prov = registry.provider_of(*members.front().probe);
    if (members.size() < prov.group_threshold()) {
      for (const lower::GroupMember& m : members) singles.push_back(m.probe);
      continue;
    }
    ProbeProgram pp;
    pp.probe = members.front().probe;
    pp.group = key.second;
    for (const lower::GroupMember& m : members) pp.members.push_back(m.probe);
    const std::string& gk = key.second;
    std::optional<int> root = following ? prov.traced_process(*pp.probe) : std::nullopt;
    uint32_t follow_map = lw.follow_map();
    pp.fn = lw.build_group(
        "dt_" + gk, members,
        [this, &prov, &gk, root, follow_map](ir::Builder& b, ir::Reg c, ir::Reg s) {
          emit_cpu_filter(b, opts.cpu);
          containers::emit_cgroup_filter(b, cgroup_filter);
          if (root) follow::emit_filter(b, follow_map, *root);
          return prov.emit_group_trampoline(gk, b, c, s);
        },
        prov.stack_skip(*pp.probe, gk));
    programs.push_back(std::move(pp));
  }
  std::stable_sort(singles.begin(), singles.end(),
                   [](const probes::Probe* a, const probes::Probe* b) { return a->id < b->id; });
  for (const probes::Probe* p : singles) {
    // ERROR's clauses run inside the faulting programs (lower/actions.cpp).
    if (p->provider == "dtrace" && p->name == "ERROR") continue;
    providers::Provider& prov = registry.provider_of(*p);
    // -x cgroup restricts every probe but dtrace's own (BEGIN and END run
    // in dtrace itself) and tick-N: a tick is a timer, not an event of the
    // task it happens to interrupt (a script's `tick-5s { exit(0); }` must
    // still end it).
    bool filtered = p->provider != "dtrace" &&
                    !(p->provider == "profile" && p->name.starts_with("tick-"));
    // -x follow=fork: a process probe's uprobe fires in every process, and
    // the program keeps to the traced one and its descendants.
    std::optional<int> root = following ? prov.traced_process(*p) : std::nullopt;
    uint32_t follow_map = lw.follow_map();
    lower::Trampoline tramp = [this, &prov, p, filtered, root, follow_map](
                                  ir::Builder& b, ir::Reg c, ir::Reg s) {
      // -x cpu: BEGIN and END run where dtrace runs, and the perf events
      // of profile and cpc are opened on that CPU alone.
      if (p->provider != "dtrace") emit_cpu_filter(b, opts.cpu);
      if (filtered) containers::emit_cgroup_filter(b, cgroup_filter);
      if (root) follow::emit_filter(b, follow_map, *root);
      prov.emit_trampoline(*p, b, c, s);
    };
    ProbeProgram pp;
    pp.probe = p;
    pp.fn = lw.build(*p, clauses_of[p], tramp, p->provider != "dtrace", prov.stack_skip(*p, ""));
    programs.push_back(std::move(pp));
  }
}

// Detaching a tracepoint waits for an RCU grace period in the kernel (tens
// of milliseconds each), so many links are released from several threads
// at once: the waits overlap instead of adding up.
void Handle::Impl::detach_all() {
  for (auto& [pid, late] : late_links)
    for (load::Link& l : late) links.push_back(std::move(l));
  late_links.clear();
  if (links.size() < 4) {
    links.clear();
    return;
  }
  const size_t threads_wanted = std::min<size_t>(links.size(), 32);
  std::vector<std::vector<load::Link>> parts(threads_wanted);
  for (size_t i = 0; i < links.size(); ++i) parts[i % threads_wanted].push_back(std::move(links[i]));
  links.clear();
  std::vector<std::thread> threads;
  for (auto& part : parts) {
    try {
      threads.emplace_back([p = std::move(part)]() mutable { p.clear(); });
    } catch (const std::system_error&) {
      part.clear();  // no thread to be had (pids limit): detach here instead
    }
  }
  for (std::thread& t : threads) t.join();
}

Result<void> Handle::generate() { return impl_->build(); }

Result<std::string> Handle::disassemble() {
  Impl& m = *impl_;
  DT_TRY(m.build());
  std::string out;
  // Before loading, map references carry their map's index.
  std::vector<int> indices(m.compiled.maps.size());
  for (size_t i = 0; i < indices.size(); ++i) indices[i] = static_cast<int>(i);
  auto listing = [&](bpf::Image image) {
    bpf::patch_maps(image, indices);
    return bpf::disassemble(image.insns, [&](int idx) {
      return idx >= 0 && static_cast<size_t>(idx) < m.compiled.maps.size()
                 ? m.compiled.maps[idx].name
                 : std::to_string(idx);
    });
  };
  for (const Impl::ProbeProgram& pp : m.programs) {
    if (pp.group.empty())
      out += fmt::format("\nDisassembly of {} for probe {} ({}):\n", pp.fn.name, pp.probe->id,
                         pp.probe->full_name());
    else
      out += fmt::format("\nDisassembly of {} for {} {} probes ({}):\n", pp.fn.name,
                         pp.members.size(), pp.probe->provider, pp.group);
    out += listing(pp.image);
  }
  for (const Impl::LateProgram& lp : m.late_programs) {
    out += fmt::format("\nDisassembly of {} for probes that appear while tracing:\n", lp.name);
    out += listing(*lp.image);
  }
  for (const Impl::AuxProgram& aux : m.aux_programs) {
    out += fmt::format("\nDisassembly of {} ({}):\n", aux.name, aux.why);
    out += listing(aux.image);
  }
  return out;
}

// Loads one program; a refusal is "failed to enable WHAT: ..." with the
// verifier's context (error context on) and log (-x bpflog).
Result<load::Program> Handle::Impl::load_image(uint32_t type, const bpf::Image& image,
                                               const std::string& name, uint32_t attach_type,
                                               const std::string& what) const {
  std::string log;
  auto prog = load::Program::load(type, image.insns, name, opts.bpflog ? 1u : 0u, &log,
                                  attach_type);
  if (prog) return prog;
  std::string msg = fmt::format("failed to enable {}: {}", what, prog.error().message);
  if (opts.errcontext || isatty(STDERR_FILENO) == 1) msg += verifier_context(image, log);
  if (opts.bpflog) msg += "\n" + log;
  return Error{prog.error().errnum, msg};
}

Result<void> Handle::Impl::load_all() {
  std::vector<int> fds;
  for (const lower::MapSpec& s : compiled.maps) {
    auto map = load::Map::create({s.name, s.type, s.key_size, s.value_size, s.max_entries,
                                  s.flags});
    if (!map) return map.error();
    for (const auto& [key, value] : s.init) DT_TRY(map->update(&key, value.data()));
    // curcpu: each CPU's cpuinfo_t, filled before any program runs.
    if (&s == &compiled.maps[ir::mstate::kMapCpuInfo])
      DT_TRY(load::fill_cpu_info(*map, ir::mstate::kCpuCurcpu));
    fds.push_back(map->fd());
    maps.push_back(std::move(*map));
  }
  for (size_t i = 0; i < programs.size(); ++i) {
    ProbeProgram& pp = programs[i];
    bpf::patch_maps(pp.image, fds);
    providers::Provider& prov = registry.provider_of(*pp.probe);
    uint32_t type = pp.group.empty() ? prov.prog_type(*pp.probe) : prov.group_prog_type(pp.group);
    uint32_t attach_type = pp.group.empty() ? 0 : prov.group_attach_type(pp.group);
    auto prog = load_image(type, pp.image, pp.fn.name, attach_type,
                           fmt::format("'{}'", pp.probe->full_name()));
    if (!prog) return prog.error();
    if (!pp.group.empty()) {
      loaded.push_back(std::move(*prog));
      continue;
    }
    if (pp.probe->provider == "dtrace" && pp.probe->name == "BEGIN") begin_prog = i;
    if (pp.probe->provider == "dtrace" && pp.probe->name == "END") end_prog = i;
    loaded.push_back(std::move(*prog));
  }
  for (LateProgram& lp : late_programs) {
    bpf::patch_maps(*lp.image, fds);
    auto prog = load_image(BPF_PROG_TYPE_KPROBE, *lp.image, lp.name, 0,
                           "probes that appear while tracing");
    if (!prog) return prog.error();
    lp.loaded.emplace(std::move(*prog));
  }
  for (AuxProgram& aux : aux_programs) {
    bpf::patch_maps(aux.image, fds);
    std::string log;
    auto prog = load::Program::load(BPF_PROG_TYPE_RAW_TRACEPOINT, aux.image.insns, aux.name,
                                    opts.bpflog ? 1u : 0u, &log);
    if (!prog) {
      std::string msg =
          fmt::format("could not enable tracing: {}: {}", aux.why, prog.error().message);
      if (opts.bpflog) msg += "\n" + log;
      return Error{prog.error().errnum, msg};
    }
    aux_loaded.push_back(std::move(*prog));
  }
  return {};
}

bool Handle::destructive_refused() const {
  return impl_->prog.destructive && !impl_->opts.destructive;
}

Result<void> Handle::go() {
  Impl& m = *impl_;
  // Destructive actions need -w (or `#pragma D option destructive`): as in
  // DTrace, the program compiles ("matched N probes") and enabling fails.
  if (m.prog.destructive && !m.opts.destructive)
    return Error{0, fmt::format("could not enable tracing: Destructive actions not allowed{}",
                                error_context_on()
                                    ? "\nhint: run dtrace with -w to allow destructive actions"
                                    : "")};
  DT_TRY(m.build());
  DT_TRY(m.check_buffer_size());
  DT_TRY(m.load_all());
  auto reader = consume::BufferReader::create(
      m.maps[ms::kMapRingbuf].fd(), [&m](std::span<const uint8_t> rec) { m.on_record(rec); });
  if (!reader) return reader.error();
  m.reader = std::make_unique<consume::BufferReader>(std::move(*reader));
  // $target's symbols while it is sure to be there (ustack() printed after
  // it has exited still gets names).
  if (target_pid_ > 0) m.usyms.prefetch(target_pid_);
  m.usyms.set_target(target_pid_);
  m.usyms.set_noresolve(m.opts.noresolve);
  // Every probe is attached while the session is INACTIVE (their programs
  // return at once), then BEGIN fires, then the session turns ACTIVE unless
  // BEGIN called exit(): no probe fires before BEGIN or before the rest of
  // the program is enabled, as in DTrace.
  // The maps of -x follow=fork and vtimestamp are kept current before any
  // probe is attached, so no child forked meanwhile, and no context switch
  // of a thread with a clock, is missed.
  for (size_t i = 0; i < m.aux_loaded.size(); ++i) {
    auto link = load::attach_raw_tracepoint(m.aux_loaded[i], m.aux_programs[i].event);
    if (!link)
      return Error{link.error().errnum,
                   fmt::format("could not enable tracing: {}", link.error().message)};
    m.links.push_back(std::move(*link));
  }
  std::vector<size_t> order(m.programs.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&m](size_t a, size_t b) {
    const probes::Probe& pa = *m.programs[a].probe;
    const probes::Probe& pb = *m.programs[b].probe;
    return m.registry.provider_of(pa).attach_rank(pa) < m.registry.provider_of(pb).attach_rank(pb);
  });
  for (size_t i : order) {
    const Impl::ProbeProgram& pp = m.programs[i];
    const probes::Probe& p = *pp.probe;
    if (p.provider == "dtrace") continue;
    providers::Provider& prov = m.registry.provider_of(p);
    auto links = pp.group.empty() ? prov.attach(p, m.loaded[i])
                                  : prov.attach_group(pp.group, pp.members, m.loaded[i]);
    if (!links)
      return Error{links.error().errnum, fmt::format("could not enable tracing: {}",
                                                     links.error().message)};
    for (load::Link& l : *links) m.links.push_back(std::move(l));
  }
  if (m.begin_prog >= 0) {
    std::vector<uint8_t> ctx(16, 0);
    auto r = m.loaded[m.begin_prog].test_run(ctx);
    if (!r) return r.error();
  }
  return m.activate();
}

// As in Oracle's DTrace, the principal buffer must hold one record of
// every enabling as Oracle lays it out: a perf event header and a length (12
// bytes), an 8-byte record header, and the data; the default ERROR record
// (its five 8-byte arguments) is always among them, so bufsize is at least
// 60.  END's records are checked first, with their own message.
Result<void> Handle::Impl::check_buffer_size() const {
  constexpr uint64_t kOverhead = 12, kHeader = 8, kErrorRecord = kHeader + 5 * 8;
  uint64_t largest = kOverhead + kErrorRecord, largest_end = 0;
  for (const ir::RecordLayout& r : compiled.records) {
    uint64_t bytes = kOverhead + kHeader + r.size;
    largest = std::max(largest, bytes);
    for (const probes::Probe* p : prog.clauses.at(r.clause_index).probes)
      if (p->provider == "dtrace" && p->name == "END") largest_end = std::max(largest_end, bytes);
  }
  if (opts.bufsize < largest_end)
    return Error::make("could not enable tracing: END enablings exceed size of principal buffer");
  // dynvarsize must hold the largest dynamic variable.
  if (opts.dynvarsize < lower::largest_dynvar(prog))
    return Error::make("could not enable tracing: Enabling exceeds size of buffer");
  // The aggregation buffer must hold one entry of the largest key and the
  // largest value as Oracle lays them out (the key with the aggregation's
  // id, the value with a generation count: 8 more bytes each).
  uint64_t agg_key = 0, agg_value = 0;
  for (const ir::AggregationDesc& a : compiled.aggs) {
    agg_key = std::max<uint64_t>(agg_key, a.key_size);
    agg_value = std::max<uint64_t>(agg_value, a.value_size);
  }
  if (!compiled.aggs.empty() && opts.aggsize < agg_key + 8 + agg_value + 8)
    return Error::make("could not enable tracing: Enabling exceeds size of buffer");
  // A speculative buffer must hold at least a record's 8-byte header.
  bool speculates = compiled.spec_map >= 0;
  if (opts.bufsize == 0 || opts.bufsize < largest || (speculates && opts.specsize < kHeader))
    return Error::make("could not enable tracing: Enabling exceeds size of buffer");
  return {};
}

// INACTIVE -> ACTIVE.  Nothing else runs meanwhile: every program but
// BEGIN's (done) waits for ACTIVE; exit() in BEGIN left DRAINING.
Result<void> Handle::Impl::activate() {
  uint32_t zero = 0;
  uint64_t state = 0;
  if (!maps[ms::kMapState].lookup(&zero, &state)) return {};
  if (static_cast<uint32_t>(state) != ms::kInactive) return {};
  state = ms::kActive;
  return maps[ms::kMapState].update(&zero, &state);
}

Result<bool> Handle::work(int timeout_ms) {
  Impl& m = *impl_;
  if (!m.reader) return true;
  auto r = m.reader->poll(timeout_ms);
  if (!r) return r.error();
  std::fflush(m.out);
  // As DTrace, drops are reported as they happen, at each statusrate.
  uint64_t now = monotonic_ns();
  if (m.last_drop_report_ns == 0) m.last_drop_report_ns = now;
  if (now - m.last_drop_report_ns >= m.opts.statusrate) {
    m.report_drops();
    m.last_drop_report_ns = now;
  }
  if (!m.late_programs.empty() && !m.done && now - m.last_discovery_ns >= Impl::kLateDiscoveryNs) {
    m.discover_late();
    m.last_discovery_ns = monotonic_ns();
  }
  return m.done;
}

Result<void> Handle::stop() {
  Impl& m = *impl_;
  if (m.stopped) return {};
  m.stopped = true;
  if (m.maps.size() > ms::kMapState) {
    uint32_t zero = 0;
    uint64_t state = ms::kDraining;
    (void)m.maps[ms::kMapState].update(&zero, &state);
  }
  m.detach_all();
  if (m.end_prog >= 0) {
    std::vector<uint8_t> ctx(16, 0);
    auto r = m.loaded[m.end_prog].test_run(ctx);
    if (!r) return r.error();
  }
  if (m.reader) {
    auto r = m.reader->consume();
    if (!r) return r.error();
  }
  // DTrace ends tracing with one newline, even with -q, then the
  // aggregations not yet printed (features.md section 8).
  m.agg_cache.clear();  // the exit print reads the final values (aggrate)
  if (m.json_output()) {
    m.json_final_aggregations();
  } else {
    fmt::print(m.out, "\n");
    for (size_t i = 0; i < m.compiled.aggs.size(); ++i)
      if (!m.agg_printed[i]) m.print_aggregation(static_cast<int>(i), false);
  }
  std::fflush(m.out);
  m.report_drops();
  if (error_context_on() && !m.json_output()) m.drop_summary();
  if (m.json_output()) {
    m.json_summary();
    std::fflush(m.out);
  }
  exit_status_ = m.exit_status;
  return {};
}

}  // namespace dtrace
