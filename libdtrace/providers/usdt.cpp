// The usdt provider (design/usdt.md 4): the DOF probes of one process,
// made on demand from descriptions such as myprov1234:prog:main:probe1
// ($target has already been replaced by the pid).  A description's
// provider is a DOF provider name followed by the pid; DOF provider names
// never end in a digit (the DOF parser refuses them), so the trailing
// digits are the pid.
//
// The probes come from dtprobed's stash (design/usdt.md 3.8):
// probes/PID/PRVPID/MOD/FUN/PRB, one parsed file per probe with its sites
// as file offsets, under the dofstashpath option (default /run/dtrace).
// That is how myprov* finds every registered process and how a library a
// process dlopen'ed is found.  For one pid, objects the stash does not
// cover (no daemon running) fall back to the .SUNW_dof sections of the ELF
// files the process maps, read from disk.  Nothing from the stash is
// trusted: the pid must be alive and still map the object (dev, inode).
// usdt1234 names every USDT probe of pid 1234 whatever its provider; the
// probes keep their own provider names (myprov1234).
//
// Probes that appear while tracing runs (LateProbes, handle_late.cpp):
// a provider glob other than "*" (processes that register later) or a
// pid's provider (libraries it dlopens later) is matched again while
// tracing; discover() walks the stash for probe files not seen before.
//
// Each probe site becomes a perf uprobe for the one process at the site's file
// offset.  Sites are checked before a uprobe goes there: inside an
// executable segment of that file, on the NOP pattern -G leaves.
//
// Is-enabled sites (design/usdt.md 4.5, DOF v3): -G leaves the call of
// __dtraceenabled_prov___probe(&enabled) as NOPs, so at the site %rdi
// still points at the caller's `enabled` word.  Whenever a clause enables
// a probe, its is-enabled sites get a uprobe for that one process running
// a fixed program that writes 1 there with bpf_probe_write_user and runs
// no clause.  Where that helper is refused (no CAP_SYS_ADMIN, lockdown,
// as on our test machines) the semaphore takes over: our -h header also
// ORs in a hidden u16 __ardent_sem_PROV___PROBE that our -G defines in
// .data, and the is-enabled uprobes carry its file offset as their
// reference counter, so the kernel raises it in the traced process only
// (the uprobe is filtered to that pid) and lowers it when dtrace detaches.
// With neither (a stripped binary on a locked-down kernel) the guard
// reads 0 and the probes still fire.
//
// With -x follow=fork every uprobe, is-enabled ones too, is opened for all
// processes that map the object, and the probe programs test the process
// (follow.h); an is-enabled site may then read 1 in another process running
// the same object while tracing lasts (its probe still does not fire there).
//
// Arguments use the "funcall" layout: the site is where the call used to
// be, so arg0..arg5 are the argument registers and arg6..arg9 are at sp[0]
// on.  A translated argument list (`: (int j, int i)`) is applied after.
//
// systemtap SDT probes (design/usdt.md 6.3, dof/stapsdt.h) are found the
// same way for one pid: the .note.stapsdt notes of the files it maps give
// provider, name, the NOP's address, a semaphore and an argument spec.
// They are named like DOF probes (myprov1234:module:function:name, "__" in
// a name read as "-"), their arguments are read where the argspec says
// (registers of any width, memory, immediates), and their semaphore is
// the uprobe's reference counter, raised in every process mapping the
// file while the probe is enabled.  Sites of one name whose argspecs
// differ from the first one's are left out (one trampoline per probe),
// and so are notes whose argspec we cannot decode (floating point,
// %rip-relative operands).
#include <fcntl.h>
#include <linux/bpf.h>
#include <unistd.h>

#include <signal.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <set>

#include <fmt/format.h>

#include "dof/format.h"
#include "dof/object_dof.h"
#include "dof/header.h"
#include "dof/model.h"
#include "dof/parser.h"
#include "dof/stapsdt.h"
#include "dof/stash_file.h"
#include "ir/mstate.h"
#include "libproc/process.h"
#include "providers/provider.h"
#include "support/unique_fd.h"

