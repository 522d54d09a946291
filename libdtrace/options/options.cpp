// Parsing of -x option values, one small parser per value syntax, dispatched
// from the options.def table.  Each parser follows the matching function in
// Oracle's dt_options.c (dt_optval_parse for sizes, dt_opt_rate for times,
// dt_opt_runtime for runtime booleans and counts, dt_opt_cflags for
// compile-time flags ...), because scripts and test suites depend on which
// spellings are accepted: `-x bufsize=0x10k`, `-x quiet=no`, `-x
// switchrate=10hz`.  A parser writes its field only when the value is valid,
// so a failed set leaves the Options untouched.
#include "options/options.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>

namespace dtrace::options {
namespace {

using Value = std::optional<std::string_view>;
constexpr uint64_t kNanosec = 1000000000ull;

bool iequals(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); i++) {
    if (std::tolower(static_cast<unsigned char>(a[i])) !=
        std::tolower(static_cast<unsigned char>(b[i])))
      return false;
  }
  return true;
}

// strtoull(text, &end, 0) with Oracle's negative test: strtoll() < 0
// rejects "-1" even though strtoull would wrap it.  Returns the value and
// the unparsed rest; nullopt for a negative number or an out-of-range one.
struct Leading {
  uint64_t value;
  std::string rest;
};
std::optional<Leading> leading_number(std::string_view text) {
  std::string s(text);
  if (std::strtoll(s.c_str(), nullptr, 0) < 0) return std::nullopt;
  char* end = nullptr;
  errno = 0;
  unsigned long long v = std::strtoull(s.c_str(), &end, 0);
  if (errno != 0 || v > static_cast<unsigned long long>(INT64_MAX)) return std::nullopt;
  return Leading{v, std::string(end)};
}

// Multiplies without wrapping; nullopt past INT64_MAX (dtrace_optval_t is
// signed, so Oracle rejects anything that turns negative).
std::optional<uint64_t> scaled(uint64_t v, uint64_t mul) {
  if (mul != 0 && v > static_cast<uint64_t>(INT64_MAX) / mul) return std::nullopt;
  return v * mul;
}

int c_atoi(std::string_view text) { return std::atoi(std::string(text).c_str()); }

// ---- one parser per options.def `parser` column -------------------------

// size: k/m/g/t suffix (x1024 each, either case); no value means 0.
OptionStatus set_size(Value v, uint64_t& out, const uint64_t&) {
  if (!v) {
    out = 0;
    return OptionStatus::ok;
  }
  auto n = parse_size(*v);
  if (!n) return OptionStatus::bad_value;
  out = *n;
  return OptionStatus::ok;
}

// rate: a time in nanoseconds, or a frequency with the hz suffix.
OptionStatus set_rate(Value v, uint64_t& out, const uint64_t&) {
  if (!v) {
    out = 0;
    return OptionStatus::ok;
  }
  auto n = parse_time(*v);
  if (!n) return OptionStatus::bad_value;
  out = *n;
  return OptionStatus::ok;
}

// dt_opt_runtime: no value sets the option (to 0), "" or a negative word
// (no, disable, disabled, false, off, unset) unsets it, a positive word sets
// it to 1, anything else must be a non-negative number.
enum class Runtime { set, unset };
struct RuntimeValue {
  Runtime state;
  int64_t value;
};
std::optional<RuntimeValue> runtime_value(Value v) {
  static constexpr std::string_view kPairs[][2] = {
      {"yes", "no"},     {"enable", "disable"}, {"enabled", "disabled"},
      {"true", "false"}, {"on", "off"},         {"set", "unset"}};
  if (!v) return RuntimeValue{Runtime::set, 0};
  if (v->empty()) return RuntimeValue{Runtime::unset, 0};
  for (const auto& pair : kPairs) {
    if (iequals(pair[0], *v)) return RuntimeValue{Runtime::set, 1};
    if (iequals(pair[1], *v)) return RuntimeValue{Runtime::unset, 0};
  }
  auto n = leading_number(*v);
  if (!n || !n->rest.empty()) return std::nullopt;
  return RuntimeValue{Runtime::set, static_cast<int64_t>(n->value)};
}

OptionStatus set_toggle(Value v, bool& out, const bool&) {
  auto r = runtime_value(v);
  if (!r) return OptionStatus::bad_value;
  out = r->state == Runtime::set;
  return OptionStatus::ok;
}

