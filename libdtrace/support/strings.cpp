// Small string helpers shared by every module.
#include "support/strings.h"

#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace dtrace {

std::vector<std::string> split(std::string_view s, char sep) {
  std::vector<std::string> out;
  size_t start = 0;
  for (;;) {
    size_t pos = s.find(sep, start);
    if (pos == std::string_view::npos) {
      out.emplace_back(s.substr(start));
      return out;
    }
    out.emplace_back(s.substr(start, pos - start));
    start = pos + 1;
  }
}

std::string_view trim(std::string_view s) {
  size_t b = s.find_first_not_of(" \t\r\n");
  if (b == std::string_view::npos) return {};
  size_t e = s.find_last_not_of(" \t\r\n");
  return s.substr(b, e - b + 1);
}

bool starts_with(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

std::optional<std::string> read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::optional<uint64_t> parse_uint(std::string_view s) {
  if (s.empty()) return std::nullopt;
  std::string str(s);
  char* end = nullptr;
  errno = 0;
  unsigned long long v = std::strtoull(str.c_str(), &end, 0);
  if (errno != 0 || end == str.c_str() || *end != '\0' || str[0] == '-') return std::nullopt;
  return v;
}

}  // namespace dtrace
