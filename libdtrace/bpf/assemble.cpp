// Register assignment and encoding: ir::Function -> BPF instructions.
//
// D has no loops, so every jump in the IR goes forward and a virtual
// register is live exactly between its first and last textual occurrence.
// A linear scan over those intervals assigns each one a physical register:
// r6-r9 always work (helpers preserve them); r0-r5 work for an interval that
// no helper call and no fixed use of that register crosses.  What does not
// fit is spilled to an 8-byte stack slot below the fixed stack objects (a
// slot is reused once the interval that held it has ended) and moved
// through a scratch register (one of r0-r5 that is free at that
// instruction) around each use.  Labels become jump offsets at the end.
#include "bpf/assemble.h"

#include <algorithm>
#include <array>
#include <map>
#include <optional>

namespace dtrace::bpf {
namespace {

using ir::Insn;
using ir::Opc;
using ir::Reg;

constexpr int kNoReg = -1;

struct Interval {
  uint32_t vreg = 0;
  uint32_t start = 0;
  uint32_t end = 0;
  int phys = kNoReg;  // assigned register, or kNoReg when spilled
  int16_t slot = 0;   // stack offset when spilled
};

// The vreg operands an instruction reads and writes.
struct Operands {
  std::array<Reg, 2> uses{};
  Reg def;
};

Operands operands(const Insn& i) {
  Operands o;
  switch (i.opc) {
    case Opc::Alu:
      o.def = i.dst;
      if (i.alu != ir::AluOp::Mov) o.uses[0] = i.dst;
      if (!i.use_imm) o.uses[1] = i.src;
      break;
    case Opc::LdImm64:
    case Opc::LdMap:
    case Opc::LdMapValue:
    case Opc::MovPc:
      o.def = i.dst;
      break;
    case Opc::Load:
      o.def = i.dst;
      o.uses[0] = i.src;
      break;
    case Opc::Store:
    case Opc::AtomicAdd:
      o.uses[0] = i.dst;
      o.uses[1] = i.src;
      break;
    case Opc::StoreImm:
      o.uses[0] = i.dst;
      break;
    case Opc::JumpIf:
      o.uses[0] = i.dst;
      if (!i.use_imm) o.uses[1] = i.src;
      break;
    default:
      break;
  }
  return o;
}

bool is_vreg(Reg r) { return r.valid() && !r.is_phys(); }

// Positions at which physical r0-r5 are touched by fixed uses or calls.
struct PhysUse {
  std::array<std::vector<uint32_t>, 6> touched;  // read, written or clobbered
  std::array<std::vector<bool>, 6> live;         // holds a value to be read later
};

void note_phys(PhysUse& pu, Reg r, uint32_t pos) {
  if (r.valid() && r.is_phys() && r.id < 6) pu.touched[r.id].push_back(pos);
}

PhysUse scan_phys(const ir::Function& f) {
  PhysUse pu;
  const uint32_t n = f.insns.size();
  for (auto& l : pu.live) l.assign(n + 1, false);
  // last_write[r]: position of the latest write to r seen so far.
  std::array<std::optional<uint32_t>, 6> last_write{};
  auto read = [&](uint32_t r, uint32_t pos) {
    if (last_write[r])
      for (uint32_t p = *last_write[r] + 1; p <= pos; ++p) pu.live[r][p] = true;
  };
  for (uint32_t pos = 0; pos < n; ++pos) {
    const Insn& i = f.insns[pos];
    if (i.opc == Opc::Call) {
      for (int a = 1; a <= i.off; ++a) read(a, pos);
      for (uint32_t r = 0; r < 6; ++r) {
        pu.touched[r].push_back(pos);
        last_write[r] = pos;
      }
      continue;
    }
    if (i.opc == Opc::Exit) {
      read(0, pos);
      pu.touched[0].push_back(pos);
      continue;
    }
    Operands o = operands(i);
    for (Reg u : o.uses)
      if (u.valid() && u.is_phys() && u.id < 6) read(u.id, pos);
    for (Reg u : o.uses) note_phys(pu, u, pos);
    note_phys(pu, o.def, pos);
    if (o.def.valid() && o.def.is_phys() && o.def.id < 6) last_write[o.def.id] = pos;
  }
  // r1 holds the context at entry until its first write.
  return pu;
}

// May interval iv live in caller-saved register r (0-5)?
bool fits_caller_saved(const ir::Function& f, const PhysUse& pu, const Interval& iv, int r) {
  for (uint32_t p : pu.touched[r]) {
    if (p < iv.start || p > iv.end) continue;
    const Insn& i = f.insns[p];
    if (p == iv.start && i.opc != Opc::Call && i.dst.id == iv.vreg && i.src == ir::phys(r))
      continue;  // `mov v, rN` may give v rN itself
    if (p == iv.end && i.opc != Opc::Call && i.dst == ir::phys(r) && i.src.id == iv.vreg)
      continue;  // `mov rN, v` may read v from rN itself
    return false;
  }
  // A fixed value set before the interval and read after its start (an
  // argument already loaded for a coming call) must not be overwritten.
  for (uint32_t p = iv.start + 1; p <= iv.end; ++p)
    if (pu.live[r][p]) return false;
  // Entry: r1 carries the context until the program first writes it.
  if (r == 1 && iv.start == 0) return false;
  return true;
}

class Assembler {
 public:
  explicit Assembler(const ir::Function& f) : f_(f), pu_(scan_phys(f)) {}

