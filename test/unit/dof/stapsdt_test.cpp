// The stapsdt note and argspec parser (dof/stapsdt.h): every x86_64
// operand form decodes to the right pt_regs slot, width and sign, and
// damaged notes are skipped without reading past their section.
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "dof/stapsdt.h"

using namespace dtrace;
using Kind = dof::SdtArg::Kind;

namespace {

// One NT_STAPSDT note: pc, base, semaphore, then the strings.
std::vector<uint8_t> note(uint64_t pc, uint64_t base, uint64_t sem, const std::string& strings) {
  std::vector<uint8_t> d(24);
  std::memcpy(d.data(), &pc, 8);
  std::memcpy(d.data() + 8, &base, 8);
  std::memcpy(d.data() + 16, &sem, 8);
  d.insert(d.end(), strings.begin(), strings.end());
  std::vector<uint8_t> n(20 + d.size());
  uint32_t hdr[3] = {8, static_cast<uint32_t>(d.size()), 3};
  std::memcpy(n.data(), hdr, 12);
  std::memcpy(n.data() + 12, "stapsdt", 8);
  std::memcpy(n.data() + 20, d.data(), d.size());
  while (n.size() % 4) n.push_back(0);
  return n;
}

std::string strs(std::initializer_list<std::string> v) {
  std::string out;
  for (const std::string& s : v) out += s + '\0';
  return out;
}

}  // namespace

TEST_CASE("argspec registers of every width") {
  auto a = dof::parse_argspec("-1@%al 1@%ah -2@%si 4@%edi 8@%r12 4@%r9d 2@%r10w 1@%r8b 8@%rsp");
  REQUIRE(a);
  REQUIRE(a->size() == 9);
  CHECK((*a)[0].kind == Kind::Reg);
  CHECK((*a)[0].reg == 10 * 8);
  CHECK((*a)[0].size == 1);
  CHECK((*a)[0].is_signed);
  CHECK((*a)[1].reg_shift == 8);
  CHECK((*a)[2].reg == 13 * 8);
  CHECK((*a)[2].size == 2);
  CHECK((*a)[3].reg == 14 * 8);
  CHECK_FALSE((*a)[3].is_signed);
  CHECK((*a)[4].reg == 3 * 8);
  CHECK((*a)[5].reg == 8 * 8);
  CHECK((*a)[5].size == 4);
  CHECK((*a)[6].reg == 7 * 8);
  CHECK((*a)[6].size == 2);
  CHECK((*a)[7].reg == 9 * 8);
  CHECK((*a)[7].size == 1);
  CHECK((*a)[8].reg == 19 * 8);
}

TEST_CASE("argspec memory operands and immediates") {
  auto a = dof::parse_argspec("-4@-20(%rbp) 8@(%rax,%rbx,8) 8@0x10(%rsp,%rcx) 8@$42 -4@$-7");
  REQUIRE(a);
  REQUIRE(a->size() == 5);
  CHECK((*a)[0].kind == Kind::Mem);
  CHECK((*a)[0].reg == 4 * 8);
  CHECK((*a)[0].value == -20);
  CHECK((*a)[0].index == -1);
  CHECK((*a)[1].reg == 10 * 8);
  CHECK((*a)[1].index == 5 * 8);
  CHECK((*a)[1].scale == 8);
  CHECK((*a)[2].value == 16);
  CHECK((*a)[2].index == 11 * 8);
  CHECK((*a)[2].scale == 1);
  CHECK((*a)[3].kind == Kind::Imm);
  CHECK((*a)[3].value == 42);
  CHECK((*a)[4].value == -7);
  CHECK((*a)[4].is_signed);
  auto none = dof::parse_argspec("");
  REQUIRE(none);
  CHECK(none->empty());
}

TEST_CASE("immediates at the ends of the 64-bit range") {
  // -0x8000000000000000 is INT64_MIN (the fuzzer found its negation
  // overflowing); 0xffffffffffffffff reads as -1, as the assembler wrote it.
  auto a = dof::parse_argspec("8@$-0x8000000000000000 8@$0xffffffffffffffff -8@$-1");
  REQUIRE(a);
  REQUIRE(a->size() == 3);
  CHECK((*a)[0].value == INT64_MIN);
  CHECK((*a)[1].value == -1);
  CHECK((*a)[2].value == -1);
}

