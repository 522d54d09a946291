// Process snapshots of the test binary itself (/proc/self): modules,
// symbol lookup by name, and address symbolization.
#include <doctest/doctest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>

#include "libproc/control.h"
#include "libproc/process.h"

using namespace dtrace::proc;

extern "C" __attribute__((noinline, used)) int libproc_test_target(int x) {
  return x * 3 + 1;
}

namespace {

Process self(SymbolCache& cache) {
  auto p = Process::inspect(getpid(), cache);
  REQUIRE(p);
  return std::move(*p);
}

}  // namespace

TEST_CASE("the executable is a module and a.out names it") {
  SymbolCache cache;
  Process p = self(cache);
  const Module* exe = p.executable();
  REQUIRE(exe);
  CHECK(exe->name == "libproc_test");
  auto mods = p.match_modules("a.out");
  REQUIRE(mods.size() == 1);
  CHECK(mods[0] == exe);
  CHECK_FALSE(p.match_modules("libc.so.*").empty());
}

TEST_CASE("a library's stem names it, up to a dot") {
  Module m;
  m.name = "libc.so.6";
  CHECK(module_matches("libc.so.6", m));
  CHECK(module_matches("libc.so", m));
  CHECK(module_matches("libc", m));
  CHECK(module_matches("libc.so*", m));
  CHECK_FALSE(module_matches("lib", m));
  CHECK_FALSE(module_matches("libc.s", m));
  CHECK_FALSE(module_matches("libc*x", m));
}

TEST_CASE("a function found by name has its run-time address") {
  SymbolCache cache;
  Process p = self(cache);
  auto f = p.lookup("a.out", "libproc_test_target");
  REQUIRE(f);
  CHECK(f->address == reinterpret_cast<uint64_t>(&libproc_test_target));
  CHECK(f->symbol->size > 0);
  auto m = p.lookup("libc.so*", "malloc");
  REQUIRE(m);
  CHECK(m->module->name == "libc.so.6");
  CHECK(m->address == reinterpret_cast<uint64_t>(&::malloc));
  CHECK_FALSE(p.lookup("a.out", "no_such_function_anywhere"));
}

TEST_CASE("an address symbolizes as module`function+0xoff") {
  SymbolCache cache;
  Process p = self(cache);
  auto addr = reinterpret_cast<uint64_t>(&libproc_test_target);
  CHECK(p.symbolize(addr) == "libproc_test`libproc_test_target");
  CHECK(p.symbolize(addr + 2) == "libproc_test`libproc_test_target+0x2");
  CHECK(p.symbol_name(addr + 2) == "libproc_test`libproc_test_target");
  CHECK(p.module_name(addr + 2) == "libproc_test");
  CHECK(p.symbolize(reinterpret_cast<uint64_t>(&::malloc)) == "libc.so.6`malloc");
  CHECK(p.symbolize(0x10) == "0x10");
}

TEST_CASE("a glob over function names finds the matches once each") {
  SymbolCache cache;
  Process p = self(cache);
  auto fs = p.functions(*p.executable(), "libproc_test_targ*");
  REQUIRE(fs.size() == 1);
  CHECK(fs[0].symbol->name == "libproc_test_target");
  // The uprobe offset lies in the file, inside an executable segment.
  CHECK(fs[0].file_offset > 0);
}

TEST_CASE("a stopped child is held at main") {
  auto pid = create_stopped({"true"});
  REQUIRE(pid);
  SymbolCache cache;
  auto p = Process::inspect(*pid, cache);
  REQUIRE(p);
  // At main, the C library is mapped.
  CHECK_FALSE(p->match_modules("libc.so.6").empty());
  CHECK(release(*pid));
  int status = 0;
  CHECK(waitpid(*pid, &status, 0) == *pid);
  CHECK(WIFEXITED(status));
}
