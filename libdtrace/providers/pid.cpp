// The pid provider (design/usdt.md section 5): probes on the functions of
// one process, made on demand from descriptions such as
// pid1234:libc.so.6:malloc:entry.  $target has already been replaced by the
// pid when a description reaches us.
//
//   entry    a uprobe on the function's first instruction; arg0..arg9 are
//            the arguments (registers, then the caller's stack)
//   return   a uretprobe on the function; arg0 = 0 (as Oracle's DTrace on
//            Linux: the returning instruction is unknown), arg1 = the return
//            value
//   OFFSET   (hex) a uprobe at that offset into the function, which must
//            start an instruction; arguments as at entry (the registers as
//            they are there).  A glob name (or none) also makes one such
//            probe per instruction whose offset it matches; those are
//            optional: a site the kernel is known to refuse is left out
//            (proc::instruction_offsets), and any other it refuses is
//            skipped when attaching.
//
// Module and function may be globs; "a.out" names the executable, and a
// probe's module is the basename of the object (what DTrace shows).  A
// function named by an alias (_go for go) gives the probe of its preferred
// name.  Function "-" takes an address in the executable as the name:
// pid1234:a.out:-:401136.  The provider may be a glob ending in the pid
// (p*d1234) when the part before the pid matches "pid".  Each
// probe is a perf uprobe PMU event opened for the one process (DESIGN.md
// D8), so the kernel runs the program only in that process; on kernels with
// uprobe_multi links (6.6) the probes of one object share a program and a
// link instead.  With -x follow=fork the uprobes are opened for every
// process instead and the program tests the process (follow.h): the
// kernel's per-process filter would keep them out of the children.
//
// Probe data: data_str is the object's path; data is the file offset of
// the probe site.  The pid is in the provider name.
#include <linux/bpf.h>

#include <map>
#include <set>

#include "diag/diagnostic.h"
#include "ir/mstate.h"
#include "libproc/instructions.h"
#include "libproc/process.h"
#include "load/link.h"
#include "providers/provider.h"

namespace dtrace::providers {
namespace {

// x86_64 struct pt_regs offsets.
constexpr int16_t kRegArgs[] = {14 * 8, 13 * 8, 12 * 8, 11 * 8, 9 * 8, 8 * 8};  // di si dx cx r8 r9
constexpr int16_t kRegAx = 10 * 8, kRegSp = 19 * 8;

std::optional<int> pid_of(std::string_view provider) {
  if (!provider.starts_with("pid") || provider.size() == 3 || provider.size() > 13)
    return std::nullopt;
  int64_t pid = 0;
  for (char c : provider.substr(3)) {
    if (c < '0' || c > '9') return std::nullopt;
    pid = pid * 10 + (c - '0');
  }
  if (pid <= 0 || pid > INT32_MAX) return std::nullopt;
  return static_cast<int>(pid);
}

// The digits a description's provider ends in when it names pid probes:
// pid1234, or a glob whose part before the trailing digits matches "pid"
// (p*d1234), as dt_pid.c.  They may not make a valid pid (pid0).
std::optional<std::string_view> pid_digits(std::string_view provider) {
  size_t digits = provider.size();
  while (digits > 0 && provider[digits - 1] >= '0' && provider[digits - 1] <= '9') --digits;
  if (digits == provider.size()) return std::nullopt;
  std::string_view head = provider.substr(0, digits);
  if (head != "pid" && !(probes::has_glob(head) && probes::glob_match(head, "pid")))
    return std::nullopt;
  return provider.substr(digits);
}

// The pid a description's provider names, if a valid one.
std::optional<int> pid_in_spec(std::string_view provider) {
  auto digits = pid_digits(provider);
  if (!digits) return std::nullopt;
  return pid_of(fmt::format("pid{}", *digits));
}

// "1f" as an offset; nullopt when the name is not hex.
std::optional<uint64_t> hex_offset(std::string_view name) {
  if (name.empty() || name.size() > 16) return std::nullopt;
  uint64_t v = 0;
  for (char c : name) {
    int d = c >= '0' && c <= '9' ? c - '0'
            : c >= 'a' && c <= 'f' ? c - 'a' + 10
            : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                   : -1;
    if (d < 0) return std::nullopt;
    v = v * 16 + static_cast<uint64_t>(d);
  }
  return v;
}

class PidProvider final : public Provider, public LateProbes {
 public:
  std::string_view name() const override { return "pid"; }
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
  // Also pid0 and the like, so that they are refused in DTrace's words.
  bool provides(std::string_view provider) const override {
    return pid_digits(provider).has_value();
  }
  void populate(probes::ProbeTable&, int) override {}

