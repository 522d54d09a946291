// Walking a function's instructions from its start with Capstone's
// iterating decoder (no detail, no allocation per instruction).
#include "libproc/instructions.h"

#include <capstone/capstone.h>
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <vector>

#include "support/unique_fd.h"

namespace dtrace::proc {
namespace {

// The function's bytes, up to and including the byte at `off`.
std::optional<std::vector<uint8_t>> read_code(const std::string& path, uint64_t file_offset,
                                              uint64_t size, uint64_t off) {
  constexpr uint64_t kMaxRead = uint64_t{1} << 20;  // decode at most 1 MiB
  uint64_t want = std::min(size, std::min(off + 16, kMaxRead));
  UniqueFd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (fd.get() < 0) return std::nullopt;
  std::vector<uint8_t> code(want);
  ssize_t n = ::pread(fd.get(), code.data(), want, static_cast<off_t>(file_offset));
  if (n <= 0 || static_cast<uint64_t>(n) <= off) return std::nullopt;
  code.resize(static_cast<size_t>(n));
  return code;
}

// One-byte opcodes x86's uprobe decoder refuses (ENOTSUPP) in 64-bit
// code: those invalid there, I/O, hlt, cli/sti and the software
// interrupts.  The kernel looks a VEX or EVEX instruction's opcode byte up
// in the same table, whatever its opcode map: vpxor (0f ef, "out") and
// vmovdqu (0f 6f, "outs") are refused, vpcmpeqb (0f 74) is not, as seen
// on Linux 6.18.  Two-byte legacy opcodes are left to the kernel.
bool refused_opcode(uint8_t op) {
  switch (op) {
    case 0x06: case 0x07: case 0x0e: case 0x16: case 0x17: case 0x1e: case 0x1f:
    case 0x27: case 0x2f: case 0x37: case 0x3f: case 0x60: case 0x61: case 0x62:
    case 0x6c: case 0x6d: case 0x6e: case 0x6f: case 0x82: case 0x9a: case 0xcc:
    case 0xcd: case 0xce: case 0xd4: case 0xd5: case 0xd6: case 0xe4: case 0xe5:
    case 0xe6: case 0xe7: case 0xea: case 0xec: case 0xed: case 0xee: case 0xef:
    case 0xf1: case 0xf4: case 0xfa: case 0xfb:
      return true;
    default:
      return false;
  }
}

// Whether the kernel is known to refuse a uprobe on the instruction
// `bytes` (n bytes long).  Besides the opcode, it refuses the LOCK prefix
// and the ES, CS, SS and DS segment overrides (lock cmpxchg, and the
// "cs nopw" padding compilers put inside functions).
bool uprobe_refused(const uint8_t* bytes, size_t n) {
  size_t i = 0;
  for (; i < n; ++i) {
    uint8_t b = bytes[i];
    if (b == 0xf0 || b == 0x26 || b == 0x2e || b == 0x36 || b == 0x3e) return true;
    if (b != 0x64 && b != 0x65 && b != 0x66 && b != 0x67 && b != 0xf2 && b != 0xf3) break;
  }
  if (i >= n) return false;
  // In 64-bit code c5, c4 and 62 always start VEX (2 or 3 bytes) and EVEX
  // (4 bytes) prefixes; the opcode byte follows them.
  size_t op = bytes[i] == 0xc5 ? i + 2 : bytes[i] == 0xc4 ? i + 3 : bytes[i] == 0x62 ? i + 4 : i;
  if (op == i) {
    while (op < n && (bytes[op] & 0xf0) == 0x40) ++op;  // REX
  }
  return op < n && refused_opcode(bytes[op]);
}

}  // namespace

std::optional<bool> at_instruction_boundary(const std::string& path, uint64_t file_offset,
                                            uint64_t size, uint64_t off) {
  if (off == 0) return true;
  auto code = read_code(path, file_offset, size, off);
  if (!code) return std::nullopt;
  csh handle = 0;
  if (cs_open(CS_ARCH_X86, CS_MODE_64, &handle) != CS_ERR_OK) return std::nullopt;
  cs_insn* insn = cs_malloc(handle);
  const uint8_t* p = code->data();
  size_t left = code->size();
  uint64_t at = 0;
  std::optional<bool> result;
  while (at < off) {
    if (!cs_disasm_iter(handle, &p, &left, &at, insn)) break;  // not code
    if (at >= off) result = at == off;
  }
  cs_free(insn, 1);
  cs_close(&handle);
  return result;
}

std::vector<uint64_t> instruction_offsets(const std::string& path, uint64_t file_offset,
                                          uint64_t size, bool probeable_only) {
  std::vector<uint64_t> out;
  if (size == 0) return out;
  auto code = read_code(path, file_offset, size, size - 1);
  if (!code) return out;
  csh handle = 0;
  if (cs_open(CS_ARCH_X86, CS_MODE_64, &handle) != CS_ERR_OK) return out;
  cs_insn* insn = cs_malloc(handle);
  const uint8_t* p = code->data();
  size_t left = code->size();
  uint64_t at = 0;
  while (at < code->size()) {
    uint64_t start = at;
    const uint8_t* bytes = p;
    if (!cs_disasm_iter(handle, &p, &left, &at, insn)) break;  // not code
    if (probeable_only && uprobe_refused(bytes, static_cast<size_t>(at - start))) continue;
    out.push_back(start);
  }
  cs_free(insn, 1);
  cs_close(&handle);
  return out;
}

}  // namespace dtrace::proc