  Result<Image> run() {
    build_intervals();
    assign();
    return emit();
  }

 private:
  void build_intervals() {
    std::map<uint32_t, Interval> by_vreg;
    for (uint32_t pos = 0; pos < f_.insns.size(); ++pos) {
      Operands o = operands(f_.insns[pos]);
      auto touch = [&](Reg r) {
        if (!is_vreg(r)) return;
        auto [it, fresh] = by_vreg.try_emplace(r.id, Interval{r.id, pos, pos});
        if (!fresh) it->second.end = pos;
      };
      touch(o.uses[0]);
      touch(o.uses[1]);
      touch(o.def);
    }
    for (auto& [_, iv] : by_vreg) intervals_.push_back(iv);
    extend_over_loops();
    std::sort(intervals_.begin(), intervals_.end(),
              [](const Interval& a, const Interval& b) { return a.start < b.start; });
  }

  // A backward jump (a bounded loop, as the string subroutines emit) makes
  // every value live anywhere in the loop live through all of it: the next
  // iteration may read it.  Intervals that touch a loop are widened to
  // cover it, until no interval changes (nested loops).
  void extend_over_loops() {
    std::map<uint32_t, uint32_t> label_pos;
    for (uint32_t pos = 0; pos < f_.insns.size(); ++pos)
      if (f_.insns[pos].opc == Opc::Label) label_pos[f_.insns[pos].label] = pos;
    std::vector<std::pair<uint32_t, uint32_t>> loops;  // [head, back-edge]
    for (uint32_t pos = 0; pos < f_.insns.size(); ++pos) {
      const Insn& i = f_.insns[pos];
      if (i.opc != Opc::Jump && i.opc != Opc::JumpIf) continue;
      auto it = label_pos.find(i.label);
      if (it != label_pos.end() && it->second < pos) loops.emplace_back(it->second, pos);
    }
    for (bool changed = !loops.empty(); changed;) {
      changed = false;
      for (Interval& iv : intervals_)
        for (auto [head, back] : loops)
          if (iv.start <= back && iv.end >= head && (iv.start > head || iv.end < back)) {
            iv.start = std::min(iv.start, head);
            iv.end = std::max(iv.end, back);
            changed = true;
          }
    }
  }