namespace dtrace::providers {
namespace {

namespace fs = std::filesystem;

constexpr size_t kMaxStashFile = 1u << 20;

std::optional<int> parse_pid(std::string_view s) {
  if (s.empty() || s.size() > 9 || s[0] == '0') return std::nullopt;
  int pid = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    pid = pid * 10 + (c - '0');
  }
  return pid;
}

constexpr int16_t kRegArgs[] = {14 * 8, 13 * 8, 12 * 8, 11 * 8, 9 * 8, 8 * 8};  // di si dx cx r8 r9
constexpr int16_t kRegSp = 19 * 8;

// The is-enabled site program: *(u32 *)regs->di = 1, then return 0.
constexpr bpf_insn kSetEnabledInsns[] = {
    {BPF_LDX | BPF_MEM | BPF_DW, 1, 1, kRegArgs[0], 0},           // r1 = regs->di
    {BPF_ST | BPF_MEM | BPF_W, 10, 0, -4, 1},                     // *(u32 *)(fp - 4) = 1
    {BPF_ALU64 | BPF_MOV | BPF_X, 2, 10, 0, 0},                   // r2 = fp
    {BPF_ALU64 | BPF_ADD | BPF_K, 2, 0, 0, -4},                   // r2 -= 4
    {BPF_ALU64 | BPF_MOV | BPF_K, 3, 0, 0, 4},                    // r3 = 4
    {BPF_JMP | BPF_CALL, 0, 0, 0, BPF_FUNC_probe_write_user},     // write it
    {BPF_ALU64 | BPF_MOV | BPF_K, 0, 0, 0, 0},                    // r0 = 0
    {BPF_JMP | BPF_EXIT, 0, 0, 0, 0},
};

// The is-enabled site program where bpf_probe_write_user is refused: it
// only keeps the uprobe (and so its reference counter) in place.
constexpr bpf_insn kNoopInsns[] = {
    {BPF_ALU64 | BPF_MOV | BPF_K, 0, 0, 0, 0},
    {BPF_JMP | BPF_EXIT, 0, 0, 0, 0},
};

// usdt1234: every USDT probe of process 1234, whatever its provider.
constexpr std::string_view kAnyProvider = "usdt";

// "myprov1234" -> ("myprov", 1234).
std::optional<std::pair<std::string, int>> split_pid(std::string_view provider) {
  size_t i = provider.size();
  while (i > 0 && provider[i - 1] >= '0' && provider[i - 1] <= '9') --i;
  if (i == 0 || i == provider.size() || provider.size() - i > 9) return std::nullopt;
  std::string base(provider.substr(0, i));
  if (base == "pid" || probes::has_glob(base)) return std::nullopt;
  int pid = 0;
  for (char c : provider.substr(i)) pid = pid * 10 + (c - '0');
  if (pid <= 0) return std::nullopt;
  return std::make_pair(base, pid);
}

// The bytes -G leaves at a site: five NOPs, or ret and four NOPs.
bool site_ok(int fd, uint64_t off) {
  uint8_t b[5];
  if (pread(fd, b, sizeof b, static_cast<off_t>(off)) != sizeof b) return false;
  if (b[0] != 0x90 && b[0] != 0xc3) return false;
  for (int i = 1; i < 5; ++i)
    if (b[i] != 0x90) return false;
  return true;
}

struct UsdtProbe {
  int pid = 0;
  std::string path;
  std::vector<uint64_t> sites, enabled_sites;  // file offsets
  bool enabled_armed = false;
  uint64_t semaphore = 0;  // file offset of its is-enabled semaphore, or 0
  dof::ParsedProbe dof;
  // stapsdt: the argument locations, and the semaphore's file offset.
  std::optional<std::vector<dof::SdtArg>> sdt_args;
  uint64_t sdt_semaphore = 0;
};

// A stapsdt site: a one-byte NOP, or the multi-byte 0f 1f form.
bool sdt_site_ok(int fd, uint64_t off) {
  uint8_t b[2];
  if (pread(fd, b, sizeof b, static_cast<off_t>(off)) != sizeof b) return false;
  return b[0] == 0x90 || (b[0] == 0x0f && b[1] == 0x1f);
}

// "function__entry" -> "function-entry", as DTrace names probes.
std::string dashed(const std::string& name) {
  std::string out;
  for (size_t i = 0; i < name.size(); ++i) {
    if (name.compare(i, 2, "__") == 0) {
      out += '-';
      ++i;
    } else {
      out += name[i];
    }
  }
  return out;
}

class UsdtProvider final : public Provider, public LateProbes {
 public:
  std::string_view name() const override { return "usdt"; }
  // Oracle's attributes for this provider (dt_prov_uprobe.c).
  ProviderAttributes attributes() const override {
    return {
        {Stability::Evolving, Stability::Evolving, DepClass::Isa},  // provider
        {Stability::Private, Stability::Private, DepClass::Unknown},  // module
        {Stability::Private, Stability::Private, DepClass::Unknown},  // function
        {Stability::Evolving, Stability::Evolving, DepClass::Isa},  // name
        {Stability::Private, Stability::Private, DepClass::Unknown}   // args
    };
  }
  void populate(probes::ProbeTable&, int) override {}

  bool provides(std::string_view provider) const override {
    return provider.empty() || probes::has_glob(provider) || split_pid(provider).has_value();
  }

  // myprov1234: the stash's probes of pid 1234, then the DOF of the files
  // it maps that the stash does not cover.  A glob (myprov*, or none):
  // the stash's probes of every live pid whose provider matches.
  void provide(const probes::ProbeDesc& d, probes::ProbeTable& table, int index) override {
    if (auto sp = split_pid(d.provider); sp && sp->first == kAnyProvider) {
      for (const std::string& base : providers_of(sp->second, d))
        provide_pid(renamed(d, base + std::to_string(sp->second)), table, index, base,
                    sp->second, true);
      return;
    }
    if (auto sp = split_pid(d.provider)) {
      provide_pid(d, table, index, sp->first, sp->second, true);
      return;
    }
    for (const fs::path& pd : sorted_entries(fs::path(stash_root_) / "probes")) {
      std::string pid_name = pd.filename().string();
      auto pid = parse_pid(pid_name);
      if (!pid) continue;
      for (const fs::path& prv : sorted_entries(pd)) {
        std::string name = prv.filename().string();
        if (!name.ends_with(pid_name) || name.size() == pid_name.size()) continue;
        if (!d.provider.empty() && !probes::glob_match(d.provider, name)) continue;
        provide_pid(d, table, index, name.substr(0, name.size() - pid_name.size()), *pid, false);
      }
    }
  }

