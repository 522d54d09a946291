// /proc/PID/maps line parsing.
#include <doctest/doctest.h>
#include <sys/sysmacros.h>

#include "libproc/maps.h"

using dtrace::proc::Mapping;
using dtrace::proc::parse_maps_line;

TEST_CASE("a file-backed mapping line gives every column") {
  Mapping m;
  REQUIRE(parse_maps_line(
      "7f12a0000000-7f12a0021000 r-xp 00002000 fd:01 1234567   /usr/lib/x86_64-linux-gnu/libc.so.6",
      m));
  CHECK(m.start == 0x7f12a0000000);
  CHECK(m.end == 0x7f12a0021000);
  CHECK(m.offset == 0x2000);
  CHECK(m.readable);
  CHECK_FALSE(m.writable);
  CHECK(m.executable);
  CHECK(m.dev == makedev(0xfd, 1));
  CHECK(m.inode == 1234567);
  CHECK(m.path == "/usr/lib/x86_64-linux-gnu/libc.so.6");
}

TEST_CASE("an anonymous mapping has no path and a path may hold spaces") {
  Mapping m;
  REQUIRE(parse_maps_line("00400000-00401000 rw-p 00000000 00:00 0 ", m));
  CHECK(m.path.empty());
  REQUIRE(parse_maps_line("00400000-00401000 r--p 00000000 08:02 77 /tmp/a b (deleted)", m));
  CHECK(m.path == "/tmp/a b (deleted)");
}

TEST_CASE("a malformed line is refused") {
  Mapping m;
  CHECK_FALSE(parse_maps_line("garbage", m));
  CHECK_FALSE(parse_maps_line("zz-10 r-xp 0 0:0 0", m));
}
