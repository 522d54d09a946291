// See kernel_name.h.
#include "load/kernel_name.h"

#include <cctype>

namespace dtrace::load {

std::string kernel_object_name(std::string_view name) {
  constexpr size_t kMaxLen = 15;  // BPF_OBJ_NAME_LEN less the terminating NUL
  std::string out;
  for (char c : name) {
    if (out.size() == kMaxLen) break;
    bool ok = std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.';
    out.push_back(ok ? c : '_');
  }
  return out;
}

}  // namespace dtrace::load
