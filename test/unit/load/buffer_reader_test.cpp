// consume::BufferReader over a real ring buffer map, fed by a raw
// tracepoint program run through test_run (the way BEGIN runs).
#include "consume/buffer_reader.h"

#include <doctest/doctest.h>

#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <vector>

#include "fd_count.h"
#include "load/map.h"
#include "load/program.h"
#include "test_insns.h"

using namespace dtrace::test_insns;
using dtrace::consume::BufferReader;
using dtrace::load::Map;
using dtrace::load::MapDef;
using dtrace::load::Program;

namespace {

// *(u64 *)(r10 -8) = value; bpf_ringbuf_output(map, r10 - 8, 8, 0); return 7
std::vector<bpf_insn> output_program(int ringbuf_fd, int32_t value) {
  return {
      st(BPF_DW, 10, -8, value),
      ld_map_fd_lo(1, ringbuf_fd),
      ld_imm64_hi(),
      mov64_reg(2, 10),
      alu64_imm(BPF_ADD, 2, -8),
      mov64_imm(3, 8),
      mov64_imm(4, 0),
      call(BPF_FUNC_ringbuf_output),
      mov64_imm(0, 7),
      exit_insn(),
  };
}

uint64_t as_u64(std::span<const uint8_t> rec) {
  uint64_t v = 0;
  std::memcpy(&v, rec.data(), sizeof(v));
  return v;
}

}  // namespace

TEST_CASE("records written with bpf_ringbuf_output reach the reader in order") {
  size_t fds_before = dtrace::test::open_fd_count();
  {
    auto rb = Map::create(MapDef{"output", BPF_MAP_TYPE_RINGBUF, 0, 0, 4096});
    REQUIRE_MESSAGE(rb.has_value(), rb.error().message);
    auto first = Program::load(BPF_PROG_TYPE_RAW_TRACEPOINT, output_program(rb->fd(), 0x1234),
                               "out1", 0, nullptr);
    REQUIRE_MESSAGE(first.has_value(), first.error().message);
    auto second = Program::load(BPF_PROG_TYPE_RAW_TRACEPOINT, output_program(rb->fd(), 99),
                                "out2", 0, nullptr);
    REQUIRE(second.has_value());

    std::vector<uint64_t> seen;
    auto reader = BufferReader::create(rb->fd(), [&](std::span<const uint8_t> rec) {
      CHECK(rec.size() == 8);
      seen.push_back(as_u64(rec));
    });
    REQUIRE_MESSAGE(reader.has_value(), reader.error().message);
    CHECK(reader->epoll_fd() >= 0);

    REQUIRE(first->test_run().value() == 7);
    REQUIRE(second->test_run().value() == 7);
    auto n = reader->poll(1000);
    REQUIRE_MESSAGE(n.has_value(), n.error().message);
    CHECK(*n == 2);
    CHECK(seen == std::vector<uint64_t>{0x1234, 99});
    CHECK(reader->consume().value() == 0);
  }
  CHECK(dtrace::test::open_fd_count() == fds_before);
}

TEST_CASE("an exception in the record callback comes back as an error") {
  auto rb = Map::create(MapDef{"output", BPF_MAP_TYPE_RINGBUF, 0, 0, 4096});
  REQUIRE(rb.has_value());
  auto prog = Program::load(BPF_PROG_TYPE_RAW_TRACEPOINT, output_program(rb->fd(), 1), "out",
                            0, nullptr);
  REQUIRE(prog.has_value());
  int calls = 0;
  auto reader = BufferReader::create(rb->fd(), [&](std::span<const uint8_t>) {
    ++calls;
    throw std::runtime_error("bad record");
  });
  REQUIRE(reader.has_value());
  REQUIRE(prog->test_run().has_value());
  REQUIRE(prog->test_run().has_value());
  auto n = reader->consume();
  REQUIRE_FALSE(n.has_value());
  CHECK(n.error().message == "bad record");
  CHECK(calls == 1);
  // The failing record was consumed; the next call delivers the other one.
  CHECK_FALSE(reader->consume().has_value());
  CHECK(calls == 2);
  CHECK(reader->consume().value() == 0);
}

TEST_CASE("a reader cannot be made over a map that is not a ring buffer") {
  auto array = Map::create(MapDef{"array", BPF_MAP_TYPE_ARRAY, 4, 4, 1});
  REQUIRE(array.has_value());
  auto reader = BufferReader::create(array->fd(), [](std::span<const uint8_t>) {});
  REQUIRE_FALSE(reader.has_value());
  CHECK(reader.error().message.starts_with("failed to create ring buffer reader for map fd"));
}