  // usdt1234 names every USDT probe of process 1234.
  bool probe_matches(const probes::ProbeDesc& d, const probes::Probe& p) const override {
    auto sp = split_pid(d.provider);
    if (!sp || sp->first != kAnyProvider) return Provider::probe_matches(d, p);
    const UsdtProbe* u = find(p);
    return u && u->pid == sp->second && Provider::probe_matches(renamed(d, p.provider), p);
  }

  uint32_t prog_type(const probes::Probe&) const override { return BPF_PROG_TYPE_KPROBE; }

  LateProbes* late() override { return this; }

  // myprov1234 (a library it dlopens later) and provider globs other than
  // "*" (processes that start later).
  bool may_grow(const probes::ProbeDesc& d) override {
    return split_pid(d.provider).has_value() ||
           (probes::has_glob(d.provider) && d.provider != "*");
  }

  void emit_late_trampoline(int, ir::Builder& b, ir::Reg ctx, ir::Reg ms) const override {
    emit_funcall_args(b, ctx, ms);
  }

  // The stash's pids and providers that some description names, walked
  // for probe files not seen before; a pid with new files is inspected
  // afresh (a library it dlopen'ed is a new mapping) and its probes are
  // provided as at the start.  Returned: that pid's probes not returned
  // before.
  std::vector<const probes::Probe*> discover(std::span<const probes::ProbeDesc> descs,
                                             probes::ProbeTable& table, int index) override {
    std::vector<const probes::Probe*> out;
    for (const fs::path& pd : sorted_entries(fs::path(stash_root_) / "probes")) {
      std::string pid_name = pd.filename().string();
      auto pid = parse_pid(pid_name);
      if (!pid) continue;
      std::set<std::string>& seen = seen_[*pid];
      std::vector<std::pair<probes::ProbeDesc, std::string>> wanted;
      bool fresh = false;
      for (const fs::path& prv : sorted_entries(pd)) {
        std::string name = prv.filename().string();
        if (!name.ends_with(pid_name) || name.size() == pid_name.size()) continue;
        bool named = false;
        for (const probes::ProbeDesc& d : descs) {
          auto sp = split_pid(d.provider);
          bool any = sp && sp->first == kAnyProvider && sp->second == *pid;
          if (d.provider.empty() || any || probes::glob_match(d.provider, name)) {
            wanted.emplace_back(any ? renamed(d, name) : d,
                                name.substr(0, name.size() - pid_name.size()));
            named = true;
          }
        }
        if (!named) continue;
        for (const fs::path& mod : sorted_entries(prv))
          for (const fs::path& fun : sorted_entries(mod))
            for (const fs::path& prb : sorted_entries(fun))
              fresh = seen.insert(prb.string()).second || fresh;
      }
      if (!fresh) continue;
      procs_.erase(*pid);
      for (const auto& [d, base] : wanted) provide_pid(d, table, index, base, *pid, false);
      for (const auto& [id, u] : probes_)
        if (u.pid == *pid && reported_.insert(id).second) out.push_back(table.by_id(id));
    }
    std::erase(out, nullptr);
    return out;
  }

  bool late_ok(const probes::Probe& p, std::string* why) const override {
    const UsdtProbe* u = find(p);
    if (!u) return false;
    if (u->sdt_args) {
      *why = "its arguments are read as its stapsdt note says";
      return false;
    }
    return true;
  }

  std::vector<uint8_t> late_argmap(const probes::Probe& p) const override {
    const UsdtProbe* u = find(p);
    if (!u) return {};
    return is_identity(u->dof.argmap) ? std::vector<uint8_t>{} : u->dof.argmap;
  }

  Result<std::vector<load::Link>> attach_late(const probes::Probe& p, const load::Program& prog,
                                              uint64_t cookie) override {
    const UsdtProbe* u = find(p);
    if (!u) return Error::make("no sites for probe {}", p.full_name());
    std::vector<load::Link> out;
    for (uint64_t off : u->sites) {
      auto link = load::attach_uprobe(prog, u->path, off, false, u->pid, 0, cookie);
      if (!link && link.error().errnum == ESRCH) return out;  // it has exited meanwhile
      if (!link) return link.error();
      out.push_back(std::move(*link));
    }
    DT_TRY(arm_enabled_sites(probes_.at(p.id), out));
    return out;
  }

  int process_of(const probes::Probe& p) const override {
    const UsdtProbe* u = find(p);
    return u ? u->pid : 0;
  }

