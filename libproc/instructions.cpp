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
                                          uint64_t size) {
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
    if (!cs_disasm_iter(handle, &p, &left, &at, insn)) break;  // not code
    out.push_back(start);
  }
  cs_free(insn, 1);
  cs_close(&handle);
  return out;
}

}  // namespace dtrace::proc
