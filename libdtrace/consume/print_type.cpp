// print(expr)'s typed pretty-printer (Oracle's dt_print_type layout).
//
// A TypePrinter walks the type over the recorded bytes, writing one line per
// value.  Like Oracle's, it closes a struct or union lazily: its "}" is
// written just before the next line at the same or a shallower depth, or at
// the very end.  So when the output is cut at `printsize` the "..." line
// comes before the braces of the structs it cut short, while an array's "]"
// is written as soon as its elements are.
#include "consume/print_type.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <vector>

#include "consume/trace_print.h"
#include "types/types.h"

namespace dtrace::consume {

namespace {

using types::Kind;
using types::Type;

constexpr int kStartIndent = 44;  // the column of the outermost value

// "(struct)" and "(union)" for anonymous types, the type's name otherwise.
std::string label(const Type* t) {
  if (t->is_sou()) {
    std::string_view n = t->name;
    std::string_view kw = t->kind == Kind::Union ? "union" : "struct";
    std::string_view tag = n.size() > kw.size() ? n.substr(kw.size() + 1) : std::string_view{};
    if (tag.empty() || tag == "<anon>" || tag.starts_with("<") || tag.starts_with("__anon"))
      return std::string(kw);
  }
  return t->name;
}

std::string char_text(uint8_t c) {
  if (std::isprint(c)) return fmt::format("'{}'", static_cast<char>(c));
  return fmt::format("'\\{:03o}'", c);
}

// An integer's text: enumerators by name, char as a quoted character.
std::string int_text(const Type* t, uint64_t raw) {
  uint32_t bits = t->size * 8;
  int64_t s = bits >= 64 ? static_cast<int64_t>(raw)
                         : static_cast<int64_t>(raw << (64 - bits)) >> (64 - bits);
  if (t->kind == Kind::Enum) {
    for (const auto& [name, value] : t->enumerators)
      if (value == s) return name;
    return fmt::format("{}", s);
  }
  if (t->size == 1 && (t->name == "char" || t->name == "signed char"))
    return char_text(static_cast<uint8_t>(raw));
  if (t->is_signed) return fmt::format("{}", s);
  return fmt::format("{}", raw);
}

class TypePrinter {
 public:
  TypePrinter(std::span<const uint8_t> bytes, uint64_t printsize)
      : bytes_(bytes), limit_(std::min<uint64_t>(printsize, bytes.size())) {}

  std::string run(const Type* t) {
    value(t, 0, 0, "", "");
    flush(0);
    return std::move(out_);
  }

 private:
  struct Closer {
    int depth;
    std::string text;
  };

  void raw_line(int depth, std::string_view text) {
    out_.append(static_cast<size_t>(kStartIndent + depth), ' ');
    out_ += text;
    out_ += '\n';
  }
  // A value's line: the structs it follows are closed first.
  void line(int depth, std::string_view text) {
    flush(depth);
    raw_line(depth, text);
  }
  void flush(int depth) {
    while (!closers_.empty() && closers_.back().depth >= depth) {
      raw_line(closers_.back().depth, closers_.back().text);
      closers_.pop_back();
    }
  }

  uint8_t byte_at(uint64_t off) const { return off < bytes_.size() ? bytes_[off] : 0; }
  uint64_t uint_at(uint64_t off, uint32_t size) const {
    uint64_t v = 0;
    for (uint32_t i = 0; i < size && i < 8; ++i) v |= uint64_t{byte_at(off + i)} << (8 * i);
    return v;
  }
  bool is_zero(uint64_t off, uint32_t size) const {
    for (uint32_t i = 0; i < size; ++i)
      if (byte_at(off + i) != 0) return false;
    return true;
  }

  std::string scalar_text(const Type* t, uint64_t off) const {
    switch (t->kind) {
      case Kind::Pointer: return fmt::format("0x{:x}", uint_at(off, t->size));
      case Kind::Float:
        if (t->size == 4) {
          float f;
          uint32_t w = static_cast<uint32_t>(uint_at(off, 4));
          std::memcpy(&f, &w, 4);
          return fmt::format("{}", f);
        } else {
          double d;
          uint64_t w = uint_at(off, 8);
          std::memcpy(&d, &w, 8);
          return fmt::format("{}", d);
        }
      default: return int_text(t, uint_at(off, t->size));
    }
  }

