// Spill-slot assignment in the assembler: spilled virtual registers whose
// intervals do not overlap share a stack slot, overlapping ones do not, and
// intervals widened over a loop keep their slots through the whole loop.
#include "bpf/assemble.h"

#include <doctest/doctest.h>
#include <linux/bpf.h>

#include <set>
#include <vector>

#include "ir/builder.h"

namespace {

using dtrace::ir::AluOp;
using dtrace::ir::Builder;
using dtrace::ir::Cond;
using dtrace::ir::FP;
using dtrace::ir::Function;
using dtrace::ir::R0;
using dtrace::ir::Reg;

constexpr int kHelper = BPF_FUNC_ktime_get_ns;

// `n` values defined before a helper call and stored to the stack after it:
// only four fit in r6-r9, so n - 4 are spilled.
void values_across_call(Builder& b, int n, int16_t home) {
  std::vector<Reg> v;
  for (int k = 0; k < n; ++k) {
    v.push_back(b.vreg());
    b.mov(v.back(), k + 1);
  }
  b.call(kHelper, 0);
  for (Reg r : v) b.store(8, FP, home, r);
}

void finish(Builder& b) {
  b.mov(R0, 0);
  b.exit();
}

// Offsets of the 8-byte stores to r10 below `floor` (the spill stores).
std::set<int16_t> spill_offsets(const dtrace::bpf::Image& img, int16_t floor) {
  std::set<int16_t> offs;
  for (const bpf_insn& i : img.insns)
    if (i.code == (BPF_STX | BPF_MEM | BPF_DW) && i.dst_reg == BPF_REG_10 && i.off < floor)
      offs.insert(i.off);
  return offs;
}

}  // namespace

TEST_CASE("non-overlapping spilled intervals share one stack slot") {
  Function f;
  Builder b(f);
  int16_t home = b.stack_alloc(16);
  values_across_call(b, 5, home);
  values_across_call(b, 5, home);
  finish(b);
  auto img = dtrace::bpf::assemble(f);
  REQUIRE(img.has_value());
  auto offs = spill_offsets(*img, -16);
  REQUIRE(offs.size() == 1);
  CHECK(*offs.begin() == -24);  // the first slot below the 16 fixed bytes
}

TEST_CASE("overlapping spilled intervals get distinct slots") {
  Function f;
  Builder b(f);
  int16_t home = b.stack_alloc(8);
  values_across_call(b, 7, home);
  finish(b);
  auto img = dtrace::bpf::assemble(f);
  REQUIRE(img.has_value());
  CHECK(spill_offsets(*img, -8) == std::set<int16_t>{-16, -24, -32});
}

TEST_CASE("intervals widened over a loop do not share slots inside it") {
  Function f;
  Builder b(f);
  int16_t home = b.stack_alloc(8);
  Reg count = b.vreg();
  b.mov(count, 4);
  uint32_t head = b.new_label();
  b.label(head);
  // Both groups sit in the loop: the next iteration re-reads the first.
  values_across_call(b, 5, home);
  values_across_call(b, 5, home);
  b.alu(AluOp::Sub, count, 1);
  b.jump_if(Cond::Ne, count, 0, head);
  finish(b);
  auto img = dtrace::bpf::assemble(f);
  REQUIRE(img.has_value());
  // Eleven intervals cover the whole loop: four in r6-r9, seven spilled.
  CHECK(spill_offsets(*img, -8).size() == 7);
}
