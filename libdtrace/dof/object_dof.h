// The DOF that `dtrace -G` put into an ELF file: the bytes of its
// .SUNW_dof section, read from the file on disk (where dofpr_addr holds
// the link-time address of each probe's function).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "support/result.h"

namespace dtrace::dof {

// Empty when the file is an ELF file without .SUNW_dof.
Result<std::vector<uint8_t>> read_object_dof(const std::string& path);

}  // namespace dtrace::dof
