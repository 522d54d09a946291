// load::read_cpu_info against a made-up sysfs tree (package and NUMA node
// found, missing files read as 0), and load::fill_cpu_info against a real
// per-CPU array: every CPU's slot holds its own number at the offset given.
#include "load/cpuinfo.h"

#include <bpf/libbpf.h>
#include <doctest/doctest.h>
#include <stdlib.h>

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <vector>

namespace fs = std::filesystem;
using dtrace::load::CpuInfo;

TEST_CASE("read_cpu_info reads the package id and the NUMA node link") {
  char tmpl[] = "/tmp/cpuinfo_test.XXXXXX";
  REQUIRE(mkdtemp(tmpl) != nullptr);
  fs::path root = tmpl;
  fs::create_directories(root / "cpu/cpu3/topology");
  std::ofstream(root / "cpu/cpu3/topology/physical_package_id") << "2\n";
  fs::create_directories(root / "node/node1");
  fs::create_directory_symlink(root / "node/node1", root / "cpu/cpu3/node1");
  CpuInfo c3 = dtrace::load::read_cpu_info(3, root.c_str());
  CHECK(c3.cpu_id == 3);
  CHECK(c3.cpu_pset == 0);
  CHECK(c3.cpu_chip == 2);
  CHECK(c3.cpu_lgrp == 1);
  CpuInfo c7 = dtrace::load::read_cpu_info(7, root.c_str());  // nothing there
  CHECK(c7.cpu_id == 7);
  CHECK(c7.cpu_chip == 0);
  CHECK(c7.cpu_lgrp == 0);
  fs::remove_all(root);
}

TEST_CASE("fill_cpu_info writes each CPU's own slot") {
  auto map = dtrace::load::Map::create({"test_cpuinfo", BPF_MAP_TYPE_PERCPU_ARRAY, 4, 40, 1});
  REQUIRE_MESSAGE(map.has_value(), map.error().message);
  REQUIRE(dtrace::load::fill_cpu_info(*map, 16));
  std::vector<uint8_t> all(map->lookup_size());
  uint32_t key = 0;
  REQUIRE(map->lookup(&key, all.data()));
  int cpus = libbpf_num_possible_cpus();
  REQUIRE(all.size() == static_cast<size_t>(cpus) * 40);
  for (int c = 0; c < cpus; ++c) {
    CpuInfo info;
    std::memcpy(&info, all.data() + 40 * c + 16, sizeof info);
    CHECK(info.cpu_id == c);
    CHECK(info.cpu_pset == 0);
    uint64_t before = 1;
    std::memcpy(&before, all.data() + 40 * c, 8);
    CHECK(before == 0);
  }
  CHECK_FALSE(dtrace::load::fill_cpu_info(*map, 32));  // no room
}
