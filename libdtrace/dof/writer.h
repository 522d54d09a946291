// The DOF that `dtrace -G` embeds (design/usdt.md 1.6, 2.3 step 3): from
// the provider definitions and the probe sites found in the objects, the
// DOF bytes, plus the places where the linker must store each probe's
// function address (one SETX relocation per dof_probe_t).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "dof/model.h"

namespace dtrace::dof {

// One probe call site in an object.
struct Site {
  std::string provider, probe;  // D names
  std::string function;         // the containing function, as shown
  std::string symbol;           // the symbol the DOF relocation names
  uint32_t offset = 0;          // from the function's start
  bool is_enabled = false;
};

struct DofImage {
  std::vector<uint8_t> bytes;
  struct Reloc {
    uint64_t offset;  // of a dofpr_addr field, from the start of the DOF
    std::string symbol;
  };
  std::vector<Reloc> relocs;
};

// Sites must name providers and probes of `providers` (link.cpp checks).
DofImage build_dof(const std::vector<ProviderSpec>& providers, const std::vector<Site>& sites);

}  // namespace dtrace::dof
