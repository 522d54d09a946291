// Kernel type information from BTF (/sys/kernel/btf/vmlinux), loaded the
// first time a program needs it (DESIGN.md D9: `BEGIN { exit(0); }` never
// pays for it).  For now it answers member offsets of kernel structs, which
// built-in variables such as ppid need.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>

#include "support/result.h"

struct btf;

namespace dtrace::types {

class KernelBtf {
 public:
  KernelBtf();
  ~KernelBtf();
  KernelBtf(const KernelBtf&) = delete;
  KernelBtf& operator=(const KernelBtf&) = delete;

  // Byte offset of `member` in `struct name` (members of anonymous inner
  // structs and unions included).
  Result<uint32_t> member_offset(std::string_view name, std::string_view member);
  // BTF id of the kernel function `name` (what a kfunc call names).
  Result<uint32_t> func_id(std::string_view name);
  // The loaded BTF, or null when the kernel has none.
  const struct btf* get() { return load() ? btf_ : nullptr; }

 private:
  Result<void> load();
  struct btf* btf_ = nullptr;
};

}  // namespace dtrace::types
