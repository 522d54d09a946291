// The D type table: built-in integer types for the data model, string, and
// derived pointer/array types made on demand.
#include "types/types.h"

#include <fmt/format.h>

#include <algorithm>

namespace dtrace::types {

Type* TypeTable::make(Type t) {
  bool scalar = t.kind == Kind::Int || t.kind == Kind::Float || t.kind == Kind::Pointer ||
                t.kind == Kind::Enum;
  if (scalar && t.align <= 1 && t.size > 1)
    t.align = std::min<uint32_t>(t.size, 8);
  storage_.push_back(std::move(t));
  return &storage_.back();
}

void TypeTable::set_strsize(uint32_t strsize) {
  strsize_ = strsize + 1;
  string_->size = strsize_;
}

TypeTable::TypeTable(DataModel model, uint32_t strsize)
    : model_(model), strsize_(strsize + 1) {
  const uint32_t long_size = model == DataModel::LP64 ? 8 : 4;
  struct Builtin {
    const char* name;
    uint32_t size;
    bool is_signed;
  };
  const Builtin ints[] = {
      {"char", 1, true},           {"signed char", 1, true},   {"unsigned char", 1, false},
      {"short", 2, true},          {"unsigned short", 2, false}, {"int", 4, true},
      {"unsigned int", 4, false},  {"long", long_size, true},  {"unsigned long", long_size, false},
      {"long long", 8, true},      {"unsigned long long", 8, false}, {"_Bool", 1, false},
  };
  for (const Builtin& b : ints)
    by_name_[b.name] = make(Type{Kind::Int, b.name, b.size, b.is_signed});
  // C's spellings of a type ("long int") are that type; typedef names
  // (uint64_t, pid_t) are types of their own that keep their name, as
  // DTrace prints it in messages and print().
  auto alias = [&](const char* a, const char* to) {
    std::string_view n = a;
    if (n.find(' ') != std::string_view::npos || n == "signed" || n == "unsigned") {
      by_name_[a] = by_name_.at(to);
      return;
    }
    add_typedef(a, by_name_.at(to));
  };
  alias("signed", "int");
  alias("unsigned", "unsigned int");
  alias("signed int", "int");
  alias("short int", "short");
  alias("signed short", "short");
  alias("unsigned short int", "unsigned short");
  alias("long int", "long");
  alias("signed long", "long");
  alias("unsigned long int", "unsigned long");
  alias("long long int", "long long");
  alias("signed long long", "long long");
  alias("unsigned long long int", "unsigned long long");
  alias("int8_t", "signed char");
  alias("uint8_t", "unsigned char");
  alias("int16_t", "short");
  alias("uint16_t", "unsigned short");
  alias("int32_t", "int");
  alias("uint32_t", "unsigned int");
  alias("int64_t", "long long");
  alias("uint64_t", "unsigned long long");
  alias("intptr_t", "long");
  alias("uintptr_t", "unsigned long");
  alias("ssize_t", "long");
  alias("size_t", "unsigned long");
  alias("off_t", "long");
  alias("pid_t", "int");
  alias("id_t", "int");
  alias("uid_t", "unsigned int");
  alias("gid_t", "unsigned int");
  alias("processorid_t", "int");
  alias("hrtime_t", "long long");
  alias("dev_t", "unsigned long");
  alias("boolean_t", "int");
  alias("bool", "_Bool");
  alias("uchar_t", "unsigned char");
  alias("ushort_t", "unsigned short");
  alias("uint_t", "unsigned int");
  alias("ulong_t", "unsigned long");
  alias("longlong_t", "long long");
  alias("u_longlong_t", "unsigned long long");
  alias("ptrdiff_t", "long");
  alias("off64_t", "long long");
  alias("loff_t", "long long");
  alias("time_t", "long");
  alias("ino_t", "unsigned long");
  alias("mode_t", "unsigned int");
  alias("psetid_t", "int");
  alias("zoneid_t", "int");
  alias("taskid_t", "int");
  alias("projid_t", "int");
  alias("u8", "unsigned char");
  alias("u16", "unsigned short");
  alias("u32", "unsigned int");
  alias("u64", "unsigned long long");
  alias("s8", "signed char");
  alias("s16", "short");
  alias("s32", "int");
  alias("s64", "long long");
  alias("__u8", "unsigned char");
  alias("__u16", "unsigned short");
  alias("__u32", "unsigned int");
  alias("__u64", "unsigned long long");
  alias("__s32", "int");
  alias("__s64", "long long");
  // sym()/func() and mod() yield an address that records print as a name.
  by_name_["_symaddr"] = make(Type{Kind::Int, "_symaddr", 8, false});
  by_name_["_modaddr"] = make(Type{Kind::Int, "_modaddr", 8, false});
  // usym()/ufunc(), uaddr() and umod(): {u64 addr, u64 tgid}, a 16-byte
  // value (not arithmetic) that records print as names in that process.
  for (const char* n : {"_usymaddr", "_uaddr", "_umodaddr"}) {
    Type u{Kind::Struct, n, 16, false};
    u.align = 8;
    by_name_[n] = make(std::move(u));
  }
  void_ = make(Type{Kind::Void, "void", 0, false});
  by_name_["void"] = void_;
  string_ = make(Type{Kind::String, "string", strsize_, false});
  by_name_["string"] = string_;
  by_name_["float"] = make(Type{Kind::Float, "float", 4, true});
  by_name_["double"] = make(Type{Kind::Float, "double", 8, true});
  by_name_["long double"] = make(Type{Kind::Float, "long double", 16, true});
  by_name_["caddr_t"] = pointer_to(lookup("char"));
}

void TypeTable::add_typedef(const std::string& name, const Type* t) {
  if (t->kind == Kind::Int || t->kind == Kind::Float || t->kind == Kind::Pointer) {
    Type copy = *t;
    copy.name = name;
    by_name_[name] = make(std::move(copy));
    return;
  }
  by_name_[name] = t;
}

const Type* TypeTable::lookup(std::string_view name) const {
  auto it = by_name_.find(name);
  return it == by_name_.end() ? nullptr : it->second;
}

namespace {

// A pointer type's name as C writes it: "int *", "char **", and for a
// pointer to a declared function "int (*)()".
std::string pointer_name(const Type* t) {
  if (t->kind == Kind::Function && t->target) return t->target->name + " (*)()";
  return t->name + (t->name.ends_with('*') ? "*" : " *");
}

}  // namespace

const Type* TypeTable::pointer_to(const Type* t) {
  // Under -32 a pointer to one of the kernel's types (a struct, union or
  // enum from BTF) still holds a kernel address.
  if (model_ == DataModel::ILP32 && t->btf_id >= 0) return kernel_pointer_to(t);
  auto it = pointers_.find(t);
  if (it != pointers_.end()) return it->second;
  const Type* p =
      make(Type{Kind::Pointer, pointer_name(t), model_ == DataModel::LP64 ? 8u : 4u, false, t});
  pointers_[t] = p;
  return p;
}

const Type* TypeTable::kernel_pointer_to(const Type* t) {
  if (model_ == DataModel::LP64) return pointer_to(t);
  auto it = kernel_pointers_.find(t);
  if (it != kernel_pointers_.end()) return it->second;
  return kernel_pointers_[t] = make(Type{Kind::Pointer, pointer_name(t), 8u, false, t});
}

const Type* TypeTable::function_returning(const Type* ret) {
  auto it = functions_.find(ret);
  if (it != functions_.end()) return it->second;
  const Type* f = make(Type{Kind::Function, ret->name + " ()", 0, false, ret});
  functions_[ret] = f;
  return f;
}

const Type* TypeTable::array_of(const Type* t, uint32_t count) {
  Type a{Kind::Array, fmt::format("{} [{}]", t->name, count), t->size * count, false, t, count};
  a.align = t->align;
  return make(std::move(a));
}

Type* TypeTable::declare_sou(bool is_union, const std::string& tag) {
  std::string name = fmt::format("{} {}", is_union ? "union" : "struct", tag);
  if (!tag.empty()) {
    auto it = by_name_.find(name);
    if (it != by_name_.end() && it->second->btf_id < 0) return const_cast<Type*>(it->second);
  }
  Type t{is_union ? Kind::Union : Kind::Struct, name, 0, false};
  t.complete = false;
  Type* p = make(std::move(t));
  if (!tag.empty()) by_name_[name] = p;
  return p;
}

// DTrace's layout (its CTF container's): each member starts at the first
// byte after the previous member ends, rounded up to the member's
// alignment; a bit-field is an integer of its width, stored in the low
// bits of the smallest power-of-two number of bytes that holds it (so
// `struct { int a : 1; int b : 3; }` is 2 bytes).  The size is where the
// last member ends; a union is as big as its biggest member.
void TypeTable::define_sou(Type* t, std::vector<Member> members) {
  auto storage = [](const Member& m) -> uint32_t {
    if (!m.bits) return m.type->size;
    uint32_t bytes = (m.bits + 7) / 8, p = 1;
    while (p < bytes) p *= 2;
    return p;
  };
  uint64_t end_bits = 0, size = 0;
  uint32_t align = 1;
  for (Member& m : members) {
    uint32_t msize = storage(m);
    uint32_t a = m.bits ? msize : std::max<uint32_t>(m.type->align, 1);
    if (t->kind == Kind::Union) {
      m.bit_offset = 0;
      size = std::max<uint64_t>(size, msize);
    } else {
      uint64_t off = (end_bits + 7) / 8;
      off = (off + a - 1) / a * a;
      m.bit_offset = static_cast<uint32_t>(8 * off);
      end_bits = 8 * off + (m.bits ? m.bits : 8ull * m.type->size);
      size = off + msize;
    }
    align = std::max(align, a);
  }
  t->size = static_cast<uint32_t>(size);
  t->align = align;
  t->members = std::move(members);
  t->complete = true;
}

Type* TypeTable::declare_enum(const std::string& tag) {
  std::string name = tag.empty() ? "enum <anon>" : "enum " + tag;
  if (!tag.empty()) {
    auto it = by_name_.find(name);
    if (it != by_name_.end()) return const_cast<Type*>(it->second);
  }
  Type* p = make(Type{Kind::Enum, name, 4, true});
  if (!tag.empty()) by_name_[name] = p;
  return p;
}

void TypeTable::add_enumerator(Type* e, const std::string& name, int64_t value) {
  e->enumerators.emplace_back(name, value);
  enumerators_[name] = {e, value};
}

const Type* TypeTable::enumerator(std::string_view name, int64_t& value) const {
  auto it = enumerators_.find(name);
  if (it == enumerators_.end()) return nullptr;
  value = it->second.second;
  return it->second.first;
}

const Type* TypeTable::find(std::string_view name) {
  if (const Type* t = lookup(name)) return t;
  return kernel_type(name);
}

std::optional<MemberRef> TypeTable::member(const Type* t, std::string_view name) {
  if (!t->is_sou() || !complete(t)) return std::nullopt;
  for (const Member& m : t->members) {
    if (m.name == name) return MemberRef{m.type, m.bit_offset, m.bits};
    if (m.name.empty() && m.type->is_sou()) {
      if (auto inner = member(m.type, name)) {
        inner->bit_offset += m.bit_offset;
        return inner;
      }
    }
  }
  return std::nullopt;
}

const Type* TypeTable::stack_of(uint32_t frames) {
  return make(Type{Kind::Stack, "stack", 8 + 8 * frames, false, nullptr, frames});
}

const Type* TypeTable::int_type(uint32_t size, bool is_signed) const {
  switch (size) {
    case 1: return lookup(is_signed ? "char" : "unsigned char");
    case 2: return lookup(is_signed ? "short" : "unsigned short");
    case 4: return lookup(is_signed ? "int" : "unsigned int");
    default: return lookup(is_signed ? "long long" : "unsigned long long");
  }
}

}  // namespace dtrace::types
