// The DOF parser against DOF from our own writer, and against truncated,
// corrupted and malicious variants of it (design/usdt.md 7 item 13): every
// bad input is an error, none crashes.
#include <doctest/doctest.h>

#include <chrono>
#include <cstdint>
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

// ---- relocations, and hostile DOF that tries to make the parser slow ----

namespace {

// A DOF laid out from raw sections: the header, the section headers, then
// each section's data 8-aligned.  A section with `same_as` >= 0 gets no
// data of its own but the offset and size of that earlier section, so
// that many headers can name one table, as a hostile DOF may.
struct RawSec {
  uint32_t type = 0, align = 8, flags = dof::kSecfLoad, entsize = 0;
  std::vector<uint8_t> data;
  int same_as = -1;
};

std::vector<uint8_t> raw_dof(const std::vector<RawSec>& secs, uint8_t version = 1) {
  std::vector<uint8_t> b(64 + secs.size() * 32, 0);
  std::vector<std::pair<uint64_t, uint64_t>> where;
  for (const RawSec& s : secs) {
    if (s.same_as >= 0) {
      where.push_back(where[static_cast<size_t>(s.same_as)]);
      continue;
    }
    b.resize((b.size() + 7) & ~size_t{7}, 0);
    where.emplace_back(b.size(), s.data.size());
    b.insert(b.end(), s.data.begin(), s.data.end());
  }
  b.resize((b.size() + 7) & ~size_t{7}, 0);
  const uint8_t ident[10] = {0x7f, 'D', 'O', 'F', dof::kModelLp64, dof::kEncodingLsb, version,
                             dof::kDifVersion, 8, 8};
  std::memcpy(b.data(), ident, sizeof ident);
  put<uint32_t>(b, 20, 64);
  put<uint32_t>(b, 24, 32);
  put<uint32_t>(b, 28, static_cast<uint32_t>(secs.size()));
  put<uint64_t>(b, 32, 64);
  put<uint64_t>(b, 40, b.size());
  put<uint64_t>(b, 48, b.size());
  for (size_t i = 0; i < secs.size(); ++i) {
    size_t h = 64 + i * 32;
    put<uint32_t>(b, h, secs[i].type);
    put<uint32_t>(b, h + 4, secs[i].align);
    put<uint32_t>(b, h + 8, secs[i].flags);
    put<uint32_t>(b, h + 12, secs[i].entsize);
    put<uint64_t>(b, h + 16, where[i].first);
    put<uint64_t>(b, h + 24, where[i].second);
  }
  return b;
}

template <typename T>
void append(std::vector<uint8_t>& v, T x) {
  v.resize(v.size() + sizeof x);
  std::memcpy(v.data() + v.size() - sizeof x, &x, sizeof x);
}

// One probe record (dof_probe_t) with the given fields, the rest zero.
std::vector<uint8_t> probe_rec(uint32_t func, uint32_t name, uint32_t offidx, uint16_t noffs,
                               uint8_t nargc = 0, uint8_t xargc = 0, uint32_t nargv = 0,
                               uint32_t xargv = 0) {
  std::vector<uint8_t> r(dof::kProbeSize, 0);
  namespace pr = dof::probe;
  put<uint32_t>(r, pr::kFunc, func);
  put<uint32_t>(r, pr::kName, name);
  put<uint32_t>(r, pr::kNargv, nargv);
  put<uint32_t>(r, pr::kXargv, xargv);
  put<uint32_t>(r, pr::kOffIdx, offidx);
  r[pr::kNargc] = nargc;
  r[pr::kXargc] = xargc;
  put<uint16_t>(r, pr::kNoffs, noffs);
  return r;
}

// A v1 provider record naming sections 0-3 (strtab, probes, prargs,
// proffs) and the provider name at string `name`.
std::vector<uint8_t> provider_rec(uint32_t name) {
  std::vector<uint8_t> v;
  for (uint32_t x : {0u, 1u, 2u, 3u, name}) append<uint32_t>(v, x);
  for (int i = 0; i < 5; ++i) append<uint32_t>(v, dof::kAttrEvolving);
  return v;
}

// Parses and returns how long it took; the result must be an error
// whose message contains `why`.
std::chrono::duration<double> time_refusal(const std::vector<uint8_t>& b, const char* why,
                                           const dof::ParseLimits& lim = {}) {
  auto t0 = std::chrono::steady_clock::now();
  auto r = dof::parse_dof(b, lim);
  auto dt = std::chrono::steady_clock::now() - t0;
  REQUIRE_MESSAGE(!r, "a hostile DOF was accepted");
  CHECK_MESSAGE(r.error().message.find(why) != std::string::npos, r.error().message);
  return dt;
}

// Generous, as the machine may be loaded: without their bounds the
// hostile cases below took 9 to 60 seconds and up to 9 GiB each; with
// them, milliseconds.
constexpr std::chrono::seconds kQuick{2};

}  // namespace

