// The cpuinfo_t part of the per-CPU map dt_cpuinfo (ir/mstate.h): what
// `curcpu` points to.  The consumer fills it once, before any program runs,
// from the CPU topology in /sys/devices/system/cpu.
#pragma once

#include <cstdint>

#include "load/map.h"
#include "support/result.h"

namespace dtrace::load {

// D's cpuinfo_t (dlib/sched.d): four 32-bit ids.
struct CpuInfo {
  int32_t cpu_id = 0;    // the CPU's number
  int32_t cpu_pset = 0;  // processor set: Linux has none, always 0
  int32_t cpu_chip = 0;  // physical package (socket) id
  int32_t cpu_lgrp = 0;  // NUMA node
};

// The topology of CPU `cpu`, read under `sysfs` (normally
// /sys/devices/system); ids that cannot be read are 0.
CpuInfo read_cpu_info(int cpu, const char* sysfs = "/sys/devices/system");

// Writes every possible CPU's CpuInfo at byte `offset` of its slot of the
// per-CPU array `map` (key 0), leaving the rest of each slot zero.
Result<void> fill_cpu_info(Map& map, uint32_t offset);

}  // namespace dtrace::load
