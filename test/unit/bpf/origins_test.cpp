// Source origins through the assembler: every instruction of the image says
// which clause and D position it comes from, spills and long jumps
// included, so that a verifier refusal can be traced back to the source.
#include <doctest/doctest.h>
#include <linux/bpf.h>

#include "bpf/assemble.h"
#include "ir/builder.h"

namespace {

using dtrace::SourceLoc;
using dtrace::ir::Builder;
using dtrace::ir::Cond;
using dtrace::ir::Function;
using dtrace::ir::R0;

TEST_CASE("each instruction keeps the clause and position it was built at") {
  Function f;
  f.name = "origins";
  Builder b(f);
  b.mov(R0, 0);  // untracked: the prologue of no clause
  SourceLoc at{3, 7};
  b.track_source(2, &at);
  b.mov(R0, 1);
  at = {4, 2};  // the position is read when each instruction is appended
  b.mov(R0, 2);
  b.track_source(-1, nullptr);
  b.exit();
  auto image = dtrace::bpf::assemble(f);
  REQUIRE(image);
  REQUIRE(image->origins.size() == image->insns.size());
  REQUIRE(image->insns.size() == 4);
  CHECK(image->origins[0].clause == -1);
  CHECK(image->origins[1].clause == 2);
  CHECK(image->origins[1].loc.line == 3);
  CHECK(image->origins[1].loc.column == 7);
  CHECK(image->origins[2].loc.line == 4);
  CHECK(image->origins[3].clause == -1);
}

TEST_CASE("a jump relaxed to gotol keeps its origin for the added instructions") {
  Function f;
  f.name = "long";
  Builder b(f);
  uint32_t far = b.new_label();
  SourceLoc at{9, 1};
  b.track_source(0, &at);
  b.jump_if(Cond::Eq, R0, 0, far);  // becomes jne +1; gotol
  b.track_source(-1, nullptr);
  for (int i = 0; i < 40000; ++i) b.mov(R0, i);
  b.label(far);
  b.exit();
  auto image = dtrace::bpf::assemble(f);
  REQUIRE(image);
  REQUIRE(image->origins.size() == image->insns.size());
  CHECK(image->insns.size() == 40000 + 3);
  CHECK(image->origins[0].loc.line == 9);
  CHECK(image->origins[1].loc.line == 9);  // the gotol
  CHECK(image->origins[2].clause == -1);
  CHECK(image->origins.back().clause == -1);
}

}  // namespace
