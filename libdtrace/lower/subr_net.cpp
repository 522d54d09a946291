// Network address subroutines: inet_ntoa(ipaddr_t *), inet_ntoa6(in6_addr_t
// *), inet_ntop(af, addr) and link_ntop(hwtype, addr).  The address is read from kernel memory with
// bpf_probe_read_kernel (an unreadable one is an invalid address fault);
// the text is written into a 64-byte temporary through a position kept in
// an mstate slot, so the many branches of the formatting merge again
// (see strings_search.cpp), then copied into a strsize temporary.
//
// IPv6 text follows DTrace: the longest run of two or more zero groups
// (the first of equal ones) becomes "::", and an IPv4-mapped (::ffff:a.b.c.d)
// or IPv4-compatible address (::a.b.c.d, but not :: or ::1) prints as the
// dotted quad alone.
#include <linux/bpf.h>

#include "lower/clause.h"

namespace dtrace::lower {

using ast::Expr;
using ir::AluOp;
using ir::Cond;
using ir::Reg;

namespace {
constexpr int64_t kAfInet = 2, kAfInet6 = 10;  // Linux's AF_INET, AF_INET6
// Linux's ARPHRD_ETHER and ARPHRD_INFINIBAND, and their address lengths.
constexpr int64_t kArphrdEther = 1, kArphrdInfiniband = 32;
constexpr uint32_t kEtherLen = 6, kInfinibandLen = 20;
}

// Copies `size` bytes of kernel memory at addr into a new temporary.
int16_t ClauseLowerer::read_or_fault(Reg addr, uint32_t size) {
  int16_t buf = temp(size);
  read_kernel(buf, size, addr);
  return buf;
}

// Appends byte c to the text at `out` (64 bytes; its length in out + 64).
void ClauseLowerer::text_put(int16_t out, Reg c) {
  Reg pos = b_.vreg();
  b_.load(8, pos, ms_, static_cast<int16_t>(out + 64));
  b_.alu(AluOp::And, pos, 63);
  b_.store(1, byte_ptr(out, pos), 0, c);
  b_.alu(AluOp::Add, pos, 1);
  b_.store(8, ms_, static_cast<int16_t>(out + 64), pos);
  b_.mov(pos, 0);
}

void ClauseLowerer::text_put(int16_t out, char c) {
  Reg r = b_.vreg();
  b_.mov(r, c);
  text_put(out, r);
}

// Appends v (0..255) in decimal.
void ClauseLowerer::text_dec8(int16_t out, Reg v) {
  Reg d = b_.vreg();
  uint32_t tens = b_.new_label(), ones = b_.new_label();
  b_.jump_if(Cond::Lt, v, 100, tens);
  b_.mov(d, v);
  b_.alu(AluOp::Div, d, 100);
  b_.alu(AluOp::Add, d, '0');
  text_put(out, d);
  b_.label(tens);
  b_.jump_if(Cond::Lt, v, 10, ones);
  b_.mov(d, v);
  b_.alu(AluOp::Div, d, 10);
  b_.alu(AluOp::Mod, d, 10);
  b_.alu(AluOp::Add, d, '0');
  text_put(out, d);
  b_.label(ones);
  b_.mov(d, v);
  b_.alu(AluOp::Mod, d, 10);
  b_.alu(AluOp::Add, d, '0');
  text_put(out, d);
}

// Appends hex digit `shift / 4` of v, lower case.
void ClauseLowerer::text_hex_digit(int16_t out, Reg v, int shift) {
  Reg d = b_.vreg();
  uint32_t digit = b_.new_label();
  b_.mov(d, v);
  if (shift) b_.alu(AluOp::Rsh, d, shift);
  b_.alu(AluOp::And, d, 15);
  b_.jump_if(Cond::Lt, d, 10, digit);
  b_.alu(AluOp::Add, d, 'a' - '0' - 10);
  b_.label(digit);
  b_.alu(AluOp::Add, d, '0');
  text_put(out, d);
}

// Appends v (0..0xffff) in hex without leading zeros.
void ClauseLowerer::text_hex16(int16_t out, Reg v) {
  for (int shift = 12; shift >= 0; shift -= 4) {
    uint32_t skip = b_.new_label();
    if (shift) b_.jump_if(Cond::Lt, v, int64_t{1} << shift, skip);
    text_hex_digit(out, v, shift);
    b_.label(skip);
  }
}

// Appends v (0..255) as two lowercase hex digits.
void ClauseLowerer::text_hex8(int16_t out, Reg v) {
  text_hex_digit(out, v, 4);
  text_hex_digit(out, v, 0);
}

// A new 64-byte text temporary (plus its length slot), empty.
int16_t ClauseLowerer::text_new() {
  int16_t out = temp(72);
  b_.store_imm(8, ms_, static_cast<int16_t>(out + 64), 0);
  return out;
}

// The text as a string: copied into a strsize temporary (and cut there).
ir::Reg ClauseLowerer::text_string(int16_t out) {
  Reg from = b_.vreg(), to = b_.vreg();
  b_.mov(from, 0);
  b_.load(8, to, ms_, static_cast<int16_t>(out + 64));
  b_.alu(AluOp::And, to, 63);
  Reg r = substring(out, from, to);
  emit_forget_loop_state({from, to});
  return r;
}

// Appends the dotted quad of the 4 bytes at `buf`.
void ClauseLowerer::text_quad(int16_t out, int16_t buf) {
  Reg v = b_.vreg();
  for (int k = 0; k < 4; ++k) {
    if (k) text_put(out, '.');
    b_.load(1, v, ms_, static_cast<int16_t>(buf + k));
    text_dec8(out, v);
  }
}

ir::Reg ClauseLowerer::subr_inet_ntoa(const Expr& call) {
  Reg addr = expr(*call.args[0]);
  int16_t buf = read_or_fault(addr, 4);
  int16_t out = text_new();
  text_quad(out, buf);
  return text_string(out);
}

ir::Reg ClauseLowerer::subr_inet_ntoa6(const Expr& call) {
  Reg addr = expr(*call.args[0]);
  int16_t buf = read_or_fault(addr, 16);
  return ipv6_text(buf);
}

// inet_ntop(af, addr): AF_INET or AF_INET6; any other family is an
// illegal operation fault.
ir::Reg ClauseLowerer::subr_inet_ntop(const Expr& call) {
  Reg af = expr(*call.args[0]);
  Reg addr = expr(*call.args[1]);
  Reg out = b_.vreg();
  uint32_t v6 = b_.new_label(), v4 = b_.new_label(), done = b_.new_label();
  b_.jump_if(Cond::Eq, af, kAfInet6, v6);
  b_.jump_if(Cond::Eq, af, kAfInet, v4);
  fault(ir::Fault::IllOp, v4);
  b_.label(v4);
  int16_t buf4 = read_or_fault(addr, 4);
  int16_t text = text_new();
  text_quad(text, buf4);
  b_.mov(out, text_string(text));
  b_.jump(done);
  b_.label(v6);
  int16_t buf6 = read_or_fault(addr, 16);
  b_.mov(out, ipv6_text(buf6));
  b_.label(done);
  return out;
}

// link_ntop(hwtype, addr): an Ethernet (6 bytes) or InfiniBand (20 bytes)
// hardware address as two-digit hex bytes joined by ':', as DTrace prints
// it; any other type is an illegal operation fault.
ir::Reg ClauseLowerer::subr_link_ntop(const Expr& call) {
  Reg type = expr(*call.args[0]);
  Reg addr = expr(*call.args[1]);
  Reg out = b_.vreg(), v = b_.vreg();
  uint32_t ib = b_.new_label(), ether = b_.new_label(), done = b_.new_label();
  b_.jump_if(Cond::Eq, type, kArphrdInfiniband, ib);
  b_.jump_if(Cond::Eq, type, kArphrdEther, ether);
  fault(ir::Fault::IllOp, ether);
  for (auto [at, len] : {std::pair{ether, kEtherLen}, std::pair{ib, kInfinibandLen}}) {
    b_.label(at);
    int16_t buf = read_or_fault(addr, len);
    int16_t text = text_new();
    for (uint32_t k = 0; k < len; ++k) {
      if (k) text_put(text, ':');
      b_.load(1, v, ms_, static_cast<int16_t>(buf + k));
      text_hex8(text, v);
    }
    b_.mov(out, text_string(text));
    b_.jump(done);
  }
  b_.label(done);
  return out;
}

// The 16-bit group k (big-endian) of the address at buf, in v.
void ClauseLowerer::ipv6_group(int16_t buf, int k, Reg v) {
  Reg lo = b_.vreg();
  b_.load(1, v, ms_, static_cast<int16_t>(buf + 2 * k));
  b_.alu(AluOp::Lsh, v, 8);
  b_.load(1, lo, ms_, static_cast<int16_t>(buf + 2 * k + 1));
  b_.alu(AluOp::Or, v, lo);
}

// Finds the longest run of >= 2 zero groups: its start in slot run, its
// end in run + 8 (8 and 8 if there is none).  run + 16 holds the start of
// the current run of zeros (-1: none), run + 24 the best length.
void ClauseLowerer::ipv6_zero_run(int16_t buf, int16_t run) {
  Reg g = b_.vreg(), cur = b_.vreg(), best = b_.vreg();
  b_.store_imm(8, ms_, run, 8);
  b_.store_imm(8, ms_, static_cast<int16_t>(run + 8), 8);
  b_.store_imm(8, ms_, static_cast<int16_t>(run + 16), -1);
  b_.store_imm(8, ms_, static_cast<int16_t>(run + 24), 1);
  for (int k = 0; k <= 8; ++k) {
    uint32_t zero = b_.new_label(), next = b_.new_label();
    if (k < 8) {
      ipv6_group(buf, k, g);
      b_.jump_if(Cond::Eq, g, 0, zero);
    }
    // a nonzero group (or the end) closes the current run
    b_.load(8, cur, ms_, static_cast<int16_t>(run + 16));
    b_.jump_if(Cond::Slt, cur, 0, next);
    b_.store_imm(8, ms_, static_cast<int16_t>(run + 16), -1);
    b_.mov(g, k);
    b_.alu(AluOp::Sub, g, cur);  // its length
    b_.load(8, best, ms_, static_cast<int16_t>(run + 24));
    b_.jump_if(Cond::Sle, g, best, next);
    b_.store(8, ms_, static_cast<int16_t>(run + 24), g);
    b_.store(8, ms_, run, cur);
    b_.store_imm(8, ms_, static_cast<int16_t>(run + 8), k);
    b_.jump(next);
    if (k < 8) {
      b_.label(zero);
      b_.load(8, cur, ms_, static_cast<int16_t>(run + 16));
      b_.jump_if(Cond::Sge, cur, 0, next);
      b_.store_imm(8, ms_, static_cast<int16_t>(run + 16), k);
    }
    b_.label(next);
  }
  emit_forget_loop_state({g, cur, best});
}

// Whether the address at buf is IPv4-mapped or -compatible: 1 or 0 in r.
void ClauseLowerer::ipv6_is_v4(int16_t buf, Reg r) {
  Reg w = b_.vreg();
  uint32_t no = b_.new_label(), yes = b_.new_label(), done = b_.new_label();
  b_.load(8, w, ms_, buf);
  b_.jump_if(Cond::Ne, w, 0, no);
  b_.load(2, w, ms_, static_cast<int16_t>(buf + 8));
  b_.jump_if(Cond::Ne, w, 0, no);
  b_.load(2, w, ms_, static_cast<int16_t>(buf + 10));
  b_.jump_if(Cond::Eq, w, 0xffff, yes);
  b_.jump_if(Cond::Ne, w, 0, no);
  b_.load(4, w, ms_, static_cast<int16_t>(buf + 12));
  b_.jump_if(Cond::Eq, w, 0, no);
  b_.jump_if(Cond::Eq, w, 0x01000000, no);  // ::1 (the word is big-endian)
  b_.label(yes);
  b_.mov(r, 1);
  b_.jump(done);
  b_.label(no);
  b_.mov(r, 0);
  b_.label(done);
  b_.mov(w, 0);
}

// The text of the IPv6 address at buf.
ir::Reg ClauseLowerer::ipv6_text(int16_t buf) {
  int16_t out = text_new(), run = temp(32);
  Reg v4 = b_.vreg(), g = b_.vreg(), rs = b_.vreg(), re = b_.vreg();
  uint32_t groups = b_.new_label(), done = b_.new_label();
  ipv6_is_v4(buf, v4);
  b_.jump_if(Cond::Eq, v4, 0, groups);
  text_quad(out, static_cast<int16_t>(buf + 12));
  b_.jump(done);
  b_.label(groups);
  ipv6_zero_run(buf, run);
  for (int k = 0; k < 8; ++k) {
    uint32_t skip = b_.new_label(), show = b_.new_label(), nosep = b_.new_label();
    b_.load(8, rs, ms_, run);
    b_.load(8, re, ms_, static_cast<int16_t>(run + 8));
    // inside the run: "::" at its start, nothing after
    b_.jump_if(Cond::Sgt, rs, k, show);
    b_.jump_if(Cond::Sle, re, k, show);
    b_.jump_if(Cond::Ne, rs, k, skip);
    text_put(out, ':');
    text_put(out, ':');
    b_.jump(skip);
    b_.label(show);
    if (k > 0) {
      b_.jump_if(Cond::Eq, re, k, nosep);
      text_put(out, ':');
    }
    b_.label(nosep);
    ipv6_group(buf, k, g);
    text_hex16(out, g);
    b_.label(skip);
  }
  b_.label(done);
  emit_forget_loop_state({v4, g, rs, re});
  return text_string(out);
}

}  // namespace dtrace::lower
