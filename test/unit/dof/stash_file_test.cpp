// The stash's parsed-probe file format (dof/stash_file.h): what dtprobed
// writes, dtrace reads back unchanged; damaged files are refused.
#include <doctest/doctest.h>

#include "dof/stash_file.h"

namespace dof = dtrace::dof;

namespace {

dof::StashedProbe sample() {
  dof::StashedProbe p;
  p.dev = 2049;
  p.ino = 123456;
  p.probe.native_types = {"int", "char *"};
  p.probe.xlated_types = {"char *", "int", "int"};
  p.probe.argmap = {1, 0, 0};
  p.sites = {0x1149, 0x11a0};
  p.enabled_sites = {0x1200};
  return p;
}

}  // namespace

TEST_CASE("a parsed probe file round-trips") {
  auto back = dof::parse_stashed_probe(dof::format_stashed_probe(sample()));
  REQUIRE(back);
  CHECK(back->dev == 2049);
  CHECK(back->ino == 123456);
  CHECK(back->probe.native_types == sample().probe.native_types);
  CHECK(back->probe.xlated_types == sample().probe.xlated_types);
  CHECK(back->probe.argmap == sample().probe.argmap);
  CHECK(back->sites == sample().sites);
  CHECK(back->enabled_sites == sample().enabled_sites);
}

TEST_CASE("damaged parsed probe files are refused") {
  std::string good = dof::format_stashed_probe(sample());
  auto replaced = [&](std::string_view from, std::string_view to) {
    std::string t = good;
    t.replace(t.find(from), from.size(), to);
    return t;
  };
  CHECK_FALSE(dof::parse_stashed_probe(""));
  CHECK_FALSE(dof::parse_stashed_probe(replaced("ardent-parsed 1", "ardent-parsed 2")));
  CHECK_FALSE(dof::parse_stashed_probe(replaced("object 2049 123456", "object 2049")));
  CHECK_FALSE(dof::parse_stashed_probe(replaced("native 2", "native 99")));
  CHECK_FALSE(dof::parse_stashed_probe(replaced("argmap 1 0 0", "argmap 1 0 2")));
  CHECK_FALSE(dof::parse_stashed_probe(replaced("argmap 1 0 0", "argmap 1 0")));
  CHECK_FALSE(dof::parse_stashed_probe(replaced("site 1149", "site zz")));
  CHECK_FALSE(dof::parse_stashed_probe(good.substr(0, good.find("site"))));
  for (size_t n = 0; n < good.size(); n += 7) (void)dof::parse_stashed_probe(good.substr(0, n));
}
