// /proc/PID/maps, parsed: one Mapping per line.  The pid provider finds the
// objects a process has mapped here, and symbolization finds which object an
// address falls in.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "support/result.h"

namespace dtrace::proc {

struct Mapping {
  uint64_t start = 0, end = 0;  // [start, end) in the process
  uint64_t offset = 0;          // file offset of `start`
  bool readable = false, writable = false, executable = false;
  uint64_t dev = 0;             // makedev(major, minor)
  uint64_t inode = 0;
  std::string path;             // "" for anonymous memory; "[stack]" etc.
};

// Parses one line of a maps file; false when it is malformed.
bool parse_maps_line(std::string_view line, Mapping& out);
Result<std::vector<Mapping>> read_maps(int pid);

}  // namespace dtrace::proc
