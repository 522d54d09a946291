// Tracefs events, their format files, raw tracepoint types from BTF, and
// the trampoline pieces shared by the tracepoint-based providers (see
// kernel_events.h).
#include "providers/kernel_events.h"

#include <bpf/btf.h>
#include <linux/bpf.h>

#include <cerrno>

#include "ir/mstate.h"
#include "load/tracefs.h"
#include "support/strings.h"

namespace dtrace::providers {
namespace {

namespace m = ir::mstate;

// Groups other providers own (Oracle's sdt and rawtp skip the same ones).
bool skipped_group(std::string_view g) {
  return g == "syscalls" || g == "kprobes" || g == "uprobes" || g == "dt_pid";
}

// "field:unsigned long foo[4];" -> type "unsigned long", name "foo", array.
void parse_declaration(std::string_view decl, FormatField& f) {
  if (starts_with(decl, "__data_loc ")) {
    f.is_data_loc = true;
    decl.remove_prefix(11);
  }
  size_t bracket = decl.find('[');
  std::string_view head = decl.substr(0, bracket);
  head = trim(head);
  size_t cut = head.find_last_of(" *");
  f.name = std::string(cut == std::string_view::npos ? head : head.substr(cut + 1));
  std::string_view type = cut == std::string_view::npos ? "" : trim(head.substr(0, cut + 1));
  // A __data_loc field's declared type is "char[]": the brackets follow the
  // type, not the name.
  if (f.is_data_loc) {
    f.name = std::string(trim(decl.substr(decl.find(']') + 1)));
    type = trim(decl.substr(0, bracket));
  } else if (bracket != std::string_view::npos) {
    f.is_array = true;
  }
  f.type = std::string(type);
}

// One "field:...;\toffset:N;\tsize:N;\tsigned:N;" line.
std::optional<FormatField> parse_field(std::string_view line) {
  line = trim(line);
  if (!starts_with(line, "field:")) return std::nullopt;
  FormatField f;
  for (const std::string& part : split(line, ';')) {
    std::string_view p = trim(part);
    if (starts_with(p, "field:")) parse_declaration(trim(p.substr(6)), f);
    auto num = [&](size_t skip) { return static_cast<int>(parse_uint(p.substr(skip)).value_or(0)); };
    if (starts_with(p, "offset:")) f.offset = num(7);
    if (starts_with(p, "size:")) f.size = num(5);
    if (starts_with(p, "signed:")) f.is_signed = num(7) != 0;
  }
  return f;
}

// A BTF type as a D type name (see kernel_events.h, rawtp_args).
std::string btf_d_type(const struct btf* b, uint32_t id);

const struct btf_type* skip_mods(const struct btf* b, uint32_t& id) {
  const struct btf_type* t = btf__type_by_id(b, id);
  while (t && (btf_is_mod(t) || btf_is_typedef(t))) {
    id = t->type;
    t = btf__type_by_id(b, id);
  }
  return t;
}

std::string btf_int_type(const struct btf_type* t, const char* name) {
  std::string_view n = name ? name : "";
  if (n == "char") return "char";
  if (n == "_Bool" || n == "bool") return "_Bool";
  bool is_signed = (btf_int_encoding(t) & BTF_INT_SIGNED) != 0;
  if (t->size == 8 && n.find("long long") != std::string_view::npos)
    return is_signed ? "long long" : "unsigned long long";
  return d_int_type(static_cast<int>(t->size), is_signed);
}

// What a pointer points to, as "T *"; pointers to anything without a D
// name (functions, pointers, arrays) are "uint64_t".
std::string btf_pointer_type(const struct btf* b, uint32_t id) {
  if (id == 0) return "void *";
  const struct btf_type* t = skip_mods(b, id);
  if (!t) return "uint64_t";
  const char* n = btf__name_by_offset(b, t->name_off);
  bool named = n && *n;
  if (btf_is_struct(t) && named) return fmt::format("struct {} *", n);
  if (btf_is_union(t) && named) return fmt::format("union {} *", n);
  if (btf_is_int(t)) return btf_int_type(t, n) + " *";
  return "uint64_t";
}

std::string btf_d_type(const struct btf* b, uint32_t id) {
  const struct btf_type* t = skip_mods(b, id);
  if (!t) return "uint64_t";
  const char* n = btf__name_by_offset(b, t->name_off);
  if (btf_is_int(t)) return btf_int_type(t, n);
  if (btf_is_ptr(t)) return btf_pointer_type(b, t->type);
  if (btf_is_enum(t) || btf_is_enum64(t)) return d_int_type(static_cast<int>(t->size), false);
  return "uint64_t";
}

}  // namespace

const std::vector<std::pair<std::string, std::string>>& TracefsEvents::list() {
  if (list_) return *list_;
  list_.emplace();
  auto text = read_file(load::tracefs_root() + "/available_events");
  if (!text) return *list_;
  for (const std::string& line : split(*text, '\n')) {
    size_t colon = line.find(':');
    if (colon == std::string::npos) continue;
    std::string group = line.substr(0, colon);
    if (skipped_group(group)) continue;
    std::string event(trim(line.substr(colon + 1)));
    names_.insert(event);
    list_->emplace_back(std::move(group), std::move(event));
  }
  return *list_;
}

bool TracefsEvents::has_event(std::string_view name) {
  list();
  return names_.find(name) != names_.end();
}

bool may_be_event(const probes::ProbeDesc& desc, TracefsEvents& events) {
  const std::string& n = desc.name;
  if (n.empty() || probes::has_glob(n)) return true;
  for (char c : n) {
    bool upper = c >= 'A' && c <= 'Z';
    if (!(upper || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
    if (upper && desc.provider.empty()) return false;
  }
  return events.has_event(n);
}

Result<std::vector<FormatField>> event_format(const std::string& group, const std::string& event) {
  std::string path = fmt::format("{}/events/{}/{}/format", load::tracefs_root(), group, event);
  auto text = read_file(path);
  if (!text)
    return Error::from_errno(errno != 0 ? errno : ENOENT, "failed to read format of tracepoint '{}:{}'",
                             group, event);
  std::vector<FormatField> out;
  for (const std::string& line : split(*text, '\n')) {
    auto f = parse_field(line);
    if (f && !starts_with(f->name, "common_")) out.push_back(std::move(*f));
  }
  return out;
}

std::string d_int_type(int size, bool is_signed) {
  switch (size) {
    case 1: return is_signed ? "char" : "unsigned char";
    case 2: return is_signed ? "short" : "unsigned short";
    case 4: return is_signed ? "int" : "unsigned int";
    default: return is_signed ? "long" : "unsigned long";
  }
}

std::string field_d_type(const FormatField& f) {
  std::string_view t = f.type;
  if (starts_with(t, "const ")) t.remove_prefix(6);
  if (f.is_data_loc || f.is_array) return t == "char" || t == "char[]" ? "char *" : "uint64_t";
  if (ends_with(t, "*")) {
    std::string_view base = trim(t.substr(0, t.size() - 1));
    if (base.find('*') != std::string_view::npos) return "uint64_t";
    if (starts_with(base, "struct ") || base == "char" || base == "void") return std::string(base) + " *";
    return "uint64_t";
  }
  if (f.size == 1 || f.size == 2 || f.size == 4 || f.size == 8) return d_int_type(f.size, f.is_signed);
  return "uint64_t";
}

KernelTypes::KernelTypes() = default;
KernelTypes::~KernelTypes() = default;

// typedef void (*btf_trace_<event>)(void *__data, args...): the kernel
// declares one per tracepoint for BPF's typed raw tracepoint programs.
std::optional<std::vector<std::string>> KernelTypes::rawtp_args(const std::string& event) {
  if (auto it = cache_.find(event); it != cache_.end()) return it->second;
  std::optional<std::vector<std::string>>& out = cache_[event];
  const struct btf* b = btf_.get();
  if (!b) return out;
  int id = btf__find_by_name_kind(b, ("btf_trace_" + event).c_str(), BTF_KIND_TYPEDEF);
  if (id < 0) return out;
  const struct btf_type* t = btf__type_by_id(b, static_cast<uint32_t>(id));
  t = t ? btf__type_by_id(b, t->type) : nullptr;  // the pointer
  t = t && btf_is_ptr(t) ? btf__type_by_id(b, t->type) : nullptr;
  if (!t || !btf_is_func_proto(t)) return out;
  std::vector<std::string> types;
  const struct btf_param* p = btf_params(t);
  for (uint16_t i = 1; i < btf_vlen(t); ++i) types.push_back(btf_d_type(b, p[i].type));
  out = std::move(types);
  return out;
}

void emit_clear_args(ir::Builder& b, ir::Reg ms, int from) {
  for (int i = from; i < m::kNumArgs; ++i)
    b.store_imm(8, ms, static_cast<int16_t>(m::kArgs + 8 * i), 0);
}

void emit_rawtp_args(ir::Builder& b, ir::Reg ctx, ir::Reg ms, int n) {
  n = std::min(n, m::kNumArgs);
  for (int i = 0; i < n; ++i) {
    ir::Reg v = b.vreg();
    b.load(8, v, ctx, static_cast<int16_t>(8 * i));
    b.store(8, ms, static_cast<int16_t>(m::kArgs + 8 * i), v);
  }
  emit_clear_args(b, ms, n);
}

void emit_copy_arg(ir::Builder& b, ir::Reg ms, int from, int to) {
  ir::Reg v = b.vreg();
  b.load(8, v, ms, static_cast<int16_t>(m::kArgs + 8 * from));
  b.store(8, ms, static_cast<int16_t>(m::kArgs + 8 * to), v);
}

void emit_return_if(ir::Builder& b, ir::Cond cond, ir::Reg reg, int64_t imm) {
  uint32_t go_on = b.new_label(), ret = b.new_label();
  b.jump_if(cond, reg, imm, ret);
  b.jump(go_on);
  b.label(ret);
  b.mov(ir::R0, 0);
  b.exit();
  b.label(go_on);
}

namespace {
// struct pt_regs on x86_64, and the slice of it read into the record area.
constexpr int16_t kRegsFrom = 56, kRegsLen = 88;  // regs->r10 .. regs->cs
constexpr int16_t kRegsArgs[6] = {112 /*di*/, 104 /*si*/, 96 /*dx*/, 56 /*r10*/, 72 /*r8*/,
                                  64 /*r9*/};
constexpr int16_t kRegsOrigAx = 120, kRegsCs = 136;
constexpr int64_t kUser32Cs = 0x23;
// A scratch word after the registers, still inside the record area.
constexpr int16_t kScratch = m::kRecord + 120;
int16_t regs_slot(int16_t reg) { return static_cast<int16_t>(m::kRecord + reg - kRegsFrom); }
}  // namespace

// bpf_probe_read_kernel(ms->record, 88, regs + 56);
// nr = regs->cs == __USER32_CS ? -1 : regs->orig_ax;
ir::Reg emit_syscall_regs(ir::Builder& b, ir::Reg ctx, ir::Reg ms) {
  ir::Reg regs = b.vreg();
  b.load(8, regs, ctx, 0);
  b.mov(ir::R1, ms);
  b.alu(ir::AluOp::Add, ir::R1, m::kRecord);
  b.mov(ir::R2, kRegsLen);
  b.mov(ir::R3, regs);
  b.alu(ir::AluOp::Add, ir::R3, kRegsFrom);
  b.call(BPF_FUNC_probe_read_kernel, 3);
  ir::Reg cs = b.vreg(), nr = b.vreg();
  b.load(8, cs, ms, regs_slot(kRegsCs));
  b.load(8, nr, ms, regs_slot(kRegsOrigAx));
  uint32_t native = b.new_label();
  b.jump_if(ir::Cond::Ne, cs, kUser32Cs, native);
  b.mov(nr, -1);
  b.label(native);
  return nr;
}

ir::Reg emit_syscall_arg(ir::Builder& b, ir::Reg ms, int i) {
  ir::Reg v = b.vreg();
  b.load(8, v, ms, regs_slot(kRegsArgs[i]));
  return v;
}

// *scratch = 0; bpf_probe_read_kernel(scratch, size, addr + off); v = *scratch
ir::Reg emit_read_kernel(ir::Builder& b, ir::Reg ms, ir::Reg addr, int32_t off, int size) {
  b.store_imm(8, ms, kScratch, 0);
  b.mov(ir::R1, ms);
  b.alu(ir::AluOp::Add, ir::R1, kScratch);
  b.mov(ir::R2, size);
  b.mov(ir::R3, addr);
  b.alu(ir::AluOp::Add, ir::R3, off);
  b.call(BPF_FUNC_probe_read_kernel, 3);
  ir::Reg v = b.vreg();
  b.load(static_cast<uint8_t>(size), v, ms, kScratch);
  return v;
}

ir::Reg emit_cpuinfo_of(ir::Builder& b, ir::Reg ms, ir::Reg cpu) {
  b.store_imm(8, ms, kScratch, 0);  // the map's only key
  b.mov(ir::R3, cpu);
  b.ld_map(ir::R1, m::kMapCpuInfo);
  b.mov(ir::R2, ms);
  b.alu(ir::AluOp::Add, ir::R2, kScratch);
  b.call(BPF_FUNC_map_lookup_percpu_elem, 3);
  ir::Reg v = b.vreg();
  b.mov(v, ir::R0);
  uint32_t none = b.new_label();
  b.jump_if(ir::Cond::Eq, v, 0, none);
  b.alu(ir::AluOp::Add, v, m::kCpuCurcpu);
  b.label(none);
  return v;
}

}  // namespace dtrace::providers
