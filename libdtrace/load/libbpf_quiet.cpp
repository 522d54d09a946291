// The no-op libbpf print sink (see libbpf_quiet.h).
#include "load/libbpf_quiet.h"

#include <bpf/libbpf.h>

#include <cstdarg>

namespace dtrace::load {
namespace {

int drop_libbpf_message(enum libbpf_print_level, const char*, va_list) { return 0; }

}  // namespace

void quiet_libbpf() { libbpf_set_print(drop_libbpf_message); }

}  // namespace dtrace::load