  bool probe_matches(const probes::ProbeDesc& desc, const probes::Probe& p) const override {
    auto pid = pid_of(p.provider);
    auto it = pid ? procs_.find(*pid) : procs_.end();
    const proc::Process* proc = it == procs_.end() ? nullptr : &it->second;
    probes::ProbeDesc d = desc;
    if (proc && names_alias(d, p, *proc)) d.function = p.function;
    if (probes::matches(d, p.provider, p.module, p.function, p.name)) return true;
    // The description may name the object another way: a.out, or the stem
    // of a library's name ("libc.so" for libc.so.6).
    if (!proc || !probes::matches(d, p.provider, d.module, p.function, p.name)) return false;
    for (const proc::Module* m : proc->match_modules(p.module))
      if (m->name == p.module && proc::module_matches(d.module, *m)) return true;
    return false;
  }

  // Whether the description's (exact) function is another name of the
  // probe's function: _go for go, both naming one body.
  static bool names_alias(const probes::ProbeDesc& d, const probes::Probe& p,
                          const proc::Process& proc) {
    if (d.function.empty() || d.function == p.function || probes::has_glob(d.function))
      return false;
    for (const proc::Module& m : proc.modules()) {
      if (m.name != p.module || !m.elf) continue;
      const proc::Symbol* s = m.elf->find(d.function);
      if (s && m.elf->canonical(*s).name == p.function) return true;
    }
    return false;
  }

  void provide(const probes::ProbeDesc& d, probes::ProbeTable& table, int index) override {
    if (!pid_digits(d.provider)) return;
    auto pid = pid_in_spec(d.provider);
    if (!pid)
      diag::error({}, diag::Tag::D_PROC_BADPID, "'{}' does not contain a valid pid", d.provider);
    // A process that is not there (or cannot be inspected) is an error
    // rather than a description that matches nothing, as DTrace's grab.
    const proc::Process* p = process(*pid);
    if (!p) diag::error({}, diag::Tag::D_PROC_GRAB, "failed to grab process {}", *pid);
    std::string prov = fmt::format("pid{}", *pid);
    if (d.function == "-") {
      add_absolute(table, index, prov, d, *p);
      return;
    }
    bool exact = !d.function.empty() && !probes::has_glob(d.function);
    bool looked = false, seen = false;
    for (const proc::Module* m : p->match_modules(d.module)) {
      if (!m->elf) continue;
      looked = true;
      std::vector<proc::Found> fns;
      if (exact) {
        if (const proc::Symbol* s = m->elf->find(d.function))
          if (auto f = p->found(*m, m->elf->canonical(*s))) fns.push_back(*f);
      } else {
        fns = p->functions(*m, d.function);
      }
      seen |= !fns.empty();
      for (const proc::Found& f : fns) add_probes(table, index, prov, d, f);
    }
    // As dt_pid.c: a named function missing from a named module that is
    // there is an error; with a module glob, other objects may have it.
    if (exact && looked && !seen && !d.module.empty() && !probes::has_glob(d.module))
      diag::error({}, diag::Tag::D_PROC_FUNC, "failed to lookup '{}' in module '{}'", d.function,
                  d.module);
  }

