// The stash under the daemon's root (design/usdt.md 3.4-3.6, DESIGN.md
// D11), one parse per mapped object with probe sites as file offsets:
//
//   stash/version                           the layout and parsed format (format())
//   stash/dof/DEV-INO/raw                   the DOF as received
//   stash/dof/DEV-INO/base                  the load bias it was received with
//   stash/dof/DEV-INO/parsed/PRV:FUN:PRB    one file per probe (below)
//   stash/dof-pid/PID/GEN -> DEV-INO        one symlink per registration
//   stash/dof-pid/PID/next-gen              its size is the next gen
//   probes/PID/PRVPID/MOD/FUN/PRB           hard link to the parsed file
//
// A parsed probe file is the text format of dof/stash_file.h (shared with
// dtrace, which reads it back).
//
// The stash outlives the daemon (design/usdt.md 3.7): raw DOF, its base
// and the gen links are all that is needed to rebuild the parsed files and
// the probes/ tree, so a daemon that finds stash/version other than its own
// format() (or none: a stash from before the marker) re-parses every raw
// DOF with its own parser before it serves anyone.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "dof/parser.h"
#include "support/result.h"

namespace dtrace::dtprobed {

struct Object {
  uint64_t dev = 0, ino = 0;
  std::string module;  // basename of the mapped file
  uint64_t base = 0;   // load bias of the registrant (dofhp_addr)
};

// A parsed probe with its sites as file offsets.
struct StashProbe {
  dof::ParsedProbe probe;
  std::vector<uint64_t> sites, enabled_sites;
};

// A re-parsed object: its probes, and the load bias its raw DOF was
// relocated with.
struct Reparsed {
  std::vector<StashProbe> probes;
  uint64_t base = 0;
};

// What the re-parse needs from the daemon: whether `pid` still maps the
// object (dev, ino), and under which module name and load bias (nullopt
// if not); and the probes of a raw DOF, parsed and located in the object
// as mapped by `pid`, with `base` the bias the DOF was received with
// (nullopt if the stash does not say).  `log`, if set, hears why an
// object was dropped.
struct Reparser {
  std::function<std::optional<Object>(pid_t pid, uint64_t dev, uint64_t ino)> mapped;
  std::function<Result<Reparsed>(pid_t pid, const Object& obj, std::optional<uint64_t> base,
                                 std::span<const uint8_t> raw)>
      parse;
  std::function<void(const std::string&)> log;
};

class Stash {
 public:
  // The layout and parsed-file format this daemon writes: stash/version
  // holds it.  Change the first number when the layout changes; the
  // second is dof::kParsedVersion.
  static std::string format();

  explicit Stash(std::string root) : root_(std::move(root)) {}
  Result<void> init();
  // Prunes dead pids and, if stash/version is not format(), rebuilds every
  // object's parsed files from its raw DOF and the probes/ links of the
  // live pids that still map it, dropping what cannot be rebuilt; then
  // writes stash/version.  Returns how many objects were re-parsed.
  size_t reparse_if_stale(const Reparser& how);
  // Records a registration and returns its generation.
  Result<int> add(pid_t pid, const Object& obj, const std::vector<uint8_t>& raw,
                  const std::vector<StashProbe>& probes);
  // Drops registration `gen` of `pid` (an unknown gen is not an error).
  void remove(pid_t pid, int gen);
  // Drops every registration of pids that no longer exist.
  void prune_dead();

 private:
  Result<void> write_parsed(const std::string& key, const Object& obj,
                            const std::vector<StashProbe>& probes);
  void link_probes(pid_t pid, const std::string& key, const Object& obj,
                   const std::vector<StashProbe>& probes);

  std::string root_;
};

}  // namespace dtrace::dtprobed
