// The Provider interface (DESIGN.md 2.4): one implementation per file.  A
// provider lists its probes, creates on-demand ones (profile-N), says which
// BPF program type serves a probe, writes the trampoline that fills the D
// context (ms->args) from the kernel context, and attaches a loaded program.
// Detaching is the destruction of the returned Links.
#pragma once

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "ir/builder.h"
#include "load/link.h"
#include "load/program.h"
#include "probes/probes.h"
#include "support/result.h"

namespace dtrace::providers {

// DTrace's stability attributes (the Dynamic Tracing Guide, "Stability"):
// how stable a name and its data are, and what the interface depends on.
// Ordered from least to most stable, so the minimum is the weakest.
enum class Stability : uint8_t { Internal, Private, Obsolete, External, Unstable, Evolving,
                                 Stable, Standard };
enum class DepClass : uint8_t { Unknown, Cpu, Platform, Group, Isa, Common };

struct Attribute {
  Stability name = Stability::Stable;
  Stability data = Stability::Stable;
  DepClass dep = DepClass::Common;
};

// The field-wise minimum (Oracle's dt_attr_min).
inline Attribute attr_min(Attribute a, Attribute b) {
  return {std::min(a.name, b.name), std::min(a.data, b.data), std::min(a.dep, b.dep)};
}

// A provider's attributes for each field of its probe descriptions and for
// its probes' arguments (Oracle's dtrace_pattr_t).
struct ProviderAttributes {
  Attribute provider, module, function, name, args;
};

// What DTrace assumes when no provider is named: Unstable/Unstable/Common
// for every field (Oracle's _dtrace_prvdesc).
inline constexpr Attribute kUnstableAttr{Stability::Unstable, Stability::Unstable,
                                         DepClass::Common};
inline constexpr ProviderAttributes kUnstableProvider{kUnstableAttr, kUnstableAttr,
                                                      kUnstableAttr, kUnstableAttr,
                                                      kUnstableAttr};

// DTrace's stable providers on kernel events (proc, sched, io, ip, tcp):
// evolving provider, names and arguments, private modules and functions
// (Oracle's dt_prov_proc.c and the others).
inline constexpr Attribute kEvolvingIsa{Stability::Evolving, Stability::Evolving, DepClass::Isa};
inline constexpr Attribute kPrivateUnknown{Stability::Private, Stability::Private,
                                           DepClass::Unknown};
inline constexpr ProviderAttributes kStableKernelProvider{kEvolvingIsa, kPrivateUnknown,
                                                          kPrivateUnknown, kEvolvingIsa,
                                                          kEvolvingIsa};

// The entry of a probe table (entries with a `name`) called `name`, or null.
template <typename Table>
auto find_named(const Table& table, std::string_view name) -> decltype(&*std::begin(table)) {
  for (const auto& p : table)
    if (name == p.name) return &p;
  return nullptr;
}

// Whether description d may name one of a probe table's probes: an empty
// or glob name, or one of the table's names (Provider::may_match).
template <typename Table>
bool may_name(const Table& table, const probes::ProbeDesc& d) {
  return d.name.empty() || probes::has_glob(d.name) || find_named(table, d.name) != nullptr;
}

// Adds provider:vmlinux::NAME for every entry of a probe table
// (Provider::populate of the stable kernel providers).
template <typename Table>
void add_named(probes::ProbeTable& out, const char* provider, const Table& table, int index) {
  for (const auto& p : table) out.add(probes::Probe{0, provider, "vmlinux", "", p.name, index, 0, ""});
}

class Provider {
 public:
  virtual ~Provider() = default;
  virtual std::string_view name() const = 0;
  // Whether a description's provider field names this provider (a glob
  // over name() by default; the pid provider answers for pid1234).
  virtual bool provides(std::string_view provider) const {
    return provider.empty() || probes::glob_match(provider, name());
  }
  // Adds the probes this provider always has (what `dtrace -l` lists).
  virtual void populate(probes::ProbeTable& table, int index) = 0;
  // False only when no probe of this provider can match `desc`, decided
  // without populating (an unscoped `BEGIN` need not list every
  // tracepoint).  True when in doubt.
  virtual bool may_match(const probes::ProbeDesc&) const { return true; }
  // Whether one of this provider's probes matches `desc` (the pid provider
  // lets module a.out match the executable's own name).
  virtual bool probe_matches(const probes::ProbeDesc& desc, const probes::Probe& p) const {
    return probes::matches(desc, p.provider, p.module, p.function, p.name);
  }
  // Adds probes made on demand that `desc` names (profile-1234hz).
  virtual void provide(const probes::ProbeDesc&, probes::ProbeTable&, int) {}
  virtual uint32_t prog_type(const probes::Probe& probe) const = 0;
  // The D types of args[] (see probes::Catalog::arg_types and typed_args).
  virtual std::vector<probes::ArgType> arg_types(const probes::Probe&) const { return {}; }
  virtual bool typed_args(const probes::Probe&) const { return false; }
  // Kernel stack frames that belong to the probe mechanism, not to the
  // traced code: stack() skips them (for a shared program, `group`).
  virtual uint32_t stack_skip(const probes::Probe&, const std::string& /*group*/) const {
    return 0;
  }
  // Fills ms->args[] from the program context; `ctx` is r1 at entry.
  virtual void emit_trampoline(const probes::Probe&, ir::Builder&, ir::Reg /*ctx*/,
                               ir::Reg /*ms*/) const {}
  virtual Result<std::vector<load::Link>> attach(const probes::Probe& probe,
                                                 const load::Program& prog) = 0;
  // Programs on one kernel event run in the order they were attached, so
  // probes that share an event attach by rank, lowest first (then by id):
  // proc:::start fires before proc:::lwp-start, syscall::execve:entry
  // before proc:::exec, as in DTrace.
  virtual int attach_rank(const probes::Probe&) const { return 0; }

