// Script diagnostics (STYLE.md section 4): a tag from tags.def, a location
// and Oracle's message text.  The compiler raises one with
// `throw CompileError(...)`, caught only where compilation starts; it is the
// RAII-safe form of Oracle's longjmp and keeps DTrace's first-error-stops
// behaviour.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "support/source_loc.h"

namespace dtrace::diag {

enum class Tag {
#define X(name) name,
#include "diag/tags.def"
#undef X
};

std::string_view tag_name(Tag tag);

struct Diagnostic {
  Tag tag = Tag::D_UNKNOWN;
  SourceLoc loc;
  std::string text;
};

class CompileError : public std::exception {
 public:
  explicit CompileError(Diagnostic d) : diag_(std::move(d)) {}
  const Diagnostic& diagnostic() const { return diag_; }
  const char* what() const noexcept override { return diag_.text.c_str(); }

 private:
  Diagnostic diag_;
};

template <typename... Args>
[[noreturn]] void error(SourceLoc loc, Tag tag, fmt::format_string<Args...> f, Args&&... args) {
  throw CompileError(Diagnostic{tag, loc, fmt::format(f, std::forward<Args>(args)...)});
}

// How a compile failure reads after "dtrace: ": the description of where it
// happened (`failed to compile script F` or `invalid probe specifier S`),
// then `[TAG] ` with -xerrtags, then `line N: ` and the text.
std::string render(const Diagnostic& d, std::string_view where, bool errtags);

}  // namespace dtrace::diag
