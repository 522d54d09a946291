// The -x option registry: a typed Options struct with one field per row of
// options.def, and the value syntax DTrace accepts for each (sizes with
// k/m/g/t suffixes, times with ns..day or hz suffixes, booleans, counts,
// names from a fixed set, accumulating lists).  Options are parsed once here
// and read as plain fields everywhere else (STYLE.md rule 3); nothing looks
// an option up by string after this point.  Error texts are Oracle's
// dtrace_errmsg() strings, so `dtrace: failed to set -x NAME: ...` matches.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "support/result.h"

namespace dtrace::options {

// What a user sees of an option's value (options.def, column `kind`).
enum class OptionKind { Size, Time, Bool, Int, String, List };

// When an option may change (Oracle's three tables in dt_options.c).
enum class OptionClass { CompileTime, Runtime, Dynamic };

// Why setting an option failed; each has Oracle's dtrace_errmsg() text.
enum class OptionStatus {
  ok,
  bad_name,     // EDT_BADOPTNAME
  bad_value,    // EDT_BADOPTVAL
  no_reg,       // EDT_NOREG (iregs below the number of registers)
  overflow,     // EOVERFLOW (strsize above UINT_MAX)
  vers_inval,   // EDT_VERSINVAL
  vers_undef,   // EDT_VERSUNDEF
  vers_newer,   // ENOTSUP (a version above the newest D version we define)
};

// "Invalid option name", "Invalid value for specified option", ...
std::string_view status_text(OptionStatus s);

struct OptionInfo {
  std::string_view name;
  OptionKind kind;
  OptionClass cls;
};

// Every option in options.def order (for listings and man-page coverage).
const std::vector<OptionInfo>& all_options();
const OptionInfo* find_option(std::string_view name);

struct Options {
#define DT_OPTION(name, kind, parser, type, def, cls) type name = def;
#include "options/options.def"
#undef DT_OPTION

  // The preprocessor arguments in the order they were given: "-Dname",
  // "-Uname", "-Idir", each word of cppargs and "-H" for cpphdrs, as
  // Oracle's dt_cpp_add_arg() accumulates them.
  std::vector<std::string> cpp_argv;

  // -32: D's own types (long, pointers declared in D) take the ILP32
  // model; the kernel's types keep their sizes.  Not a -x option.
  bool ilp32 = false;

  // Sets option `name`; `value` is nullopt for `-x name` and the text after
  // '=' for `-x name=value` (possibly empty).  On failure the Error reads
  // "failed to set -x NAME: <reason>", as dtrace(8) prints it after
  // "dtrace: ".  The options are left unchanged on failure.
  Result<void> set(std::string_view name, std::optional<std::string_view> value);

  // The same, returning only the status, for callers that word the error
  // themselves (-b, -D, #pragma D option).
  OptionStatus try_set(std::string_view name, std::optional<std::string_view> value);

  // Applies DTRACE_OPT_<NAME> variables (NAME upper-cased) from a
  // NULL-terminated environment array, ignoring bad values as Oracle's
  // dtrace_setoptenv() does.  The CLI calls it before any -x option.
  void apply_env(char* const* envp);
  static Options from_env(char* const* envp);
};

// The value syntaxes, exposed for tests and for other modules that accept
// the same syntax.  Each follows Oracle's dt_options.c parser exactly:
// strtoull base 0 (decimal, 0x hex, 0 octal), a negative number rejected.
std::optional<uint64_t> parse_size(std::string_view text);
std::optional<uint64_t> parse_time(std::string_view text);
// A D language version "major.minor[.micro]" as one number that orders
// versions (DTrace's DT_VERSION_NUMBER: major << 24 | minor << 12 | micro).
std::optional<uint32_t> version_number(std::string_view text);

}  // namespace dtrace::options
