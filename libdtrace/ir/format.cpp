// Parsing of D format strings into FormatPlans (see format.h).  The table of
// conversions and the error texts are those of Oracle DTrace's dt_printf.c;
// the state machine below is our own.
#include "ir/format.h"

#include <cctype>

#include <fmt/format.h>

namespace dtrace::ir {

namespace {

constexpr std::string_view kProtoXint = "char, short, int, long, or long long";
constexpr std::string_view kProtoCsi = "char, short, or int";
constexpr std::string_view kProtoFp = "float, double, or long double";
constexpr std::string_view kProtoAddr = "pointer or integer";
constexpr std::string_view kProtoUaddr =
    "pointer or integer (with -p/-c) or _usymaddr (without -p/-c)";
constexpr std::string_view kProtoCstr = "char [] or string (or use stringof)";
constexpr std::string_view kProtoWstr = "wchar_t []";

struct ConvInfo {
  std::string_view name;
  ArgClass cls;
  std::string_view proto;
};

// DTrace's conversion dictionary: the names printf(3) offers plus DTrace's own.
constexpr ConvInfo kConversions[] = {
    {"a", ArgClass::Ptr, kProtoAddr},
    {"A", ArgClass::Ptr, kProtoUaddr},
    {"c", ArgClass::CharInt, kProtoCsi},
    {"C", ArgClass::CharInt, kProtoCsi},
    {"d", ArgClass::Int, kProtoXint},
    {"e", ArgClass::Float, kProtoFp},
    {"E", ArgClass::Float, kProtoFp},
    {"f", ArgClass::Float, kProtoFp},
    {"g", ArgClass::Float, kProtoFp},
    {"G", ArgClass::Float, kProtoFp},
    {"hd", ArgClass::Int, "short"},
    {"hi", ArgClass::Int, "short"},
    {"ho", ArgClass::Int, "unsigned short"},
    {"hu", ArgClass::Int, "unsigned short"},
    {"hx", ArgClass::Int, "short"},
    {"hX", ArgClass::Int, "short"},
    {"i", ArgClass::Int, kProtoXint},
    {"k", ArgClass::Stack, "stack"},
    {"lc", ArgClass::Int, "int"},
    {"ld", ArgClass::Int, "long"},
    {"li", ArgClass::Int, "long"},
    {"lo", ArgClass::Int, "unsigned long"},
    {"lu", ArgClass::Int, "unsigned long"},
    {"ls", ArgClass::WStr, kProtoWstr},
    {"lx", ArgClass::Int, "long"},
    {"lX", ArgClass::Int, "long"},
    {"lld", ArgClass::Int, "long long"},
    {"lli", ArgClass::Int, "long long"},
    {"llo", ArgClass::Int, "unsigned long long"},
    {"llu", ArgClass::Int, "unsigned long long"},
    {"llx", ArgClass::Int, "long long"},
    {"llX", ArgClass::Int, "long long"},
    {"Le", ArgClass::Float, "long double"},
    {"LE", ArgClass::Float, "long double"},
    {"Lf", ArgClass::Float, "long double"},
    {"Lg", ArgClass::Float, "long double"},
    {"LG", ArgClass::Float, "long double"},
    {"o", ArgClass::Int, kProtoXint},
    {"p", ArgClass::Ptr, kProtoAddr},
    {"s", ArgClass::Str, kProtoCstr},
    {"S", ArgClass::Str, kProtoCstr},
    {"T", ArgClass::Time, "int64_t"},
    {"u", ArgClass::Int, kProtoXint},
    {"wc", ArgClass::Int, "int"},
    {"ws", ArgClass::WStr, kProtoWstr},
    {"x", ArgClass::Int, kProtoXint},
    {"X", ArgClass::Int, kProtoXint},
    {"Y", ArgClass::Time, "int64_t"},
    {"%", ArgClass::None, "void"},
};

const ConvInfo *lookup(std::string_view name) {
  if (name.empty())
    return nullptr;
  for (const ConvInfo &c : kConversions)
    if (c.name == name)
      return &c;
  return nullptr;
}

// The state of one conversion while its characters are read.
struct ConvParser {
  std::string_view fmt;
  size_t pos; // index of the character after the '%'
  int number; // DTrace's 1-based conversion count
  Conversion conv;
  bool dot = false;
  int digits = 0;

