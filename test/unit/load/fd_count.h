// Counting this process's open fds, so tests can check that destroying
// Map/Program/Link/BufferReader objects releases every kernel object.
#pragma once

#include <cstddef>

namespace dtrace::test {

size_t open_fd_count();

}  // namespace dtrace::test
