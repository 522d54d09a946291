// systemtap SDT notes and argument specs (stapsdt.h).
#include "dof/stapsdt.h"

#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>

#include <charconv>
#include <cstring>

#include "support/unique_fd.h"

namespace dtrace::dof {
namespace {

constexpr uint32_t kNoteType = 3;  // NT_STAPSDT
constexpr size_t kMaxString = 256;
constexpr size_t kMaxArgs = 10;

// x86_64 register names: pt_regs byte offset, width in bytes, shift.
struct RegName {
  std::string_view name;
  int16_t off;
  uint8_t width, shift;
};

// pt_regs slots: r15 r14 r13 r12 bp bx r11 r10 r9 r8 ax cx dx si di
// orig_ax ip cs flags sp ss.
constexpr int16_t R(int slot) { return static_cast<int16_t>(slot * 8); }

constexpr RegName kRegs[] = {
    {"rax", R(10), 8, 0}, {"eax", R(10), 4, 0}, {"ax", R(10), 2, 0}, {"al", R(10), 1, 0},
    {"ah", R(10), 1, 8},  {"rbx", R(5), 8, 0},  {"ebx", R(5), 4, 0}, {"bx", R(5), 2, 0},
    {"bl", R(5), 1, 0},   {"bh", R(5), 1, 8},   {"rcx", R(11), 8, 0}, {"ecx", R(11), 4, 0},
    {"cx", R(11), 2, 0},  {"cl", R(11), 1, 0},  {"ch", R(11), 1, 8}, {"rdx", R(12), 8, 0},
    {"edx", R(12), 4, 0}, {"dx", R(12), 2, 0},  {"dl", R(12), 1, 0}, {"dh", R(12), 1, 8},
    {"rsi", R(13), 8, 0}, {"esi", R(13), 4, 0}, {"si", R(13), 2, 0}, {"sil", R(13), 1, 0},
    {"rdi", R(14), 8, 0}, {"edi", R(14), 4, 0}, {"di", R(14), 2, 0}, {"dil", R(14), 1, 0},
    {"rbp", R(4), 8, 0},  {"ebp", R(4), 4, 0},  {"bp", R(4), 2, 0},  {"bpl", R(4), 1, 0},
    {"rsp", R(19), 8, 0}, {"esp", R(19), 4, 0}, {"sp", R(19), 2, 0}, {"spl", R(19), 1, 0},
    {"r8", R(9), 8, 0},   {"r9", R(8), 8, 0},   {"r10", R(7), 8, 0}, {"r11", R(6), 8, 0},
    {"r12", R(3), 8, 0},  {"r13", R(2), 8, 0},  {"r14", R(1), 8, 0}, {"r15", R(0), 8, 0},
};

// r8..r15 with a d/w/b suffix: the same slot, narrower.
std::optional<RegName> reg_named(std::string_view n) {
  for (const RegName& r : kRegs)
    if (r.name == n) return r;
  for (auto [suffix, width] : {std::pair{'d', 4}, {'w', 2}, {'b', 1}}) {
    if (n.size() < 3 || n.back() != suffix) continue;
    std::string_view base = n.substr(0, n.size() - 1);
    for (const RegName& r : kRegs)
      if (r.name == base && base[0] == 'r' && base[1] >= '0' && base[1] <= '9')
        return RegName{r.name, r.off, static_cast<uint8_t>(width), 0};
  }
  return std::nullopt;
}

bool integer(std::string_view s, int64_t& v) {
  bool neg = !s.empty() && s[0] == '-';
  if (neg || (!s.empty() && s[0] == '+')) s.remove_prefix(1);
  int base = 10;
  if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    base = 16;
    s.remove_prefix(2);
  }
  uint64_t u = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), u, base);
  if (ec != std::errc() || p != s.data() + s.size() || s.empty()) return false;
  // Negated as unsigned: -0x8000000000000000 is INT64_MIN, not an overflow.
  v = static_cast<int64_t>(neg ? uint64_t{0} - u : u);
  return true;
}

std::optional<SdtArg> operand(std::string_view spec) {
  SdtArg a;
  size_t at = spec.find('@');
  if (at == std::string_view::npos) return std::nullopt;
  std::string_view sz = spec.substr(0, at), op = spec.substr(at + 1);
  if (!sz.empty() && sz[0] == '-') {
    a.is_signed = true;
    sz.remove_prefix(1);
  }
  if (sz == "1" || sz == "2" || sz == "4" || sz == "8")
    a.size = static_cast<uint8_t>(sz[0] - '0');
  else
    return std::nullopt;  // floating point ("8f") or nonsense
  if (op.starts_with("%")) {
    auto r = reg_named(op.substr(1));
    if (!r) return std::nullopt;
    a.kind = SdtArg::Kind::Reg;
    a.reg = r->off;
    a.reg_shift = r->shift;
    if (r->width < a.size) a.size = r->width;
    return a;
  }
  if (op.starts_with("$")) {
    a.kind = SdtArg::Kind::Imm;
    if (!integer(op.substr(1), a.value)) return std::nullopt;
    return a;
  }
  // disp(%base[,%index[,scale]])
  size_t lp = op.find('(');
  if (lp == std::string_view::npos || !op.ends_with(")")) return std::nullopt;
  a.kind = SdtArg::Kind::Mem;
  std::string_view disp = op.substr(0, lp), inner = op.substr(lp + 1, op.size() - lp - 2);
  if (!disp.empty() && !integer(disp, a.value)) return std::nullopt;
  std::string_view parts[3];
  size_t n = 0;
  while (n < 3) {
    size_t c = inner.find(',');
    parts[n++] = inner.substr(0, c);
    if (c == std::string_view::npos) break;
    inner.remove_prefix(c + 1);
  }
  if (n == 0 || !parts[0].starts_with("%")) return std::nullopt;
  auto base = reg_named(parts[0].substr(1));
  if (!base || base->width != 8) return std::nullopt;  // %rip is not a pt_regs GPR here
  a.reg = base->off;
  if (n >= 2) {
    if (!parts[1].starts_with("%")) return std::nullopt;
    auto idx = reg_named(parts[1].substr(1));
    if (!idx || idx->width != 8) return std::nullopt;
    a.index = idx->off;
  }
  if (n == 3) {
    if (parts[2] != "1" && parts[2] != "2" && parts[2] != "4" && parts[2] != "8")
      return std::nullopt;
    a.scale = static_cast<uint8_t>(parts[2][0] - '0');
  }
  return a;
}