OptionStatus set_count(Value v, int64_t& out, const int64_t& def) {
  auto r = runtime_value(v);
  if (!r) return OptionStatus::bad_value;
  out = r->state == Runtime::set ? r->value : def;
  return OptionStatus::ok;
}

// The kernel's limit on stack frames a sample may hold
// (kernel.perf_event_max_stack), 127 when it cannot be read.
int64_t perf_max_stack() {
  std::FILE* f = std::fopen("/proc/sys/kernel/perf_event_max_stack", "r");
  if (!f) return 127;
  long long n = 127;
  if (std::fscanf(f, "%lld", &n) != 1) n = 127;
  std::fclose(f);
  return n;
}

// stackframes, ustackframes, jstackframes, maxframes: a count no deeper
// than the kernel can record, as DTrace refuses a deeper one.
OptionStatus set_frames(Value v, int64_t& out, const int64_t& def) {
  int64_t n = def;
  OptionStatus st = set_count(v, n, def);
  if (st != OptionStatus::ok) return st;
  if (n > perf_max_stack()) return OptionStatus::bad_value;
  out = n;
  return OptionStatus::ok;
}

// dt_opt_cflags and friends: a compile-time flag takes no value.
OptionStatus set_flag(Value v, bool& out, const bool&) {
  if (v) return OptionStatus::bad_value;
  out = true;
  return OptionStatus::ok;
}

// droptags, lazyload, linknommap: Oracle ignores any value given.
OptionStatus set_anyflag(Value, bool& out, const bool&) {
  out = true;
  return OptionStatus::ok;
}

OptionStatus set_string(Value v, std::string& out, const std::string&) {
  if (!v) return OptionStatus::bad_value;
  out = std::string(*v);
  return OptionStatus::ok;
}

// amin: a minimum of stability attributes, "name[/data[/class]]" with
// DTrace's stability and dependency class names in any case (a part left
// out is the highest: see Handle::compile).
OptionStatus set_attr(Value v, std::string& out, const std::string&) {
  static constexpr std::string_view kStability[] = {"internal", "private",  "obsolete",
                                                    "external", "unstable", "evolving",
                                                    "stable",   "standard"};
  static constexpr std::string_view kClass[] = {"unknown", "cpu", "platform",
                                                "group",   "isa", "common"};
  if (!v || v->empty()) return OptionStatus::bad_value;
  auto lower_eq = [](char a, char b) { return std::tolower(static_cast<unsigned char>(a)) == b; };
  auto known = [&lower_eq](std::string_view part, const auto& names) {
    for (std::string_view n : names)
      if (part.size() == n.size() && std::equal(part.begin(), part.end(), n.begin(), lower_eq))
        return true;
    return false;
  };
  size_t i = 0, pos = 0;
  for (; pos < v->size(); ++i) {
    size_t end = std::min(v->find('/', pos), v->size());
    std::string_view part = v->substr(pos, end - pos);
    if (i > 2 || !(i < 2 ? known(part, kStability) : known(part, kClass)))
      return OptionStatus::bad_value;
    pos = end + 1;
  }
  out = std::string(*v);
  return OptionStatus::ok;
}

OptionStatus set_list(Value v, std::vector<std::string>& out, const std::vector<std::string>&) {
  if (!v) return OptionStatus::bad_value;
  out.emplace_back(*v);
  return OptionStatus::ok;
}

// cppargs: the value is split on white space into separate cpp arguments.
OptionStatus set_cppargs(Value v, std::vector<std::string>& out,
                         const std::vector<std::string>&) {
  if (!v) return OptionStatus::bad_value;
  std::string_view s = *v;
  const char* ws = "\f\n\r\t\v ";
  for (size_t b = s.find_first_not_of(ws); b != std::string_view::npos;
       b = s.find_first_not_of(ws, b)) {
    size_t e = s.find_first_of(ws, b);
    if (e == std::string_view::npos) e = s.size();
    out.emplace_back(s.substr(b, e - b));
    b = e;
  }
  return OptionStatus::ok;
}

