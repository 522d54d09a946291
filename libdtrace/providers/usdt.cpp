// The usdt provider (design/usdt.md 4): the DOF probes of one process,
// made on demand from descriptions such as myprov1234:prog:main:probe1
// ($target has already been replaced by the pid).  A description's
// provider is a DOF provider name followed by the pid; DOF provider names
// never end in a digit (the DOF parser refuses them), so the trailing
// digits are the pid.
//
// First slice: the probes come straight from the .SUNW_dof sections of the
// ELF files the process maps (read from disk, where each probe's function
// address is its link-time address), not yet from dtprobed's stash.  Each
// probe site becomes a perf uprobe for the one process at the site's file
// offset.  Sites are checked before a uprobe goes there: inside an
// executable segment of that file, on the NOP pattern -G leaves.
// Is-enabled sites are not armed yet (PROV_PROBE_ENABLED() stays 0).
//
// Arguments use the "funcall" layout: the site is where the call used to
// be, so arg0..arg5 are the argument registers and arg6..arg9 are at sp[0]
// on.  A translated argument list (`: (int j, int i)`) is applied after.
#include <fcntl.h>
#include <linux/bpf.h>
#include <unistd.h>

#include <map>

#include "dof/object_dof.h"
#include "dof/parser.h"
#include "ir/mstate.h"
#include "libproc/process.h"
#include "providers/provider.h"
#include "support/unique_fd.h"

namespace dtrace::providers {
namespace {

constexpr int16_t kRegArgs[] = {14 * 8, 13 * 8, 12 * 8, 11 * 8, 9 * 8, 8 * 8};  // di si dx cx r8 r9
constexpr int16_t kRegSp = 19 * 8;

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
  std::vector<uint64_t> sites;  // file offsets
  dof::ParsedProbe dof;
};

class UsdtProvider final : public Provider {
 public:
  std::string_view name() const override { return "usdt"; }
  bool provides(std::string_view provider) const override {
    return split_pid(provider).has_value();
  }
  void populate(probes::ProbeTable&, int) override {}

  void provide(const probes::ProbeDesc& d, probes::ProbeTable& table, int index) override {
    auto sp = split_pid(d.provider);
    if (!sp) return;
    const proc::Process* p = process(sp->second);
    if (!p) return;
    for (const proc::Module* m : p->match_modules(d.module)) {
      if (!m->elf) continue;
      const std::vector<dof::ParsedProbe>& all = object_probes(*m);
      for (const dof::ParsedProbe& pr : all) {
        if (pr.provider != sp->first) continue;
        if (!probes::matches(d, d.provider, m->name, pr.function, pr.name)) continue;
        add_probe(table, index, d.provider, sp->second, *m, pr);
      }
    }
  }

  uint32_t prog_type(const probes::Probe&) const override { return BPF_PROG_TYPE_KPROBE; }

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
    emit_funcall_args(b, ctx, ms);
    if (const UsdtProbe* u = find(p)) emit_argmap(b, ms, u->dof.argmap);
  }

  Result<std::vector<load::Link>> attach(const probes::Probe& p,
                                         const load::Program& prog) override {
    const UsdtProbe* u = find(p);
    if (!u) return Error::make("no sites for probe {}", p.full_name());
    std::vector<load::Link> out;
    for (uint64_t off : u->sites) {
      auto link = load::attach_uprobe(prog, u->path, off, false, u->pid);
      if (!link) return link.error();
      out.push_back(std::move(*link));
    }
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

  void add_probe(probes::ProbeTable& table, int index, const std::string& provider, int pid,
                 const proc::Module& m, const dof::ParsedProbe& pr) {
    UsdtProbe u{pid, m.path, {}, pr};
    UniqueFd fd(::open(m.path.c_str(), O_RDONLY | O_CLOEXEC));
    for (uint32_t off : pr.offs) {
      auto fo = m.elf->file_offset(pr.addr + off);
      if (!fo || !in_exec_segment(*m.elf, pr.addr + off) || !fd.valid() || !site_ok(fd.get(), *fo))
        continue;
      u.sites.push_back(*fo);
    }
    if (u.sites.empty()) return;
    const probes::Probe* p = table.add(
        probes::Probe{0, provider, m.name, pr.function, pr.name, index, 0, m.path});
    if (p) probes_[p->id] = std::move(u);
  }

  static bool in_exec_segment(const proc::ElfSymbols& elf, uint64_t vaddr) {
    for (const proc::Segment& s : elf.segments())
      if (s.executable && vaddr >= s.vaddr && vaddr + 5 <= s.vaddr + s.filesz) return true;
    return false;
  }

  const UsdtProbe* find(const probes::Probe& p) const {
    auto it = probes_.find(p.id);
    return it == probes_.end() ? nullptr : &it->second;
  }

  // arg0..arg5 from the argument registers, arg6..arg9 from sp[0..3].
  static void emit_funcall_args(ir::Builder& b, ir::Reg ctx, ir::Reg ms) {
    namespace m = ir::mstate;
    for (int i = 0; i < 6; ++i) {
      ir::Reg v = b.vreg();
      b.load(8, v, ctx, kRegArgs[i]);
      b.store(8, ms, static_cast<int16_t>(m::kArgs + 8 * i), v);
    }
    b.mov(ir::R1, ms);
    b.alu(ir::AluOp::Add, ir::R1, m::kArgs + 6 * 8);
    b.mov(ir::R2, 4 * 8);
    b.load(8, ir::R3, ctx, kRegSp);
    b.call(BPF_FUNC_probe_read_user, 3);
  }

  // args[i] = native[argmap[i]], when the mapping is not the identity.
  static void emit_argmap(ir::Builder& b, ir::Reg ms, const std::vector<uint8_t>& map) {
    namespace m = ir::mstate;
    bool identity = true;
    for (size_t i = 0; i < map.size(); ++i) identity = identity && map[i] == i;
    if (identity || map.size() > static_cast<size_t>(m::kNumArgs)) return;
    std::vector<ir::Reg> vals;
    for (uint8_t src : map) {
      vals.push_back(b.vreg());
      b.load(8, vals.back(), ms, static_cast<int16_t>(m::kArgs + 8 * src));
    }
    for (size_t i = 0; i < vals.size(); ++i)
      b.store(8, ms, static_cast<int16_t>(m::kArgs + 8 * i), vals[i]);
  }

  proc::SymbolCache cache_;
  std::map<int, proc::Process> procs_;
  std::map<std::pair<uint64_t, uint64_t>, std::vector<dof::ParsedProbe>> objects_;
  std::map<uint32_t, UsdtProbe> probes_;
};

}  // namespace

std::unique_ptr<Provider> make_usdt_provider() { return std::make_unique<UsdtProvider>(); }

}  // namespace dtrace::providers
