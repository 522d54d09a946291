// Parsing /proc/PID/maps lines:
//   start-end perms offset major:minor inode   path
// The path may contain spaces, so it is whatever follows the inode column.
#include "libproc/maps.h"

#include <sys/sysmacros.h>

#include <cerrno>

#include "support/strings.h"

namespace dtrace::proc {
namespace {

// Takes the next space-delimited word off `s`.
std::string_view next_word(std::string_view& s) {
  size_t b = s.find_first_not_of(' ');
  if (b == std::string_view::npos) {
    s = {};
    return {};
  }
  size_t e = s.find(' ', b);
  std::string_view w = s.substr(b, e == std::string_view::npos ? std::string_view::npos : e - b);
  s = e == std::string_view::npos ? std::string_view{} : s.substr(e);
  return w;
}

std::optional<uint64_t> hex(std::string_view s) {
  if (s.empty()) return std::nullopt;
  return parse_uint("0x" + std::string(s));
}

}  // namespace

bool parse_maps_line(std::string_view line, Mapping& m) {
  std::string_view rest = line;
  std::string_view range = next_word(rest), perms = next_word(rest), off = next_word(rest);
  std::string_view dev = next_word(rest), ino = next_word(rest);
  size_t dash = range.find('-'), colon = dev.find(':');
  if (dash == std::string_view::npos || colon == std::string_view::npos || perms.size() < 3)
    return false;
  auto start = hex(range.substr(0, dash)), end = hex(range.substr(dash + 1));
  auto offset = hex(off), major = hex(dev.substr(0, colon)), minor = hex(dev.substr(colon + 1));
  auto inode = parse_uint(ino);
  if (!start || !end || !offset || !major || !minor || !inode) return false;
  m.start = *start;
  m.end = *end;
  m.offset = *offset;
  m.readable = perms[0] == 'r';
  m.writable = perms[1] == 'w';
  m.executable = perms[2] == 'x';
  m.dev = makedev(*major, *minor);
  m.inode = *inode;
  m.path = std::string(trim(rest));
  return true;
}

Result<std::vector<Mapping>> read_maps(int pid) {
  std::string path = fmt::format("/proc/{}/maps", pid);
  std::optional<std::string> text = read_file(path);
  if (!text) return Error::from_errno(errno != 0 ? errno : ENOENT, "failed to read {}", path);
  std::vector<Mapping> out;
  for (const std::string& line : split(*text, '\n')) {
    Mapping m;
    if (!line.empty() && parse_maps_line(line, m)) out.push_back(std::move(m));
  }
  return out;
}

}  // namespace dtrace::proc
