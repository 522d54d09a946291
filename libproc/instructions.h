// Instruction boundaries in x86-64 code, decoded with Capstone: a pid
// probe at an offset into a function must start an instruction (a uprobe
// written into the middle of one corrupts the code).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace dtrace::proc {

// Whether `off` bytes into the function of `size` bytes at file offset
// `file_offset` of the ELF file `path` is where an instruction starts,
// decoding from the function's first byte.  nullopt when the bytes cannot
// be read or do not decode as code.
std::optional<bool> at_instruction_boundary(const std::string& path, uint64_t file_offset,
                                            uint64_t size, uint64_t off);

// The offsets of every instruction of that function, in order (0 first),
// as far as its bytes decode; empty when they cannot be read.  With
// probeable_only, the instructions x86's uprobe decoder is known to refuse
// (ENOTSUPP) are left out: hlt, I/O, LOCK-prefixed ones, "cs nopw"
// padding, and the many AVX instructions whose opcode byte it takes for
// one of those (glibc's string functions).
std::vector<uint64_t> instruction_offsets(const std::string& path, uint64_t file_offset,
                                          uint64_t size, bool probeable_only = false);

}  // namespace dtrace::proc
