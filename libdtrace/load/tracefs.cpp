// tracefs discovery and tracepoint ids (see tracefs.h).
#include "load/tracefs.h"

#include <sys/mount.h>
#include <unistd.h>

#include <cerrno>

#include "support/strings.h"

namespace dtrace::load {
namespace {

constexpr const char* kTracefs = "/sys/kernel/tracing";
constexpr const char* kDebugfsTracing = "/sys/kernel/debug/tracing";

bool has_events(const std::string& root) { return ::access((root + "/events").c_str(), F_OK) == 0; }

}  // namespace

std::string tracefs_root() {
  if (has_events(kTracefs)) return kTracefs;
  if (::mount("tracefs", kTracefs, "tracefs", 0, nullptr) == 0 && has_events(kTracefs))
    return kTracefs;
  if (has_events(kDebugfsTracing)) return kDebugfsTracing;
  return kTracefs;
}

Result<unsigned long long> tracepoint_id(std::string_view category, std::string_view event) {
  std::string path = fmt::format("{}/events/{}/{}/id", tracefs_root(), category, event);
  std::optional<std::string> text = read_file(path);
  if (!text)
    return Error::from_errno(errno != 0 ? errno : ENOENT, "failed to read id of tracepoint '{}:{}'", category, event);
  std::optional<uint64_t> id = parse_uint(trim(*text));
  if (!id) return Error::make("failed to parse id of tracepoint '{}:{}'", category, event);
  return static_cast<unsigned long long>(*id);
}

}  // namespace dtrace::load
