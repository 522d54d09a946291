// dtrace: the command.  Parses the command line (cli.cpp), compiles each
// program source in order, then traces: BEGIN, probes, the consumer loop,
// END and the final aggregation output.  Every failure is one
// `dtrace: ...` line on stderr and exit status 1 (2 for usage errors).
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli.h"
#include "preprocess.h"
#include "handle.h"
#include "libproc/control.h"
#include "support/strings.h"
#include "usdt_modes.h"

namespace {

volatile sig_atomic_t g_intr = 0;

// The -c commands still running: a fatal error ends them as the normal
// exit does, so none is left behind (DTrace kills the processes it created
// when it closes its handle).
std::vector<pid_t> g_commands;

void end_commands() {
  for (pid_t pid : g_commands) {
    if (pid <= 0) continue;
    kill(pid, SIGKILL);
    waitpid(pid, nullptr, 0);
  }
  g_commands.clear();
}

void on_signal(int) {
  if (g_intr) _exit(1);  // a second Ctrl-C aborts at once
  g_intr = 1;
}

[[noreturn]] void fatal(const std::string& msg, int status = 1) {
  end_commands();
  std::fflush(stdout);
  // stdio, not fmt: fmt throws when stderr cannot be written either.
  std::fprintf(stderr, "dtrace: %s\n", msg.c_str());
  std::exit(status);
}

// Output that cannot be written (a full disk, say) is lost data, so it
// ends dtrace as DTrace's "processing aborted" does, not silently with
// status 0.  The failing write was usually a flush inside the library,
// whose errno is gone by now: the reason is known only when this flush is
// the one that fails.
void check_output(std::FILE* out) {
  errno = 0;
  if (std::fflush(out) == 0 && !std::ferror(out)) return;
  fatal(errno ? fmt::format("processing aborted: {}", std::strerror(errno))
              : std::string("processing aborted: output could not be written"));
}

dtrace::probes::SpecKind spec_kind(dtrace::cli::ProgramSource::Kind k) {
  using K = dtrace::cli::ProgramSource::Kind;
  switch (k) {
    case K::Provider: return dtrace::probes::SpecKind::Provider;
    case K::Module: return dtrace::probes::SpecKind::Module;
    case K::Function: return dtrace::probes::SpecKind::Function;
    default: return dtrace::probes::SpecKind::Name;
  }
}

// The description as DTrace quotes it: cut at the first '{', '/' or ';'.
std::string quoted_desc(const std::string& text) {
  return text.substr(0, text.find_first_of("{/;"));
}

// A -p process is gone once it no longer exists or is a zombie (its parent
// has not reaped it yet, but it will never run again).
bool process_gone(pid_t pid) {
  if (kill(pid, 0) != 0 && errno == ESRCH) return true;
  auto stat = dtrace::read_file(fmt::format("/proc/{}/stat", pid));
  if (!stat) return true;
  size_t paren = stat->rfind(')');
  return paren != std::string::npos && paren + 2 < stat->size() && (*stat)[paren + 2] == 'Z';
}

// A -c child: started under ptrace and held at main, or where evaltime says
// (libproc), so the pid provider sees its executable and libraries, and let
// go once tracing has started (no shell: the command is split on
// whitespace, as DTrace does).
struct Child {
  pid_t pid = -1;
  bool held = false;
};

Child spawn(const std::string& cmd, const std::string& evaltime) {
  std::vector<std::string> argv;
  for (std::string& w : dtrace::split(cmd, ' '))
    if (!w.empty()) argv.push_back(std::move(w));
  auto pid = dtrace::proc::create_stopped(argv, dtrace::proc::stop_at_for(evaltime));
  if (!pid) fatal(pid.error().message);
  g_commands.push_back(*pid);
  return {*pid, true};
}

// Lets a held process go.  One killed while its probes were made (SIGKILL
// reaches a stopped process) cannot be let go, and need not be: tracing
// goes on and ends as for any process that exits.
void release(pid_t pid, int sig = 0) {
  auto r = dtrace::proc::release(pid, sig);
  if (!r && !(r.error().errnum == ESRCH && process_gone(pid))) fatal(r.error().message);
}

// Lets the -p processes go.  (Should dtrace exit first, the kernel
// detaches them just the same.)
void release_grabbed(std::vector<std::pair<pid_t, int>>& held) {
  for (auto [pid, sig] : held) release(pid, sig);
  held.clear();
}

// The text of one program source, and what its errors call it.
struct SourceText {
  std::string text, where;
};

SourceText read_source(const dtrace::cli::ProgramSource& src, const dtrace::cli::Invocation& inv) {
  if (src.kind != dtrace::cli::ProgramSource::Kind::File)
    return {src.text, "invalid probe specifier " + src.text};
  std::string text;
  if (inv.cpp) {
    auto t = dtrace::cli::preprocess(src.text, inv);
    if (!t) fatal(t.error().message);
    text = *t;
  } else {
    // A directory opens, but reads as nothing: say what it is.
    struct stat st {};
    if (stat(src.text.c_str(), &st) == 0 && S_ISDIR(st.st_mode))
      fatal(fmt::format("failed to open {}: {}", src.text, std::strerror(EISDIR)));
    auto t = dtrace::read_file(src.text);
    if (!t) fatal(fmt::format("failed to open {}: {}", src.text, std::strerror(errno)));
    text = *t;
  }
  if (text.starts_with("#!")) text = "//" + text.substr(2);  // interpreter line
  return {text, "failed to compile script " + src.text};
}

// -l: as DTrace, every source is compiled (descriptions that match
// nothing are no error), then the heading, then each description's
// probes; one that matches none is reported on stderr, and the exit
// status stays 0.
void list_probes(dtrace::Handle& h, const dtrace::cli::Invocation& inv) {
  namespace cli = dtrace::cli;
  bool verbose = inv.verbose > 0;
  if (inv.sources.empty()) {
    if (auto r = h.list_all(verbose); !r) fatal(r.error().message);
    return;
  }
  // `dtrace -ln proc:::exec` shows the id `dtrace -l` shows.
  h.populate_providers();
  std::vector<std::vector<dtrace::Handle::Listed>> listed;
  for (const cli::ProgramSource& src : inv.sources) {
    SourceText st = read_source(src, inv);
    bool from_file = src.kind == cli::ProgramSource::Kind::File;
    auto info = h.compile(st.text, spec_kind(src.kind), st.where, cli::macro_argv(inv, src),
                          from_file);
    if (!info) fatal(info.error().message);
    auto l = h.listing();
    if (!l) fatal(l.error().message);
    listed.push_back(std::move(*l));
  }
  h.print_list_heading();
  for (const auto& program : listed) {
    for (const dtrace::Handle::Listed& d : program) {
      for (const dtrace::probes::Probe* p : d.probes) h.print_listed(*p, verbose);
      std::fflush(stdout);
      if (d.probes.empty())
        fmt::print(stderr, "dtrace: failed to match {}: No probe matches description\n",
                   d.desc.str());
    }
  }
}

int run(int argc, char** argv) {
  namespace cli = dtrace::cli;
  auto parsed = cli::parse(argc, argv);
  if (!parsed) {
    fmt::print(stderr, "{}", cli::render(parsed.error(), "dtrace"));
    return parsed.error().exit_status;
  }
  cli::Invocation& inv = parsed.value();
  if (inv.mode == cli::Mode::Version) {
    fmt::print("dtrace: {} D 2.0\n", DTRACE_PRODUCT_NAME);
    // -vV also names the DTrace release whose D this is (scripts read the
    // version from it; __SUNW_D_VERSION under -C is the same number).
    if (inv.verbose > 0) fmt::print("This is DTrace 2.0.0\n");
    return 0;
  }
  if (inv.mode == cli::Mode::Header) return cli::run_header(inv);
  if (inv.mode == cli::Mode::Link) return cli::run_link(inv);
  if (inv.anonymous || inv.claim_anon) fatal("-a and -A are not supported", 2);
  if (inv.buffered) fatal("-B is not supported yet", 2);

  dtrace::options::Options opts;
  if (auto r = cli::apply_options(inv, opts, environ); !r) fatal(r.error().message);
  if (getuid() != 0 && geteuid() != 0) fatal("run as root for tracing and listing probes");

  std::FILE* out = stdout;
  if (inv.output) {
    out = std::fopen(inv.output->c_str(), "a");
    if (!out) fatal(fmt::format("failed to open output file '{}': {}", *inv.output,
                                std::strerror(errno)));
  }
  bool testing = std::getenv("_DTRACE_TESTING") != nullptr;
  dtrace::Handle h(opts, testing, out);

  // -c and -p processes, in command-line order: the first is $target.
  // Both are held stopped until tracing has started (-p: ptrace attach, as
  // DTrace's Pgrab), so their mappings hold still while probes are made.
  std::vector<Child> children;
  std::vector<pid_t> grabbed;
  std::vector<std::pair<pid_t, int>> held;  // grabbed pid, signal to deliver
  for (const cli::ProcessTarget& t : inv.targets) {
    if (t.kind == cli::ProcessTarget::Kind::Command) {
      children.push_back(spawn(t.text, opts.evaltime));
      if (children.size() + grabbed.size() == 1) h.set_target(children.back().pid);
    } else {
      // As DTrace: a pid that does not exist is just "No such process".
      if (process_gone(t.pid)) fatal(std::strerror(ESRCH));
      auto sig = dtrace::proc::grab(t.pid);
      if (!sig) fatal(sig.error().message);
      held.emplace_back(t.pid, *sig);
      grabbed.push_back(t.pid);
      if (children.size() + grabbed.size() == 1) h.set_target(t.pid);
    }
  }

  if (inv.mode == cli::Mode::List) {
    list_probes(h, inv);
    release_grabbed(held);
    check_output(out);
    return 0;
  }
  // -e with nothing to compile has nothing to do (DTrace: -L libraries
  // are read with the first program).
  if (inv.sources.empty() && inv.compile_only) {
    release_grabbed(held);
    return 0;
  }
  if (inv.sources.empty()) fatal("no probes specified");

  // As DTrace: every program is compiled, code generation included, before
  // any of them is reported ("matched N probes", -v): a program that fails
  // to compile leaves no such line behind.
  size_t total_matched = 0;
  std::vector<size_t> matched;
  std::vector<std::string> reports;
  for (const cli::ProgramSource& src : inv.sources) {
    auto [text, where] = read_source(src, inv);
    bool from_file = src.kind == cli::ProgramSource::Kind::File;
    auto info = h.compile(text, spec_kind(src.kind), where, cli::macro_argv(inv, src), from_file);
    if (!info) fatal(info.error().message);
    total_matched += info->matched;
    matched.push_back(info->matched);
    // -v: the stability report of the program just compiled.
    if (inv.verbose > 0)
      reports.push_back(h.stability_report(from_file ? "script" : "description",
                                           from_file ? src.text : quoted_desc(src.text),
                                           inv.compile_only));
  }
  // Buffer sizes first (code generation sizes the maps from them); a size
  // bufresize=manual refuses is an enabling error, reported after the
  // programs as DTrace reports it, as is a destructive action without -w.
  dtrace::Result<void> sized = inv.compile_only ? dtrace::Result<void>{} : h.size_buffers();
  if (inv.compile_only || !h.destructive_refused())
    if (auto r = h.generate(); !r) fatal(r.error().message);
  for (size_t i = 0; i < inv.sources.size(); ++i) {
    const cli::ProgramSource& src = inv.sources[i];
    // `#pragma D option quiet` silences the notice as -q does.
    if (!h.options().quiet && !inv.compile_only) {
      size_t n = matched[i];
      if (src.kind == cli::ProgramSource::Kind::File)
        fmt::print(stderr, "dtrace: script '{}' matched {} probe{}\n", src.text, n,
                   n == 1 ? "" : "s");
      else
        fmt::print(stderr, "dtrace: description '{}' matched {} probe{}\n",
                   quoted_desc(src.text), n, n == 1 ? "" : "s");
    }
    // -v: the stability report, on the output file as DTrace's oprintf().
    if (inv.verbose > 0) fmt::print(out, "{}", reports[i]);
  }
  if (inv.disasm) {
    auto d = h.disassemble();
    if (!d) fatal(d.error().message);
    fmt::print(stderr, "{}", *d);
  }
  if (inv.compile_only) return 0;
  // As DTrace: without -Z, programs that match no probe at all (an empty
  // script, say) are an error, not a wait for nothing.
  if (total_matched == 0 && !inv.zdefs && !h.options().zdefs) fatal("no probes matched");
  // A notice, so -q (and the quiet pragma) silence it, as DTrace's notice().
  if (h.options().destructive && !h.options().quiet)
    fmt::print(stderr, "dtrace: allowing destructive actions\n");

  struct sigaction sa {};
  sa.sa_handler = on_signal;
  sigaction(SIGINT, &sa, nullptr);
  sigaction(SIGTERM, &sa, nullptr);

  if (!sized) fatal(sized.error().message);
  for (const std::string& m : h.take_messages()) fmt::print(stderr, "dtrace: {}\n", m);
  if (auto r = h.go(); !r) fatal(r.error().message);
  for (Child& c : children) {
    release(c.pid);
    c.held = false;
  }
  release_grabbed(held);
  size_t live = children.size() + grabbed.size();
  while (!g_intr) {
    auto done = h.work(100);
    if (!done) fatal(done.error().message);
    for (const std::string& m : h.take_messages()) fmt::print(stderr, "dtrace: {}\n", m);
    if (*done || h.status_says_done()) break;
    check_output(out);
    for (Child& c : children) {
      if (c.pid > 0 && waitpid(c.pid, nullptr, WNOHANG) == c.pid) {
        std::erase(g_commands, c.pid);
        c.pid = -1;
        --live;
      }
    }
    for (pid_t& p : grabbed) {
      if (p > 0 && process_gone(p)) {
        p = -1;
        --live;
      }
    }
    if (!inv.targets.empty() && live == 0) break;
  }
  if (g_intr && !testing && h.options().oformat != "json") fmt::print(out, "\n");
  h.flush_rings();
  if (auto r = h.stop(); !r) fatal(r.error().message);
  for (const std::string& m : h.take_messages()) fmt::print(stderr, "dtrace: {}\n", m);
  // As DTrace does, a -c command still running when tracing ends (exit()
  // or a signal) ends with it: it was started only to be traced.  The -p
  // processes were let go above and go on.
  end_commands();
  check_output(out);
  return h.exit_status();
}

}  // namespace

int main(int argc, char** argv) {
  // An exception that escapes (fmt's when output cannot be written, say)
  // is still one dtrace: line and status 1, never an abort.
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    fatal(e.what());
  }
}
