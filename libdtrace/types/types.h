// The D type model: integers of every width and signedness, pointers,
// arrays, D's `string`, structs/unions/enums and typedefs.  A TypeTable owns
// every Type; the rest of the compiler holds `const Type*`.  Kernel types
// from BTF are imported into the same table lazily (DESIGN.md D9).
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "types/btf.h"

namespace dtrace::types {

// Stack: what stack() yields, {u64 bytes, u64 pc[frames]}, only recordable.
enum class Kind { Void, Int, Float, Pointer, Array, String, Struct, Union, Enum, Function, Stack };

class Type {
 public:
  Kind kind = Kind::Void;
  std::string name;       // as D prints it: "int", "char *", "string", "struct foo"
  uint32_t size = 0;      // bytes
  bool is_signed = true;  // Int
  const Type* target = nullptr;  // Pointer: pointee; Array: element
  uint32_t count = 0;            // Array: element count

  bool is_integer() const { return kind == Kind::Int || kind == Kind::Enum; }
  bool is_pointer() const { return kind == Kind::Pointer; }
  bool is_string() const { return kind == Kind::String; }
  bool is_scalar() const { return is_integer() || is_pointer(); }
  bool is_arith() const { return is_integer() || kind == Kind::Float; }
};

// The data model: LP64 by default, ILP32 with -32.
enum class DataModel { LP64, ILP32 };

class TypeTable {
 public:
  explicit TypeTable(DataModel model = DataModel::LP64, uint32_t strsize = 256);

  // A type by its D name ("int", "unsigned long long", "uint64_t", "string").
  const Type* lookup(std::string_view name) const;
  const Type* pointer_to(const Type* t);
  const Type* array_of(const Type* t, uint32_t count);
  const Type* stack_of(uint32_t frames);

  const Type* int_type(uint32_t size, bool is_signed) const;
  const Type* t_int() const { return lookup("int"); }
  const Type* t_uint() const { return lookup("unsigned int"); }
  const Type* t_long() const { return lookup("long"); }
  const Type* t_ulong() const { return lookup("unsigned long"); }
  const Type* t_int64() const { return lookup("int64_t"); }
  const Type* t_uint64() const { return lookup("uint64_t"); }
  const Type* t_string() const { return string_; }
  const Type* t_void() const { return void_; }
  const Type* t_char() const { return lookup("char"); }

  void add_typedef(const std::string& name, const Type* t) { by_name_[name] = t; }
  uint32_t strsize() const { return strsize_; }
  // The kernel's types, loaded on first use.
  KernelBtf& kernel() { return kernel_; }
  DataModel model() const { return model_; }

 private:
  Type* make(Type t);
  DataModel model_;
  uint32_t strsize_;
  std::deque<Type> storage_;
  std::map<std::string, const Type*, std::less<>> by_name_;
  std::map<const Type*, const Type*> pointers_;
  const Type* string_ = nullptr;
  const Type* void_ = nullptr;
  KernelBtf kernel_;
};

}  // namespace dtrace::types