  Error error(std::string_view what) const {
    return Error::make("format conversion #{} {}", number, what);
  }
  void read_number();
  Result<bool> step(); // true when the conversion name is complete
  Result<Conversion> run();
};

void ConvParser::read_number() {
  // A leading '0' is the zero-padding flag, and it cancels '-'.
  if (!dot && digits == 0 && fmt[pos] == '0') {
    conv.zero_pad = true;
    conv.left = false;
    ++pos;
    return;
  }
  int n = 0;
  while (pos < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[pos])))
    n = n * 10 + (fmt[pos++] - '0');
  (dot ? conv.precision : conv.width) = n;
  ++digits;
}

// One character of a conversion: a flag, a width/precision, a length
// modifier, or the final conversion character.
Result<bool> ConvParser::step() {
  if (pos >= fmt.size())
    return error("name expected before end of format string");
  char c = fmt[pos];
  if (std::isdigit(static_cast<unsigned char>(c))) {
    read_number();
    return false;
  }
  ++pos;
  switch (c) {
  case '#':
    conv.alt = true;
    return false;
  case '+':
    conv.plus = true;
    return false;
  case ' ':
    conv.space = true;
    return false;
  case '\'':
    conv.group = true;
    return false;
  case '@':
    conv.agg = true;
    return false;
  case '?':
    conv.width = 16;
    return false;
  case '-':
    conv.left = true;
    conv.zero_pad = false;
    return false;
  case '*': {
    bool &star = dot ? conv.precision_star : conv.width_star;
    if (star)
      return error(fmt::format("has more than one '*' specified for the output {}",
                               dot ? "precision" : "width"));
    star = true;
    return false;
  }
  case '.':
    if (dot)
      return error("has more than one '.' specified");
    dot = true;
    digits = 0;
    return false;
  case '$':
    return error("uses unsupported positional format (%n$)");
  case '%':
    if (fmt[pos - 2] == '%')
      break; // "%%" is the '%' conversion
    return error("cannot be combined with other format flags: %%");
  case 'h':
  case 'l':
  case 'L':
  case 'w':
    if (conv.name.size() < 6)
      conv.name += c; // DTrace keeps at most 6
    return false;
  default:
    break;
  }
  conv.name += c;
  conv.conv = c;
  return true;
}

Result<Conversion> ConvParser::run() {
  conv.number = number;
  for (;;) {
    Result<bool> done = step();
    if (!done)
      return done.error();
    if (*done)
      break;
  }
  if (!lookup(conv.name))
    return error(fmt::format("is undefined: %{}", conv.name));
  return conv;
}

} // namespace

int Conversion::arg_count() const {
  if (name == "%")
    return 0;
  return int(width_star) + int(precision_star) + (agg ? 0 : 1);
}

int Conversion::value_index() const {
  if (name == "%" || agg || arg_index < 0)
    return -1;
  return arg_index + int(width_star) + int(precision_star);
}

std::vector<const Conversion *> FormatPlan::conversions() const {
  std::vector<const Conversion *> out;
  for (const FormatChunk &ch : chunks)
    if (const auto *c = std::get_if<Conversion>(&ch))
      out.push_back(c);
  return out;
}

Result<FormatPlan> parse_format(std::string_view fmt) {
  FormatPlan plan;
  plan.source = std::string(fmt);
  size_t q = 0;
  int number = 0;
  for (size_t p; (p = fmt.find('%', q)) != std::string_view::npos;) {
    if (p > q)
      plan.chunks.emplace_back(std::string(fmt.substr(q, p - q)));
    ConvParser parser{fmt, p + 1, ++number, {}};
    Result<Conversion> conv = parser.run();
    if (!conv)
      return conv.error();
    if (conv->arg_count() > 0)
      conv->arg_index = plan.arg_count;
    plan.arg_count += conv->arg_count();
    plan.chunks.emplace_back(std::move(*conv));
    q = parser.pos;
  }
  if (q < fmt.size())
    plan.chunks.emplace_back(std::string(fmt.substr(q)));
  return plan;
}

ArgClass arg_class(const Conversion &c) {
  if (c.agg)
    return ArgClass::Agg;
  const ConvInfo *info = lookup(c.name);
  return info ? info->cls : ArgClass::Any;
}

std::string_view conversion_prototype(const Conversion &c) {
  const ConvInfo *info = lookup(c.name);
  return info ? info->proto : std::string_view{};
}

bool is_known_conversion(std::string_view name) { return lookup(name) != nullptr; }

} // namespace dtrace::ir