// A NUL-terminated string at data[pos..end), advancing pos past it.
std::optional<std::string> take_string(const uint8_t* data, size_t end, size_t& pos) {
  size_t start = pos;
  while (pos < end && data[pos] != 0) ++pos;
  if (pos == end || pos - start >= kMaxString) return std::nullopt;
  ++pos;
  return std::string(reinterpret_cast<const char*>(data + start), pos - start - 1);
}

}  // namespace

std::optional<std::vector<SdtArg>> parse_argspec(std::string_view spec) {
  std::vector<SdtArg> out;
  while (!spec.empty()) {
    size_t sp = spec.find(' ');
    std::string_view one = spec.substr(0, sp);
    spec = sp == std::string_view::npos ? std::string_view{} : spec.substr(sp + 1);
    if (one.empty()) continue;
    // D reads arg0..arg9 only: STAP_PROBE11 and STAP_PROBE12 probes still
    // fire, and what they pass past the tenth operand is never decoded.
    if (out.size() == kMaxArgs) break;
    auto a = operand(one);
    if (!a) return std::nullopt;
    out.push_back(*a);
  }
  return out;
}

std::vector<SdtProbe> parse_stapsdt_notes(const uint8_t* data, size_t size, uint64_t base_addr) {
  std::vector<SdtProbe> out;
  auto align4 = [](uint64_t v) { return (v + 3) & ~uint64_t{3}; };
  for (uint64_t pos = 0; pos <= size && size - pos >= 12;) {
    uint32_t namesz, descsz, type;
    std::memcpy(&namesz, data + pos, 4);
    std::memcpy(&descsz, data + pos + 4, 4);
    std::memcpy(&type, data + pos + 8, 4);
    uint64_t name = pos + 12, desc = name + align4(namesz), next = desc + align4(descsz);
    if (desc > size || next > size) break;
    pos = next;
    if (type != kNoteType || namesz != 8 || std::memcmp(data + name, "stapsdt", 8) != 0 ||
        descsz < 3 * 8)
      continue;
    SdtProbe p;
    uint64_t base;
    std::memcpy(&p.pc, data + desc, 8);
    std::memcpy(&base, data + desc + 8, 8);
    std::memcpy(&p.semaphore, data + desc + 16, 8);
    // Prelink or a relocated copy: move pc and semaphore by as much as
    // .stapsdt.base moved from where the note says it was.
    if (base_addr && base) {
      p.pc += base_addr - base;
      if (p.semaphore) p.semaphore += base_addr - base;
    }
    size_t s = desc + 24, end = desc + descsz;
    auto prov = take_string(data, end, s);
    auto nm = prov ? take_string(data, end, s) : std::nullopt;
    if (!prov || !nm || prov->empty() || nm->empty()) continue;  // malformed: skipped
    std::string spec;
    if (s < end) {
      auto a = take_string(data, end, s);
      if (a) spec = *a;
    }
    p.provider = *prov;
    p.name = *nm;
    auto args = parse_argspec(spec);
    p.args_ok = args.has_value();
    if (args) p.args = std::move(*args);
    out.push_back(std::move(p));
  }
  return out;
}

Result<std::vector<SdtProbe>> read_stapsdt(const std::string& path) {
  elf_version(EV_CURRENT);
  UniqueFd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (!fd.valid()) return Error::from_errno(errno, "failed to open {}", path);
  Elf* e = elf_begin(fd.get(), ELF_C_READ_MMAP, nullptr);
  if (!e) return Error::make("{}: {}", path, elf_errmsg(-1));
  std::vector<SdtProbe> out;
  size_t shstrndx = 0;
  if (elf_kind(e) == ELF_K_ELF && gelf_getclass(e) == ELFCLASS64 &&
      elf_getshdrstrndx(e, &shstrndx) == 0) {
    uint64_t base_addr = 0;
    std::vector<Elf_Scn*> notes;
    for (Elf_Scn* s = elf_nextscn(e, nullptr); s; s = elf_nextscn(e, s)) {
      GElf_Shdr sh;
      if (!gelf_getshdr(s, &sh)) continue;
      const char* name = elf_strptr(e, shstrndx, sh.sh_name);
      if (!name) continue;
      if (std::strcmp(name, ".stapsdt.base") == 0) base_addr = sh.sh_addr;
      if (sh.sh_type == SHT_NOTE && std::strcmp(name, ".note.stapsdt") == 0) notes.push_back(s);
    }
    for (Elf_Scn* s : notes) {
      Elf_Data* d = elf_rawdata(s, nullptr);
      if (!d || !d->d_buf) continue;
      auto probes = parse_stapsdt_notes(static_cast<const uint8_t*>(d->d_buf), d->d_size, base_addr);
      for (SdtProbe& p : probes) out.push_back(std::move(p));
    }
  }
  elf_end(e);
  return out;
}

}  // namespace dtrace::dof
