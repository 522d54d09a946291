// The syscall provider: syscall:vmlinux:<name>:entry and :return on the
// syscalls:sys_enter_<name> / sys_exit_<name> tracepoints.  arg0..argN of
// entry are the system call's arguments; arg0 and arg1 of return are its
// return value, as in DTrace.
#include <dirent.h>
#include <linux/bpf.h>

#include <algorithm>

#include "ir/mstate.h"
#include "load/tracefs.h"
#include "providers/kernel_events.h"
#include "providers/provider.h"
#include "support/strings.h"

namespace dtrace::providers {
namespace {

// The tracepoint record: 8 bytes of common fields, __syscall_nr, then the
// arguments (entry) or the return value (return) from offset 16.
constexpr int16_t kFirstArg = 16;

struct SyscallNumber {
  const char* name;
  int nr;
};
constexpr SyscallNumber kSyscallNumbers[] = {
#include "syscall_numbers.inc"
    {"", -1},
};

// Tracepoints named after the kernel's sys_ functions where <asm/unistd.h>
// names the system call differently.
constexpr std::pair<std::string_view, std::string_view> kRenamed[] = {
    {"newfstat", "fstat"}, {"newlstat", "lstat"}, {"newstat", "stat"},
    {"newuname", "uname"}, {"sendfile64", "sendfile"}, {"umount", "umount2"},
};

int syscall_number(std::string_view name) {
  for (auto [tp, nr_name] : kRenamed)
    if (name == tp) name = nr_name;
  for (const SyscallNumber& s : kSyscallNumbers)
    if (name == s.name) return s.nr;
  return -1;
}

// struct pt_regs on x86_64: where each syscall argument register is.
constexpr int16_t kRegsArgs[6] = {112 /*di*/, 104 /*si*/, 96 /*dx*/, 56 /*r10*/, 72 /*r8*/,
                                  64 /*r9*/};
constexpr int16_t kRegsOrigAx = 120;
constexpr int16_t kRegsCs = 136;
constexpr int64_t kUser32Cs = 0x23;  // __USER32_CS: the task is in 32-bit mode

class SyscallProvider final : public Provider {
 public:
  std::string_view name() const override { return "syscall"; }
  // Oracle's attributes for this provider (dt_prov_syscall.c).
  ProviderAttributes attributes() const override {
    return {
        {Stability::Evolving, Stability::Evolving, DepClass::Common},  // provider
        {Stability::Private, Stability::Private, DepClass::Unknown},  // module
        {Stability::Private, Stability::Private, DepClass::Isa},  // function
        {Stability::Evolving, Stability::Evolving, DepClass::Common},  // name
        {Stability::Private, Stability::Private, DepClass::Isa}   // args
    };
  }

  bool may_match(const probes::ProbeDesc& d) const override {
    return name_in(d, {"entry", "return"});
  }

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
    // In system call number order, as DTrace numbers them (read 0,
    // readv 19, readlink 89 ...); any the table lacks follow by name.
    auto key = [](const std::string& n) {
      int nr = syscall_number(n);
      return std::pair(nr < 0 ? INT32_MAX : nr, std::string_view(n));
    };
    std::sort(names.begin(), names.end(),
              [&](const std::string& a, const std::string& b) { return key(a) < key(b); });
    for (const std::string& n : names) {
      table.add(probes::Probe{0, "syscall", "vmlinux", n, "entry", index, 0, "sys_enter_" + n});
      table.add(probes::Probe{0, "syscall", "vmlinux", n, "return", index, 1, "sys_exit_" + n});
    }
  }

  uint32_t prog_type(const probes::Probe&) const override { return BPF_PROG_TYPE_TRACEPOINT; }

  // args[]: the system call's parameters with the types of its tracepoint
  // format (int dfd, const char *filename...); return: the return value.
  std::vector<probes::ArgType> arg_types(const probes::Probe& p) const override {
    if (p.data == 1) return {{"long", ""}, {"long", ""}};
    auto fields = event_format("syscalls", p.data_str);
    std::vector<probes::ArgType> out;
    if (!fields) return out;
    for (const FormatField& f : *fields) {
      if (f.name == "__syscall_nr") continue;
      // Every field is 8 bytes and "unsigned" here: the declared type says
      // more (int dfd, umode_t mode), and sema resolves kernel typedefs.
      std::string t = f.type;
      if (t.starts_with("const ")) t = t.substr(6);
      bool simple = t.find('*') == std::string::npos || t == "char *" ||
                    (t.starts_with("struct ") && t.ends_with(" *") &&
                     t.find('*') == t.size() - 1);
      out.push_back({simple ? t : field_d_type(f), ""});
    }
    return out;
  }

