// Fills the cpuinfo_t slots of dt_cpuinfo from sysfs: the CPU number, its
// physical package (cpu/cpuN/topology/physical_package_id) and its NUMA node
// (the cpu/cpuN/nodeM link).  Linux has no processor sets: cpu_pset is 0.
#include "load/cpuinfo.h"

#include <bpf/libbpf.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

namespace dtrace::load {
namespace {

// The first integer in the file, or `fallback`.
int32_t read_int(const std::string& path, int32_t fallback) {
  FILE* f = std::fopen(path.c_str(), "re");
  if (!f) return fallback;
  long v = 0;
  bool ok = std::fscanf(f, "%ld", &v) == 1;
  std::fclose(f);
  return ok && v >= 0 ? static_cast<int32_t>(v) : fallback;
}

// The NUMA node: the number M of the cpuN/nodeM entry, 0 without NUMA.
int32_t numa_node(const std::string& cpu_dir) {
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(cpu_dir, ec)) {
    std::string name = entry.path().filename().string();
    if (name.size() > 4 && name.starts_with("node") &&
        name.find_first_not_of("0123456789", 4) == std::string::npos)
      return static_cast<int32_t>(std::strtol(name.c_str() + 4, nullptr, 10));
  }
  return 0;
}

}  // namespace

CpuInfo read_cpu_info(int cpu, const char* sysfs) {
  std::string dir = std::string(sysfs) + "/cpu/cpu" + std::to_string(cpu);
  CpuInfo info;
  info.cpu_id = cpu;
  info.cpu_chip = read_int(dir + "/topology/physical_package_id", 0);
  info.cpu_lgrp = numa_node(dir);
  return info;
}

Result<void> fill_cpu_info(Map& map, uint32_t offset) {
  if (offset + sizeof(CpuInfo) > map.def().value_size)
    return Error::make("map '{}' has no room for cpuinfo_t", map.def().name);
  size_t slot = (map.def().value_size + 7u) & ~size_t{7};
  int cpus = libbpf_num_possible_cpus();
  if (cpus <= 0) cpus = 1;
  std::vector<uint8_t> value(slot * static_cast<size_t>(cpus), 0);
  for (int c = 0; c < cpus; ++c) {
    CpuInfo info = read_cpu_info(c);
    std::memcpy(value.data() + slot * static_cast<size_t>(c) + offset, &info, sizeof info);
  }
  uint32_t key = 0;
  return map.update(&key, value.data());
}

}  // namespace dtrace::load