  // Grouping: probes of one group can share a single program that selects
  // the probe at run time (syscall:::entry as one raw tracepoint program
  // instead of ~350 tracepoints).  A probe's group and its selector value:
  struct Group {
    std::string key;
    int64_t selector = 0;
  };
  virtual std::optional<Group> group_of(const probes::Probe&) const { return std::nullopt; }
  // Share a program once a group has at least this many enabled probes.
  virtual size_t group_threshold() const { return SIZE_MAX; }
  virtual uint32_t group_prog_type(const std::string&) const { return 0; }
  // The expected attach type the shared program is loaded with (0: none).
  virtual uint32_t group_attach_type(const std::string&) const { return 0; }
  // Fills ms->args[] and returns the register holding the selector.
  virtual ir::Reg emit_group_trampoline(const std::string&, ir::Builder&, ir::Reg /*ctx*/,
                                        ir::Reg /*ms*/) const {
    return {};
  }
  // `members`: the group's enabled probes, each with the selector group_of
  // gave it.
  virtual Result<std::vector<load::Link>> attach_group(const std::string&,
                                                       std::span<const probes::Probe* const>,
                                                       const load::Program&) {
    return Error::make("this provider has no shared programs");
  }
  // Why a provider the kernel cannot serve offers no probes (fbt where
  // fentry and kprobes are refused): one line, for a hint after "does not
  // match any probes"; nullopt when the provider works.
  virtual std::optional<std::string> unavailable() const { return std::nullopt; }
  // The stability attributes `dtrace -v` and `-l -v` report.
  virtual ProviderAttributes attributes() const { return kUnstableProvider; }

  // The process a probe belongs to (pid1234:..., myprov1234:...), or
  // nullopt for a probe of the whole system.
  virtual std::optional<int> traced_process(const probes::Probe&) const { return std::nullopt; }
  // -x follow=fork: attach process probes for every process that maps the
  // object instead of for the one process, because the kernel's own pid
  // filter would keep them out of that process's children; the program
  // then tests the process itself (follow.h).
  virtual void set_follow_forks(bool) {}
  // -x cpu: the one CPU probes fire on.  Providers of per-CPU perf events
  // (profile, cpc) then attach there alone; the others' programs test it.
  virtual void set_cpu(std::optional<int>) {}
  // -x dofstashpath: where dtprobed keeps its stash (usdt).
  virtual void set_stash_root(const std::string&) {}
  // How many of arg0..arg9 the program's clauses may read (the others
  // need not be copied from the probe's context; they read 0).
  virtual void set_args_used(int) {}