TEST_CASE("a hand-built DOF parses, so the hostile variants below fail for their own reason") {
  std::vector<uint8_t> strtab = {0, 'p', 'r', 'v', 0, 'f', 0, 'p', 0};
  std::vector<uint8_t> proffs;
  append<uint32_t>(proffs, 4);
  auto b = raw_dof({{dof::kSecStrtab, 1, dof::kSecfLoad, 0, strtab},
                    {dof::kSecProbes, 8, dof::kSecfLoad, dof::kProbeSize, probe_rec(5, 7, 0, 1)},
                    {dof::kSecPrargs, 1, dof::kSecfLoad, 1, {0}},
                    {dof::kSecProffs, 4, dof::kSecfLoad, 4, proffs},
                    {dof::kSecProvider, 4, dof::kSecfLoad, 0, provider_rec(1)}});
  auto r = dof::parse_dof(b);
  REQUIRE_MESSAGE(r, (r ? "" : r.error().message));
  REQUIRE(r->probes.size() == 1);
  CHECK(r->probes[0].provider == "prv");
  CHECK(r->probes[0].offs == std::vector<uint32_t>{4});
}

TEST_CASE("bad relocations are rejected") {
  auto b = good_dof();
  REQUIRE(dof::parse_dof(b));
  auto [hh, hdata] = section(b, dof::kSecUrelhdr);
  auto [rh, rdata] = section(b, dof::kSecReltab);
  uint32_t strtab_idx, reltab_idx, probes_idx;
  std::memcpy(&strtab_idx, b.data() + hdata, 4);
  std::memcpy(&reltab_idx, b.data() + hdata + 4, 4);
  std::memcpy(&probes_idx, b.data() + hdata + 8, 4);
  uint64_t probes_size;
  std::memcpy(&probes_size, b.data() + section(b, dof::kSecProbes).first + 24, 8);
  // The header's three section indices: out of range, or of the wrong type.
  auto m = b; put<uint32_t>(m, hdata + 4, 0xffff); expect_error(m, "reltab index out of range");
  m = b; put<uint32_t>(m, hdata, probes_idx); expect_error(m, "strtab index names the probes");
  m = b; put<uint32_t>(m, hdata + 4, strtab_idx); expect_error(m, "reltab index names the strtab");
  m = b; put<uint32_t>(m, hdata + 8, strtab_idx); expect_error(m, "target names the strtab");
  m = b; put<uint32_t>(m, hdata + 8, reltab_idx); expect_error(m, "target names the reltab");
  m = b; put<uint64_t>(m, hh + 24, 8); expect_error(m, "header shorter than 12 bytes");
  // The relocation table's entries and geometry.
  m = b; put<uint32_t>(m, rh + 12, 0); expect_error(m, "reltab entsize 0");
  m = b; put<uint32_t>(m, rh + 12, 16); expect_error(m, "reltab entsize below 24");
  m = b; put<uint32_t>(m, rh + 12, 28); expect_error(m, "reltab entsize not a multiple of 8");
  m = b; put<uint32_t>(m, rh + 4, 4); expect_error(m, "reltab alignment 4");
  m = b; put<uint64_t>(m, rh + 24, 0x7ffffff0); expect_error(m, "reltab past the load size");
  // One SETX entry: where it points and what it names.
  m = b; put<uint64_t>(m, rdata + 8, probes_size); expect_error(m, "offset at the end");
  m = b; put<uint64_t>(m, rdata + 8, probes_size - 4); expect_error(m, "offset straddling the end");
  m = b; put<uint64_t>(m, rdata + 8, 0xfffffffffffffff8ull); expect_error(m, "offset wraps");
  m = b; put<uint64_t>(m, rdata + 8, 0x100000000ull); expect_error(m, "offset past 4 GiB");
  m = b; put<uint64_t>(m, rdata + 8, 4); expect_error(m, "misaligned offset");
  m = b; put<uint64_t>(m, rdata + 8, 8); expect_error(m, "offset inside a probe, not its address");
  m = b; put<uint32_t>(m, rdata, 0x7fffffff); expect_error(m, "symbol name out of the strtab");
  // The probes table as a relocation target: its entry size matters too.
  m = b; put<uint32_t>(m, section(b, dof::kSecProbes).first + 12, 0);
  expect_error(m, "target entsize 0");
  // A type other than SETX is ignored (DOF_RELO_NONE), wherever it points.
  m = b; put<uint32_t>(m, rdata + 4, 0); put<uint64_t>(m, rdata + 8, ~0ull);
  CHECK(dof::parse_dof(m));
}

