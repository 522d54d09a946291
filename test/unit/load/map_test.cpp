// load::Map against the real kernel: create, update, lookup, iterate,
// per-CPU sizes, error text, and fds released on destruction.
#include "load/map.h"

#include <doctest/doctest.h>

#include <cstdint>
#include <cstring>
#include <vector>

#include "fd_count.h"

using dtrace::load::Map;
using dtrace::load::MapDef;

TEST_CASE("a hash map stores, finds, lists and erases entries") {
  size_t fds_before = dtrace::test::open_fd_count();
  {
    auto map = Map::create(MapDef{"test_hash", BPF_MAP_TYPE_HASH, 4, 8, 16});
    REQUIRE_MESSAGE(map.has_value(), map.error().message);
    CHECK(map->fd() >= 0);
    CHECK(map->def().name == "test_hash");
    for (uint32_t k = 1; k <= 3; ++k) {
      uint64_t v = k * 100;
      REQUIRE(map->update(&k, &v));
    }
    uint32_t key = 2;
    uint64_t value = 0;
    CHECK(map->lookup(&key, &value));
    CHECK(value == 200);
    CHECK(map->keys().size() == 3);
    CHECK(map->erase(&key));
    CHECK_FALSE(map->lookup(&key, &value));
    CHECK(map->keys().size() == 2);
    CHECK(dtrace::test::open_fd_count() == fds_before + 1);
  }
  CHECK(dtrace::test::open_fd_count() == fds_before);
}

TEST_CASE("a long map name is cut for the kernel but kept for messages") {
  auto map = Map::create(MapDef{"a_rather_long_aggregation_name", BPF_MAP_TYPE_ARRAY, 4, 8, 1});
  REQUIRE_MESSAGE(map.has_value(), map.error().message);
  CHECK(map->def().name == "a_rather_long_aggregation_name");
}

TEST_CASE("per-CPU maps read one slot per possible CPU") {
  auto map = Map::create(MapDef{"pcpu", BPF_MAP_TYPE_PERCPU_ARRAY, 4, 12, 1});
  REQUIRE_MESSAGE(map.has_value(), map.error().message);
  CHECK(map->lookup_size() % 16 == 0);
  CHECK(map->lookup_size() >= 16);
}

TEST_CASE("a map the kernel refuses names itself in the error") {
  auto map = Map::create(MapDef{"broken", BPF_MAP_TYPE_HASH, 0, 8, 16});
  REQUIRE_FALSE(map.has_value());
  CHECK(map.error().errnum == EINVAL);
  CHECK(map.error().message == "failed to create map 'broken': Invalid argument");
}

TEST_CASE("a moved map keeps its fd") {
  auto map = Map::create(MapDef{"moved", BPF_MAP_TYPE_ARRAY, 4, 4, 1});
  REQUIRE(map.has_value());
  int fd = map->fd();
  Map other = std::move(*map);
  CHECK(other.fd() == fd);
}

TEST_CASE("entries() reads every entry of hash, per-CPU hash and array maps") {
  for (uint32_t type : {BPF_MAP_TYPE_HASH, BPF_MAP_TYPE_PERCPU_HASH, BPF_MAP_TYPE_ARRAY}) {
    CAPTURE(type);
    auto map = Map::create(MapDef{"entries", type, 4, 8, 64});
    REQUIRE_MESSAGE(map.has_value(), map.error().message);
    const size_t slots = map->lookup_size() / 8;
    for (uint32_t k = 0; k < 40; ++k) {
      std::vector<uint64_t> v(slots, uint64_t{k} * 10);
      REQUIRE(map->update(&k, v.data()));
    }
    auto entries = map->entries();
    REQUIRE_MESSAGE(entries.has_value(), entries.error().message);
    CHECK(entries->size() == (type == BPF_MAP_TYPE_ARRAY ? 64u : 40u));
    for (const auto& e : *entries) {
      uint32_t k = 0;
      uint64_t v = 0;
      std::memcpy(&k, e.key.data(), 4);
      std::memcpy(&v, e.value.data() + (slots - 1) * 8, 8);
      CHECK(e.value.size() == slots * 8);
      CHECK(v == (k < 40 ? uint64_t{k} * 10 : 0));
    }
  }
}

TEST_CASE("entries() walks a map larger than one batch") {
  auto map = Map::create(MapDef{"big", BPF_MAP_TYPE_HASH, 4, 4, 10000});
  REQUIRE_MESSAGE(map.has_value(), map.error().message);
  for (uint32_t k = 0; k < 5000; ++k) REQUIRE(map->update(&k, &k));
  auto entries = map->entries();
  REQUIRE_MESSAGE(entries.has_value(), entries.error().message);
  CHECK(entries->size() == 5000);
  uint64_t sum = 0;
  for (const auto& e : *entries) {
    uint32_t v = 0;
    std::memcpy(&v, e.value.data(), 4);
    sum += v;
  }
  CHECK(sum == 4999ull * 5000 / 2);
}
