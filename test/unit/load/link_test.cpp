// Attaching real programs to real probe points: a syscall tracepoint, a raw
// tracepoint, the CPU clock and a uprobe on a function of this test, each
// counting hits into an array map.
#include "load/link.h"

#include <doctest/doctest.h>
#include <sched.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <vector>

#include "fd_count.h"
#include "load/map.h"
#include "load/tracefs.h"
#include "support/strings.h"
#include "test_insns.h"

using namespace dtrace::test_insns;
using dtrace::load::Map;
using dtrace::load::MapDef;
using dtrace::load::Program;

extern "C" __attribute__((noinline)) int dt_test_uprobe_target(int x) {
  asm volatile("" ::: "memory");
  return x + 1;
}

namespace {

// key = 0; p = bpf_map_lookup_elem(map, &key); if (p) lock *p += 1; return 0
std::vector<bpf_insn> counting_program(int map_fd) {
  return {
      st(BPF_W, 10, -4, 0),
      ld_map_fd_lo(1, map_fd),
      ld_imm64_hi(),
      mov64_reg(2, 10),
      alu64_imm(BPF_ADD, 2, -4),
      call(BPF_FUNC_map_lookup_elem),
      jeq_imm(0, 0, 2),
      mov64_imm(1, 1),
      atomic_add64(0, 1, 0),
      mov64_imm(0, 0),
      exit_insn(),
  };
}

Map counter_map() {
  auto map = Map::create(MapDef{"counter", BPF_MAP_TYPE_ARRAY, 4, 8, 1});
  REQUIRE_MESSAGE(map.has_value(), map.error().message);
  return std::move(*map);
}

uint64_t count(const Map& map) {
  uint32_t key = 0;
  uint64_t value = 0;
  return map.lookup(&key, &value) ? value : UINT64_MAX;
}

Program load_counter(uint32_t type, const Map& map) {
  auto prog = Program::load(type, counting_program(map.fd()), "counter", 0, nullptr);
  REQUIRE_MESSAGE(prog.has_value(), prog.error().message);
  return std::move(*prog);
}

void pin_to_cpu(int cpu) {
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpu, &set);
  sched_setaffinity(0, sizeof(set), &set);
}

void unpin() {
  cpu_set_t set;
  CPU_ZERO(&set);
  for (int c = 0; c < CPU_SETSIZE; ++c) CPU_SET(c, &set);
  sched_setaffinity(0, sizeof(set), &set);
}

}  // namespace

TEST_CASE("tracefs is found") {
  CHECK(dtrace::load::tracefs_root() == "/sys/kernel/tracing");
  CHECK(dtrace::load::tracepoint_id("syscalls", "sys_enter_getppid").has_value());
  auto missing = dtrace::load::tracepoint_id("syscalls", "sys_enter_nonesuch");
  REQUIRE_FALSE(missing.has_value());
  CHECK(missing.error().message ==
        "failed to read id of tracepoint 'syscalls:sys_enter_nonesuch': No such file or directory");
}

TEST_CASE("a tracepoint program counts getppid calls on every CPU") {
  size_t fds_before = dtrace::test::open_fd_count();
  {
    Map map = counter_map();
    Program prog = load_counter(BPF_PROG_TYPE_TRACEPOINT, map);
    auto link = dtrace::load::attach_tracepoint(prog, "syscalls", "sys_enter_getppid");
    REQUIRE_MESSAGE(link.has_value(), link.error().message);
    auto cpus = dtrace::load::online_cpus();
    REQUIRE(cpus.has_value());
    // The perf event is bound to CPU 0; the program must still see the
    // calls made on the last CPU.
    pin_to_cpu(cpus->back());
    for (int i = 0; i < 5; ++i) syscall(SYS_getppid);
    unpin();
    CHECK(count(map) >= 5);
  }
  CHECK(dtrace::test::open_fd_count() == fds_before);
}

TEST_CASE("a detached tracepoint program stops counting") {
  Map map = counter_map();
  Program prog = load_counter(BPF_PROG_TYPE_TRACEPOINT, map);
  {
    auto link = dtrace::load::attach_tracepoint(prog, "syscalls", "sys_enter_getppid");
    REQUIRE(link.has_value());
    syscall(SYS_getppid);
  }
  uint64_t after_detach = count(map);
  CHECK(after_detach >= 1);
  for (int i = 0; i < 5; ++i) syscall(SYS_getppid);
  CHECK(count(map) == after_detach);
}

