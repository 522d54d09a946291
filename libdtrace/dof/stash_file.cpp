// The parsed-probe file format (stash_file.h).
#include "dof/stash_file.h"

#include <charconv>

#include <fmt/format.h>

namespace dtrace::dof {
namespace {

constexpr size_t kMaxArgs = 32;
constexpr size_t kMaxSites = 100000;

// Splits off the next line (without its '\n'); false at the end.
bool next_line(std::string_view& text, std::string_view& line) {
  if (text.empty()) return false;
  size_t nl = text.find('\n');
  line = text.substr(0, nl);
  text = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
  return true;
}

bool number(std::string_view s, uint64_t& v, int base = 10) {
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v, base);
  return ec == std::errc() && p == s.data() + s.size() && !s.empty();
}

// "KEY VALUE" with a numeric value.
bool keyed(std::string_view line, std::string_view key, uint64_t& v, int base = 10) {
  if (!line.starts_with(key) || line.size() <= key.size() + 1 || line[key.size()] != ' ')
    return false;
  return number(line.substr(key.size() + 1), v, base);
}

Result<std::vector<std::string>> types(std::string_view& text, std::string_view key) {
  std::string_view line;
  uint64_t n = 0;
  if (!next_line(text, line) || !keyed(line, key, n) || n > kMaxArgs)
    return Error::make("bad '{}' line", key);
  std::vector<std::string> out;
  for (uint64_t i = 0; i < n; ++i) {
    if (!next_line(text, line) || line.empty() || line.size() > 256)
      return Error::make("bad {} type", key);
    out.emplace_back(line);
  }
  return out;
}

Result<void> argmap(std::string_view line, StashedProbe& p) {
  if (!line.starts_with("argmap")) return Error::make("no argmap line");
  line.remove_prefix(6);
  while (!line.empty()) {
    if (line[0] != ' ') return Error::make("bad argmap line");
    line.remove_prefix(1);
    size_t sp = line.find(' ');
    uint64_t v = 0;
    if (!number(line.substr(0, sp), v) || v >= p.probe.native_types.size())
      return Error::make("bad argmap entry");
    p.probe.argmap.push_back(static_cast<uint8_t>(v));
    line = sp == std::string_view::npos ? std::string_view{} : line.substr(sp);
  }
  if (p.probe.argmap.size() != p.probe.xlated_types.size())
    return Error::make("argmap and translated types differ in length");
  return {};
}

}  // namespace

std::string format_stashed_probe(const StashedProbe& p) {
  std::string t = fmt::format("ardent-parsed {}\nobject {} {}\nnative {}\n", kParsedVersion, p.dev,
                              p.ino, p.probe.native_types.size());
  for (const std::string& s : p.probe.native_types) t += s + "\n";
  t += fmt::format("xlated {}\n", p.probe.xlated_types.size());
  for (const std::string& s : p.probe.xlated_types) t += s + "\n";
  t += "argmap";
  for (uint8_t m : p.probe.argmap) t += fmt::format(" {}", m);
  t += "\n";
  for (uint64_t s : p.sites) t += fmt::format("site {:x}\n", s);
  for (uint64_t s : p.enabled_sites) t += fmt::format("is-enabled {:x}\n", s);
  return t;
}

Result<StashedProbe> parse_stashed_probe(std::string_view text) {
  StashedProbe p;
  std::string_view line;
  uint64_t version = 0;
  if (!next_line(text, line) || !keyed(line, "ardent-parsed", version) ||
      version != kParsedVersion)
    return Error::make("not a parsed probe file of version {}", kParsedVersion);
  if (!next_line(text, line) || !line.starts_with("object "))
    return Error::make("no object line");
  line.remove_prefix(7);
  size_t sp = line.find(' ');
  if (sp == std::string_view::npos || !number(line.substr(0, sp), p.dev) ||
      !number(line.substr(sp + 1), p.ino))
    return Error::make("bad object line");
  auto native = types(text, "native");
  if (!native) return native.error();
  p.probe.native_types = std::move(*native);
  auto xlated = types(text, "xlated");
  if (!xlated) return xlated.error();
  p.probe.xlated_types = std::move(*xlated);
  if (!next_line(text, line)) return Error::make("no argmap line");
  DT_TRY(argmap(line, p));
  while (next_line(text, line)) {
    uint64_t off = 0;
    if (keyed(line, "site", off, 16)) {
      p.sites.push_back(off);
    } else if (keyed(line, "is-enabled", off, 16)) {
      p.enabled_sites.push_back(off);
    } else if (!line.empty()) {
      return Error::make("bad site line");
    }
    if (p.sites.size() + p.enabled_sites.size() > kMaxSites) return Error::make("too many sites");
  }
  if (p.sites.empty() && p.enabled_sites.empty()) return Error::make("no sites");
  return p;
}

}  // namespace dtrace::dof
