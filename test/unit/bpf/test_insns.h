// Tiny instruction constructors for tests that write BPF by hand (the
// disassembler tests and the kernel tests of load/).  Library code emits
// instructions through bpf/'s typed builder instead.
#pragma once

#include <linux/bpf.h>

#include <cstdint>

namespace dtrace::test_insns {

constexpr bpf_insn insn(uint8_t code, uint8_t dst, uint8_t src, int16_t off, int32_t imm) {
  bpf_insn i{};
  i.code = code;
  i.dst_reg = dst & 0xf;
  i.src_reg = src & 0xf;
  i.off = off;
  i.imm = imm;
  return i;
}
constexpr bpf_insn mov64_imm(uint8_t dst, int32_t imm) {
  return insn(BPF_ALU64 | BPF_MOV | BPF_K, dst, 0, 0, imm);
}
constexpr bpf_insn mov64_reg(uint8_t dst, uint8_t src) {
  return insn(BPF_ALU64 | BPF_MOV | BPF_X, dst, src, 0, 0);
}
constexpr bpf_insn alu64_imm(uint8_t op, uint8_t dst, int32_t imm) {
  return insn(BPF_ALU64 | op | BPF_K, dst, 0, 0, imm);
}
constexpr bpf_insn call(int32_t helper) { return insn(BPF_JMP | BPF_CALL, 0, 0, 0, helper); }
constexpr bpf_insn exit_insn() { return insn(BPF_JMP | BPF_EXIT, 0, 0, 0, 0); }
constexpr bpf_insn ldx(uint8_t size, uint8_t dst, uint8_t src, int16_t off) {
  return insn(BPF_LDX | BPF_MEM | size, dst, src, off, 0);
}
constexpr bpf_insn stx(uint8_t size, uint8_t dst, uint8_t src, int16_t off) {
  return insn(BPF_STX | BPF_MEM | size, dst, src, off, 0);
}
constexpr bpf_insn st(uint8_t size, uint8_t dst, int16_t off, int32_t imm) {
  return insn(BPF_ST | BPF_MEM | size, dst, 0, off, imm);
}
constexpr bpf_insn atomic_add64(uint8_t dst, uint8_t src, int16_t off) {
  return insn(BPF_STX | BPF_ATOMIC | BPF_DW, dst, src, off, BPF_ADD);
}
constexpr bpf_insn jeq_imm(uint8_t dst, int32_t imm, int16_t off) {
  return insn(BPF_JMP | BPF_JEQ | BPF_K, dst, 0, off, imm);
}
// The two halves of `dst = map[fd]`.
constexpr bpf_insn ld_map_fd_lo(uint8_t dst, int fd) {
  return insn(BPF_LD | BPF_DW | BPF_IMM, dst, BPF_PSEUDO_MAP_FD, 0, fd);
}
constexpr bpf_insn ld_imm64_hi(int32_t hi = 0) { return insn(0, 0, 0, 0, hi); }

}  // namespace dtrace::test_insns
