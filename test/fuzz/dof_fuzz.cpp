// libFuzzer entry point for the DOF parser that dtprobed runs on every
// registration (design/usdt.md 6.4 item 4), and for the parsed-probe file
// reader dtrace runs on the stash: every input is untrusted bytes.  An
// Error result is the normal refusal; a crash, a sanitizer report or a
// hang is a bug.  A DOF that parses is also turned into stash files and
// read back, as dtprobed and dtrace would.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "dof/parser.h"
#include "dof/stash_file.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto parsed = dtrace::dof::parse_dof(std::span<const uint8_t>(data, size));
  if (parsed) {
    for (const dtrace::dof::ParsedProbe& p : parsed->probes) {
      std::vector<uint64_t> sites(p.offs.begin(), p.offs.end());
      std::string text =
          dtrace::dof::format_stashed_probe(dtrace::dof::StashedProbe{1, 2, p, sites, {}});
      (void)dtrace::dof::parse_stashed_probe(text);
    }
  }
  (void)dtrace::dof::parse_stashed_probe(std::string_view(reinterpret_cast<const char*>(data), size));
  return 0;
}