  void forget(int pid) override {
    seen_.erase(pid);
    procs_.erase(pid);
    for (auto it = probes_.begin(); it != probes_.end();) {
      if (it->second.pid == pid) {
        reported_.erase(it->first);
        it = probes_.erase(it);
      } else {
        ++it;
      }
    }
  }

  std::optional<int> traced_process(const probes::Probe& p) const override {
    const UsdtProbe* u = find(p);
    return u ? std::optional<int>(u->pid) : std::nullopt;
  }
  void set_follow_forks(bool on) override { follow_ = on; }
  void set_args_used(int n) override { args_used_ = n; }
  void set_stash_root(const std::string& root) override {
    if (root == stash_root_) return;
    stash_root_ = root;
    seen_.clear();
  }

  // A stash directory's entries in name order, so that probes are listed
  // and numbered the same way whatever order the file system keeps.
  static std::vector<fs::path> sorted_entries(const fs::path& dir) {
    std::vector<fs::path> out;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec)) out.push_back(e.path());
    std::sort(out.begin(), out.end());
    return out;
  }

  // A DOF probe's arguments are what its provider declared (maybe none).
  bool typed_args(const probes::Probe& p) const override {
    const UsdtProbe* u = find(p);
    return u && !u->sdt_args;
  }

  std::vector<probes::ArgType> arg_types(const probes::Probe& p) const override {
    std::vector<probes::ArgType> out;
    const UsdtProbe* u = find(p);
    if (!u) return out;
    const dof::ParsedProbe& pr = u->dof;
    for (size_t i = 0; i < pr.argmap.size(); ++i) {
      probes::ArgType t{pr.native_types[pr.argmap[i]], ""};
      if (i < pr.xlated_types.size() && pr.xlated_types[i] != t.native)
        t.translated = pr.xlated_types[i];
      out.push_back(t);
    }
    return out;
  }

  void emit_trampoline(const probes::Probe& p, ir::Builder& b, ir::Reg ctx,
                       ir::Reg ms) const override {
    const UsdtProbe* u = find(p);
    if (u && u->sdt_args) return emit_sdt_args(b, ctx, ms, *u->sdt_args);
    // A probe copies its own arguments only (the others read 0): most
    // have few, and the stack read costs as much as the rest of a firing.
    // With mapped arguments any native one may be read; else only those a
    // clause reads.
    int nargs = u ? static_cast<int>(u->dof.native_types.size()) : ir::mstate::kNumArgs;
    if (u && is_identity(u->dof.argmap)) nargs = std::min(nargs, args_used_);
    emit_funcall_args(b, ctx, ms, nargs);
    if (u) emit_narrowing(b, ms, u->dof.native_types);
    if (u) emit_argmap(b, ms, u->dof.argmap);
  }

  Result<std::vector<load::Link>> attach(const probes::Probe& p,
                                         const load::Program& prog) override {
    const UsdtProbe* u = find(p);
    if (!u) return Error::make("no sites for probe {}", p.full_name());
    std::vector<load::Link> out;
    for (uint64_t off : u->sites) {
      auto link = load::attach_uprobe(prog, u->path, off, false, follow_ ? -1 : u->pid,
                                      u->sdt_semaphore);
      // A process that exited since its probes were listed (a forked
      // child, a short-lived instance matched by a glob) has nothing left
      // to trace: its probe is dropped, the others still attach.
      if (!link && link.error().errnum == ESRCH && ::kill(u->pid, 0) != 0) return out;
      if (!link) return link.error();
      out.push_back(std::move(*link));
    }
    DT_TRY(arm_enabled_sites(probes_.at(p.id), out));
    return out;
  }

 private:
  const proc::Process* process(int pid) {
    auto it = procs_.find(pid);
    if (it == procs_.end()) {
      auto p = proc::Process::inspect(pid, cache_);
      if (!p) return nullptr;
      it = procs_.emplace(pid, std::move(*p)).first;
    }
    return &it->second;
  }

  // The parsed DOF of one mapped file, once per (dev, inode).
  const std::vector<dof::ParsedProbe>& object_probes(const proc::Module& m) {
    auto key = std::make_pair(m.dev, m.inode);
    auto it = objects_.find(key);
    if (it != objects_.end()) return it->second;
    std::vector<dof::ParsedProbe> probes;
    auto bytes = dof::read_object_dof(m.path);
    if (bytes && !bytes->empty()) {
      auto parsed = dof::parse_dof(*bytes);
      if (parsed) probes = std::move(parsed->probes);
    }
    return objects_.emplace(key, std::move(probes)).first->second;
  }

  void provide_pid(const probes::ProbeDesc& d, probes::ProbeTable& table, int index,
                   const std::string& base, int pid, bool elf_fallback) {
    const proc::Process* p = process(pid);
    if (!p) return;
    std::string provider = fmt::format("{}{}", base, pid);
    std::set<std::pair<uint64_t, uint64_t>> covered;
    provide_stashed(d, table, index, provider, *p, covered);
    if (!elf_fallback) return;
    for (const proc::Module* m : p->match_modules(d.module)) {
      if (!m->elf || covered.count({m->dev, m->inode})) continue;
      for (const dof::ParsedProbe& pr : object_probes(*m)) {
        if (pr.provider != base) continue;
        if (!probes::matches(d, provider, m->name, pr.function, pr.name)) continue;
        add_probe(table, index, provider, pid, *m, pr);
      }
    }
    for (const proc::Module* m : p->match_modules(d.module))
      if (m->elf) provide_sdt(d, table, index, provider, base, pid, *m);
  }

  static probes::ProbeDesc renamed(const probes::ProbeDesc& d, const std::string& provider) {
    probes::ProbeDesc out = d;
    out.provider = provider;
    return out;
  }

  // The USDT providers of process `pid` (without the pid): those in the
  // stash, and those of the DOF and stapsdt notes of the objects it maps
  // that `d`'s module names.
  std::set<std::string> providers_of(int pid, const probes::ProbeDesc& d) {
    std::set<std::string> out;
    std::string pid_name = std::to_string(pid);
    for (const fs::path& prv : sorted_entries(fs::path(stash_root_) / "probes" / pid_name)) {
      std::string name = prv.filename().string();
      if (name.ends_with(pid_name) && name.size() > pid_name.size())
        out.insert(name.substr(0, name.size() - pid_name.size()));
    }
    const proc::Process* p = process(pid);
    if (!p) return out;
    for (const proc::Module* m : p->match_modules(d.module)) {
      if (!m->elf) continue;
      for (const dof::ParsedProbe& pr : object_probes(*m)) out.insert(pr.provider);
      for (const dof::SdtProbe& sp : sdt_notes(*m)) out.insert(sp.provider);
    }
    return out;
  }

  const std::vector<dof::SdtProbe>& sdt_notes(const proc::Module& m) {
    auto key = std::make_pair(m.dev, m.inode);
    auto it = sdt_objects_.find(key);
    if (it == sdt_objects_.end()) {
      auto notes = dof::read_stapsdt(m.path);
      it = sdt_objects_.emplace(key, notes ? std::move(*notes) : std::vector<dof::SdtProbe>{})
               .first;
    }
    return it->second;
  }

  // The stapsdt probes of module `m` whose provider is `base`, one probe
  // per (function, name) with every site of it that shares the first
  // site's argspec.  Sites are checked like DOF ones: inside an executable
  // segment of the file, on a NOP.
  void provide_sdt(const probes::ProbeDesc& d, probes::ProbeTable& table, int index,
                   const std::string& provider, const std::string& base, int pid,
                   const proc::Module& m) {
    UniqueFd fd;
    std::map<std::pair<std::string, std::string>, UsdtProbe> found;
    std::map<std::pair<std::string, std::string>, const dof::SdtProbe*> first;
    for (const dof::SdtProbe& s : sdt_notes(m)) {
      // An argspec we cannot decode would give wrong arguments: that note
      // is skipped like a malformed one.
      if (s.provider != base || !s.args_ok) continue;
      std::string name = dashed(s.name);
      const proc::Symbol* fn = m.elf->containing(s.pc);
      std::string func = fn ? fn->name : "";
      if (!dof::safe_name(name, dof::kNameLen) || !probes::matches(d, provider, m.name, func, name))
        continue;
      auto off = m.elf->file_offset(s.pc);
      if (!fd.valid()) fd = UniqueFd(::open(m.path.c_str(), O_RDONLY | O_CLOEXEC));
      if (!off || !in_exec_segment(*m.elf, s.pc) || !fd.valid() || !sdt_site_ok(fd.get(), *off))
        continue;
      auto k = std::make_pair(func, name);
      auto [f, fresh] = first.try_emplace(k, &s);
      if (!fresh && (f->second->semaphore != s.semaphore || !same_args(f->second->args, s.args)))
        continue;
      UsdtProbe& u = found[k];
      if (fresh) {
        u.pid = pid;
        u.path = m.path;
        u.dof.provider = base;
        u.dof.function = func;
        u.dof.name = name;
        u.sdt_args = s.args;
        if (s.semaphore) u.sdt_semaphore = m.elf->file_offset(s.semaphore).value_or(0);
      }
      if (std::find(u.sites.begin(), u.sites.end(), *off) == u.sites.end()) u.sites.push_back(*off);
    }
    for (auto& [k, u] : found) {
      const probes::Probe* p =
          table.add(probes::Probe{0, provider, m.name, k.first, k.second, index, 0, m.path});
      if (p) probes_.try_emplace(p->id, std::move(u));
    }
  }

  static bool same_args(const std::vector<dof::SdtArg>& a, const std::vector<dof::SdtArg>& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
      if (a[i].kind != b[i].kind || a[i].size != b[i].size || a[i].is_signed != b[i].is_signed ||
          a[i].reg != b[i].reg || a[i].reg_shift != b[i].reg_shift || a[i].index != b[i].index ||
          a[i].scale != b[i].scale || a[i].value != b[i].value)
        return false;
    return true;
  }

  // The probes under probes/PID/PROVIDER/MOD/FUN/PRB that `d` names, each
  // re-validated: the file must parse, the pid must still map its object,
  // and every site must be a -G site in that object's code.
  void provide_stashed(const probes::ProbeDesc& d, probes::ProbeTable& table, int index,
                       const std::string& provider, const proc::Process& p,
                       std::set<std::pair<uint64_t, uint64_t>>& covered) {
    std::error_code ec;
    fs::path dir = fs::path(stash_root_) / "probes" / std::to_string(p.pid()) / provider;
    for (const fs::path& mod : sorted_entries(dir))
      for (const fs::path& fun : sorted_entries(mod))
        for (const fs::path& prb : sorted_entries(fun)) {
          std::string f = fun.filename().string(), n = prb.filename().string();
          auto sp = read_stashed(prb);
          if (!sp) continue;
          const proc::Module* m = module_of(p, sp->dev, sp->ino);
          if (!m || !m->elf) continue;
          covered.insert({sp->dev, sp->ino});
          if (!probes::matches(d, provider, m->name, f, n)) continue;
          UsdtProbe u{p.pid(), m->path, {}, {}, false, 0, std::move(sp->probe), std::nullopt, 0};
          u.dof.provider = provider.substr(0, provider.size() - std::to_string(p.pid()).size());
          u.dof.function = f;
          u.dof.name = n;
          UniqueFd fd(::open(m->path.c_str(), O_RDONLY | O_CLOEXEC));
          for (uint64_t off : sp->sites)
            if (offset_ok(*m->elf, fd, off)) u.sites.push_back(off);
          for (uint64_t off : sp->enabled_sites)
            if (offset_ok(*m->elf, fd, off)) u.enabled_sites.push_back(off);
          insert(table, index, provider, *m, std::move(u));
        }
  }

  static std::optional<dof::StashedProbe> read_stashed(const fs::path& path) {
    UniqueFd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW));
    if (!fd.valid()) return std::nullopt;
    std::string text(kMaxStashFile, '\0');
    ssize_t n = ::read(fd.get(), text.data(), text.size());
    if (n <= 0 || static_cast<size_t>(n) == text.size()) return std::nullopt;
    text.resize(static_cast<size_t>(n));
    auto sp = dof::parse_stashed_probe(text);
    if (!sp) return std::nullopt;
    return std::move(*sp);
  }

  static const proc::Module* module_of(const proc::Process& p, uint64_t dev, uint64_t ino) {
    for (const proc::Module& m : p.modules())
      if (m.dev == dev && m.inode == ino) return &m;
    return nullptr;
  }

  // A file offset inside an executable segment, on a -G site pattern.
  static bool offset_ok(const proc::ElfSymbols& elf, const UniqueFd& fd, uint64_t off) {
    if (!fd.valid()) return false;
    for (const proc::Segment& s : elf.segments())
      if (s.executable && off >= s.offset && off + 5 <= s.offset + s.filesz)
        return site_ok(fd.get(), off);
    return false;
  }

  void add_probe(probes::ProbeTable& table, int index, const std::string& provider, int pid,
                 const proc::Module& m, const dof::ParsedProbe& pr) {
    UsdtProbe u{pid, m.path, {}, {}, false, 0, pr, std::nullopt, 0};
    UniqueFd fd(::open(m.path.c_str(), O_RDONLY | O_CLOEXEC));
    auto locate = [&](const std::vector<uint32_t>& offs, std::vector<uint64_t>& out) {
      for (uint32_t off : offs) {
        auto fo = m.elf->file_offset(pr.addr + off);
        if (fo && in_exec_segment(*m.elf, pr.addr + off) && fd.valid() && site_ok(fd.get(), *fo))
          out.push_back(*fo);
      }
    };
    locate(pr.offs, u.sites);
    locate(pr.enoffs, u.enabled_sites);
    insert(table, index, provider, m, std::move(u));
  }

  void insert(probes::ProbeTable& table, int index, const std::string& provider,
              const proc::Module& m, UsdtProbe u) {
    if (u.sites.empty() && u.enabled_sites.empty()) return;
    if (!u.enabled_sites.empty()) u.semaphore = semaphore(m, u.dof.provider, u.dof.name);
    const probes::Probe* p = table.add(
        probes::Probe{0, provider, m.name, u.dof.function, u.dof.name, index, 0, m.path});
    if (p) probes_.try_emplace(p->id, std::move(u));
  }

  static bool in_exec_segment(const proc::ElfSymbols& elf, uint64_t vaddr) {
    for (const proc::Segment& s : elf.segments())
      if (s.executable && vaddr >= s.vaddr && vaddr + 5 <= s.vaddr + s.filesz) return true;
    return false;
  }

  // The is-enabled program, loaded once: the one that writes the flag, or
  // where the kernel refuses bpf_probe_write_user one that does nothing
  // (the uprobe's reference counter is then the whole effect).
  const load::Program* enabled_program(bool* writes) {
    if (!enabled_prog_) {
      auto prog = load::Program::load(BPF_PROG_TYPE_KPROBE, kSetEnabledInsns, "usdt_enabled", 0,
                                      nullptr);
      enabled_writes_ = prog.has_value();
      if (!prog) prog = load::Program::load(BPF_PROG_TYPE_KPROBE, kNoopInsns, "usdt_sem", 0, nullptr);
      if (!prog) return nullptr;
      enabled_prog_.emplace(std::move(*prog));
    }
    *writes = enabled_writes_;
    return &*enabled_prog_;
  }

  // Arms the is-enabled sites of `u` once per session (every clause on the
  // probe shares them).
  Result<void> arm_enabled_sites(UsdtProbe& u, std::vector<load::Link>& out) {
    if (u.enabled_armed || u.enabled_sites.empty()) return {};
    u.enabled_armed = true;
    bool writes = false;
    const load::Program* prog = enabled_program(&writes);
    if (!prog || (!writes && u.semaphore == 0)) return {};
    for (uint64_t off : u.enabled_sites) {
      auto link =
          load::attach_uprobe(*prog, u.path, off, false, follow_ ? -1 : u.pid, u.semaphore);
      if (!link) return link.error();
      out.push_back(std::move(*link));
    }
    return {};
  }

  // The file offset of the semaphore of `provider`:`probe` in module `m`.
  uint64_t semaphore(const proc::Module& m, const std::string& provider, const std::string& probe) {
    auto key = std::make_pair(m.dev, m.inode);
    auto it = semaphores_.find(key);
    if (it == semaphores_.end()) {
      auto sems = dof::read_semaphores(m.path);
      it = semaphores_.emplace(key, sems ? std::move(*sems) : std::map<std::string, uint64_t>{})
               .first;
    }
    auto s = it->second.find(dof::semaphore_name(dof::func_form(provider), dof::func_form(probe)));
    return s == it->second.end() ? 0 : s->second;
  }

  const UsdtProbe* find(const probes::Probe& p) const {
    auto it = probes_.find(p.id);
    return it == probes_.end() ? nullptr : &it->second;
  }

  // The first `nargs` arguments: arg0..arg5 from the argument registers,
  // arg6..arg9 from sp[0..3]; the rest are 0.
  static void emit_funcall_args(ir::Builder& b, ir::Reg ctx, ir::Reg ms,
                                int nargs = ir::mstate::kNumArgs) {
    namespace m = ir::mstate;
    nargs = std::clamp(nargs, 0, m::kNumArgs);
    for (int i = 0; i < m::kNumArgs; ++i) {
      auto slot = static_cast<int16_t>(m::kArgs + 8 * i);
      if (i >= nargs) {
        b.store_imm(8, ms, slot, 0);
      } else if (i < 6) {
        ir::Reg v = b.vreg();
        b.load(8, v, ctx, kRegArgs[i]);
        b.store(8, ms, slot, v);
      }
    }
    if (nargs <= 6) return;
    b.mov(ir::R1, ms);
    b.alu(ir::AluOp::Add, ir::R1, m::kArgs + 6 * 8);
    b.mov(ir::R2, (nargs - 6) * 8);
    b.load(8, ir::R3, ctx, kRegSp);
    b.call(BPF_FUNC_probe_read_user, 3);
  }

  // stapsdt arguments: each read where its argspec says, then narrowed to
  // its size and sign- or zero-extended; the arguments it lacks are 0.
  static void emit_sdt_args(ir::Builder& b, ir::Reg ctx, ir::Reg ms,
                            const std::vector<dof::SdtArg>& args) {
    namespace m = ir::mstate;
    for (int i = 0; i < m::kNumArgs; ++i) {
      auto slot = static_cast<int16_t>(m::kArgs + 8 * i);
      if (static_cast<size_t>(i) >= args.size()) {
        b.store_imm(8, ms, slot, 0);
        continue;
      }
      const dof::SdtArg& a = args[static_cast<size_t>(i)];
      ir::Reg v = b.vreg();
      if (a.kind == dof::SdtArg::Kind::Imm) {
        b.mov(v, a.value);
      } else if (a.kind == dof::SdtArg::Kind::Reg) {
        b.load(8, v, ctx, a.reg);
        if (a.reg_shift) b.alu(ir::AluOp::Rsh, v, a.reg_shift);
      } else {
        ir::Reg addr = b.vreg();
        b.load(8, addr, ctx, a.reg);
        if (a.index >= 0) {
          ir::Reg idx = b.vreg();
          b.load(8, idx, ctx, a.index);
          if (a.scale > 1) b.alu(ir::AluOp::Mul, idx, a.scale);
          b.alu(ir::AluOp::Add, addr, idx);
        }
        if (a.value) {
          ir::Reg disp = b.vreg();
          b.mov(disp, a.value);
          b.alu(ir::AluOp::Add, addr, disp);
        }
        b.store_imm(8, ms, slot, 0);
        b.mov(ir::R1, ms);
        b.alu(ir::AluOp::Add, ir::R1, slot);
        b.mov(ir::R2, a.size);
        b.mov(ir::R3, addr);
        b.call(BPF_FUNC_probe_read_user, 3);
        b.load(8, v, ms, slot);
      }
      if (a.size < 8) {
        int bits = 64 - 8 * a.size;
        b.alu(ir::AluOp::Lsh, v, bits);
        b.alu(a.is_signed ? ir::AluOp::Arsh : ir::AluOp::Rsh, v, bits);
      }
      b.store(8, ms, slot, v);
    }
  }

  // The size and signedness of an integer type narrower than 64 bits by
  // its C name (what DOF carries), or 0 for anything else.
  static int narrow_size(std::string_view t, bool* is_signed) {
    for (std::string_view q : {"const ", "volatile "})
      while (t.starts_with(q)) t.remove_prefix(q.size());
    struct Narrow {
      std::string_view name;
      int size;
      bool is_signed;
    };
    static constexpr Narrow kNarrow[] = {
        {"char", 1, true},          {"signed char", 1, true},   {"int8_t", 1, true},
        {"unsigned char", 1, false}, {"uint8_t", 1, false},     {"uchar_t", 1, false},
        {"_Bool", 1, false},        {"bool", 1, false},         {"short", 2, true},
        {"short int", 2, true},     {"signed short", 2, true},  {"int16_t", 2, true},
        {"unsigned short", 2, false}, {"unsigned short int", 2, false}, {"uint16_t", 2, false},
        {"ushort_t", 2, false},     {"int", 4, true},           {"signed", 4, true},
        {"signed int", 4, true},    {"int32_t", 4, true},       {"pid_t", 4, true},
        {"unsigned", 4, false},     {"unsigned int", 4, false}, {"uint32_t", 4, false},
        {"uint_t", 4, false},
    };
    for (const Narrow& n : kNarrow)
      if (t == n.name) {
        *is_signed = n.is_signed;
        return n.size;
      }
    return 0;
  }

  // A DOF probe's integer arguments narrower than a register are sign- or
  // zero-extended from their width, as DTrace does: an int argument of -1
  // reads -1, not 4294967295 (the register's upper half is whatever the
  // caller left there).
  static void emit_narrowing(ir::Builder& b, ir::Reg ms, const std::vector<std::string>& types) {
    namespace m = ir::mstate;
    for (size_t i = 0; i < types.size() && i < static_cast<size_t>(m::kNumArgs); ++i) {
      bool is_signed = false;
      int size = narrow_size(types[i], &is_signed);
      if (size == 0) continue;
      auto slot = static_cast<int16_t>(m::kArgs + 8 * i);
      ir::Reg v = b.vreg();
      b.load(8, v, ms, slot);
      int bits = 64 - 8 * size;
      b.alu(ir::AluOp::Lsh, v, bits);
      b.alu(is_signed ? ir::AluOp::Arsh : ir::AluOp::Rsh, v, bits);
      b.store(8, ms, slot, v);
    }
  }

  // Whether an argument mapping leaves every argument in its place.
  static bool is_identity(const std::vector<uint8_t>& map) {
    for (size_t i = 0; i < map.size(); ++i)
      if (map[i] != i) return false;
    return true;
  }

  // args[i] = native[argmap[i]], when the mapping is not the identity.
  static void emit_argmap(ir::Builder& b, ir::Reg ms, const std::vector<uint8_t>& map) {
    namespace m = ir::mstate;
    if (is_identity(map) || map.size() > static_cast<size_t>(m::kNumArgs)) return;
    std::vector<ir::Reg> vals;
    for (uint8_t src : map) {
      vals.push_back(b.vreg());
      b.load(8, vals.back(), ms, static_cast<int16_t>(m::kArgs + 8 * src));
    }
    for (size_t i = 0; i < vals.size(); ++i)
      b.store(8, ms, static_cast<int16_t>(m::kArgs + 8 * i), vals[i]);
  }

  std::string stash_root_ = "/run/dtrace";  // -x dofstashpath
  bool follow_ = false;  // -x follow=fork: attach for every process
  int args_used_ = ir::mstate::kNumArgs;  // set_args_used
  bool enabled_writes_ = false;
  std::optional<load::Program> enabled_prog_;
  std::map<std::pair<uint64_t, uint64_t>, std::map<std::string, uint64_t>> semaphores_;
  proc::SymbolCache cache_;
  std::map<int, proc::Process> procs_;
  std::map<std::pair<uint64_t, uint64_t>, std::vector<dof::ParsedProbe>> objects_;
  std::map<std::pair<uint64_t, uint64_t>, std::vector<dof::SdtProbe>> sdt_objects_;
  std::map<uint32_t, UsdtProbe> probes_;
  // discover(): the stash files seen, by pid, and the probes returned.
  std::map<int, std::set<std::string>> seen_;
  std::set<uint32_t> reported_;
};

}  // namespace

std::unique_ptr<Provider> make_usdt_provider() { return std::make_unique<UsdtProvider>(); }

}  // namespace dtrace::providers
