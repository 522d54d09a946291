// load::Program against the real kernel: loading, test_run with a raw
// tracepoint context, and the verifier log on failure.
#include "load/program.h"

#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "fd_count.h"
#include "test_insns.h"

using namespace dtrace::test_insns;
using dtrace::load::Program;

TEST_CASE("a raw tracepoint program runs through test_run and returns its value") {
  // r0 = *(u64 *)(ctx + 8); exit: returns the second argument.
  std::vector<bpf_insn> insns = {ldx(BPF_DW, 0, 1, 8), exit_insn()};
  auto prog = Program::load(BPF_PROG_TYPE_RAW_TRACEPOINT, insns, "ret_arg1", 0, nullptr);
  REQUIRE_MESSAGE(prog.has_value(), prog.error().message);
  CHECK(prog->name() == "ret_arg1");
  uint64_t args[2] = {5, 42};
  auto rv = prog->test_run({reinterpret_cast<const uint8_t*>(args), sizeof(args)});
  REQUIRE_MESSAGE(rv.has_value(), rv.error().message);
  CHECK(*rv == 42);
}

TEST_CASE("a program that fails verification returns the verifier's log") {
  size_t fds_before = dtrace::test::open_fd_count();
  std::vector<bpf_insn> insns = {exit_insn()};  // r0 never written
  std::string log;
  auto prog = Program::load(BPF_PROG_TYPE_RAW_TRACEPOINT, insns, "bad", 0, &log);
  REQUIRE_FALSE(prog.has_value());
  CHECK(prog.error().errnum == EACCES);
  CHECK(prog.error().message == "failed to load program 'bad': Permission denied");
  CHECK_MESSAGE(log.find("R0 !read_ok") != std::string::npos, log);
  CHECK(dtrace::test::open_fd_count() == fds_before);
}

TEST_CASE("refused_insn finds the instruction the kernel's verifier refused") {
  // A real refusal: the third instruction reads r2, never written.
  std::vector<bpf_insn> insns = {mov64_imm(0, 0), mov64_imm(1, 1), ldx(BPF_DW, 0, 2, 0),
                                 exit_insn()};
  std::string log;
  auto prog = Program::load(BPF_PROG_TYPE_RAW_TRACEPOINT, insns, "bad_read", 0, &log);
  REQUIRE_FALSE(prog.has_value());
  auto at = dtrace::load::refused_insn(log);
  REQUIRE_MESSAGE(at.has_value(), log);
  CHECK_MESSAGE(*at == 2, log);
  CHECK_FALSE(dtrace::load::refused_insn("").has_value());
  CHECK_FALSE(dtrace::load::refused_insn("processed 2 insns\nR0 !read_ok\n").has_value());
  CHECK(*dtrace::load::refused_insn("0: (b7) r0 = 0\n12: (61) r1 = *(u32 *)(r2 +0)\n"
                                    "R2 !read_ok\n") == 12);
}

TEST_CASE("log_level above 0 keeps the log of a program that loads") {
  std::vector<bpf_insn> insns = {mov64_imm(0, 0), exit_insn()};
  std::string log = "stale";
  auto prog = Program::load(BPF_PROG_TYPE_RAW_TRACEPOINT, insns, "good", 1, &log);
  REQUIRE_MESSAGE(prog.has_value(), prog.error().message);
  CHECK_MESSAGE(log.find("processed 2 insns") != std::string::npos, log);

  auto quiet = Program::load(BPF_PROG_TYPE_RAW_TRACEPOINT, insns, "good", 0, &log);
  REQUIRE(quiet.has_value());
  CHECK(log.empty());
}

TEST_CASE("programs release their fd when destroyed") {
  size_t fds_before = dtrace::test::open_fd_count();
  {
    std::vector<bpf_insn> insns = {mov64_imm(0, 1), exit_insn()};
    auto prog = Program::load(BPF_PROG_TYPE_RAW_TRACEPOINT, insns, "a.name-with:odd chars", 0,
                              nullptr);
    REQUIRE_MESSAGE(prog.has_value(), prog.error().message);
    CHECK(dtrace::test::open_fd_count() == fds_before + 1);
    auto rv = prog->test_run();
    REQUIRE(rv.has_value());
    CHECK(*rv == 1);
  }
  CHECK(dtrace::test::open_fd_count() == fds_before);
}