  uint32_t prog_type(const probes::Probe&) const override { return BPF_PROG_TYPE_KPROBE; }

  // Probes in objects a process maps later (dlopen): a description whose
  // module is a glob, empty, or an object the process does not map yet is
  // matched again when the process's mappings change.
  LateProbes* late() override { return this; }
  bool may_grow(const probes::ProbeDesc& d) override {
    auto pid = pid_in_spec(d.provider);
    if (!pid || d.function == "-") return false;
    if (d.module.empty() || probes::has_glob(d.module)) return true;
    const proc::Process* p = process(*pid);
    return p && p->match_modules(d.module).empty();
  }
  int late_kinds() const override { return 2; }
  int late_kind(const probes::Probe& p) const override { return p.name == "return" ? 1 : 0; }
  void emit_late_trampoline(int kind, ir::Builder& b, ir::Reg ctx, ir::Reg ms) const override {
    if (kind == 1)
      emit_return_args(b, ctx, ms);
    else
      emit_entry_args(b, ctx, ms);
  }

  // The processes the descriptions name whose file mappings have changed
  // since the last look are inspected again and the descriptions provided
  // again; returned: their probes not returned before.
  std::vector<const probes::Probe*> discover(std::span<const probes::ProbeDesc> descs,
                                             probes::ProbeTable& table, int index) override {
    std::map<int, std::vector<const probes::ProbeDesc*>> by_pid;
    for (const probes::ProbeDesc& d : descs)
      if (auto pid = pid_in_spec(d.provider)) by_pid[*pid].push_back(&d);
    std::vector<const probes::Probe*> out;
    for (const auto& [pid, ds] : by_pid) {
      auto maps = proc::read_maps(pid);
      if (!maps) continue;
      std::set<std::pair<uint64_t, uint64_t>> files;
      for (const proc::Mapping& m : *maps)
        if (m.inode != 0) files.emplace(m.dev, m.inode);
      auto [it, fresh] = mapped_.try_emplace(pid, files);
      if (!fresh && it->second == files) continue;
      it->second = std::move(files);
      procs_.erase(pid);
      for (const probes::ProbeDesc* d : ds) {
        try {
          provide(*d, table, index);
        } catch (const diag::CompileError&) {
          // A function a named module lacks: nothing to add.
        }
      }
      std::string prov = fmt::format("pid{}", pid);
      for (const probes::Probe& p : table.all())
        if (p.provider == prov && reported_.try_emplace(p.id, pid).second) out.push_back(&p);
    }
    return out;
  }
  bool late_ok(const probes::Probe&, std::string*) const override { return true; }
  Result<std::vector<load::Link>> attach_late(const probes::Probe& p, const load::Program& prog,
                                              uint64_t cookie) override {
    auto pid = pid_of(p.provider);
    if (!pid) return Error::make("bad pid provider '{}'", p.provider);
    std::vector<load::Link> out;
    auto link = load::attach_uprobe(prog, p.data_str, p.data, p.name == "return", *pid, 0, cookie);
    // A site the kernel cannot probe, or a process gone meanwhile.
    if (!link && (link.error().errnum == kNotSupp || link.error().errnum == ESRCH)) return out;
    if (!link) return link.error();
    out.push_back(std::move(*link));
    return out;
  }
  int process_of(const probes::Probe& p) const override { return pid_of(p.provider).value_or(0); }
  void forget(int pid) override {
    procs_.erase(pid);
    mapped_.erase(pid);
    std::erase_if(reported_, [pid](const auto& e) { return e.second == pid; });
  }

  std::optional<int> traced_process(const probes::Probe& p) const override {
    return pid_of(p.provider);
  }
  void set_follow_forks(bool on) override { follow_ = on; }
  void set_args_used(int n) override { args_used_ = n; }

  void emit_trampoline(const probes::Probe& p, ir::Builder& b, ir::Reg ctx,
                       ir::Reg ms) const override {
    if (p.name == "return")
      emit_return_args(b, ctx, ms);
    else
      emit_entry_args(b, ctx, ms);
  }