  // Probes that appear while tracing runs (the usdt provider's: processes
  // that register with dtprobed after dtrace started, libraries they
  // dlopen later), or null for a provider whose probes are all there at
  // the start.
  virtual class LateProbes* late() { return nullptr; }
};

// The late probes of one provider (Provider::late).  A description that
// may_grow() says may match such probes is kept for the whole session;
// the consumer calls discover() every so often, and the probes it returns
// run a shared program (lower::Lowerer::build_late) whose link carries a
// cookie naming the probe and the clauses it runs: one program for each
// kind of trampoline the provider has (entry and return, say).
class LateProbes {
 public:
  virtual ~LateProbes() = default;
  // Whether probes matching `desc` may appear after the start.
  virtual bool may_grow(const probes::ProbeDesc& desc) = 0;
  // The kinds of trampoline late probes need, and the kind of probe `p`.
  virtual int late_kinds() const { return 1; }
  virtual int late_kind(const probes::Probe&) const { return 0; }
  // Fills ms->args[] for late probes of kind `kind`.
  virtual void emit_late_trampoline(int kind, ir::Builder&, ir::Reg ctx, ir::Reg ms) const = 0;
  // The probes added to `table` since the last call (or since the start)
  // that may match one of `descs`.  A probe that had been discovered
  // before comes back when its process has since been forgotten (forget()).
  virtual std::vector<const probes::Probe*> discover(std::span<const probes::ProbeDesc> descs,
                                                     probes::ProbeTable& table, int index) = 0;
  // Whether `p` can run the shared program (its arguments need nothing but
  // the shared trampoline); `why` says why not.
  virtual bool late_ok(const probes::Probe& p, std::string* why) const = 0;
  // A late probe's argument mapping: args[i] is native argument map[i]
  // (empty: none).
  virtual std::vector<uint8_t> late_argmap(const probes::Probe&) const { return {}; }
  // Attaches the shared program to the sites of late probe `p`.
  virtual Result<std::vector<load::Link>> attach_late(const probes::Probe& p,
                                                      const load::Program& prog,
                                                      uint64_t cookie) = 0;
  // The process a late probe belongs to.
  virtual int process_of(const probes::Probe& p) const = 0;
  // Drops what discover() knew about process `pid` (it has gone), so a
  // new process with the same pid is discovered afresh.
  virtual void forget(int pid) = 0;
};

std::unique_ptr<Provider> make_dtrace_provider();
std::unique_ptr<Provider> make_profile_provider();
std::unique_ptr<Provider> make_cpc_provider();
// The sampled pcs of a perf event program (profile, cpc): arg0 the kernel
// pc, arg1 the user pc, the other 0.
void emit_sample_pcs(ir::Builder& b, ir::Reg ctx, ir::Reg ms);
std::unique_ptr<Provider> make_syscall_provider();
std::unique_ptr<Provider> make_pid_provider();
class TracefsEvents;
std::unique_ptr<Provider> make_rawtp_provider(std::shared_ptr<TracefsEvents> events);
std::unique_ptr<Provider> make_sdt_provider(std::shared_ptr<TracefsEvents> events);
std::unique_ptr<Provider> make_proc_provider();
std::unique_ptr<Provider> make_sched_provider();
std::unique_ptr<Provider> make_fbt_provider();

// Whether a description's name field can match one of `names`: true when
// the name is empty or a glob (a helper for Provider::may_match).
bool name_in(const probes::ProbeDesc& desc, std::initializer_list<std::string_view> names);

// The providers in populate order, behind probes::Catalog.  A provider is
// populated the first time a description may match it, so probe ids follow
// that order (BEGIN 1, END 2, ERROR 3 always; `dtrace -l` populates every
// provider in registry order).
class Registry final : public probes::Catalog {
 public:
  Registry();
  Result<std::vector<const probes::Probe*>> match(const probes::ProbeDesc& desc) override;
  std::vector<probes::ArgType> arg_types(const probes::Probe& p) override {
    return provider_of(p).arg_types(p);
  }
  bool typed_args(const probes::Probe& p) override { return provider_of(p).typed_args(p); }
  // Every probe of every provider (for `dtrace -l`).
  void populate_all();
  // Ids are those of `dtrace -l`: every provider is populated first.
  const probes::Probe* by_id(uint32_t id) override {
    populate_all();
    return table_.by_id(id);
  }
  Provider& provider_of(const probes::Probe& p) { return *providers_[p.provider_index]; }
  const probes::ProbeTable& table() const { return table_; }
  // Provider::set_follow_forks on every provider.
  void set_cpu(std::optional<int> cpu) {
    for (auto& p : providers_) p->set_cpu(cpu);
  }
  void set_follow_forks(bool on) {
    for (auto& p : providers_) p->set_follow_forks(on);
  }
  void set_stash_root(const std::string& root) {
    for (auto& p : providers_) p->set_stash_root(root);
  }
  void set_args_used(int n) {
    for (auto& p : providers_) p->set_args_used(n);
  }
  // When `desc` matches no probe because the provider it names cannot
  // work on this kernel (fbt), the line saying why (a hint for after the
  // "does not match any probes" error); nullopt otherwise.
  std::optional<std::string> why_no_probes(const probes::ProbeDesc& desc) const;
  // Whether probes matching `desc` may appear while tracing runs: a
  // provider with late probes says so, and the provider field names no
  // other provider (`sys*` means syscall, not some USDT provider).
  bool may_grow(const probes::ProbeDesc& desc) override;
  // The provider index whose late probes `desc` may match, or -1.
  int late_provider(const probes::ProbeDesc& desc);
  LateProbes* late(int index) { return providers_.at(static_cast<size_t>(index))->late(); }
  // Provider `index`'s LateProbes::discover over this registry's table.
  std::vector<const probes::Probe*> discover_late(int index,
                                                  std::span<const probes::ProbeDesc> descs);

 private:
  void populate(size_t index);
  std::vector<std::unique_ptr<Provider>> providers_;
  std::vector<bool> populated_;
  probes::ProbeTable table_;
};

}  // namespace dtrace::providers