TEST_CASE("attaching to a missing tracepoint names it") {
  Map map = counter_map();
  Program prog = load_counter(BPF_PROG_TYPE_TRACEPOINT, map);
  auto link = dtrace::load::attach_tracepoint(prog, "nonesuch", "event");
  REQUIRE_FALSE(link.has_value());
  CHECK(link.error().message.starts_with("failed to read id of tracepoint 'nonesuch:event'"));
}

TEST_CASE("a raw tracepoint program sees sys_enter") {
  size_t fds_before = dtrace::test::open_fd_count();
  {
    Map map = counter_map();
    Program prog = load_counter(BPF_PROG_TYPE_RAW_TRACEPOINT, map);
    auto link = dtrace::load::attach_raw_tracepoint(prog, "sys_enter");
    REQUIRE_MESSAGE(link.has_value(), link.error().message);
    for (int i = 0; i < 3; ++i) syscall(SYS_getppid);
    CHECK(count(map) >= 3);
    auto bad = dtrace::load::attach_raw_tracepoint(prog, "no_such_raw_tp");
    REQUIRE_FALSE(bad.has_value());
    CHECK(bad.error().message.starts_with(
        "failed to attach program 'counter' to raw tracepoint 'no_such_raw_tp'"));
  }
  CHECK(dtrace::test::open_fd_count() == fds_before);
}

TEST_CASE("a CPU clock program fires") {
  size_t fds_before = dtrace::test::open_fd_count();
  {
    Map map = counter_map();
    Program prog = load_counter(BPF_PROG_TYPE_PERF_EVENT, map);
    auto links = dtrace::load::attach_perf_clock(prog, 1'000'000, std::nullopt);
    REQUIRE_MESSAGE(links.has_value(), links.error().message);
    CHECK(links->size() == dtrace::load::online_cpus()->size());
    auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(100);
    while (std::chrono::steady_clock::now() < until && count(map) < 5) {
    }
    CHECK(count(map) >= 5);
  }
  CHECK(dtrace::test::open_fd_count() == fds_before);
}

TEST_CASE("a CPU clock on one CPU opens one event") {
  Map map = counter_map();
  Program prog = load_counter(BPF_PROG_TYPE_PERF_EVENT, map);
  auto links = dtrace::load::attach_perf_clock(prog, 10'000'000, 0);
  REQUIRE_MESSAGE(links.has_value(), links.error().message);
  CHECK(links->size() == 1);
}

namespace {

// The file offset of `addr` in the object mapped there, from /proc/self/maps.
bool file_offset_of(uintptr_t addr, std::string* path, uint64_t* offset) {
  auto maps = dtrace::read_file("/proc/self/maps");
  if (!maps) return false;
  for (const std::string& line : dtrace::split(*maps, '\n')) {
    unsigned long lo = 0, hi = 0, pgoff = 0;
    char perms[5] = {};
    int name_at = 0;
    if (std::sscanf(line.c_str(), "%lx-%lx %4s %lx %*s %*s %n", &lo, &hi, perms, &pgoff,
                    &name_at) < 4)
      continue;
    if (addr < lo || addr >= hi) continue;
    *path = line.substr(static_cast<size_t>(name_at));
    *offset = addr - lo + pgoff;
    return true;
  }
  return false;
}

}  // namespace

TEST_CASE("a uprobe program counts calls of a function in this process") {
  std::string path;
  uint64_t offset = 0;
  REQUIRE(file_offset_of(reinterpret_cast<uintptr_t>(&dt_test_uprobe_target), &path, &offset));
  size_t fds_before = dtrace::test::open_fd_count();
  {
    Map map = counter_map();
    Program prog = load_counter(BPF_PROG_TYPE_KPROBE, map);
    auto entry = dtrace::load::attach_uprobe(prog, path, offset, false, getpid());
    REQUIRE_MESSAGE(entry.has_value(), entry.error().message);
    auto ret = dtrace::load::attach_uprobe(prog, path, offset, true, -1);
    REQUIRE_MESSAGE(ret.has_value(), ret.error().message);
    int (*volatile target)(int) = dt_test_uprobe_target;
    int sum = 0;
    for (int i = 0; i < 3; ++i) sum += target(i);
    CHECK(sum == 6);
    CHECK(count(map) == 6);  // three entries, three returns
  }
  CHECK(dtrace::test::open_fd_count() == fds_before);
}
