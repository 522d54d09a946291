// Disassembler output for hand-written instructions, one opcode class at a
// time, in the kernel verifier's notation.
#include "bpf/disasm.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "test_insns.h"

using namespace dtrace::test_insns;
using dtrace::bpf::disassemble;

namespace {

std::string one(bpf_insn i) { return dtrace::bpf::disassemble_one(&i, false); }

}  // namespace

TEST_CASE("a small program disassembles as the verifier prints it") {
  std::vector<bpf_insn> prog = {
      mov64_imm(0, 0),
      mov64_reg(6, 1),
      call(BPF_FUNC_get_current_pid_tgid),
      ld_map_fd_lo(1, 7),
      ld_imm64_hi(),
      ldx(BPF_DW, 1, 10, -8),
      stx(BPF_DW, 10, 1, -16),
      jeq_imm(0, 0, 3),
      exit_insn(),
  };
  auto names = [](int fd) { return fd == 7 ? std::string("aggs") : std::string(); };
  CHECK(disassemble(prog, names) ==
        "  0: (b7) r0 = 0\n"
        "  1: (bf) r6 = r1\n"
        "  2: (85) call bpf_get_current_pid_tgid#14\n"
        "  3: (18) r1 = map[aggs]\n"
        "  5: (79) r1 = *(u64 *)(r10 -8)\n"
        "  6: (7b) *(u64 *)(r10 -16) = r1\n"
        "  7: (15) if r0 == 0x0 goto pc+3\n"
        "  8: (95) exit\n");
}

TEST_CASE("64-bit and 32-bit ALU") {
  CHECK(one(alu64_imm(BPF_ADD, 10, -8)) == "(07) r10 += -8");
  CHECK(one(insn(BPF_ALU64 | BPF_SUB | BPF_X, 1, 2, 0, 0)) == "(1f) r1 -= r2");
  CHECK(one(insn(BPF_ALU | BPF_ADD | BPF_X, 0, 1, 0, 0)) == "(0c) w0 += w1");
  CHECK(one(insn(BPF_ALU | BPF_MOV | BPF_K, 3, 0, 0, 5)) == "(b4) w3 = 5");
  CHECK(one(insn(BPF_ALU64 | BPF_ARSH | BPF_K, 2, 0, 0, 63)) == "(c7) r2 s>>= 63");
  CHECK(one(insn(BPF_ALU64 | BPF_LSH | BPF_K, 2, 0, 0, 32)) == "(67) r2 <<= 32");
  CHECK(one(insn(BPF_ALU64 | BPF_RSH | BPF_X, 2, 3, 0, 0)) == "(7f) r2 >>= r3");
  CHECK(one(insn(BPF_ALU64 | BPF_MUL | BPF_K, 2, 0, 0, 3)) == "(27) r2 *= 3");
  CHECK(one(insn(BPF_ALU64 | BPF_DIV | BPF_X, 2, 3, 0, 0)) == "(3f) r2 /= r3");
  CHECK(one(insn(BPF_ALU64 | BPF_DIV | BPF_X, 2, 3, 1, 0)) == "(3f) r2 s/= r3");
  CHECK(one(insn(BPF_ALU64 | BPF_MOD | BPF_K, 2, 0, 0, 10)) == "(97) r2 %= 10");
  CHECK(one(insn(BPF_ALU64 | BPF_AND | BPF_K, 2, 0, 0, 255)) == "(57) r2 &= 255");
  CHECK(one(insn(BPF_ALU64 | BPF_OR | BPF_X, 2, 4, 0, 0)) == "(4f) r2 |= r4");
  CHECK(one(insn(BPF_ALU64 | BPF_XOR | BPF_X, 2, 4, 0, 0)) == "(af) r2 ^= r4");
  CHECK(one(insn(BPF_ALU64 | BPF_NEG, 5, 0, 0, 0)) == "(87) r5 = -r5");
  CHECK(one(insn(BPF_ALU | BPF_NEG, 5, 0, 0, 0)) == "(84) w5 = -w5");
  CHECK(one(insn(BPF_ALU64 | BPF_MOV | BPF_X, 1, 2, 8, 0)) == "(bf) r1 = (s8)r2");
}

TEST_CASE("byte swaps") {
  CHECK(one(insn(BPF_ALU | BPF_END | BPF_TO_BE, 0, 0, 0, 16)) == "(dc) r0 = be16 r0");
  CHECK(one(insn(BPF_ALU | BPF_END | BPF_TO_LE, 2, 0, 0, 64)) == "(d4) r2 = le64 r2");
  CHECK(one(insn(BPF_ALU64 | BPF_END, 3, 0, 0, 32)) == "(d7) r3 = bswap32 r3");
}

