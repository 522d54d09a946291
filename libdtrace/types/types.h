// The D type model: integers of every width and signedness, pointers,
// arrays, D's `string`, structs/unions/enums and typedefs.  A TypeTable owns
// every Type; the rest of the compiler holds `const Type*`.  Kernel types
// from BTF are imported into the same table lazily (DESIGN.md D9).
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "types/btf.h"

namespace dtrace::types {

// Stack: what stack() yields, {u64 bytes, u64 pc[frames]}, only recordable.
enum class Kind { Void, Int, Float, Pointer, Array, String, Struct, Union, Enum, Function, Stack };

class Type;

// A struct or union member.  Offsets count from the start of the outermost
// object; `bits` is the width of a bit-field (0: not a bit-field).
struct Member {
  std::string name;  // empty for an anonymous struct/union member
  const Type* type = nullptr;
  uint32_t bit_offset = 0;
  uint32_t bits = 0;
  uint32_t offset() const { return bit_offset / 8; }
};

class Type {
 public:
  Type(Kind k = Kind::Void, std::string n = {}, uint32_t sz = 0, bool sign = true,
       const Type* tgt = nullptr, uint32_t cnt = 0)
      : kind(k), name(std::move(n)), size(sz), is_signed(sign), target(tgt), count(cnt) {}
  Kind kind = Kind::Void;
  std::string name;       // as D prints it: "int", "char *", "string", "struct foo"
  uint32_t size = 0;      // bytes
  bool is_signed = true;  // Int
  const Type* target = nullptr;  // Pointer: pointee; Array: element
  uint32_t count = 0;            // Array: element count
  uint32_t align = 1;            // bytes
  // Struct/Union: members in declaration order; a forward declaration (or
  // a kernel type not yet imported) is incomplete.
  std::vector<Member> members;
  bool complete = true;
  int32_t btf_id = -1;  // kernel types: the BTF id, for lazy completion (enums: tags)
  // Enum: the enumerators in declaration order.
  std::vector<std::pair<std::string, int64_t>> enumerators;

  bool is_integer() const { return kind == Kind::Int || kind == Kind::Enum; }
  bool is_pointer() const { return kind == Kind::Pointer; }
  bool is_string() const { return kind == Kind::String; }
  bool is_scalar() const { return is_integer() || is_pointer(); }
  bool is_arith() const { return is_integer() || kind == Kind::Float; }
  bool is_sou() const { return kind == Kind::Struct || kind == Kind::Union; }
  // char arrays and char pointers, which D converts to strings
  bool is_char_array() const {
    return kind == Kind::Array && target->kind == Kind::Int && target->size == 1;
  }
  bool is_char_pointer() const {
    return kind == Kind::Pointer && target->kind == Kind::Int && target->size == 1;
  }
};

// A member found by name, anonymous members searched through: its type
// and bit offset from the start of the object searched.
struct MemberRef {
  const Type* type = nullptr;
  uint32_t bit_offset = 0;
  uint32_t bits = 0;
  uint32_t offset() const { return bit_offset / 8; }
};

// The data model: LP64 by default, ILP32 with -32.
enum class DataModel { LP64, ILP32 };

class TypeTable {
 public:
  // strsize is DTrace's option: a string holds up to strsize characters, so
  // a string value takes strsize + 1 bytes (the NUL).
  explicit TypeTable(DataModel model = DataModel::LP64, uint32_t strsize = 256);

  // A type by its D name ("int", "unsigned long long", "uint64_t", "string").
  const Type* lookup(std::string_view name) const;
  const Type* pointer_to(const Type* t);
  // A pointer in a kernel type: 8 bytes under either data model, since the
  // kernel's layout does not change with -32.
  const Type* kernel_pointer_to(const Type* t);
  const Type* array_of(const Type* t, uint32_t count);
  // A function returning `ret`, as C declarators write them: D has no
  // function objects, but pointers to functions may be declared.
  const Type* function_returning(const Type* ret);
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

  // typedef: integer, float and pointer typedefs keep their own name.
  void add_typedef(const std::string& name, const Type* t);

  // Structs, unions and enums declared in D.  declare_sou() returns the
  // existing type for the tag (complete or not) or a new incomplete one;
  // define_sou() lays out the members by C's rules.
  Type* declare_sou(bool is_union, const std::string& tag);
  void define_sou(Type* t, std::vector<Member> members);
  Type* declare_enum(const std::string& tag);
  // The enumerator `name`: its enum type and value.
  const Type* enumerator(std::string_view name, int64_t& value) const;
  void add_enumerator(Type* e, const std::string& name, int64_t value);
  // Enumerator `name` of enum type `e` alone: a D enum's own list, or a
  // kernel enum's BTF (whose enumerators are no D identifiers).
  bool enumerator_of(const Type* e, std::string_view name, int64_t& value);

  // A type by name, falling back to the kernel's BTF ("struct task_struct",
  // "u64"); null when neither knows it.
  const Type* find(std::string_view name);
  // A kernel struct/union/typedef by name, from BTF only.
  const Type* kernel_type(std::string_view name);
  // The type of kernel global variable `name` (a BTF VAR); null when the
  // kernel's BTF does not describe it.
  const Type* kernel_var_type(std::string_view name);
  // Member `name` of struct/union `t` (completing kernel types on demand).
  std::optional<MemberRef> member(const Type* t, std::string_view name);
  // Makes a lazily imported kernel struct complete; false without BTF.
  bool complete(const Type* t);
  // The bytes of a string value: the strsize option plus the NUL.
  uint32_t strsize() const { return strsize_; }
  // `#pragma D option strsize=N` in a program: string values declared from
  // here on take N + 1 bytes, the size the code generator copies.
  void set_strsize(uint32_t strsize);
  // The kernel's types, loaded on first use.
  KernelBtf& kernel() { return kernel_; }
  DataModel model() const { return model_; }

 private:
  Type* make(Type t);
  const Type* from_btf(uint32_t id);
  bool complete_forward(Type* t);
  std::map<uint32_t, const Type*> btf_types_;
  std::map<std::string, std::pair<const Type*, int64_t>, std::less<>> enumerators_;
  DataModel model_;
  uint32_t strsize_;
  std::deque<Type> storage_;
  std::map<std::string, const Type*, std::less<>> by_name_;
  std::map<const Type*, const Type*> pointers_;
  std::map<const Type*, const Type*> kernel_pointers_;
  std::map<const Type*, const Type*> functions_;
  Type* string_ = nullptr;
  const Type* void_ = nullptr;
  KernelBtf kernel_;
};

}  // namespace dtrace::types
