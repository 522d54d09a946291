// Handle: compiles program sources, loads and attaches them, and consumes
// what they record (see handle.h).  The session's kernel objects are owned
// here and released in reverse order of creation by destruction.
#include "handle.h"
#include "handle_impl.h"

#include <linux/bpf.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <map>
#include <thread>

#include "bpf/assemble.h"
#include "bpf/disasm.h"
#include "consume/agg_print.h"
#include "consume/buffer_reader.h"
#include "consume/printf.h"
#include "consume/trace_print.h"
#include "diag/diagnostic.h"
#include "ir/mstate.h"
#include "load/libbpf_quiet.h"
#include "load/map.h"
#include "lower/lower.h"
#include "parse/parser.h"
#include "providers/provider.h"
#include "sema/checker.h"

namespace dtrace {

// libdtrace/dlib/*.d, embedded at build time (dlib/embed.cmake).
const std::vector<std::string_view>& d_library();

namespace ms = ir::mstate;

Handle::Handle(options::Options opts, bool testing, std::FILE* out)
    : impl_(std::make_unique<Impl>(std::move(opts), testing, out)) {
  load::quiet_libbpf();
}

Handle::~Handle() = default;

const options::Options& Handle::options() const { return impl_->opts; }

std::vector<std::string> Handle::take_messages() { return std::exchange(impl_->messages, {}); }

// The D library (libdtrace/dlib/*.d): its types, translators and inlines
// come before every program, as DTrace's /usr/lib64/dtrace files do.
Result<void> Handle::load_d_library() {
  Impl& m = *impl_;
  for (std::string_view text : d_library()) {
    try {
      parse::ParseOptions popts;
      popts.from_file = true;
      popts.is_type_name = [&m](std::string_view n) { return m.types.lookup(n) != nullptr; };
      auto ast = std::make_unique<ast::Program>(parse::parse_program(std::string(text), popts));
      m.checker->set_library(true);
      m.checker->add(*ast);
      m.checker->set_library(false);
      m.asts.push_back(std::move(ast));
    } catch (const diag::CompileError& e) {
      m.checker->set_library(false);
      return Error{0, diag::render(e.diagnostic(), "the D library", m.opts.errtags)};
    }
  }
  return {};
}

Result<CompileInfo> Handle::compile(const std::string& text, probes::SpecKind kind,
                                    const std::string& where,
                                    std::vector<std::string> macro_args, bool from_file,
                                    const std::string& name) {
  Impl& m = *impl_;
  if (!m.ctx) {
    m.ctx = std::make_unique<sema::Context>(sema::Context{m.types, m.registry, probes::SpecKind::Name, {}, 0, false, false, false});
    m.checker = std::make_unique<sema::Checker>(*m.ctx, m.prog);
    if (auto r = load_d_library(); !r) return r.error();
  }
  m.ctx->spec_kind = kind;
  m.ctx->macro_args = std::move(macro_args);
  m.ctx->target_pid = target_pid_;
  m.ctx->zdefs = m.opts.zdefs;
  m.ctx->defaultargs = m.opts.defaultargs;
  m.ctx->stackframes = static_cast<uint32_t>(m.opts.stackframes);
  size_t before = m.prog.matched_probes;
  try {
    parse::ParseOptions popts;
    popts.from_file = from_file;
    popts.is_type_name = [&m](std::string_view n) { return m.types.lookup(n) != nullptr; };
    auto ast = std::make_unique<ast::Program>(parse::parse_program(text, popts));
    size_t first_clause = m.prog.clauses.size();
    m.checker->add(*ast);
    for (size_t i = first_clause; i < m.prog.clauses.size(); ++i)
      sema::check_speculation_order(*m.prog.clauses[i].clause);
    m.asts.push_back(std::move(ast));
  } catch (const diag::CompileError& e) {
    diag::Diagnostic d = e.diagnostic();
    if (!from_file) d.loc.line = 0;
    return Error{0, diag::render(d, where, m.opts.errtags)};
  }
  // #pragma D option lines take effect as -x would.
  for (auto& [name, value] : m.prog.options) {
    auto r = m.opts.set(name, value ? std::optional<std::string_view>(*value) : std::nullopt);
    if (!r) return Error{0, fmt::format("{}: {}", where, r.error().message)};
  }
  m.prog.options.clear();
  // Destructive actions need -w (or `#pragma D option destructive`).
  if (m.prog.destructive && !m.opts.destructive)
    return Error{0, fmt::format("failed to enable '{}': Destructive actions not allowed", name)};
  return CompileInfo{m.prog.matched_probes - before};
}

Result<void> Handle::list(const std::vector<std::pair<std::string, probes::SpecKind>>& descs) {
  Impl& m = *impl_;
  std::vector<const probes::Probe*> shown;
  if (descs.empty()) {
    m.registry.populate_all();
    for (const probes::Probe& p : m.registry.table().all()) shown.push_back(&p);
  }
  for (auto& [text, kind] : descs) {
    // $target in a listed description (-l -n 'pid$target:...' -c cmd).
    std::string expanded = text;
    for (size_t at; (at = expanded.find("$target")) != std::string::npos;)
      expanded.replace(at, 7, std::to_string(target_pid_));
    auto match = [&]() -> Result<std::vector<const probes::Probe*>> {
      try {  // the pid provider refuses a bad function, name or offset
        return m.registry.match(probes::parse_desc(expanded, kind));
      } catch (const diag::CompileError& e) {
        return Error{0, diag::render(e.diagnostic(), "invalid probe specifier " + text,
                                     m.opts.errtags)};
      }
    };
    auto found = match();
    if (!found) return found.error();
    for (const probes::Probe* p : *found)
      if (std::find(shown.begin(), shown.end(), p) == shown.end()) shown.push_back(p);
  }
  std::sort(shown.begin(), shown.end(),
            [](const probes::Probe* a, const probes::Probe* b) { return a->id < b->id; });
  fmt::print(m.out, "{:>5} {:>10} {:>17} {:>33} {}\n", "ID", "PROVIDER", "MODULE", "FUNCTION",
             "NAME");
  for (const probes::Probe* p : shown)
    fmt::print(m.out, "{:>5} {:>10} {:>17} {:>33} {}\n", p->id, p->provider, p->module,
               p->function, p->name);
  std::fflush(m.out);
  return {};
}

// Builds one program per enabled probe, its clauses in program order.
Result<void> Handle::Impl::build() {
  if (built) return {};
  lower::Settings settings;
  settings.strsize = static_cast<uint32_t>(opts.strsize);
  settings.bufsize = opts.bufsize;
  settings.aggsize = opts.aggsize;
  settings.dynvarsize = opts.dynvarsize;
  settings.nspec = static_cast<uint32_t>(std::clamp<int64_t>(opts.nspec, 1, lower::kMaxSpeculations));
  timespec rt{}, mono{};
  clock_gettime(CLOCK_REALTIME, &rt);
  clock_gettime(CLOCK_MONOTONIC, &mono);
  settings.wall_offset_ns = (rt.tv_sec - mono.tv_sec) * 1000000000LL + (rt.tv_nsec - mono.tv_nsec);
  lower::Lowerer lw(prog, settings);
  try {
    build_programs(lw);
  } catch (const diag::CompileError& e) {
    return Error{0, diag::render(e.diagnostic(), "failed to compile", opts.errtags)};
  }
  compiled = lw.finish();
  for (ProbeProgram& pp : programs) {
    auto image = bpf::assemble(pp.fn);
    if (!image) return image.error();
    pp.image = std::move(*image);
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
    pp.members = members.size();
    const std::string& gk = key.second;
    pp.fn = lw.build_group(
        "dt_" + gk, members,
        [&prov, &gk](ir::Builder& b, ir::Reg c, ir::Reg s) {
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
    lower::Trampoline tramp = [&prov, p](ir::Builder& b, ir::Reg c, ir::Reg s) {
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

Result<std::string> Handle::disassemble() {
  Impl& m = *impl_;
  DT_TRY(m.build());
  std::string out;
  // Before loading, map references carry their map's index.
  std::vector<int> indices(m.compiled.maps.size());
  for (size_t i = 0; i < indices.size(); ++i) indices[i] = static_cast<int>(i);
  for (const Impl::ProbeProgram& pp : m.programs) {
    if (pp.group.empty())
      out += fmt::format("\nDisassembly of {} for probe {} ({}):\n", pp.fn.name, pp.probe->id,
                         pp.probe->full_name());
    else
      out += fmt::format("\nDisassembly of {} for {} {} probes ({}):\n", pp.fn.name,
                         pp.members, pp.probe->provider, pp.group);
    bpf::Image image = pp.image;
    bpf::patch_maps(image, indices);
    out += bpf::disassemble(image.insns, [&](int idx) {
      return idx >= 0 && static_cast<size_t>(idx) < m.compiled.maps.size()
                 ? m.compiled.maps[idx].name
                 : std::to_string(idx);
    });
  }
  return out;
}

Result<void> Handle::Impl::load_all() {
  std::vector<int> fds;
  for (const lower::MapSpec& s : compiled.maps) {
    auto map = load::Map::create({s.name, s.type, s.key_size, s.value_size, s.max_entries,
                                  s.flags});
    if (!map) return map.error();
    for (const auto& [key, value] : s.init) DT_TRY(map->update(&key, value.data()));
    fds.push_back(map->fd());
    maps.push_back(std::move(*map));
  }
  for (size_t i = 0; i < programs.size(); ++i) {
    ProbeProgram& pp = programs[i];
    bpf::patch_maps(pp.image, fds);
    providers::Provider& prov = registry.provider_of(*pp.probe);
    uint32_t type = pp.group.empty() ? prov.prog_type(*pp.probe) : prov.group_prog_type(pp.group);
    std::string log;
    auto prog = load::Program::load(type, pp.image.insns, pp.fn.name,
                                    opts.bpflog ? 1u : 0u, &log);
    if (!prog) {
      std::string msg = fmt::format("failed to enable '{}': {}", pp.probe->full_name(),
                                    prog.error().message);
      if (opts.bpflog) msg += "\n" + log;
      return Error{prog.error().errnum, msg};
    }
    if (!pp.group.empty()) {
      loaded.push_back(std::move(*prog));
      continue;
    }
    if (pp.probe->provider == "dtrace" && pp.probe->name == "BEGIN") begin_prog = i;
    if (pp.probe->provider == "dtrace" && pp.probe->name == "END") end_prog = i;
    loaded.push_back(std::move(*prog));
  }
  return {};
}

Result<void> Handle::go() {
  Impl& m = *impl_;
  DT_TRY(m.build());
  DT_TRY(m.load_all());
  auto reader = consume::BufferReader::create(
      m.maps[ms::kMapRingbuf].fd(), [&m](std::span<const uint8_t> rec) { m.on_record(rec); });
  if (!reader) return reader.error();
  m.reader = std::make_unique<consume::BufferReader>(std::move(*reader));
  // $target's symbols while it is sure to be there (ustack() printed after
  // it has exited still gets names).
  if (target_pid_ > 0) m.usyms.prefetch(target_pid_);
  m.usyms.set_target(target_pid_);
  std::vector<uint8_t> ctx(16, 0);
  if (m.begin_prog >= 0) {
    auto r = m.loaded[m.begin_prog].test_run(ctx);
    if (!r) return r.error();
  }
  for (size_t i = 0; i < m.programs.size(); ++i) {
    const Impl::ProbeProgram& pp = m.programs[i];
    const probes::Probe& p = *pp.probe;
    if (p.provider == "dtrace") continue;
    providers::Provider& prov = m.registry.provider_of(p);
    auto links = pp.group.empty() ? prov.attach(p, m.loaded[i])
                                  : prov.attach_group(pp.group, m.loaded[i]);
    if (!links)
      return Error{links.error().errnum, fmt::format("could not enable tracing: {}",
                                                     links.error().message)};
    for (load::Link& l : *links) m.links.push_back(std::move(l));
  }
  return {};
}

Result<bool> Handle::work(int timeout_ms) {
  Impl& m = *impl_;
  if (!m.reader) return true;
  auto r = m.reader->poll(timeout_ms);
  if (!r) return r.error();
  std::fflush(m.out);
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
  fmt::print(m.out, "\n");
  for (size_t i = 0; i < m.compiled.aggs.size(); ++i)
    if (!m.agg_printed[i]) m.print_aggregation(static_cast<int>(i), false);
  std::fflush(m.out);
  m.report_drops();
  exit_status_ = m.exit_status;
  return {};
}

}  // namespace dtrace
