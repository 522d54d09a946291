// The syscall provider: syscall:vmlinux:<name>:entry and :return on the
// syscalls:sys_enter_<name> / sys_exit_<name> tracepoints.  arg0..argN of
// entry are the system call's arguments; arg0 and arg1 of return are its
// return value, as in DTrace.
#include <dirent.h>
#include <linux/bpf.h>

#include <algorithm>

#include "ir/mstate.h"
#include "load/tracefs.h"
#include "providers/provider.h"
#include "support/strings.h"

namespace dtrace::providers {
namespace {

// The tracepoint record: 8 bytes of common fields, __syscall_nr, then the
// arguments (entry) or the return value (return) from offset 16.
constexpr int16_t kFirstArg = 16;

class SyscallProvider final : public Provider {
 public:
  std::string_view name() const override { return "syscall"; }

  void populate(probes::ProbeTable& table, int index) override {
    std::string dir = load::tracefs_root() + "/events/syscalls";
    std::vector<std::string> names;
    if (DIR* d = opendir(dir.c_str())) {
      while (dirent* e = readdir(d)) {
        std::string_view n = e->d_name;
        if (n.starts_with("sys_enter_")) names.emplace_back(n.substr(10));
      }
      closedir(d);
    }
    std::sort(names.begin(), names.end());
    for (const std::string& n : names) {
      table.add(probes::Probe{0, "syscall", "vmlinux", n, "entry", index, 0, "sys_enter_" + n});
      table.add(probes::Probe{0, "syscall", "vmlinux", n, "return", index, 1, "sys_exit_" + n});
    }
  }

  uint32_t prog_type(const probes::Probe&) const override { return BPF_PROG_TYPE_TRACEPOINT; }

  void emit_trampoline(const probes::Probe& p, ir::Builder& b, ir::Reg ctx,
                       ir::Reg ms) const override {
    namespace m = ir::mstate;
    int nargs = p.data == 1 ? 1 : arg_count(p.data_str);
    for (int i = 0; i < m::kNumArgs; ++i) {
      if (i < nargs) {
        ir::Reg v = b.vreg();
        b.load(8, v, ctx, static_cast<int16_t>(kFirstArg + 8 * i));
        b.store(8, ms, static_cast<int16_t>(m::kArgs + 8 * i), v);
      } else if (p.data == 1 && i == 1) {
        ir::Reg v = b.vreg();
        b.load(8, v, ctx, kFirstArg);
        b.store(8, ms, m::kArgs + 8, v);
      } else {
        b.store_imm(8, ms, static_cast<int16_t>(m::kArgs + 8 * i), 0);
      }
    }
  }

  Result<std::vector<load::Link>> attach(const probes::Probe& p,
                                         const load::Program& prog) override {
    auto link = load::attach_tracepoint(prog, "syscalls", p.data_str);
    if (!link) return link.error();
    std::vector<load::Link> out;
    out.push_back(std::move(*link));
    return out;
  }

 private:
  // Fields after __syscall_nr in the event's format file.
  static int arg_count(const std::string& event) {
    auto text = read_file(load::tracefs_root() + "/events/syscalls/" + event + "/format");
    if (!text) return 0;
    int n = 0;
    for (const std::string& line : split(*text, '\n'))
      if (line.find("field:") != std::string::npos && line.find("offset:") != std::string::npos) {
        size_t off = line.find("offset:");
        if (std::stoi(line.substr(off + 7)) >= kFirstArg) ++n;
      }
    return std::min(n, 6);
  }
};

}  // namespace

std::unique_ptr<Provider> make_syscall_provider() { return std::make_unique<SyscallProvider>(); }

}  // namespace dtrace::providers
