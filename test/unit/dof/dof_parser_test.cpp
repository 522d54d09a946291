// The DOF parser against DOF from our own writer, and against truncated,
// corrupted and malicious variants of it (design/usdt.md 7 item 13): every
// bad input is an error, none crashes.
#include <doctest/doctest.h>

#include <cstring>
#include <random>

#include "dof/format.h"
#include "dof/parser.h"
#include "dof/writer.h"

namespace dof = dtrace::dof;

namespace {

std::vector<dof::ProviderSpec> providers() {
  dof::ProviderSpec p;
  p.name = "myprov";
  p.probes.push_back({"probe1", {"int", "char *"}, {"int", "char *"}, {0, 1}});
  p.probes.push_back({"place", {"int", "int"}, {"int", "int", "int", "int"}, {1, 0, 0, 1}});
  p.probes.push_back({"probe2", {}, {}, {}});
  return {p};
}

std::vector<uint8_t> good_dof(bool with_enabled = true) {
  std::vector<dof::Site> sites = {
      {"myprov", "probe1", "main", "main", 0x20, false},
      {"myprov", "probe1", "main", "main", 0x10, false},
      {"myprov", "place", "helper", "$dtrace1.helper", 0x8, false},
      {"myprov", "probe2", "main", "main", 0x30, false},
  };
  if (with_enabled) sites.push_back({"myprov", "probe2", "main", "main", 0x28, true});
  return dof::build_dof(providers(), sites).bytes;
}

// Offsets of the first section of `type` (its header, and its data).
std::pair<size_t, size_t> section(const std::vector<uint8_t>& b, uint32_t type) {
  uint32_t n;
  std::memcpy(&n, b.data() + 28, 4);
  for (uint32_t i = 0; i < n; ++i) {
    size_t h = 64 + i * 32;
    uint32_t t;
    uint64_t off;
    std::memcpy(&t, b.data() + h, 4);
    std::memcpy(&off, b.data() + h + 16, 8);
    if (t == type) return {h, off};
  }
  FAIL("no section");
  return {0, 0};
}

template <typename T>
void put(std::vector<uint8_t>& b, size_t off, T v) {
  std::memcpy(b.data() + off, &v, sizeof v);
}

void expect_error(const std::vector<uint8_t>& b, const char* what) {
  auto r = dof::parse_dof(b);
  CHECK_MESSAGE(!r, what);
}

}  // namespace

TEST_CASE("a DOF from the writer parses back") {
  auto r = dof::parse_dof(good_dof());
  REQUIRE(r);
  CHECK(r->version == 3);
  REQUIRE(r->probes.size() == 3);
  const auto& p1 = r->probes[0];
  CHECK(p1.provider == "myprov");
  CHECK(p1.function == "main");
  CHECK(p1.name == "probe1");
  CHECK(p1.offs == std::vector<uint32_t>{0x10, 0x20});
  CHECK(p1.native_types == std::vector<std::string>{"int", "char *"});
  const auto& pl = r->probes[1];
  CHECK(pl.function == "helper");
  CHECK(pl.argmap == std::vector<uint8_t>{1, 0, 0, 1});
  CHECK(pl.xlated_types.size() == 4);
  const auto& p2 = r->probes[2];
  CHECK(p2.offs == std::vector<uint32_t>{0x30});
  CHECK(p2.enoffs == std::vector<uint32_t>{0x28});
  CHECK(dof::parse_dof(good_dof(false))->version == 1);
}

TEST_CASE("the writer emits one SETX relocation per probe record") {
  auto img = dof::build_dof(providers(), {{"myprov", "probe1", "main", "main", 4, false},
                                          {"myprov", "place", "f", "f", 4, false}});
  REQUIRE(img.relocs.size() == 2);
  CHECK(img.relocs[0].symbol == "main");
  CHECK(img.relocs[1].offset == img.relocs[0].offset + dof::kProbeSize);
}

TEST_CASE("every truncation is rejected") {
  auto b = good_dof();
  for (size_t n = 0; n < b.size(); ++n) {
    std::vector<uint8_t> t(b.begin(), b.begin() + static_cast<long>(n));
    CHECK(!dof::parse_dof(t));
  }
}