TEST_CASE("probes claiming 65535 sites each in one offset table are refused early") {
  // 20000 probes all naming the same 65535 distinct offsets: 1.3 billion
  // sites (5 GiB) from a 1 MiB DOF.  With the site limit lifted, the work
  // budget alone must stop it after a few hundred probes.
  std::vector<uint8_t> strtab = {0, 'p', 'r', 'v', 0, 'f', 0, 'p', 0};
  std::vector<uint8_t> probes, proffs;
  for (int i = 0; i < 20000; ++i) {
    auto r = probe_rec(5, 7, 0, 0xffff);
    probes.insert(probes.end(), r.begin(), r.end());
  }
  for (uint32_t i = 0; i < 0xffff; ++i) append<uint32_t>(proffs, i);
  auto b = raw_dof({{dof::kSecStrtab, 1, dof::kSecfLoad, 0, strtab},
                    {dof::kSecProbes, 8, dof::kSecfLoad, dof::kProbeSize, probes},
                    {dof::kSecPrargs, 1, dof::kSecfLoad, 1, {0}},
                    {dof::kSecProffs, 4, dof::kSecfLoad, 4, proffs},
                    {dof::kSecProvider, 4, dof::kSecfLoad, 0, provider_rec(1)}});
  dof::ParseLimits unlimited;
  unlimited.max_sites = SIZE_MAX;
  CHECK(time_refusal(b, "too many times", unlimited) < kQuick);
  CHECK(time_refusal(b, "too many probe sites") < kQuick);  // the site limit on its own
}

TEST_CASE("probes sharing 255 long argument types are refused early") {
  // 99000 probes, each with 255 native and 255 translated types of 127
  // characters, all from one 32 KiB run of strings: 6 GiB of strings
  // from a 5 MiB DOF.
  std::vector<uint8_t> strtab = {0, 'p', 'r', 'v', 0, 'f', 0, 'p', 0};
  uint32_t types = static_cast<uint32_t>(strtab.size());
  for (int i = 0; i < 255; ++i) {
    strtab.insert(strtab.end(), 127, 'a' + i % 26);
    strtab.push_back(0);
  }
  std::vector<uint8_t> probes, prargs(255, 0), proffs;
  for (int i = 0; i < 99000; ++i) {
    auto r = probe_rec(5, 7, 0, 1, 255, 255, types, types);
    probes.insert(probes.end(), r.begin(), r.end());
  }
  append<uint32_t>(proffs, 0);
  auto b = raw_dof({{dof::kSecStrtab, 1, dof::kSecfLoad, 0, strtab},
                    {dof::kSecProbes, 8, dof::kSecfLoad, dof::kProbeSize, probes},
                    {dof::kSecPrargs, 1, dof::kSecfLoad, 1, prargs},
                    {dof::kSecProffs, 4, dof::kSecfLoad, 4, proffs},
                    {dof::kSecProvider, 4, dof::kSecfLoad, 0, provider_rec(1)}});
  CHECK(time_refusal(b, "too many times") < kQuick);
}

TEST_CASE("a large well-formed DOF fits the work budget") {
  // 4000 probes with eight short argument types each, native and
  // translated: the output is several times the size of the DOF (a short
  // string costs more than its bytes), and must still parse.
  dof::ProviderSpec p;
  p.name = "big";
  std::vector<std::string> types(8, "int");
  std::vector<dof::Site> sites;
  for (int i = 0; i < 4000; ++i) {
    std::string name = "p" + std::to_string(i);
    p.probes.push_back({name, types, types, {0, 1, 2, 3, 4, 5, 6, 7}});
    sites.push_back({"big", name, "main", "main", static_cast<uint32_t>(i * 8), false});
    sites.push_back({"big", name, "main", "main", static_cast<uint32_t>(i * 8 + 4), true});
  }
  auto r = dof::parse_dof(dof::build_dof({p}, sites).bytes);
  REQUIRE_MESSAGE(r, (r ? "" : r.error().message));
  CHECK(r->probes.size() == 4000);
}

TEST_CASE("many relocation headers over one relocation table are refused early") {
  // 60000 URELHDR sections sharing one 12-byte header, all naming one
  // 2 MiB table of (ignored) relocations: 5 billion entries to visit.
  std::vector<uint8_t> strtab = {0, 'p', 'r', 'v', 0, 'f', 0, 'p', 0};
  std::vector<uint8_t> proffs, relhdr;
  append<uint32_t>(proffs, 0);
  for (uint32_t x : {0u, 5u, 1u}) append<uint32_t>(relhdr, x);  // strtab, reltab, probes
  std::vector<RawSec> secs = {
      {dof::kSecStrtab, 1, dof::kSecfLoad, 0, strtab},
      {dof::kSecProbes, 8, dof::kSecfLoad, dof::kProbeSize, probe_rec(5, 7, 0, 1)},
      {dof::kSecPrargs, 1, dof::kSecfLoad, 1, {0}},
      {dof::kSecProffs, 4, dof::kSecfLoad, 4, proffs},
      {dof::kSecProvider, 4, dof::kSecfLoad, 0, provider_rec(1)},
      {dof::kSecReltab, 8, dof::kSecfLoad, dof::kRelocSize, std::vector<uint8_t>(2u << 20, 0)},
      {dof::kSecUrelhdr, 4, dof::kSecfLoad, 0, relhdr},
  };
  REQUIRE(dof::parse_dof(raw_dof(secs)));  // one header is fine
  RawSec again{dof::kSecUrelhdr, 4, dof::kSecfLoad, 0, {}, 6};
  secs.insert(secs.end(), 60000, again);
  CHECK(time_refusal(raw_dof(secs), "too many times") < kQuick);
}