  void value(const Type* t, uint64_t off, int depth, const std::string& prefix,
             std::string_view suffix) {
    if (t->is_sou()) return sou(t, off, depth, prefix, suffix);
    if (t->kind == Kind::Array) return array(t, off, depth, prefix, suffix);
    if (t->is_string()) return string(t, off, depth, prefix, suffix);
    line(depth, fmt::format("{}({}){}{}", prefix, t->name, scalar_text(t, off), suffix));
  }

  void sou(const Type* t, uint64_t off, int depth, const std::string& prefix,
           std::string_view suffix) {
    line(depth, fmt::format("{}({}) {{", prefix, label(t)));
    closers_.push_back({depth, fmt::format("}}{}", suffix)});
    for (const types::Member& m : t->members) {
      if (stopped_) return;
      member(m, off, depth + 1);
    }
  }

  // Char arrays end at their first NUL; zero elements of others are left out.
  void array(const Type* t, uint64_t off, int depth, const std::string& prefix,
             std::string_view suffix) {
    line(depth, fmt::format("{}({}) [", prefix, t->name));
    const Type* e = t->target;
    bool chars = t->is_char_array();
    for (uint32_t i = 0; i < t->count && !stopped_; ++i) {
      uint64_t eoff = off + uint64_t{i} * e->size;
      if (eoff >= bytes_.size()) break;
      if (is_zero(eoff, e->size)) {
        if (chars) break;
        continue;
      }
      value(e, eoff, depth + 1, "", ",");
    }
    closers_.push_back({depth, fmt::format("]{}", suffix)});
    if (!stopped_) flush(depth);
  }

  // D's string type is a char array of strsize bytes (DTrace declares it so),
  // printed as one: a (char) line per character up to the first NUL.
  void string(const Type* t, uint64_t off, int depth, const std::string& prefix,
              std::string_view suffix) {
    line(depth, fmt::format("{}({}) [", prefix, t->name));
    for (uint64_t i = 0; i < t->size && off + i < bytes_.size(); ++i) {
      uint8_t c = byte_at(off + i);
      if (c == 0) break;
      line(depth + 1, fmt::format("(char){},", char_text(c)));
    }
    closers_.push_back({depth, fmt::format("]{}", suffix)});
    flush(depth);
  }

  void member(const types::Member& m, uint64_t base, int depth) {
    uint64_t off = base + m.offset();
    if (off >= limit_) {
      raw_line(depth, "...");
      stopped_ = true;
      return;
    }
    std::string prefix = m.name.empty() ? "" : fmt::format(".{} = ", m.name);
    if (m.bits) {
      uint64_t v = uint_at(off, 8) >> (m.bit_offset % 8);
      if (m.bits < 64) v &= (uint64_t{1} << m.bits) - 1;
      if (v != 0) line(depth, fmt::format("{}({}){},", prefix, m.type->name, v));
      return;
    }
    // A member whose bytes are all zero (an empty array too) is left out.
    if (is_zero(off, m.type->size)) return;
    value(m.type, off, depth, prefix, ",");
  }

  std::span<const uint8_t> bytes_;
  uint64_t limit_;
  bool stopped_ = false;
  std::vector<Closer> closers_;
  std::string out_;
};

}  // namespace

std::string render_print(const ir::RecordAction& a, std::span<const uint8_t> data,
                         uint64_t printsize) {
  if (!a.type || a.fields.size() < 2) return {};
  std::string out;
  const Type* obj = a.type;
  if (a.type->is_pointer()) {
    out = fmt::format("0x{:x} = *\n", field_uint(a.fields[0], data));
    obj = a.type->target;
  }
  out += TypePrinter(field_bytes(a.fields[1], data), printsize).run(obj);
  return out;
}

}  // namespace dtrace::consume