TEST_CASE("an argspec of more than ten operands keeps the first ten") {
  // STAP_PROBE12 with immediates: the probe is usable through arg9.
  auto a = dof::parse_argspec("-4@$67 -4@$68 -4@$69 -4@$70 -4@$71 -4@$72 -4@$73 -4@$74 "
                              "-4@$75 -4@$76 -4@$77 -4@$78");
  REQUIRE(a);
  REQUIRE(a->size() == 10);
  CHECK((*a)[0].value == 67);
  CHECK((*a)[9].value == 76);
}

TEST_CASE("argspecs we cannot decode are refused") {
  for (const char* bad : {"8f@%xmm0", "8@%bogus", "3@%rax", "8@sym+4(%rip)", "8@(%eax)",
                          "8@", "@%rax", "8@12(%rax", "8@$x", "8@(%rax,%rbx,3)"})
    CHECK_MESSAGE(!dof::parse_argspec(bad), bad);
}

TEST_CASE("notes give provider, name, addresses and arguments") {
  auto n = note(0x1000, 0x2000, 0x3000, strs({"prov", "query__start", "8@%rdi -4@%esi"}));
  auto n2 = note(0x1010, 0x2000, 0, strs({"prov", "noargs"}));
  n.insert(n.end(), n2.begin(), n2.end());
  auto probes = dof::parse_stapsdt_notes(n.data(), n.size(), 0x2000);
  REQUIRE(probes.size() == 2);
  CHECK(probes[0].provider == "prov");
  CHECK(probes[0].name == "query__start");
  CHECK(probes[0].pc == 0x1000);
  CHECK(probes[0].semaphore == 0x3000);
  CHECK(probes[0].args.size() == 2);
  CHECK(probes[1].args.empty());
  CHECK(probes[1].args_ok);
  // A moved .stapsdt.base moves pc and semaphore with it.
  probes = dof::parse_stapsdt_notes(n.data(), n.size(), 0x2100);
  CHECK(probes[0].pc == 0x1100);
  CHECK(probes[0].semaphore == 0x3100);
  CHECK(probes[1].semaphore == 0);
}

TEST_CASE("malformed notes are skipped") {
  auto good = note(0x1000, 0, 0, strs({"prov", "ok", "8@%rdi"}));
  // Strings running off the descriptor, an empty name, a short descriptor,
  // another note type and a bad argspec (kept, but marked).
  auto unterminated = note(0x1000, 0, 0, "prov\0na");
  auto empty = note(0x1000, 0, 0, strs({"prov", ""}));
  auto shortd = note(0, 0, 0, "");
  shortd.resize(12 + 8 + 8);
  uint32_t sixteen = 8;
  std::memcpy(shortd.data() + 4, &sixteen, 4);
  auto other = note(0x1000, 0, 0, strs({"prov", "x"}));
  other[8] = 1;
  auto badspec = note(0x1000, 0, 0, strs({"prov", "f", "8f@%xmm0"}));
  std::vector<uint8_t> all;
  for (auto* v : {&unterminated, &empty, &shortd, &other, &badspec, &good})
    all.insert(all.end(), v->begin(), v->end());
  auto probes = dof::parse_stapsdt_notes(all.data(), all.size(), 0);
  REQUIRE(probes.size() == 2);
  CHECK(probes[0].name == "f");
  CHECK_FALSE(probes[0].args_ok);
  CHECK(probes[1].name == "ok");
  // A note whose sizes claim more than the section holds ends the walk.
  auto huge = good;
  uint32_t big = 0xfffffff0u;
  std::memcpy(huge.data() + 4, &big, 4);
  CHECK(dof::parse_stapsdt_notes(huge.data(), huge.size(), 0).empty());
}

TEST_CASE("random damage to notes never reads out of bounds") {
  auto base = note(0x1000, 0x2000, 0x3000, strs({"prov", "name", "8@%rdi -4@-20(%rbp) 1@$3"}));
  std::mt19937 rng(77);
  for (int i = 0; i < 20000; ++i) {
    auto m = base;
    for (int k = 0; k < 1 + static_cast<int>(rng() % 6); ++k) m[rng() % m.size()] = static_cast<uint8_t>(rng());
    m.resize(rng() % (m.size() + 1));
    (void)dof::parse_stapsdt_notes(m.data(), m.size(), 0);
  }
  CHECK(true);
}
