// The dtrace(8) command line: argv in, an Invocation out, with Oracle's
// getopt semantics (optstring "+3:6:aAb:Bc:CD:ef:FGhHi:I:lL:m:n:o:p:P:qs:SU:vVwx:X:Z")
// and its error texts and exit statuses.  Nothing here compiles, opens
// files or touches processes; main() acts on the Invocation.  The program
// sources keep their command-line order, -x style settings keep theirs,
// and apply_options() replays the settings onto options::Options in the
// order Oracle's dtrace.c applies them.
#pragma once

#include <sys/types.h>

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "options/options.h"
#include "support/result.h"

namespace dtrace::cli {

// One -n/-P/-m/-f/-i/-s argument, in command-line order.
struct ProgramSource {
  enum class Kind { Name, Provider, Module, Function, Id, File };
  Kind kind;
  std::string text;  // the probe specifier, or for File the script path
};

// A -c command or a -p pid, in command-line order (the first is $target).
struct ProcessTarget {
  enum class Kind { Command, Pid };
  Kind kind;
  std::string text;  // the command line as given, or the pid as typed
  pid_t pid = 0;     // for Pid
};

// A setting that Oracle's dtrace.c makes with dtrace_setopt(): every -x,
// and -b -D -F -H -I -L -q -U -w -X, recorded as the option they set.
struct XOpt {
  char flag;                         // 'x', 'b', 'D', 'q', ...
  std::string name;                  // option name: "bufsize", "define", ...
  std::optional<std::string> value;  // nullopt for a bare -x name, -q, -F ...
  std::string arg;                   // the flag's argument as typed (-D, -b ...)
};

enum class Mode { Exec, Version, Link, List, Header };
enum class DataModel { Default, ILP32, LP64 };

struct Invocation {
  std::string progname;  // basename(argv[0]): prefix of every message
  std::string argv0;     // argv[0] as given: $0 for everything but -s
  Mode mode = Mode::Exec;
  bool compile_only = false;  // -e (also implied by -G and -h)
  bool anonymous = false;     // -a (accepted, no effect, as Oracle)
  bool claim_anon = false;    // -A (accepted, no effect, as Oracle)
  bool buffered = false;      // -B: Oracle's buffered-handler testing mode
  int verbose = 0;            // -v count (-vV prints the long version)
  bool cpp = false;           // -C
  bool disasm = false;        // -S (Oracle's DTRACE_C_DIFV)
  bool zdefs = false;         // -Z, or implied by -G, -h and -l
  bool quiet = false;         // -q
  bool flowindent = false;    // -F
  bool destructive = false;   // -w
  DataModel data_model = DataModel::Default;  // -32 / -64, last wins
  std::optional<std::string> output;          // -o, last wins
  std::optional<std::string> bufsize;         // -b, last wins (also in xopts)
  std::vector<std::string> defines, undefs, includes, libdirs;  // -D -U -I -L
  bool cpphdrs = false;                                         // -H
  std::optional<std::string> stdc;                              // -X
  std::vector<ProgramSource> sources;
  std::vector<ProcessTarget> targets;  // -c and -p in order
  std::vector<std::string> commands;   // the -c arguments
  std::vector<pid_t> pids;             // the -p arguments
  std::vector<XOpt> xopts;             // in command-line order
  std::vector<std::string> macro_args;  // $1..$n (operands; none with -G)
  std::vector<std::string> objects;     // -G: the operands are object files
};

// A command-line failure: print "<progname>: <message>" to stderr (when the
// message is not empty), then usage() when show_usage, and exit with
// exit_status (2 for usage errors, 1 for the rest).
struct CliError {
  int exit_status = 2;
  std::string message;
  bool show_usage = false;
};

class ParseResult {
 public:
  ParseResult(Invocation inv) : v_(std::move(inv)) {}
  ParseResult(CliError err) : v_(std::move(err)) {}
  bool has_value() const { return v_.index() == 0; }
  explicit operator bool() const { return has_value(); }
  Invocation& value() { return std::get<0>(v_); }
  const Invocation& value() const { return std::get<0>(v_); }
  Invocation* operator->() { return &value(); }
  const CliError& error() const { return std::get<1>(v_); }

 private:
  std::variant<Invocation, CliError> v_;
};

// Parses argv exactly as Oracle's dtrace(8) does.  With no arguments at all
// the result is a usage error with an empty message.  Checks, in Oracle's
// order: getopt errors and -3x/-6x, then "only one of the [-GhlV] options",
// then (unless -V) -B conflicts, bad -p pids and the -G/-h requirements.
ParseResult parse(int argc, char** argv);

// Oracle's usage summary, every line, ending with a newline.
std::string usage(std::string_view progname);

// Everything parse's error prints on stderr: "<progname>: <message>\n"
// (when there is a message) followed by the usage text when asked for.
std::string render(const CliError& err, std::string_view progname);

// Applies settings to `opts` in Oracle's order: DTRACE_OPT_* variables from
// envp (may be null), then linkmode=dynamic and unodefs for -G, then each
// XOpt in command-line order, then quietresize when _DTRACE_TESTING is set.
// The first failure is returned with Oracle's text, e.g. "failed to set -x
// strsize: Invalid value for specified option" or "failed to set -b 1q:
// ..." (exit status 1).
Result<void> apply_options(const Invocation& inv, options::Options& opts,
                           char* const* envp = nullptr);

// $0..$n for compiling `src`: $0 is the script path for -s, else argv[0].
std::vector<std::string> macro_argv(const Invocation& inv, const ProgramSource& src);

// The -h output path: -o if given, else <script basename without .d>.h.
std::optional<std::string> header_path(const Invocation& inv);

}  // namespace dtrace::cli