  // So that stack() starts at syscall_trace_enter/exit either way: a
  // tracepoint program's stack starts in perf_syscall_enter/exit; a raw
  // tracepoint program's in the program itself, bpf_trace_run2,
  // __bpf_trace_sys_enter/exit and __traceiter_sys_enter/exit.  (Measured
  // on this kernel; an inlining change elsewhere would shift it.)
  uint32_t stack_skip(const probes::Probe&, const std::string& group) const override {
    return group.empty() ? 1 : 4;
  }

  // errno: the error a failing system call returns (-ret), else 0.
  static void emit_errno(ir::Builder& b, ir::Reg ms, ir::Reg ret) {
    namespace m = ir::mstate;
    uint32_t ok = b.new_label();
    b.jump_if(ir::Cond::Sge, ret, 0, ok);
    b.jump_if(ir::Cond::Slt, ret, -4095, ok);  // an address, not an error
    ir::Reg e = b.vreg();
    b.mov(e, ret);
    b.alu(ir::AluOp::Neg, e, 0);
    b.store(8, ms, m::kErrno, e);
    b.label(ok);
  }

  void emit_trampoline(const probes::Probe& p, ir::Builder& b, ir::Reg ctx,
                       ir::Reg ms) const override {
    namespace m = ir::mstate;
    if (p.data == 1) {
      ir::Reg ret = b.vreg();
      b.load(8, ret, ctx, kFirstArg);
      emit_errno(b, ms, ret);
    }
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

  // Many syscall probes share one program on the raw sys_enter / sys_exit
  // tracepoint, selected by syscall number: attaching ~350 tracepoints one
  // by one costs tens of seconds in the kernel, one raw tracepoint does not.
  std::optional<Group> group_of(const probes::Probe& p) const override {
    int nr = syscall_number(p.function);
    if (nr < 0) return std::nullopt;
    return Group{p.data == 1 ? "sys_exit" : "sys_enter", nr};
  }
  size_t group_threshold() const override { return 8; }
  uint32_t group_prog_type(const std::string&) const override {
    return BPF_PROG_TYPE_RAW_TRACEPOINT;
  }

  // The raw tracepoint's context is {struct pt_regs *regs, long id_or_ret}.
  //   entry:  ms->args[i] = regs->(di, si, dx, r10, r8, r9); selector = id
  //   return: ms->args[0] = ms->args[1] = ret; selector = regs->orig_ax
  // The registers are read in one bpf_probe_read_kernel into the record
  // area, which is free until the clauses run (ir/mstate.h).
  ir::Reg emit_group_trampoline(const std::string& key, ir::Builder& b, ir::Reg ctx,
                                ir::Reg ms) const override {
    namespace m = ir::mstate;
    constexpr int16_t kFrom = 56, kLen = 88;  // regs->r10 .. regs->cs
    ir::Reg regs = b.vreg(), second = b.vreg();
    b.load(8, regs, ctx, 0);
    b.load(8, second, ctx, 8);
    b.mov(ir::R1, ms);
    b.alu(ir::AluOp::Add, ir::R1, m::kRecord);
    b.mov(ir::R2, kLen);
    b.mov(ir::R3, regs);
    b.alu(ir::AluOp::Add, ir::R3, kFrom);
    b.call(BPF_FUNC_probe_read_kernel, 3);
    // A 32-bit (ia32) caller's syscall numbers are another table: the
    // per-syscall tracepoints ignore such calls, and so does this program
    // (selector -1 matches no probe).
    ir::Reg cs = b.vreg(), sel = b.vreg();
    b.load(8, cs, ms, static_cast<int16_t>(m::kRecord + kRegsCs - kFrom));
    for (int i = 0; i < m::kNumArgs; ++i)
      b.store_imm(8, ms, static_cast<int16_t>(m::kArgs + 8 * i), 0);
    if (key == "sys_enter") {
      for (int i = 0; i < 6; ++i) {
        ir::Reg v = b.vreg();
        b.load(8, v, ms, static_cast<int16_t>(m::kRecord + kRegsArgs[i] - kFrom));
        b.store(8, ms, static_cast<int16_t>(m::kArgs + 8 * i), v);
      }
      b.mov(sel, second);
    } else {
      b.store(8, ms, m::kArgs, second);
      b.store(8, ms, m::kArgs + 8, second);
      emit_errno(b, ms, second);
      b.load(8, sel, ms, static_cast<int16_t>(m::kRecord + kRegsOrigAx - kFrom));
    }
    uint32_t native = b.new_label();
    b.jump_if(ir::Cond::Ne, cs, kUser32Cs, native);
    b.mov(sel, -1);
    b.label(native);
    return sel;
  }
  Result<std::vector<load::Link>> attach_group(const std::string& key,
                                               std::span<const probes::Probe* const>,
                                               const load::Program& prog) override {
    auto link = load::attach_raw_tracepoint(prog, key);
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