TEST_CASE("bad headers are rejected") {
  auto b = good_dof();
  auto m = b; m[1] = 'X'; expect_error(m, "magic");
  m = b; m[4] = 3; expect_error(m, "model");
  m = b; m[5] = 2; expect_error(m, "encoding");
  m = b; m[6] = 4; expect_error(m, "version");
  m = b; m[7] = 1; expect_error(m, "DIF version");
  m = b; m[12] = 1; expect_error(m, "padding");
  m = b; put<uint32_t>(m, 16, 1); expect_error(m, "flags");
  m = b; put<uint32_t>(m, 24, 0); expect_error(m, "secsize 0");
  m = b; put<uint32_t>(m, 24, 36); expect_error(m, "secsize unaligned");
  m = b; put<uint32_t>(m, 28, 0x80000000u); expect_error(m, "secnum overflow");
  m = b; put<uint64_t>(m, 32, 0xfffffffffffffff8ull); expect_error(m, "secoff wrap");
  m = b; put<uint64_t>(m, 40, 4ull << 30); put<uint64_t>(m, 48, 4ull << 30); expect_error(m, "loadsz 4 GiB");
}

TEST_CASE("bad sections are rejected") {
  auto b = good_dof();
  auto [ph, pdata] = section(b, dof::kSecProbes);
  auto m = b; put<uint32_t>(m, ph + 8, 0); expect_error(m, "loadable without the load flag");
  m = b; put<uint32_t>(m, ph + 4, 3); expect_error(m, "alignment not a power of two");
  m = b; put<uint64_t>(m, ph + 16, pdata + 4); expect_error(m, "misaligned");
  m = b; put<uint64_t>(m, ph + 24, 0xfffffffffffffff0ull); expect_error(m, "size wraps");
  m = b; put<uint32_t>(m, ph + 12, 0); expect_error(m, "entsize 0");
  m = b; put<uint32_t>(m, ph + 12, 44); expect_error(m, "entsize not a multiple of 8");
  auto [sh, sdata] = section(b, dof::kSecStrtab);
  uint64_t ssize;
  std::memcpy(&ssize, b.data() + sh + 24, 8);
  m = b; m[sdata + ssize - 1] = 'x'; expect_error(m, "string table without final NUL");
  (void)sdata;
}

TEST_CASE("malicious probe records are rejected") {
  auto b = good_dof();
  size_t p = section(b, dof::kSecProbes).second;
  namespace pr = dof::probe;
  auto m = b; put<uint32_t>(m, p + pr::kName, 0x7fffffff); expect_error(m, "stridx out of range");
  m = b; put<uint32_t>(m, p + pr::kOffIdx, 0x40000000); expect_error(m, "offidx product overflow");
  m = b; put<uint16_t>(m, p + pr::kNoffs, 0xffff); expect_error(m, "noffs out of range");
  m = b; put<uint32_t>(m, p + pr::kArgIdx, 0xffffffff); expect_error(m, "argidx overflow");
  m = b; m[p + pr::kNargc] = 1; expect_error(m, "argmap >= nargc");
  m = b; m[p + pr::kXargc] = 200; expect_error(m, "xargc walks off the table");
  m = b; put<uint16_t>(m, p + pr::kNoffs, 0); expect_error(m, "zero sites");
  // Both sites of probe1 at the same offset.
  size_t o = section(b, dof::kSecProffs).second;
  m = b; std::memcpy(m.data() + o + 4, m.data() + o, 4); expect_error(m, "duplicate offsets");
}

TEST_CASE("unsafe names are rejected") {
  CHECK(dof::safe_name("main", 128));
  CHECK(dof::safe_name("_ZN3foo3barEv", 128));
  CHECK_FALSE(dof::safe_name("..", 128));
  CHECK_FALSE(dof::safe_name(".", 128));
  CHECK_FALSE(dof::safe_name("a/b", 128));
  CHECK_FALSE(dof::safe_name("", 128));
  CHECK_FALSE(dof::safe_name(std::string(64, 'a'), 64));
  dof::ProviderSpec p;
  p.name = "myprov";
  p.probes.push_back({"..", {}, {}, {}});
  auto img = dof::build_dof({p}, {{"myprov", "..", "main", "main", 1, false}});
  CHECK(!dof::parse_dof(img.bytes));
  p.name = "prov1";
  p.probes[0].name = "x";
  img = dof::build_dof({p}, {{"prov1", "x", "main", "main", 1, false}});
  CHECK(!dof::parse_dof(img.bytes));  // a provider name ending in a digit
}

TEST_CASE("random corruption never crashes the parser") {
  auto b = good_dof();
  std::mt19937 rng(1234);
  for (int i = 0; i < 20000; ++i) {
    auto m = b;
    int flips = 1 + static_cast<int>(rng() % 8);
    for (int k = 0; k < flips; ++k) m[rng() % m.size()] = static_cast<uint8_t>(rng());
    (void)dof::parse_dof(m);
  }
  CHECK(true);
}