  // Where the kernel has uprobe_multi links, the probes of one object share
  // a program (one for entry and offset probes, one for return probes) and
  // one link: thousands of functions attach and detach in one system call,
  // and the attach cookie (the probe id) tells the program which fired.
  static bool is_return_group(const std::string& key) {
    return key.find(":return:") != std::string::npos;
  }
  std::optional<Group> group_of(const probes::Probe& p) const override {
    if (!multi_) multi_ = load::have_uprobe_multi();
    if (!*multi_) return std::nullopt;
    return Group{fmt::format("{}:{}:{}", p.provider, p.name == "return" ? "return" : "entry",
                             p.data_str),
                 static_cast<int64_t>(p.id)};
  }
  size_t group_threshold() const override { return 4; }
  uint32_t group_prog_type(const std::string&) const override { return BPF_PROG_TYPE_KPROBE; }
  uint32_t group_attach_type(const std::string&) const override {
    return load::kAttachUprobeMulti;
  }
  ir::Reg emit_group_trampoline(const std::string& key, ir::Builder& b, ir::Reg ctx,
                                ir::Reg ms) const override {
    if (is_return_group(key))
      emit_return_args(b, ctx, ms);
    else
      emit_entry_args(b, ctx, ms);
    b.mov(ir::R1, ctx);
    b.call(BPF_FUNC_get_attach_cookie, 1);
    ir::Reg sel = b.vreg();
    b.mov(sel, ir::R0);
    return sel;
  }
  Result<std::vector<load::Link>> attach_group(const std::string& key,
                                               std::span<const probes::Probe* const> members,
                                               const load::Program& prog) override {
    const probes::Probe& first = *members.front();
    auto pid = pid_of(first.provider);
    if (!pid) return Error::make("bad pid provider '{}'", first.provider);
    std::vector<uint64_t> offsets, cookies;
    for (const probes::Probe* m : members) {
      offsets.push_back(m->data);
      cookies.push_back(m->id);
    }
    bool ret = is_return_group(key);
    std::vector<load::Link> out;
    DT_TRY(attach_split(prog, first.data_str, offsets, cookies, ret, follow_ ? -1 : *pid, out));
    return out;
  }

  // The kernel refuses a whole link when one site cannot take a uprobe
  // (ENOTSUPP: an instruction it cannot single-step or emulate); the halves
  // are then tried apart, so such a site alone goes unprobed, as a single
  // perf uprobe on it would.
  // The kernel's refusal (ENOTSUPP) of a site named exactly, in words.
  static Error untraceable(const std::string& path, uint64_t file_offset) {
    return Error::make(
        "the instruction at file offset {:#x} of '{}' cannot be traced (the kernel "
        "refuses a uprobe on it)",
        file_offset, path);
  }

  // A site named exactly (not through a glob) must be probed, as DTrace.
  Result<void> attach_split(const load::Program& prog, const std::string& path,
                            std::span<const uint64_t> offsets, std::span<const uint64_t> cookies,
                            bool ret, int pid, std::vector<load::Link>& out) const {
    auto link = load::attach_uprobe_multi(prog, path, offsets, cookies, ret, pid);
    if (link) {
      out.push_back(std::move(*link));
      return {};
    }
    if (link.error().errnum != kNotSupp) return link.error();
    if (offsets.size() == 1) {
      if (!required_.contains(static_cast<uint32_t>(cookies[0]))) return {};
      return untraceable(path, offsets[0]);
    }
    size_t half = offsets.size() / 2;
    DT_TRY(attach_split(prog, path, offsets.first(half), cookies.first(half), ret, pid, out));
    return attach_split(prog, path, offsets.subspan(half), cookies.subspan(half), ret, pid, out);
  }

