// Handle: the one object that owns a tracing session (DESIGN.md 2.4): the
// options, the provider registry, the compiled clauses, the kernel objects
// (maps, programs, links) and the consumer.  cmd/ drives it:
//   compile() each program source; go(); work() until done; stop().
// Library code never prints errors or exits; results come back as values.
#pragma once

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "options/options.h"
#include "probes/probes.h"
#include "support/result.h"

namespace dtrace {

struct CompileInfo {
  size_t matched = 0;  // probes matched by this source's clauses (summed)
};

class Handle {
 public:
  // `testing`: _DTRACE_TESTING is set (no CPU/ID columns, see features.md 8).
  Handle(options::Options opts, bool testing, std::FILE* out);
  ~Handle();
  Handle(const Handle&) = delete;
  Handle& operator=(const Handle&) = delete;

  // Compiles one program source.  `where` names it for error messages
  // ("failed to compile script x.d" or "invalid probe specifier BEGIN").
  // Only errors in files (-s) carry "line N:", as in DTrace.
  Result<CompileInfo> compile(const std::string& text, probes::SpecKind kind,
                              const std::string& where, std::vector<std::string> macro_args,
                              bool from_file);
  void set_target(int pid) { target_pid_ = pid; }
  // The built-in D library, then the *.d files of the library directories
  // (system_library_dir(), then each -L / -x libdir in order; nolibs skips
  // the directories).  compile() calls it before the first program.
  Result<void> load_d_library();
  // -x syslibdir, or <install prefix>/lib/dtrace found from /proc/self/exe.
  std::string system_library_dir() const;
  // The options as the programs' pragmas left them.
  const options::Options& options() const;

  // -l without descriptions: the heading, then every probe.
  Result<void> list_all(bool verbose = false);
  // Every provider's probes, so that the ids a listing shows are the ids
  // `dtrace -l` shows (tracing populates only what its descriptions may
  // match: its ids are assigned in the same provider order but may differ).
  void populate_providers();
  // -l: what the source compile() compiled last names, description by
  // description in program order: each one's probes in id order, or none
  // (DTrace then says "failed to match P:M:F:N: No probe matches
  // description" and goes on).
  struct Listed {
    probes::ProbeDesc desc;
    std::vector<const probes::Probe*> probes;
  };
  Result<std::vector<Listed>> listing();
  // -l: the heading line, and one probe's line; with `verbose` (-l -v) the
  // probe's description and argument attributes and its argument types
  // follow, as Oracle's dtrace -lv.
  void print_list_heading();
  void print_listed(const probes::Probe& p, bool verbose);
  // -v: the stability report of the source compile() compiled last, as
  // Oracle prints it ("Stability attributes for script x.d:"); `kind` is
  // "script" or "description".  With `compile_only` (-e) each of its probe
  // descriptions follows with the information about the probe it names.
  std::string stability_report(std::string_view kind, std::string_view name,
                               bool compile_only);
  // -S: BPF disassembly of every program.
  Result<std::string> disassemble();
  // -e: generates the programs without loading them, so that the errors
  // of code generation are reported as DTrace's -e reports them.
  Result<void> generate();

  // bufresize, before go(): a principal, aggregation or speculation buffer
  // larger than dtrace allocates is halved until it fits and reported
  // ("buffer size lowered to 200m", unless quietresize), or with
  // bufresize=manual refused.  Also sets the ring policy's capacity apart
  // from the transport's size (handle_buffers.cpp).
  Result<void> size_buffers();
  // Whether go() will refuse the programs for their destructive actions
  // (no -w): DTrace reports that when enabling, after compiling them.
  bool destructive_refused() const;
  // Loads and attaches everything, runs BEGIN.
  Result<void> go();
  // Processes trace data for at most timeout_ms; true when tracing is over
  // (exit() was called).
  Result<bool> work(int timeout_ms);
  // Whether tracing should end: exit() was called or a fill buffer filled,
  // as seen at a status check (DTrace checks at most once per statusrate).
  bool status_says_done();
  // bufpolicy=ring: prints what the rings hold, oldest first, CPU by CPU;
  // called before stop() (records that come later print as they come).
  void flush_rings();
  // Stops tracing: detaches, runs END, drains, prints aggregations and drops.
  Result<void> stop();
  int exit_status() const { return exit_status_; }
  // Lines for stderr produced while working (drop reports), to be printed by cmd/.
  std::vector<std::string> take_messages();

 private:
  // Whether compile errors carry their source line and hints: with
  // -x errcontext, or when standard error is a terminal (DESIGN.md D14).
  bool error_context_on() const;
  Result<void> add_library_text(const std::string& text, const std::string& where);
  Result<void> load_library_dir(const std::string& dir, bool required);

  struct Impl;
  std::unique_ptr<Impl> impl_;
  int target_pid_ = 0;
  int exit_status_ = 0;
  size_t last_first_clause_ = 0;  // the first clause of the last compiled source
  std::vector<uint8_t> last_ctx_vars_;  // its clauses' context variables (-v)
};

}  // namespace dtrace
