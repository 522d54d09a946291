// Keeps libbpf from writing to the terminal: libdtrace never prints (only
// cmd/ does, STYLE.md section 4), and every failure libbpf would log reaches
// us as an errno that our Result messages already name.
#pragma once

namespace dtrace::load {

// Route libbpf's log callback to a sink that drops everything.  Idempotent;
// every factory that calls into libbpf calls it first.
void quiet_libbpf();

}  // namespace dtrace::load