OptionStatus choose(Value v, std::string& out, std::initializer_list<std::string_view> names,
                    bool nocase = false) {
  if (!v) return OptionStatus::bad_value;
  for (std::string_view n : names) {
    if (nocase ? iequals(n, *v) : n == *v) {
      out = std::string(n);
      return OptionStatus::ok;
    }
  }
  return OptionStatus::bad_value;
}

OptionStatus set_evaltime(Value v, std::string& out, const std::string&) {
  return choose(v, out, {"exec", "preinit", "postinit", "main"});
}
OptionStatus set_linkmode(Value v, std::string& out, const std::string&) {
  return choose(v, out, {"kernel", "dynamic", "static"});
}
OptionStatus set_linktype(Value v, std::string& out, const std::string&) {
  return choose(v, out, {"elf", "dof"}, true);
}
OptionStatus set_bufpolicy(Value v, std::string& out, const std::string&) {
  return choose(v, out, {"ring", "fill", "switch"});
}
// Structured output: FreeBSD's option; "text" is DTrace's usual output.
OptionStatus set_oformat(Value v, std::string& out, const std::string&) {
  return choose(v, out, {"text", "json"});
}
// -x pidns: init (DTrace's numbers), own (dtrace's namespace) or a
// process's /proc/PID/ns/pid.
OptionStatus set_pidns(Value v, std::string& out, const std::string&) {
  if (v && v->starts_with("/proc/") && v->ends_with("/ns/pid") && v->size() > 13) {
    out = std::string(*v);
    return OptionStatus::ok;
  }
  return choose(v, out, {"init", "own"});
}
// -x follow: none (only the processes named), or fork (pid and USDT probes
// also fire in the children those processes fork while tracing).
OptionStatus set_follow(Value v, std::string& out, const std::string&) {
  return choose(v, out, {"none", "fork"});
}
OptionStatus set_bufresize(Value v, std::string& out, const std::string&) {
  return choose(v, out, {"auto", "manual"});
}
// -X a, c and t all mean __STDC__=1 with GNU cpp; s means -traditional.
OptionStatus set_stdc(Value v, std::string& out, const std::string&) {
  return choose(v, out, {"a", "c", "t", "s"});
}
OptionStatus set_debugassert(Value v, std::string& out, const std::string&) {
  return choose(v, out, {"mutexes"});
}
OptionStatus set_late(Value v, std::string& out, const std::string&) {
  return choose(v, out, {"dynamic", "static"});
}

// atoi()-based options, as Oracle reads them ("3x" is 3, "x" is 0).
OptionStatus set_nonneg(Value v, int64_t& out, const int64_t&) {
  int n = 0;
  if (!v || (n = c_atoi(*v)) < 0) return OptionStatus::bad_value;
  out = n;
  return OptionStatus::ok;
}
OptionStatus set_positive(Value v, int64_t& out, const int64_t&) {
  int n = 0;
  if (!v || (n = c_atoi(*v)) <= 0) return OptionStatus::bad_value;
  out = n;
  return OptionStatus::ok;
}
// iregs cannot differ from the number of BPF registers the code generator
// allocates from (8): more is a bad value, fewer "insufficient registers".
OptionStatus set_iregs(Value v, int64_t& out, const int64_t&) {
  constexpr int kRegs = 8;
  int n = 0;
  if (!v || (n = c_atoi(*v)) <= 0 || n > kRegs) return OptionStatus::bad_value;
  if (n < kRegs) return OptionStatus::no_reg;
  out = n;
  return OptionStatus::ok;
}

// strsize must hold the null string (2 bytes) and fit in a uint.
OptionStatus set_strsize(Value v, uint64_t& out, const uint64_t& def) {
  uint64_t n = out;
  if (auto st = set_size(v, n, def); st != OptionStatus::ok) return st;
  if (n < 2) return OptionStatus::bad_value;
  if (n > UINT_MAX) return OptionStatus::overflow;
  out = n;
  return OptionStatus::ok;
}

uint64_t round8(uint64_t n) { return (n + 7) & ~uint64_t{7}; }

// pcapsize: out-of-range values fall back to an Ethernet frame (1514).
OptionStatus set_pcapsize(Value v, uint64_t& out, const uint64_t&) {
  uint64_t n = 1514;
  if (v) {
    if (set_size(v, n, n) != OptionStatus::ok) return OptionStatus::bad_value;
    if (n == 0 || n > 65535) n = 1514;
  }
  out = round8(n);
  return OptionStatus::ok;
}