TEST_CASE("loads and stores of every size") {
  CHECK(one(ldx(BPF_B, 1, 2, 0)) == "(71) r1 = *(u8 *)(r2 +0)");
  CHECK(one(ldx(BPF_H, 1, 2, 2)) == "(69) r1 = *(u16 *)(r2 +2)");
  CHECK(one(ldx(BPF_W, 1, 2, 4)) == "(61) r1 = *(u32 *)(r2 +4)");
  CHECK(one(insn(BPF_LDX | 0x80 | BPF_W, 1, 2, 4, 0)) == "(81) r1 = *(s32 *)(r2 +4)");
  CHECK(one(stx(BPF_W, 10, 3, -4)) == "(63) *(u32 *)(r10 -4) = r3");
  CHECK(one(st(BPF_DW, 10, -8, 0)) == "(7a) *(u64 *)(r10 -8) = 0");
  CHECK(one(st(BPF_B, 10, -1, -1)) == "(72) *(u8 *)(r10 -1) = -1");
}

TEST_CASE("atomics") {
  CHECK(one(atomic_add64(1, 2, 0)) == "(db) lock *(u64 *)(r1 +0) += r2");
  CHECK(one(insn(BPF_STX | BPF_ATOMIC | BPF_W, 1, 2, 8, BPF_OR)) ==
        "(c3) lock *(u32 *)(r1 +8) |= r2");
  CHECK(one(insn(BPF_STX | BPF_ATOMIC | BPF_DW, 1, 2, 0, BPF_ADD | BPF_FETCH)) ==
        "(db) r2 = atomic64_fetch_add((u64 *)(r1 +0), r2)");
  CHECK(one(insn(BPF_STX | BPF_ATOMIC | BPF_DW, 1, 2, 0, BPF_XCHG)) ==
        "(db) r2 = atomic64_xchg((u64 *)(r1 +0), r2)");
  CHECK(one(insn(BPF_STX | BPF_ATOMIC | BPF_W, 1, 2, 0, BPF_CMPXCHG)) ==
        "(c3) r0 = atomic_cmpxchg((u32 *)(r1 +0), r0, r2)");
}

TEST_CASE("ld_imm64 forms") {
  bpf_insn plain[2] = {insn(BPF_LD | BPF_DW | BPF_IMM, 1, 0, 0, 0x5678), ld_imm64_hi(0x1234)};
  CHECK(disassemble(plain) == "  0: (18) r1 = 0x123400005678\n");
  bpf_insn value[2] = {insn(BPF_LD | BPF_DW | BPF_IMM, 2, BPF_PSEUDO_MAP_VALUE, 0, 4),
                       ld_imm64_hi(16)};
  CHECK(disassemble(value) == "  0: (18) r2 = map[fd:4][0]+16\n");
  auto names = [](int) { return std::string("globals"); };
  CHECK(disassemble(value, names) == "  0: (18) r2 = map[globals][0]+16\n");
  bpf_insn idx[2] = {insn(BPF_LD | BPF_DW | BPF_IMM, 1, BPF_PSEUDO_MAP_IDX, 0, 2), ld_imm64_hi()};
  CHECK(disassemble(idx) == "  0: (18) r1 = map[idx:2]\n");
  CHECK(one(insn(BPF_LD | BPF_ABS | BPF_H, 0, 0, 0, 12)) == "(28) r0 = *(u16 *)skb[12]");
  CHECK(one(insn(BPF_LD | BPF_IND | BPF_B, 0, 3, 0, 1)) == "(50) r0 = *(u8 *)skb[r3 + 1]");
}

TEST_CASE("jumps and calls") {
  CHECK(one(insn(BPF_JMP | BPF_JA, 0, 0, -4, 0)) == "(05) goto pc-4");
  CHECK(one(insn(BPF_JMP32 | BPF_JA, 0, 0, 0, 100)) == "(06) goto pc+100");
  CHECK(one(insn(BPF_JMP | BPF_JNE | BPF_K, 1, 0, 2, -1)) == "(55) if r1 != 0xffffffff goto pc+2");
  CHECK(one(insn(BPF_JMP | BPF_JGE | BPF_X, 1, 2, 1, 0)) == "(3d) if r1 >= r2 goto pc+1");
  CHECK(one(insn(BPF_JMP | BPF_JSLT | BPF_K, 1, 0, 1, 0)) == "(c5) if r1 s< 0x0 goto pc+1");
  CHECK(one(insn(BPF_JMP32 | BPF_JGT | BPF_X, 1, 2, -3, 0)) == "(2e) if w1 > w2 goto pc-3");
  CHECK(one(insn(BPF_JMP | BPF_JSET | BPF_K, 4, 0, 1, 8)) == "(45) if r4 & 0x8 goto pc+1");
  CHECK(one(insn(BPF_JMP | BPF_CALL, 0, BPF_PSEUDO_CALL, 0, 12)) == "(85) call pc+12");
  CHECK(one(insn(BPF_JMP | BPF_CALL, 0, BPF_PSEUDO_KFUNC_CALL, 0, 99)) ==
        "(85) call kernel-function#99");
  CHECK(one(call(9999)) == "(85) call unknown#9999");
  CHECK(one(exit_insn()) == "(95) exit");
}

TEST_CASE("malformed instructions are named, not skipped") {
  CHECK(one(insn(BPF_ALU64 | 0xe0 | BPF_K, 1, 0, 0, 0)) == "(e7) unknown opcode");
  bpf_insn truncated = insn(BPF_LD | BPF_DW | BPF_IMM, 1, 0, 0, 1);
  CHECK(disassemble({&truncated, 1}) == "  0: (18) unknown opcode\n");
}
