// Unit tests for reading probe descriptions as DTrace does (parse_spec):
// fields from the right for each of -n/-P/-m/-f, a leading ':' that is no
// field, "Overspecified probe description", and probe ids.
#include <doctest/doctest.h>

#include "probes/probes.h"

using namespace dtrace::probes;

namespace {
std::string read(std::string_view text, SpecKind kind) {
  auto d = parse_spec(text, kind);
  return d ? d->str() : d.error().message;
}
}  // namespace

TEST_CASE("-n: the last field given is the name") {
  CHECK(read("BEGIN", SpecKind::Name) == ":::BEGIN");
  CHECK(read("syscall::read:", SpecKind::Name) == "syscall::read:");
  CHECK(read("read:entry", SpecKind::Name) == "::read:entry");
  CHECK(read(":::", SpecKind::Name) == ":::");
  CHECK(read("", SpecKind::Name) == ":::");
}

TEST_CASE("-P, -m and -f: the last field given is the provider, module or function") {
  CHECK(read("profile", SpecKind::Provider) == "profile:::");
  CHECK(read("unix", SpecKind::Module) == ":unix::");
  CHECK(read("genunix:", SpecKind::Module) == "genunix:::");
  CHECK(read("read", SpecKind::Function) == "::read:");
  CHECK(read("read:", SpecKind::Function) == ":read::");
  CHECK(read("syscall::read", SpecKind::Function) == "syscall::read:");
}

TEST_CASE("a leading ':' that would be a field before the provider is none") {
  CHECK(read("::read:", SpecKind::Function) == ":read::");
  CHECK(read(":genunix::", SpecKind::Function) == "genunix:::");
  CHECK(read(":a:b:c:d", SpecKind::Name) == "a:b:c:d");
}

TEST_CASE("text left over once the provider is filled is overspecified") {
  const std::string over = "Overspecified probe description";
  CHECK(read("a:b:c:d:e", SpecKind::Name) == over);
  CHECK(read("profile:::", SpecKind::Provider) == over);
  CHECK(read("profile:::profile-97", SpecKind::Provider) == over);
  CHECK(read(":genunix::", SpecKind::Module) == over);
  CHECK(read("genunix::", SpecKind::Module) == over);
  CHECK(read("fbt:des:des3_crunch_block:return", SpecKind::Function) == over);
}

TEST_CASE("a run of digits is a probe id") {
  CHECK(is_probe_id("0"));
  CHECK(is_probe_id("12"));
  CHECK_FALSE(is_probe_id(""));
  CHECK_FALSE(is_probe_id("-3"));
  CHECK_FALSE(is_probe_id("9p"));
  CHECK_FALSE(is_probe_id("i23"));
}