// printsize: out-of-range values fall back to 8 KB.
OptionStatus set_printsize(Value v, uint64_t& out, const uint64_t&) {
  uint64_t n = 8192;
  if (v) {
    if (set_size(v, n, n) != OptionStatus::ok) return OptionStatus::bad_value;
    if (n == 0 || n > 65536) n = 8192;
  }
  out = round8(n);
  return OptionStatus::ok;
}

// lockmem: "unlimited" or a size; Oracle ignores a malformed size.
OptionStatus set_lockmem(Value v, uint64_t& out, const uint64_t& def) {
  if (!v) return OptionStatus::bad_value;
  if (*v == "unlimited") {
    out = UINT64_MAX;
    return OptionStatus::ok;
  }
  (void)set_size(v, out, def);
  return OptionStatus::ok;
}

OptionStatus set_preallocate(Value v, uint64_t& out, const uint64_t& def) {
  if (!v) return OptionStatus::bad_value;
  return set_size(v, out, def);
}

// version: "major.minor[.micro]" naming a D language version we define.
std::optional<std::vector<unsigned>> version_parts(std::string_view s) {
  std::vector<unsigned> parts;
  size_t i = 0;
  while (parts.size() < 3) {
    size_t b = i;
    unsigned n = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) && n <= 0xfff)
      n = n * 10 + static_cast<unsigned>(s[i++] - '0');
    if (i == b || n > (parts.empty() ? 0xffu : 0xfffu)) return std::nullopt;
    parts.push_back(n);
    if (i == s.size()) break;
    if (s[i++] != '.') return std::nullopt;
  }
  if (i != s.size() || parts.size() < 2) return std::nullopt;
  if (parts.size() == 2) parts.push_back(0);
  return parts;
}

OptionStatus set_version(Value v, std::string& out, const std::string&) {
  static constexpr unsigned kDefined[][3] = {
      {1, 0, 0}, {1, 1, 0}, {1, 2, 0}, {1, 2, 1}, {1, 2, 2}, {1, 3, 0}, {1, 4, 0}, {1, 4, 1},
      {1, 5, 0}, {1, 6, 0}, {1, 6, 1}, {1, 6, 2}, {1, 6, 3}, {1, 6, 4}, {2, 0, 0}, {2, 0, 1}};
  if (!v) return OptionStatus::bad_value;
  auto parts = version_parts(*v);
  if (!parts) return OptionStatus::vers_inval;
  for (const auto& d : kDefined) {
    if ((*parts)[0] == d[0] && (*parts)[1] == d[1] && (*parts)[2] == d[2]) {
      out = std::string(*v);
      return OptionStatus::ok;
    }
  }
  // DTrace refuses a version newer than its own with ENOTSUP's text.
  const auto& newest = kDefined[std::size(kDefined) - 1];
  if (std::lexicographical_compare(newest, newest + 3, parts->begin(), parts->end()))
    return OptionStatus::vers_newer;
  return OptionStatus::vers_undef;
}

// Effects of a successful set beyond the option's own field: the ordered
// cpp argument list, and the flag pairs where the later one wins.
void after_set(Options& o, std::string_view name, Value v) {
  if (name == "define") o.cpp_argv.push_back("-D" + std::string(*v));
  if (name == "undef") o.cpp_argv.push_back("-U" + std::string(*v));
  if (name == "incdir") o.cpp_argv.push_back("-I" + std::string(*v));
  if (name == "cpphdrs") o.cpp_argv.emplace_back("-H");
  if (name == "cppargs") {
    std::vector<std::string> words;
    (void)set_cppargs(v, words, words);
    o.cpp_argv.insert(o.cpp_argv.end(), words.begin(), words.end());
  }
  if (name == "kdefs") o.knodefs = false;
  if (name == "knodefs") o.kdefs = false;
  if (name == "udefs") o.unodefs = false;
  if (name == "unodefs") o.udefs = false;
}

const Options& defaults() {
  static const Options d{};
  return d;
}

}  // namespace

