// dtrace -h and -G (design/usdt.md 2.1-2.3): read the -s scripts' provider
// definitions and write the probe header, or rewrite the -G objects and
// write the DOF object.  Both return the exit status after printing any
// "dtrace: ..." failure on stderr.
#pragma once

#include "cli.h"

namespace dtrace::cli {

int run_header(const Invocation& inv);
int run_link(const Invocation& inv);

}  // namespace dtrace::cli
