// The DOF parser (design/usdt.md 1.2-1.6, 6.4 item 4).  Its input comes
// from arbitrary processes, so it trusts nothing: every offset, size, index
// and count is checked in 64-bit arithmetic before use, every read goes
// through a bounds-checked accessor, strings must end inside their table,
// and names that become path components in the stash must be safe.  A bad
// DOF yields an Error naming the first problem found; it never crashes,
// and its time and memory are bounded by its size however its tables
// refer to one another (parser.cpp).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "support/result.h"

namespace dtrace::dof {

struct ParsedProbe {
  std::string provider, function, name;
  uint64_t addr = 0;  // dofpr_addr as stored (relocation not applied)
  std::vector<uint32_t> offs, enoffs;  // sorted, relative to addr
  std::vector<std::string> native_types, xlated_types;
  std::vector<uint8_t> argmap;  // xlated i = native argmap[i]
};

struct ParsedDof {
  uint8_t version = 0;
  uint64_t loadsz = 0;
  std::vector<ParsedProbe> probes;
};

struct ParseLimits {
  uint64_t max_size = 64u << 20;
  size_t max_probes = 100000;
  size_t max_sites = 1000000;
};

Result<ParsedDof> parse_dof(std::span<const uint8_t> bytes, const ParseLimits& limits = {});

// Whether `s` may be a stash path component: 1..max-1 characters from
// [A-Za-z0-9_.$-], and not "." or "..".
bool safe_name(std::string_view s, size_t max);

}  // namespace dtrace::dof