  Result<std::vector<load::Link>> attach(const probes::Probe& p,
                                         const load::Program& prog) override {
    auto pid = pid_of(p.provider);
    if (!pid) return Error::make("bad pid provider '{}'", p.provider);
    auto link = load::attach_uprobe(prog, p.data_str, p.data, p.name == "return",
                                    follow_ ? -1 : *pid);
    std::vector<load::Link> out;
    if (!link && link.error().errnum == kNotSupp) {
      if (required_.contains(p.id)) return untraceable(p.data_str, p.data);
      return out;
    }
    if (!link) return link.error();
    out.push_back(std::move(*link));
    return out;
  }

 private:
  // The process snapshot, taken once per pid per session.
  const proc::Process* process(int pid) {
    auto it = procs_.find(pid);
    if (it == procs_.end()) {
      auto p = proc::Process::inspect(pid, cache_);
      if (!p) return nullptr;
      it = procs_.emplace(pid, std::move(*p)).first;
    }
    return &it->second;
  }

  void add_probes(probes::ProbeTable& table, int index, const std::string& prov,
                  const probes::ProbeDesc& d, const proc::Found& f) {
    auto add = [&](const std::string& name, uint64_t file_offset) {
      return table.add(probes::Probe{0, prov, f.module->name, f.symbol->name, name, index,
                                     file_offset, f.module->path});
    };
    bool glob = d.name.empty() || probes::has_glob(d.name);
    std::string pattern = d.name.empty() ? "*" : d.name;
    if (glob ? probes::glob_match(pattern, "entry") : d.name == "entry")
      add("entry", f.file_offset);
    if (glob ? probes::glob_match(pattern, "return") : d.name == "return")
      add("return", f.file_offset);
    if (glob) {
      // Sites the kernel is known to refuse are not made into probes: one
      // refused site fails a whole uprobe_multi link, and finding it by
      // halving costs the kernel an RCU grace period per failed attach
      // (a glob over glibc's AVX-512 string functions took minutes).
      for (uint64_t off : proc::instruction_offsets(f.module->path, f.file_offset, f.size(),
                                                    /*probeable_only=*/true))
        if (std::string name = fmt::format("{:x}", off); probes::glob_match(pattern, name))
          add(name, f.file_offset + off);
      return;
    }
    if (d.name == "entry" || d.name == "return") return;
    // An offset must lie inside the function and start an instruction (a
    // uprobe mid-instruction corrupts the code), in DTrace's words when not.
    auto off = hex_offset(d.name);
    if (!off)
      diag::error({}, diag::Tag::D_PROC_NAME, "'{}' is an invalid probe name", d.name);
    if (*off >= f.size())
      diag::error({}, diag::Tag::D_PROC_OFF, "offset {:#x} outside of function '{}'", *off,
                  f.symbol->name);
    auto boundary =
        proc::at_instruction_boundary(f.module->path, f.file_offset, f.size(), *off);
    if (boundary && !*boundary)
      diag::error({}, diag::Tag::D_PROC_ALIGN, "offset {:#x} is not aligned on an instruction",
                  *off);
    required_.insert(add(fmt::format("{:x}", *off), f.file_offset + *off)->id);
  }

