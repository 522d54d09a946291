// KernelBtf: lazy access to the kernel's BTF through libbpf's btf API.
#include "types/btf.h"

#include <bpf/btf.h>

#include <cerrno>
#include <string>

namespace dtrace::types {

namespace {

// Searches struct/union `id` for `member`, descending into anonymous members.
bool find_member(const struct btf* b, uint32_t id, std::string_view member, uint32_t base_bits,
                 uint32_t& bits) {
  const struct btf_type* t = btf__type_by_id(b, id);
  while (t && (btf_is_typedef(t) || btf_is_mod(t))) t = btf__type_by_id(b, t->type);
  if (!t || !btf_is_composite(t)) return false;
  const struct btf_member* m = btf_members(t);
  for (uint16_t i = 0; i < btf_vlen(t); ++i, ++m) {
    const char* n = btf__name_by_offset(b, m->name_off);
    uint32_t off = base_bits + btf_member_bit_offset(t, i);
    if (n && *n && member == n) {
      bits = off;
      return true;
    }
    if ((!n || !*n) && find_member(b, m->type, member, off, bits)) return true;
  }
  return false;
}

}  // namespace

KernelBtf::KernelBtf() = default;

KernelBtf::~KernelBtf() {
  if (btf_) btf__free(btf_);
}

Result<void> KernelBtf::load() {
  if (btf_) return {};
  struct btf* b = btf__load_vmlinux_btf();
  if (!b) return Error::from_errno(errno ? errno : ENOENT, "failed to load kernel BTF");
  btf_ = b;
  return {};
}

Result<uint32_t> KernelBtf::member_offset(std::string_view name, std::string_view member) {
  DT_TRY(load());
  int id = btf__find_by_name_kind(btf_, std::string(name).c_str(), BTF_KIND_STRUCT);
  if (id < 0) return Error::make("kernel type struct {} is not in BTF", name);
  uint32_t bits = 0;
  if (!find_member(btf_, static_cast<uint32_t>(id), member, 0, bits))
    return Error::make("struct {} has no member named {}", name, member);
  return bits / 8;
}

Result<uint32_t> KernelBtf::func_id(std::string_view name) {
  DT_TRY(load());
  int id = btf__find_by_name_kind(btf_, std::string(name).c_str(), BTF_KIND_FUNC);
  if (id < 0) return Error::make("kernel function {} is not in BTF", name);
  return static_cast<uint32_t>(id);
}

}  // namespace dtrace::types