std::string_view status_text(OptionStatus s) {
  switch (s) {
    case OptionStatus::ok: return "Success";
    case OptionStatus::bad_name: return "Invalid option name";
    case OptionStatus::bad_value: return "Invalid value for specified option";
    case OptionStatus::no_reg: return "Insufficient registers to generate code";
    case OptionStatus::overflow: return "Value too large for defined data type";
    case OptionStatus::vers_inval: return "Version is not properly formatted or is too large";
    case OptionStatus::vers_undef: return "Requested version is not supported by compiler";
    case OptionStatus::vers_newer: return "Operation not supported";
  }
  return "Unknown error";
}

const std::vector<OptionInfo>& all_options() {
  static const std::vector<OptionInfo> table = {
#define DT_OPTION(name, kind, parser, type, def, cls) \
  OptionInfo{#name, OptionKind::kind, OptionClass::cls},
#include "options/options.def"
#undef DT_OPTION
  };
  return table;
}

const OptionInfo* find_option(std::string_view name) {
  for (const auto& info : all_options())
    if (info.name == name) return &info;
  return nullptr;
}

OptionStatus Options::try_set(std::string_view name, std::optional<std::string_view> value) {
  OptionStatus st = OptionStatus::bad_name;
#define DT_OPTION(nm, kind, parser, type, def, cls) \
  if (name == #nm) st = set_##parser(value, nm, defaults().nm);
#include "options/options.def"
#undef DT_OPTION
  if (st == OptionStatus::ok) after_set(*this, name, value);
  return st;
}

Result<void> Options::set(std::string_view name, std::optional<std::string_view> value) {
  OptionStatus st = try_set(name, value);
  if (st == OptionStatus::ok) return {};
  return Error::make("failed to set -x {}: {}", name, status_text(st));
}

void Options::apply_env(char* const* envp) {
  if (envp == nullptr) return;
  for (const auto& info : all_options()) {
    std::string key = "DTRACE_OPT_";
    for (char c : info.name) key += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    key += '=';
    for (char* const* e = envp; *e != nullptr; e++) {
      std::string_view entry(*e);
      if (entry.substr(0, key.size()) != key) continue;
      (void)try_set(info.name, entry.substr(key.size()));
      break;
    }
  }
}

Options Options::from_env(char* const* envp) {
  Options o;
  o.apply_env(envp);
  return o;
}

std::optional<uint64_t> parse_size(std::string_view text) {
  uint64_t mul = 1;
  if (!text.empty()) {
    switch (text.back()) {
      case 't': case 'T': mul *= 1024; [[fallthrough]];
      case 'g': case 'G': mul *= 1024; [[fallthrough]];
      case 'm': case 'M': mul *= 1024; [[fallthrough]];
      case 'k': case 'K': mul *= 1024; break;
      default: break;
    }
  }
  auto n = leading_number(text);
  if (!n) return std::nullopt;
  // With a suffix, exactly the suffix may follow the number; without one,
  // nothing may.
  size_t allowed = mul > 1 ? 1 : 0;
  if (n->rest.size() != allowed) return std::nullopt;
  return scaled(n->value, mul);
}

std::optional<uint64_t> parse_time(std::string_view text) {
  static constexpr struct {
    std::string_view name;
    uint64_t mul;  // 0 marks hz: the value is a frequency
  } kSuffixes[] = {
      {"ns", 1},           {"nsec", 1},
      {"us", 1000},        {"usec", 1000},
      {"ms", 1000000},     {"msec", 1000000},
      {"s", kNanosec},     {"sec", kNanosec},
      {"m", 60 * kNanosec}, {"min", 60 * kNanosec},
      {"h", 3600 * kNanosec}, {"hour", 3600 * kNanosec},
      {"d", 86400 * kNanosec}, {"day", 86400 * kNanosec},
      {"hz", 0}};
  auto n = leading_number(text);
  if (!n) return std::nullopt;
  uint64_t mul = 1;
  bool matched = n->rest.empty();
  for (const auto& s : kSuffixes) {
    if (iequals(s.name, n->rest)) {
      mul = s.mul;
      matched = true;
      break;
    }
  }
  if (!matched) return std::nullopt;
  if (mul == 0) return n->value == 0 ? 0 : kNanosec / n->value;
  return scaled(n->value, mul);
}

std::optional<uint32_t> version_number(std::string_view text) {
  auto parts = version_parts(text);
  if (!parts) return std::nullopt;
  return ((*parts)[0] << 24) | ((*parts)[1] << 12) | (*parts)[2];
}

}  // namespace dtrace::options
