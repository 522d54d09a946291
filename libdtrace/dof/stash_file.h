// The stash's parsed-probe files (design/usdt.md 3.4, 3.8): dtprobed writes
// one per probe of a mapped object, dtrace reads them back through
// probes/PID/PRVPID/MOD/FUN/PRB.  The file is text:
//
//   ardent-parsed 1
//   object DEV INO
//   native N          then N lines, one C type name each
//   xlated M          then M lines
//   argmap A0 A1 ...  (M numbers, each < N)
//   site OFF          one line per probe site (hex file offset)
//   is-enabled OFF    one line per is-enabled site
//
// dtrace re-validates everything it reads (6.4 item 7): the version, the
// counts, the argument map, and at least one site.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "dof/parser.h"
#include "support/result.h"

namespace dtrace::dof {

inline constexpr int kParsedVersion = 1;

struct StashedProbe {
  uint64_t dev = 0, ino = 0;
  ParsedProbe probe;  // types and argmap; names come from the path
  std::vector<uint64_t> sites, enabled_sites;
};

std::string format_stashed_probe(const StashedProbe& p);
Result<StashedProbe> parse_stashed_probe(std::string_view text);

}  // namespace dtrace::dof