  void assign() {
    std::vector<Interval*> active;
    for (Interval& iv : intervals_) {
      std::erase_if(active, [&](Interval* a) { return a->end < iv.start; });
      std::array<bool, 10> busy{};
      for (Interval* a : active)
        if (a->phys != kNoReg) busy[a->phys] = true;
      for (int r : {6, 7, 8, 9, 0, 1, 2, 3, 4, 5}) {
        if (busy[r]) continue;
        if (r < 6 && !fits_caller_saved(f_, pu_, iv, r)) continue;
        iv.phys = r;
        break;
      }
      if (iv.phys == kNoReg) spill_one(active, iv);
      active.push_back(&iv);
    }
    const uint32_t slots = assign_slots();
    by_vreg_.clear();
    for (Interval& iv : intervals_) by_vreg_[iv.vreg] = &iv;
    stack_used_ = f_.stack_size + 8 * slots;
  }

  // Gives every spilled interval a stack slot, by a second linear scan over
  // the spilled intervals alone (in start order): a slot is free again once
  // the interval holding it has ended, and each interval takes the lowest
  // free slot.  Intervals are already widened over loops, so a value read
  // by a later iteration keeps its slot through the whole loop.  Returns
  // the number of slots used; slot k (from 0) sits at
  // -(stack_size + 8 * (k + 1)), below the fixed stack objects.
  uint32_t assign_slots() {
    std::vector<std::pair<uint32_t, uint32_t>> held;  // (end, slot) of live spills
    std::vector<bool> in_use;
    for (Interval& iv : intervals_) {
      if (iv.phys != kNoReg) continue;
      std::erase_if(held, [&](auto h) {
        if (h.first >= iv.start) return false;
        in_use[h.second] = false;
        return true;
      });
      auto free = std::find(in_use.begin(), in_use.end(), false);
      auto k = static_cast<uint32_t>(free - in_use.begin());
      if (free == in_use.end()) in_use.push_back(true);
      else *free = true;
      held.emplace_back(iv.end, k);
      iv.slot = static_cast<int16_t>(-static_cast<int32_t>(f_.stack_size + 8 * (k + 1)));
    }
    return static_cast<uint32_t>(in_use.size());
  }

  // Classic linear scan: spill whichever of the current interval and the
  // active callee-saved ones ends last, so registers go to short intervals.
  void spill_one(std::vector<Interval*>& active, Interval& iv) {
    Interval* victim = nullptr;
    for (Interval* a : active)
      if (a->phys >= 6 && (!victim || a->end > victim->end)) victim = a;
    if (victim && victim->end > iv.end) {
      iv.phys = victim->phys;
      victim->phys = kNoReg;
    }
  }

  // A caller-saved register free at `pos`, not in `avoid`.
  std::optional<int> scratch(uint32_t pos, std::array<int, 3> avoid) {
    for (int r : {0, 1, 2, 3, 4, 5}) {
      if (std::find(avoid.begin(), avoid.end(), r) != avoid.end()) continue;
      if (pu_.live[r][pos]) continue;
      if (r == 1 && !first_r1_write_seen(pos)) continue;
      bool taken = false;
      for (const Interval& iv : intervals_)
        if (iv.phys == r && iv.start <= pos && pos <= iv.end) taken = true;
      if (!taken) return r;
    }
    return std::nullopt;
  }

  bool first_r1_write_seen(uint32_t pos) const {
    for (uint32_t p : pu_.touched[1])
      if (p < pos) return true;
    return false;
  }

  Result<Image> emit();
  void relax_branches();
  void encode(const Insn& i, int dst, int src);
  void put(uint8_t code, int dst, int src, int16_t off, int32_t imm) {
    bpf_insn b{};
    b.code = code;
    b.dst_reg = static_cast<uint8_t>(dst);
    b.src_reg = static_cast<uint8_t>(src);
    b.off = off;
    b.imm = imm;
    out_.insns.push_back(b);
    out_.origins.push_back(origin_);
  }

