// The stash under the daemon's root (design/usdt.md 3.4-3.6, DESIGN.md
// D11), one parse per mapped object with probe sites as file offsets:
//
//   stash/dof/DEV-INO/raw                   the DOF as received
//   stash/dof/DEV-INO/parsed/PRV:FUN:PRB    one file per probe (below)
//   stash/dof-pid/PID/GEN -> DEV-INO        one symlink per registration
//   stash/dof-pid/PID/next-gen              its size is the next gen
//   probes/PID/PRVPID/MOD/FUN/PRB           hard link to the parsed file
//
// A parsed probe file is the text format of dof/stash_file.h (shared with
// dtrace, which reads it back).
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <string>
#include <vector>

#include "dof/parser.h"
#include "support/result.h"

namespace dtrace::dtprobed {

struct Object {
  uint64_t dev = 0, ino = 0;
  std::string module;  // basename of the mapped file
};

// A parsed probe with its sites as file offsets.
struct StashProbe {
  dof::ParsedProbe probe;
  std::vector<uint64_t> sites, enabled_sites;
};

class Stash {
 public:
  explicit Stash(std::string root) : root_(std::move(root)) {}
  Result<void> init();
  // Records a registration and returns its generation.
  Result<int> add(pid_t pid, const Object& obj, const std::vector<uint8_t>& raw,
                  const std::vector<StashProbe>& probes);
  // Drops registration `gen` of `pid` (an unknown gen is not an error).
  void remove(pid_t pid, int gen);
  // Drops every registration of pids that no longer exist.
  void prune_dead();

 private:
  std::string root_;
};

}  // namespace dtrace::dtprobed
