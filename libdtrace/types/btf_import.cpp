// Kernel types from BTF, imported into the TypeTable on demand: a name
// (`struct task_struct`, `u64`) is looked up in vmlinux's BTF the first
// time a program uses it, and a struct's members are imported only when a
// member is looked up (complete()), so `curthread->pid` imports one struct,
// not the kernel's whole type graph.  Qualifiers resolve to their target,
// typedefs too except those of scalars (from_btf()); function types become
// Kind::Function.
#include <bpf/btf.h>
#include <fmt/format.h>

#include "types/types.h"

namespace dtrace::types {

namespace {

// Skips qualifiers (const, volatile, restrict, type tags), and typedefs too
// unless `keep_typedef`.
uint32_t skip_mods(const struct btf* b, uint32_t id, bool keep_typedef = false) {
  for (int guard = 0; guard < 64 && id; ++guard) {
    const struct btf_type* t = btf__type_by_id(b, id);
    if (!t) return 0;
    if (btf_is_typedef(t) && keep_typedef) return id;
    if (!btf_is_typedef(t) && !btf_is_mod(t) && !btf_is_type_tag(t)) return id;
    id = t->type;
  }
  return id;
}

std::string sou_name(const struct btf* b, const struct btf_type* t) {
  const char* n = btf__name_by_offset(b, t->name_off);
  return fmt::format("{} {}", btf_is_union(t) ? "union" : "struct",
                     n && *n ? n : "<anon>");
}

// A kernel enum by tag: an ENUM, or an ENUM64 if a value needs 64 bits.
int find_enum(const struct btf* b, const char* tag) {
  int id = btf__find_by_name_kind(b, tag, BTF_KIND_ENUM);
  return id > 0 ? id : btf__find_by_name_kind(b, tag, BTF_KIND_ENUM64);
}

}  // namespace

const Type* TypeTable::kernel_type(std::string_view name) {
  const struct btf* b = kernel_.get();
  if (!b) return nullptr;
  std::string n(name);
  int id = -1;
  if (n.starts_with("struct "))
    id = btf__find_by_name_kind(b, n.c_str() + 7, BTF_KIND_STRUCT);
  else if (n.starts_with("union "))
    id = btf__find_by_name_kind(b, n.c_str() + 6, BTF_KIND_UNION);
  else if (n.starts_with("enum "))
    id = find_enum(b, n.c_str() + 5);
  else
    id = btf__find_by_name_kind(b, n.c_str(), BTF_KIND_TYPEDEF);
  if (id <= 0) return nullptr;
  const Type* t = from_btf(static_cast<uint32_t>(id));
  if (t) by_name_[n] = t;
  return t;
}

const Type* TypeTable::kernel_var_type(std::string_view name) {
  const struct btf* b = kernel_.get();
  if (!b) return nullptr;
  int id = btf__find_by_name_kind(b, std::string(name).c_str(), BTF_KIND_VAR);
  if (id <= 0) return nullptr;
  return from_btf(btf__type_by_id(b, static_cast<uint32_t>(id))->type);
}

// A typedef of an integer, float or pointer keeps its own name (`__u16`,
// `pid_t`), as a D typedef does (add_typedef): print() and messages show it,
// as DTrace's CTF does.  Other typedefs are their target.
const Type* TypeTable::from_btf(uint32_t id) {
  const struct btf* b = kernel_.get();
  id = skip_mods(b, id, /*keep_typedef=*/true);
  if (id == 0) return void_;
  if (auto it = btf_types_.find(id); it != btf_types_.end()) return it->second;
  const struct btf_type* t = btf__type_by_id(b, id);
  if (btf_is_typedef(t)) {
    const Type* target = from_btf(t->type);
    const char* n = btf__name_by_offset(b, t->name_off);
    const Type* out = target;
    if (n && *n &&
        (target->kind == Kind::Int || target->kind == Kind::Float ||
         target->kind == Kind::Pointer)) {
      Type copy = *target;
      copy.name = n;
      out = make(std::move(copy));
    }
    btf_types_[id] = out;
    return out;
  }
  const Type* out = nullptr;
  switch (btf_kind(t)) {
    case BTF_KIND_INT: {
      uint32_t enc = btf_int_encoding(t);
      const char* n = btf__name_by_offset(b, t->name_off);
      if (t->size == 1 && n && std::string_view(n) == "_Bool")
        out = lookup("_Bool");
      else
        out = int_type(t->size, (enc & BTF_INT_SIGNED) != 0 ||
                                    (t->size == 1 && n && std::string_view(n) == "char"));
      break;
    }
    case BTF_KIND_FLOAT:
      out = lookup(t->size == 4 ? "float" : t->size == 8 ? "double" : "long double");
      break;
    case BTF_KIND_PTR:
      out = kernel_pointer_to(from_btf(t->type));
      break;
    case BTF_KIND_ARRAY: {
      const struct btf_array* a = btf_array(t);
      out = array_of(from_btf(a->type), a->nelems);
      break;
    }
    case BTF_KIND_STRUCT:
    case BTF_KIND_UNION: {
      Type s{btf_is_union(t) ? Kind::Union : Kind::Struct, sou_name(b, t), t->size, false};
      s.complete = false;
      s.btf_id = static_cast<int32_t>(id);
      out = make(std::move(s));
      break;
    }
    case BTF_KIND_FWD: {
      Type s{btf_kflag(t) ? Kind::Union : Kind::Struct, sou_name(b, t), 0, false};
      s.complete = false;
      out = make(std::move(s));
      break;
    }
    case BTF_KIND_ENUM:
    case BTF_KIND_ENUM64: {
      const char* n = btf__name_by_offset(b, t->name_off);
      Type e{Kind::Enum, n && *n ? fmt::format("enum {}", n) : "enum <anon>", t->size, true};
      e.btf_id = static_cast<int32_t>(id);  // for enumerator_of()
      out = make(std::move(e));
      break;
    }
    case BTF_KIND_FUNC_PROTO:
    case BTF_KIND_FUNC:
      out = make(Type{Kind::Function, "function", 1, false});
      break;
    default:
      out = int_type(8, false);
      break;
  }
  btf_types_[id] = out;
  return out;
}

bool TypeTable::enumerator_of(const Type* e, std::string_view name, int64_t& value) {
  if (e->kind != Kind::Enum) return false;
  for (const auto& [n, v] : e->enumerators)
    if (n == name) {
      value = v;
      return true;
    }
  const struct btf* b = kernel_.get();
  if (e->btf_id <= 0 || !b) return false;
  const struct btf_type* t = btf__type_by_id(b, static_cast<uint32_t>(e->btf_id));
  if (!t) return false;
  // kflag marks a signed enum; 32-bit values of an unsigned one are
  // zero-extended.
  bool is_signed = btf_kflag(t);
  for (uint16_t i = 0; i < btf_vlen(t); ++i) {
    uint32_t name_off = 0;
    int64_t v = 0;
    if (btf_is_enum(t)) {
      const struct btf_enum* en = btf_enum(t) + i;
      name_off = en->name_off;
      v = is_signed ? static_cast<int64_t>(en->val)
                    : static_cast<int64_t>(static_cast<uint32_t>(en->val));
    } else if (btf_is_enum64(t)) {
      const struct btf_enum64* en = btf_enum64(t) + i;
      name_off = en->name_off;
      v = static_cast<int64_t>(btf_enum64_value(en));
    }
    const char* n = btf__name_by_offset(b, name_off);
    if (n && name == n) {
      value = v;
      return true;
    }
  }
  return false;
}

bool TypeTable::complete(const Type* t) {
  if (t->complete) return true;
  if (t->btf_id < 0) return complete_forward(const_cast<Type*>(t));
  const struct btf* b = kernel_.get();
  if (!b) return false;
  const struct btf_type* bt = btf__type_by_id(b, static_cast<uint32_t>(t->btf_id));
  Type* w = const_cast<Type*>(t);  // the table owns every type
  w->complete = true;  // before the members: they may point back at t
  const struct btf_member* m = btf_members(bt);
  uint32_t align = 1;
  for (uint16_t i = 0; i < btf_vlen(bt); ++i, ++m) {
    Member mem;
    const char* n = btf__name_by_offset(b, m->name_off);
    mem.name = n ? n : "";
    mem.type = from_btf(m->type);
    mem.bit_offset = btf_member_bit_offset(bt, i);
    mem.bits = btf_member_bitfield_size(bt, i);
    if (mem.type->kind == Kind::Struct || mem.type->kind == Kind::Union) complete(mem.type);
    align = std::max(align, mem.type->align);
    w->members.push_back(std::move(mem));
  }
  w->align = std::min<uint32_t>(align, 8);
  return true;
}

// A struct declared in D without a body (`struct tty_struct *` in the D
// library): complete it from the kernel's definition, if BTF has one.
bool TypeTable::complete_forward(Type* t) {
  if (!t->is_sou() || t->name.ends_with("<anon>")) return false;
  const struct btf* b = kernel_.get();
  if (!b) return false;
  std::string n = t->name.substr(t->name.find(' ') + 1);
  int id = btf__find_by_name_kind(b, n.c_str(), t->kind == Kind::Union ? BTF_KIND_UNION
                                                                       : BTF_KIND_STRUCT);
  if (id <= 0) return false;
  const Type* k = from_btf(static_cast<uint32_t>(id));
  if (!complete(k)) return false;
  t->members = k->members;
  t->size = k->size;
  t->align = k->align;
  t->complete = true;
  return true;
}

}  // namespace dtrace::types