  const ir::Function& f_;
  PhysUse pu_;
  std::vector<Interval> intervals_;
  std::map<uint32_t, Interval*> by_vreg_;
  uint32_t stack_used_ = 0;
  Image out_;
  SourceOrigin origin_;  // of the IR instruction being encoded
  std::map<uint32_t, uint32_t> label_at_;                   // label -> insn index
  std::vector<std::pair<uint32_t, uint32_t>> jump_fixups_;  // insn index, label
  std::vector<std::pair<uint32_t, uint32_t>> pc_fixups_;    // insn index, label
};

uint8_t size_code(uint8_t size) {
  switch (size) {
    case 1: return BPF_B;
    case 2: return BPF_H;
    case 4: return BPF_W;
    default: return BPF_DW;
  }
}

uint8_t alu_code(ir::AluOp op) {
  static constexpr uint8_t codes[] = {BPF_ADD, BPF_SUB, BPF_MUL, BPF_DIV, BPF_MOD,
                                      BPF_OR,  BPF_AND, BPF_XOR, BPF_LSH, BPF_RSH,
                                      BPF_ARSH, BPF_NEG, BPF_MOV};
  return codes[static_cast<int>(op)];
}

uint8_t jmp_code(ir::Cond c) {
  static constexpr uint8_t codes[] = {BPF_JEQ, BPF_JNE,  BPF_JGT,  BPF_JGE,  BPF_JLT, BPF_JLE,
                                      BPF_JSGT, BPF_JSGE, BPF_JSLT, BPF_JSLE, BPF_JSET};
  return codes[static_cast<int>(c)];
}

void Assembler::encode(const Insn& i, int dst, int src) {
  switch (i.opc) {
    case Opc::Alu: {
      uint8_t cls = i.alu32 ? BPF_ALU : BPF_ALU64;
      uint8_t srcbit = i.use_imm || i.alu == ir::AluOp::Neg ? BPF_K : BPF_X;
      put(cls | alu_code(i.alu) | srcbit, dst, i.use_imm ? 0 : src, 0,
          static_cast<int32_t>(i.imm));
      break;
    }
    case Opc::LdImm64:
      put(BPF_LD | BPF_DW | BPF_IMM, dst, 0, 0, static_cast<int32_t>(i.imm));
      put(0, 0, 0, 0, static_cast<int32_t>(static_cast<uint64_t>(i.imm) >> 32));
      break;
    case Opc::LdMap:
    case Opc::LdMapValue:
      out_.relocs.push_back({static_cast<uint32_t>(out_.insns.size()), i.map});
      put(BPF_LD | BPF_DW | BPF_IMM, dst,
          i.opc == Opc::LdMap ? BPF_PSEUDO_MAP_FD : BPF_PSEUDO_MAP_VALUE, 0, 0);
      put(0, 0, 0, 0, i.opc == Opc::LdMap ? 0 : static_cast<int32_t>(i.imm));
      break;
    case Opc::Load:
      put(BPF_LDX | BPF_MEM | size_code(i.size), dst, src, i.off, 0);
      break;
    case Opc::Store:
      put(BPF_STX | BPF_MEM | size_code(i.size), dst, src, i.off, 0);
      break;
    case Opc::StoreImm:
      put(BPF_ST | BPF_MEM | size_code(i.size), dst, 0, i.off, static_cast<int32_t>(i.imm));
      break;
    case Opc::AtomicAdd:
      put(BPF_STX | BPF_ATOMIC | size_code(i.size), dst, src, i.off, BPF_ADD);
      break;
    case Opc::Jump:
      jump_fixups_.push_back({static_cast<uint32_t>(out_.insns.size()), i.label});
      put(BPF_JMP | BPF_JA, 0, 0, 0, 0);
      break;
    case Opc::JumpIf:
      jump_fixups_.push_back({static_cast<uint32_t>(out_.insns.size()), i.label});
      put(BPF_JMP | jmp_code(i.cond) | (i.use_imm ? BPF_K : BPF_X), dst, i.use_imm ? 0 : src, 0,
          static_cast<int32_t>(i.imm));
      break;
    case Opc::Call:
      put(BPF_JMP | BPF_CALL, 0, i.kfunc ? BPF_PSEUDO_KFUNC_CALL : 0, 0,
          static_cast<int32_t>(i.imm));
      break;
    case Opc::Exit:
      put(BPF_JMP | BPF_EXIT, 0, 0, 0, 0);
      break;
    case Opc::Label:
      label_at_[i.label] = out_.insns.size();
      break;
    case Opc::Comment:
      break;
    case Opc::MovPc:
      pc_fixups_.push_back({static_cast<uint32_t>(out_.insns.size()), i.label});
      put(BPF_ALU64 | BPF_MOV | BPF_K, dst, 0, 0, 0);
      break;
  }
}

Result<Image> Assembler::emit() {
  if (stack_used_ > 512)
    return Error::make("program '{}' needs {} bytes of stack, more than BPF's 512", f_.name,
                       stack_used_);
  for (uint32_t pos = 0; pos < f_.insns.size(); ++pos) {
    const Insn& i = f_.insns[pos];
    origin_ = {i.clause, i.loc};
    Operands o = operands(i);
    std::array<int, 3> taken{kNoReg, kNoReg, kNoReg};
    auto reg_of = [&](Reg r) -> int {
      if (!r.valid()) return 0;
      if (r.is_phys()) return static_cast<int>(r.id);
      return by_vreg_.at(r.id)->phys;
    };
    for (Reg r : {i.dst, i.src})
      if (r.valid() && !is_vreg(r)) taken[r == i.dst ? 0 : 1] = static_cast<int>(r.id);
    // Operand registers, with scratch registers for spilled vregs.
    int dst = reg_of(i.dst), src = reg_of(i.src);
    bool dst_spilled = is_vreg(i.dst) && dst == kNoReg;
    bool src_spilled = is_vreg(i.src) && !i.use_imm && src == kNoReg;
    if (!dst_spilled && is_vreg(i.dst)) taken[0] = dst;
    if (!src_spilled && is_vreg(i.src)) taken[1] = src;
    if (dst_spilled) {
      auto s = scratch(pos, taken);
      if (!s) return Error::make("register pressure too high in '{}'", f_.name);
      dst = *s;
      taken[2] = dst;
      bool reads_dst = o.uses[0] == i.dst;
      if (reads_dst) put(BPF_LDX | BPF_MEM | BPF_DW, dst, BPF_REG_10, by_vreg_.at(i.dst.id)->slot, 0);
    }
    if (src_spilled) {
      if (i.src == i.dst) {
        src = dst;
      } else {
        auto s = scratch(pos, taken);
        if (!s) return Error::make("register pressure too high in '{}'", f_.name);
        src = *s;
        put(BPF_LDX | BPF_MEM | BPF_DW, src, BPF_REG_10, by_vreg_.at(i.src.id)->slot, 0);
      }
    }
    encode(i, dst, src);
    if (dst_spilled && o.def == i.dst)
      put(BPF_STX | BPF_MEM | BPF_DW, BPF_REG_10, dst, by_vreg_.at(i.dst.id)->slot, 0);
  }
  for (auto [at, label] : jump_fixups_)
    if (!label_at_.count(label)) return Error::make("undefined label {} in '{}'", label, f_.name);
  for (auto [at, label] : pc_fixups_)
    if (!label_at_.count(label)) return Error::make("undefined label {} in '{}'", label, f_.name);
  relax_branches();
  return std::move(out_);
}

namespace {

// A jump is kept short only with room to spare: the kernel patches the
// program as it loads it (helper inlining, zero extension), lengthening the
// jumps over the patched instructions ("cannot be patched due to 16-bit
// range"), so half the range is the limit.
bool fits16(int64_t off) { return off >= INT16_MIN / 2 && off <= INT16_MAX / 2; }

// The condition that is true exactly when `code`'s is false (none for JSET).
std::optional<uint8_t> inverse_jump(uint8_t op) {
  switch (op) {
    case BPF_JEQ: return BPF_JNE;
    case BPF_JNE: return BPF_JEQ;
    case BPF_JGT: return BPF_JLE;
    case BPF_JLE: return BPF_JGT;
    case BPF_JGE: return BPF_JLT;
    case BPF_JLT: return BPF_JGE;
    case BPF_JSGT: return BPF_JSLE;
    case BPF_JSLE: return BPF_JSGT;
    case BPF_JSGE: return BPF_JSLT;
    case BPF_JSLT: return BPF_JSGE;
    default: return std::nullopt;
  }
}

}  // namespace

// Branch offsets are 16 bits.  A jump whose target is farther becomes a
// `gotol` (32-bit offset): an unconditional one in place, a conditional one
// as its inverse skipping over a gotol (JSET, which has no inverse, as
// jset +1; ja +1; gotol).  Inserting instructions only lengthens other
// jumps, so the set of long jumps grows to a fixed point.
void Assembler::relax_branches() {
  size_t n = out_.insns.size();
  std::vector<uint32_t> extra(n + 1, 0), before(n + 1, 0);
  std::vector<bool> longj(n, false);
  auto target_of = [&](uint32_t label) { return label_at_.at(label); };
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 0; i < n; ++i) before[i + 1] = before[i] + extra[i];
    for (auto [at, label] : jump_fixups_) {
      if (longj[at]) continue;
      int64_t from = at + before[at] + 1, to = target_of(label) + before[target_of(label)];
      if (fits16(to - from)) continue;
      longj[at] = true;
      uint8_t op = BPF_OP(out_.insns[at].code);
      extra[at] = op == BPF_JA ? 0 : inverse_jump(op) ? 1 : 2;
      changed = true;
    }
  }
  if (std::find(longj.begin(), longj.end(), true) == longj.end()) {
    for (auto [at, label] : jump_fixups_)
      out_.insns[at].off = static_cast<int16_t>(target_of(label) - at - 1);
    for (auto [at, label] : pc_fixups_) out_.insns[at].imm = static_cast<int32_t>(target_of(label));
    return;
  }
  auto pos = [&](uint32_t old) { return static_cast<int64_t>(old + before[old]); };
  std::map<uint32_t, uint32_t> label_of;
  for (auto [at, label] : jump_fixups_) label_of[at] = label;
  std::vector<bpf_insn> out;
  std::vector<SourceOrigin> origins;
  out.reserve(n + before[n]);
  for (uint32_t i = 0; i < n; ++i) {
    bpf_insn in = out_.insns[i];
    // The instructions a long jump becomes come from where the jump did.
    origins.resize(pos(i), out_.origins[i]);
    origins.resize(pos(i) + 1 + extra[i], out_.origins[i]);
    auto j = label_of.find(i);
    if (j == label_of.end()) {
      out.push_back(in);
      continue;
    }
    int64_t to = pos(target_of(j->second));
    if (!longj[i]) {
      in.off = static_cast<int16_t>(to - pos(i) - 1);
      out.push_back(in);
      continue;
    }
    uint8_t op = BPF_OP(in.code);
    if (op != BPF_JA) {
      if (auto inv = inverse_jump(op)) {
        in.code = static_cast<uint8_t>((in.code & ~0xf0) | *inv);
        in.off = 1;  // over the gotol
        out.push_back(in);
      } else {
        in.off = 1;  // taken: to the gotol
        out.push_back(in);
        out.push_back(bpf_insn{BPF_JMP | BPF_JA, 0, 0, 1, 0});  // not taken: over it
      }
    }
    int64_t from = static_cast<int64_t>(out.size()) + 1;
    out.push_back(bpf_insn{BPF_JMP32 | BPF_JA, 0, 0, 0, static_cast<int32_t>(to - from)});
  }
  for (MapReloc& r : out_.relocs) r.insn = static_cast<uint32_t>(pos(r.insn));
  for (auto [at, label] : pc_fixups_)
    out[pos(at)].imm = static_cast<int32_t>(pos(target_of(label)));
  out_.insns = std::move(out);
  out_.origins = std::move(origins);
}

}  // namespace

Result<Image> assemble(const ir::Function& f) { return Assembler(f).run(); }

void patch_maps(Image& image, const std::vector<int>& map_fds) {
  for (const MapReloc& r : image.relocs) image.insns[r.insn].imm = map_fds.at(r.map);
}

}  // namespace dtrace::bpf