  // pid1234:a.out:-:ADDR: the instruction at link-time address ADDR (hex)
  // of the executable; probe function "-", name the address.  As dt_pid.c,
  // the module is the executable (empty, a.out, or its own name) and the
  // name one address, not a glob.
  void add_absolute(probes::ProbeTable& table, int index, const std::string& prov,
                    const probes::ProbeDesc& d, const proc::Process& p) {
    const proc::Module* exec = p.executable();
    if (!d.module.empty()) {
      std::vector<const proc::Module*> named;
      if (!probes::has_glob(d.module)) named = p.match_modules(d.module);
      if (named.empty() || !exec || named.front()->path != exec->path)
        diag::error({}, diag::Tag::D_PROC_LIB,
                    "only the a.out module is valid with the '-' function");
    }
    if (d.name.empty() || probes::has_glob(d.name))
      diag::error({}, diag::Tag::D_PROC_NAME,
                  "only individual addresses may be specified with the '-' function");
    auto addr = hex_offset(d.name);
    if (!addr)
      diag::error({}, diag::Tag::D_PROC_NAME, "'{}' is an invalid probe name", d.name);
    for (const proc::Module* m : p.match_modules("a.out")) {
      if (!m->elf) continue;
      auto file_offset = m->elf->file_offset(*addr);
      if (!file_offset) continue;
      if (const proc::Symbol* s = m->elf->containing(*addr)) {
        auto start = m->elf->file_offset(s->value);
        auto boundary = start ? proc::at_instruction_boundary(m->path, *start, s->size,
                                                              *addr - s->value)
                              : std::nullopt;
        if (boundary && !*boundary)
          diag::error({}, diag::Tag::D_PROC_ALIGN,
                      "offset {:#x} is not aligned on an instruction", *addr);
      }
      const probes::Probe* probe = table.add(probes::Probe{
          0, prov, m->name, "-", fmt::format("{:x}", *addr), index, *file_offset, m->path});
      required_.insert(probe->id);
    }
  }

  // arg0..arg5 from the argument registers, arg6..arg9 from the caller's
  // stack: at entry the return address is at sp[0], stack arguments from
  // sp[1] on ("called" layout, design/usdt.md 4.6).  The stack is read only
  // when a clause reads arg6..arg9 (set_args_used); else they are 0.
  void emit_entry_args(ir::Builder& b, ir::Reg ctx, ir::Reg ms) const {
    namespace m = ir::mstate;
    for (int i = 0; i < 6; ++i) {
      ir::Reg v = b.vreg();
      b.load(8, v, ctx, kRegArgs[i]);
      b.store(8, ms, static_cast<int16_t>(m::kArgs + 8 * i), v);
    }
    if (args_used_ <= 6) {
      for (int i = 6; i < m::kNumArgs; ++i)
        b.store_imm(8, ms, static_cast<int16_t>(m::kArgs + 8 * i), 0);
      return;
    }
    // bpf_probe_read_user(&ms->args[6], 32, sp + 8): zeroes on a fault.
    b.mov(ir::R1, ms);
    b.alu(ir::AluOp::Add, ir::R1, m::kArgs + 6 * 8);
    b.mov(ir::R2, 4 * 8);
    b.load(8, ir::R3, ctx, kRegSp);
    b.alu(ir::AluOp::Add, ir::R3, 8);
    b.call(BPF_FUNC_probe_read_user, 3);
  }

  static void emit_return_args(ir::Builder& b, ir::Reg ctx, ir::Reg ms) {
    namespace m = ir::mstate;
    ir::Reg v = b.vreg();
    b.load(8, v, ctx, kRegAx);
    b.store_imm(8, ms, m::kArgs, 0);
    b.store(8, ms, m::kArgs + 8, v);
    for (int i = 2; i < m::kNumArgs; ++i)
      b.store_imm(8, ms, static_cast<int16_t>(m::kArgs + 8 * i), 0);
  }

  static constexpr int kNotSupp = 524;  // the kernel's ENOTSUPP

  proc::SymbolCache cache_;
  std::map<int, proc::Process> procs_;
  std::set<uint32_t> required_;  // probes named exactly: attach or fail
  // discover(): each process's mapped files when last looked at, and the
  // probes returned.
  std::map<int, std::set<std::pair<uint64_t, uint64_t>>> mapped_;
  std::map<uint32_t, int> reported_;
  mutable std::optional<bool> multi_;  // the kernel has uprobe_multi links
  bool follow_ = false;  // -x follow=fork: attach for every process
  int args_used_ = ir::mstate::kNumArgs;  // set_args_used
};

}  // namespace

std::unique_ptr<Provider> make_pid_provider() { return std::make_unique<PidProvider>(); }

}  // namespace dtrace::providers
