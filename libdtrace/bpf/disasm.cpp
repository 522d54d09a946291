// The disassembler: one small printer per opcode class, each producing the
// text the kernel verifier prints for that instruction (kernel/bpf/disasm.c
// conventions: `r` registers for 64-bit operations and `w` for 32-bit ones,
// memory operands as `*(u64 *)(r10 -8)`, jump targets as `pc+N`, immediates
// of conditional jumps in hex, helpers by name and id).
#include "bpf/disasm.h"

#include <fmt/format.h>

#include <array>
#include <cstdint>

#include "bpf/helpers.h"

namespace dtrace::bpf {
namespace {

// Newer than the 6.1 UAPI headers Debian 12 ships (cpu v4 sign-extending loads).
constexpr uint8_t kModeMemSx = 0x80;

std::string_view alu_op(uint8_t op, int16_t off) {
  switch (op) {
    case BPF_ADD: return "+=";
    case BPF_SUB: return "-=";
    case BPF_MUL: return "*=";
    case BPF_DIV: return off == 1 ? "s/=" : "/=";
    case BPF_OR: return "|=";
    case BPF_AND: return "&=";
    case BPF_LSH: return "<<=";
    case BPF_RSH: return ">>=";
    case BPF_MOD: return off == 1 ? "s%=" : "%=";
    case BPF_XOR: return "^=";
    case BPF_MOV: return "=";
    case BPF_ARSH: return "s>>=";
    default: return {};
  }
}

std::string_view jump_op(uint8_t op) {
  switch (op) {
    case BPF_JEQ: return "==";
    case BPF_JGT: return ">";
    case BPF_JGE: return ">=";
    case BPF_JSET: return "&";
    case BPF_JNE: return "!=";
    case BPF_JSGT: return "s>";
    case BPF_JSGE: return "s>=";
    case BPF_JLT: return "<";
    case BPF_JLE: return "<=";
    case BPF_JSLT: return "s<";
    case BPF_JSLE: return "s<=";
    default: return {};
  }
}

std::string_view size_name(uint8_t code, bool sign_extend = false) {
  constexpr std::array<std::string_view, 4> unsigned_names = {"u32", "u16", "u8", "u64"};
  constexpr std::array<std::string_view, 4> signed_names = {"s32", "s16", "s8", "s64"};
  size_t i = BPF_SIZE(code) >> 3;
  return sign_extend ? signed_names[i] : unsigned_names[i];
}

std::string unknown(const bpf_insn& in) { return fmt::format("({:02x}) unknown opcode", in.code); }

// "(r10 -8)": base register and signed offset, always with a sign.
std::string mem_operand(uint8_t code, uint8_t reg, int16_t off, bool sign_extend = false) {
  return fmt::format("*({} *)(r{} {:+d})", size_name(code, sign_extend), reg, off);
}

std::string alu_endian(const bpf_insn& in, bool is64) {
  std::string_view kind = is64 ? "bswap" : (BPF_SRC(in.code) == BPF_TO_BE ? "be" : "le");
  return fmt::format("({:02x}) r{} = {}{} r{}", in.code, in.dst_reg, kind, in.imm, in.dst_reg);
}

std::string print_alu(const bpf_insn& in) {
  bool is64 = BPF_CLASS(in.code) == BPF_ALU64;
  char r = is64 ? 'r' : 'w';
  uint8_t op = BPF_OP(in.code);
  if (op == BPF_END) return alu_endian(in, is64);
  if (op == BPF_NEG) return fmt::format("({:02x}) {}{} = -{}{}", in.code, r, in.dst_reg, r, in.dst_reg);
  std::string_view sym = alu_op(op, in.off);
  if (sym.empty()) return unknown(in);
  if (BPF_SRC(in.code) == BPF_K)
    return fmt::format("({:02x}) {}{} {} {}", in.code, r, in.dst_reg, sym, in.imm);
  if (op == BPF_MOV && in.off != 0)  // movsx: sign-extend the low off bits
    return fmt::format("({:02x}) {}{} = (s{}){}{}", in.code, r, in.dst_reg, in.off, r, in.src_reg);
  return fmt::format("({:02x}) {}{} {} {}{}", in.code, r, in.dst_reg, sym, r, in.src_reg);
}

std::string print_atomic(const bpf_insn& in) {
  std::string_view width = BPF_SIZE(in.code) == BPF_DW ? "64" : "";
  std::string mem = fmt::format("({} *)(r{} {:+d})", size_name(in.code), in.dst_reg, in.off);
  uint8_t op = static_cast<uint8_t>(in.imm & ~BPF_FETCH);
  std::string_view name;
  switch (op) {
    case BPF_ADD: name = "add"; break;
    case BPF_AND: name = "and"; break;
    case BPF_OR: name = "or"; break;
    case BPF_XOR: name = "xor"; break;
    default: break;
  }
  if (!name.empty() && !(in.imm & BPF_FETCH))
    return fmt::format("({:02x}) lock *{} {} r{}", in.code, mem, alu_op(op, 0), in.src_reg);
  if (!name.empty())
    return fmt::format("({:02x}) r{} = atomic{}_fetch_{}({}, r{})", in.code, in.src_reg, width,
                       name, mem, in.src_reg);
  if (in.imm == BPF_XCHG)
    return fmt::format("({:02x}) r{} = atomic{}_xchg({}, r{})", in.code, in.src_reg, width, mem,
                       in.src_reg);
  if (in.imm == BPF_CMPXCHG)
    return fmt::format("({:02x}) r0 = atomic{}_cmpxchg({}, r0, r{})", in.code, width, mem,
                       in.src_reg);
  return unknown(in);
}

std::string print_stx(const bpf_insn& in) {
  if (BPF_MODE(in.code) == BPF_ATOMIC) return print_atomic(in);
  if (BPF_MODE(in.code) != BPF_MEM) return unknown(in);
  return fmt::format("({:02x}) {} = r{}", in.code, mem_operand(in.code, in.dst_reg, in.off),
                     in.src_reg);
}

std::string print_st(const bpf_insn& in) {
  if (BPF_MODE(in.code) != BPF_MEM) return unknown(in);
  return fmt::format("({:02x}) {} = {}", in.code, mem_operand(in.code, in.dst_reg, in.off), in.imm);
}

std::string print_ldx(const bpf_insn& in) {
  uint8_t mode = BPF_MODE(in.code);
  if (mode != BPF_MEM && mode != kModeMemSx) return unknown(in);
  return fmt::format("({:02x}) r{} = {}", in.code, in.dst_reg,
                     mem_operand(in.code, in.src_reg, in.off, mode == kModeMemSx));
}

std::string map_ref(const MapNameFn& map_name, int id, bool by_index) {
  std::string name = map_name ? map_name(id) : std::string();
  if (!name.empty()) return name;
  return fmt::format("{}:{}", by_index ? "idx" : "fd", id);
}

// The value of an ld_imm64, which may be a map reference (patched with the
// map fd by the loader) or a subprogram address rather than a number.
std::string imm64_operand(const bpf_insn* in, const MapNameFn& map_name) {
  uint64_t full = static_cast<uint32_t>(in[0].imm) |
                  (static_cast<uint64_t>(static_cast<uint32_t>(in[1].imm)) << 32);
  switch (in[0].src_reg) {
    case BPF_PSEUDO_MAP_FD:
      return fmt::format("map[{}]", map_ref(map_name, in[0].imm, false));
    case BPF_PSEUDO_MAP_IDX:
      return fmt::format("map[{}]", map_ref(map_name, in[0].imm, true));
    case BPF_PSEUDO_MAP_VALUE:
      return fmt::format("map[{}][0]+{}", map_ref(map_name, in[0].imm, false),
                         static_cast<uint32_t>(in[1].imm));
    case BPF_PSEUDO_MAP_IDX_VALUE:
      return fmt::format("map[{}][0]+{}", map_ref(map_name, in[0].imm, true),
                         static_cast<uint32_t>(in[1].imm));
    case BPF_PSEUDO_FUNC: return fmt::format("subprog[pc{:+d}]", in[0].imm);
    case BPF_PSEUDO_BTF_ID: return fmt::format("btf_id[{}]", in[0].imm);
    default: return fmt::format("{:#x}", full);
  }
}

std::string print_ld(const bpf_insn* in, bool has_next, const MapNameFn& map_name) {
  const bpf_insn& i = in[0];
  switch (BPF_MODE(i.code)) {
    case BPF_IMM:
      if (BPF_SIZE(i.code) != BPF_DW || !has_next) return unknown(i);
      return fmt::format("({:02x}) r{} = {}", i.code, i.dst_reg, imm64_operand(in, map_name));
    case BPF_ABS:
      return fmt::format("({:02x}) r0 = *({} *)skb[{}]", i.code, size_name(i.code), i.imm);
    case BPF_IND:
      return fmt::format("({:02x}) r0 = *({} *)skb[r{} + {}]", i.code, size_name(i.code), i.src_reg,
                         i.imm);
    default: return unknown(i);
  }
}

std::string print_call(const bpf_insn& in) {
  if (in.src_reg == BPF_PSEUDO_CALL) return fmt::format("({:02x}) call pc{:+d}", in.code, in.imm);
  if (in.src_reg == BPF_PSEUDO_KFUNC_CALL)
    return fmt::format("({:02x}) call kernel-function#{}", in.code, in.imm);
  std::string_view name = helper_name(in.imm);
  if (name.empty()) name = "unknown";
  return fmt::format("({:02x}) call {}#{}", in.code, name, in.imm);
}

std::string print_jmp(const bpf_insn& in) {
  bool is64 = BPF_CLASS(in.code) == BPF_JMP;
  uint8_t op = BPF_OP(in.code);
  if (op == BPF_CALL && is64) return print_call(in);
  if (op == BPF_EXIT && is64) return fmt::format("({:02x}) exit", in.code);
  if (op == BPF_JA)  // the 32-bit class form (gotol) keeps its offset in imm
    return fmt::format("({:02x}) goto pc{:+d}", in.code, is64 ? int32_t{in.off} : in.imm);
  std::string_view sym = jump_op(op);
  if (sym.empty()) return unknown(in);
  char r = is64 ? 'r' : 'w';
  if (BPF_SRC(in.code) == BPF_X)
    return fmt::format("({:02x}) if {}{} {} {}{} goto pc{:+d}", in.code, r, in.dst_reg, sym, r,
                       in.src_reg, in.off);
  return fmt::format("({:02x}) if {}{} {} {:#x} goto pc{:+d}", in.code, r, in.dst_reg, sym,
                     static_cast<uint32_t>(in.imm), in.off);
}

}  // namespace

std::string disassemble_one(const bpf_insn* insn, bool has_next, const MapNameFn& map_name) {
  switch (BPF_CLASS(insn->code)) {
    case BPF_ALU:
    case BPF_ALU64: return print_alu(*insn);
    case BPF_STX: return print_stx(*insn);
    case BPF_ST: return print_st(*insn);
    case BPF_LDX: return print_ldx(*insn);
    case BPF_LD: return print_ld(insn, has_next, map_name);
    case BPF_JMP:
    case BPF_JMP32: return print_jmp(*insn);
    default: return unknown(*insn);
  }
}

std::string disassemble(std::span<const bpf_insn> insns, const MapNameFn& map_name) {
  std::string out;
  for (size_t i = 0; i < insns.size(); ++i) {
    bool has_next = i + 1 < insns.size();
    fmt::format_to(std::back_inserter(out), "{:3}: {}\n", i,
                   disassemble_one(&insns[i], has_next, map_name));
    if (insns[i].code == (BPF_LD | BPF_IMM | BPF_DW) && has_next) ++i;
  }
  return out;
}

}  // namespace dtrace::bpf
