// Counts entries of /proc/self/fd (less the directory stream's own fd).
#include "fd_count.h"

#include <dirent.h>

namespace dtrace::test {

size_t open_fd_count() {
  DIR* dir = opendir("/proc/self/fd");
  if (dir == nullptr) return 0;
  size_t n = 0;
  while (dirent* e = readdir(dir)) {
    if (e->d_name[0] != '.') ++n;
  }
  closedir(dir);
  return n - 1;
}

}  // namespace dtrace::test
