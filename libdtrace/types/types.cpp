// The D type table: built-in integer types for the data model, string, and
// derived pointer/array types made on demand.
#include "types/types.h"

#include <fmt/format.h>

namespace dtrace::types {

Type* TypeTable::make(Type t) {
  storage_.push_back(std::move(t));
  return &storage_.back();
}

TypeTable::TypeTable(DataModel model, uint32_t strsize) : model_(model), strsize_(strsize) {
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
  auto alias = [&](const char* a, const char* to) { by_name_[a] = by_name_.at(to); };
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
  // sym()/func() and mod() yield an address that records print as a name.
  by_name_["_symaddr"] = make(Type{Kind::Int, "_symaddr", 8, false});
  by_name_["_modaddr"] = make(Type{Kind::Int, "_modaddr", 8, false});
  void_ = make(Type{Kind::Void, "void", 0, false});
  by_name_["void"] = void_;
  string_ = make(Type{Kind::String, "string", strsize_, false});
  by_name_["string"] = string_;
  by_name_["float"] = make(Type{Kind::Float, "float", 4, true});
  by_name_["double"] = make(Type{Kind::Float, "double", 8, true});
  by_name_["long double"] = make(Type{Kind::Float, "long double", 16, true});
}

const Type* TypeTable::lookup(std::string_view name) const {
  auto it = by_name_.find(name);
  return it == by_name_.end() ? nullptr : it->second;
}

const Type* TypeTable::pointer_to(const Type* t) {
  auto it = pointers_.find(t);
  if (it != pointers_.end()) return it->second;
  std::string name = t->name + (t->name.ends_with('*') ? "*" : " *");
  const Type* p = make(Type{Kind::Pointer, name, model_ == DataModel::LP64 ? 8u : 4u, false, t});
  pointers_[t] = p;
  return p;
}

const Type* TypeTable::array_of(const Type* t, uint32_t count) {
  return make(Type{Kind::Array, fmt::format("{} [{}]", t->name, count), t->size * count, false, t,
                   count});
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
