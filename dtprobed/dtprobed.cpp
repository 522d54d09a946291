// dtprobed: receives DOF from USDT programs and keeps the stash under
// /run/dtrace (DESIGN.md D11).  Skeleton: it only says so.
#include <cstdio>

int main() {
  std::fprintf(stderr, "dtprobed: not implemented yet\n");
  return 2;
}
