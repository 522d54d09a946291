// The DOF that `dtrace -G` put into an ELF file: the bytes of its
// .SUNW_dof section, read from the file on disk (where dofpr_addr holds
// the link-time address of each probe's function).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "support/result.h"

namespace dtrace::dof {

// Empty when the file is an ELF file without .SUNW_dof.
Result<std::vector<uint8_t>> read_object_dof(const std::string& path);

// The is-enabled semaphores (header.h semaphore_name) of a linked ELF
// file, by symbol name, as file offsets (what the uprobe reference counter
// takes).  Empty when the file has no symbol table (stripped).
Result<std::map<std::string, uint64_t>> read_semaphores(const std::string& path);

}  // namespace dtrace::dof
