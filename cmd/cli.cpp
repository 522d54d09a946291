// dtrace(8) argument parsing.  Oracle's dtrace.c runs glibc getopt() over
// argv with the optstring "+3:6:aAb:Bc:CD:ef:FGhHi:I:lL:m:n:o:p:P:qs:SU:vVwx:X:Z"
// in a loop that records each non-option argument as a macro operand and
// then resumes option parsing after it, so options may follow operands.
// The scanner below reproduces that: clustered flags (-qvn), attached or
// separate option arguments (-xquiet, -x quiet), glibc's error texts
// ("invalid option -- 'k'", "option requires an argument -- 'x'") followed
// by the usage text and exit status 2.  CLI11 is not used: its model of
// options cannot express getopt's clustering and "-3x" rules exactly.
// Deliberate differences: after "--" every argument is an operand (glibc
// stops protecting arguments after the first one), and "--version" is
// accepted as -V is, for packaging tools and users of GNU programs.
#include "cli.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>

#include <fmt/format.h>

namespace dtrace::cli {
namespace {

// The option letters of Oracle's optstring; true when the letter takes an
// argument.
std::optional<bool> option_spec(char c) {
  static constexpr std::string_view kWithArg = "36bcDfiILmnopPsUxX";
  static constexpr std::string_view kFlags = "aABCeFGhHlqSvVwZ";
  if (c != '\0' && kWithArg.find(c) != std::string_view::npos) return true;
  if (c != '\0' && kFlags.find(c) != std::string_view::npos) return false;
  return std::nullopt;
}

CliError usage_error(std::string message) { return CliError{2, std::move(message), true}; }

struct Scan {
  Invocation inv;
  int modes = 0;  // how many of -G -h -l -V were given (each counts)
  std::vector<std::string> operands;
};

void add_xopt(Scan& s, char flag, std::string name, std::optional<std::string> value,
              std::string arg = {}) {
  s.inv.xopts.push_back(XOpt{flag, std::move(name), std::move(value), std::move(arg)});
}

void set_mode(Scan& s, Mode m) {
  s.inv.mode = m;
  s.modes++;
}

// Flags without an argument.
void handle_flag(Scan& s, char c) {
  Invocation& inv = s.inv;
  switch (c) {
    case 'a': inv.anonymous = true; break;
    case 'A': inv.claim_anon = true; break;
    case 'B': inv.buffered = true; break;
    case 'C': inv.cpp = true; break;
    case 'e': inv.compile_only = true; break;
    case 'F': inv.flowindent = true; add_xopt(s, c, "flowindent", std::nullopt); break;
    case 'G': set_mode(s, Mode::Link); inv.zdefs = inv.compile_only = true; break;
    case 'h': set_mode(s, Mode::Header); inv.zdefs = inv.compile_only = true; break;
    case 'H': inv.cpphdrs = true; add_xopt(s, c, "cpphdrs", std::nullopt); break;
    case 'l': set_mode(s, Mode::List); inv.zdefs = true; break;
    case 'q': inv.quiet = true; add_xopt(s, c, "quiet", std::nullopt); break;
    case 'S': inv.disasm = true; break;
    case 'v': inv.verbose++; break;
    case 'V': set_mode(s, Mode::Version); break;
    case 'w': inv.destructive = true; add_xopt(s, c, "destructive", std::nullopt); break;
    case 'Z': inv.zdefs = true; break;
    default: break;
  }
}

void add_source(Scan& s, ProgramSource::Kind kind, const std::string& arg) {
  s.inv.sources.push_back(ProgramSource{kind, arg});
}

// -x name[=value]: the name ends at the first '='.
void handle_x(Scan& s, const std::string& arg) {
  size_t eq = arg.find('=');
  if (eq == std::string::npos)
    add_xopt(s, 'x', arg, std::nullopt, arg);
  else
    add_xopt(s, 'x', arg.substr(0, eq), arg.substr(eq + 1), arg);
  // The preprocessor options act as their flags do: -x cpp is -C, -x
  // define=M is -D M, -x undef=M is -U M and -x incdir=D is -I D.
  const XOpt& x = s.inv.xopts.back();
  if (x.name == "cpp" && !x.value) s.inv.cpp = true;
  if (!x.value) return;
  if (x.name == "define") s.inv.defines.push_back(*x.value);
  if (x.name == "undef") s.inv.undefs.push_back(*x.value);
  if (x.name == "incdir") s.inv.includes.push_back(*x.value);
}

// -32 and -64 are getopt options '3' and '6' whose argument must be "2"
// and "4"; anything else is reported as Oracle's own "illegal option".
std::optional<CliError> handle_model(Scan& s, char c, const std::string& arg) {
  if (arg != (c == '3' ? "2" : "4")) return usage_error(fmt::format("illegal option -- {}{}", c, arg));
  s.inv.data_model = c == '3' ? DataModel::ILP32 : DataModel::LP64;
  return std::nullopt;
}

// Options with an argument.
std::optional<CliError> handle_arg(Scan& s, char c, const std::string& arg) {
  using K = ProgramSource::Kind;
  Invocation& inv = s.inv;
  switch (c) {
    case '3': case '6': return handle_model(s, c, arg);
    case 'b': inv.bufsize = arg; add_xopt(s, c, "bufsize", arg, arg); break;
    case 'c':
      inv.commands.push_back(arg);
      inv.targets.push_back(ProcessTarget{ProcessTarget::Kind::Command, arg, 0});
      break;
    case 'D': inv.defines.push_back(arg); add_xopt(s, c, "define", arg, arg); break;
    case 'f': add_source(s, K::Function, arg); break;
    case 'i': add_source(s, K::Id, arg); break;
    case 'I': inv.includes.push_back(arg); add_xopt(s, c, "incdir", arg, arg); break;
    case 'L': inv.libdirs.push_back(arg); add_xopt(s, c, "libdir", arg, arg); break;
    case 'm': add_source(s, K::Module, arg); break;
    case 'n': add_source(s, K::Name, arg); break;
    case 'o': inv.output = arg; break;
    case 'p': inv.targets.push_back(ProcessTarget{ProcessTarget::Kind::Pid, arg, 0}); break;
    case 'P': add_source(s, K::Provider, arg); break;
    case 's': add_source(s, K::File, arg); break;
    case 'U': inv.undefs.push_back(arg); add_xopt(s, c, "undef", arg, arg); break;
    case 'x': handle_x(s, arg); break;
    case 'X': inv.stdc = arg; add_xopt(s, c, "stdc", arg, arg); break;
    default: break;
  }
  return std::nullopt;
}

// One argv element starting with '-': a cluster of flags, possibly ending
// in an option whose argument is the rest of the element or the next one.
std::optional<CliError> scan_cluster(Scan& s, int argc, char** argv, int& i) {
  std::string_view a = argv[i];
  for (size_t k = 1; k < a.size(); k++) {
    char c = a[k];
    auto takes_arg = option_spec(c);
    if (!takes_arg) return usage_error(fmt::format("invalid option -- '{}'", c));
    if (!*takes_arg) {
      handle_flag(s, c);
      continue;
    }
    std::string arg;
    if (k + 1 < a.size())
      arg = std::string(a.substr(k + 1));
    else if (i + 1 < argc)
      arg = argv[++i];
    else
      return usage_error(fmt::format("option requires an argument -- '{}'", c));
    return handle_arg(s, c, arg);
  }
  return std::nullopt;
}

std::optional<CliError> scan_argv(Scan& s, int argc, char** argv) {
  for (int i = 1; i < argc; i++) {
    std::string_view a = argv[i];
    if (a == "--") {
      for (i++; i < argc; i++) s.operands.emplace_back(argv[i]);
      break;
    }
    if (a == "--version") {  // GNU style, the same as -V
      set_mode(s, Mode::Version);
      continue;
    }
    if (a.size() < 2 || a[0] != '-') {
      s.operands.emplace_back(a);
      continue;
    }
    if (auto err = scan_cluster(s, argc, argv, i)) return err;
  }
  return std::nullopt;
}

// Oracle: strtol(arg, &end, 10) with errno, an empty number and trailing
// characters all rejected (leading white space and a sign are accepted).
std::optional<pid_t> parse_pid(const std::string& text) {
  errno = 0;
  char* end = nullptr;
  long v = std::strtol(text.c_str(), &end, 10);
  if (errno != 0 || end == text.c_str() || *end != '\0') return std::nullopt;
  return static_cast<pid_t>(v);
}

std::optional<CliError> check_pids(Invocation& inv) {
  for (auto& t : inv.targets) {
    if (t.kind != ProcessTarget::Kind::Pid) continue;
    auto pid = parse_pid(t.text);
    if (!pid) return CliError{1, fmt::format("invalid pid: {}", t.text), false};
    t.pid = *pid;
    inv.pids.push_back(*pid);
  }
  return std::nullopt;
}

bool ends_with_d(std::string_view s) {
  size_t dot = s.rfind('.');
  return dot != std::string_view::npos && s.substr(dot) == ".d";
}

// The checks Oracle makes once the options are read (exit status 2).
std::optional<CliError> check_modes(const Invocation& inv) {
  if (inv.buffered && inv.mode != Mode::Exec)
    return CliError{2, "-B not valid in combination with [-Gl] options", false};
  if (inv.buffered && inv.output)
    return CliError{2, "-B not valid in combination with -o option", false};
  return std::nullopt;
}

std::optional<CliError> check_programs(const Invocation& inv) {
  if (inv.mode == Mode::Link && inv.sources.empty())
    return CliError{2, "-G requires one or more scripts or enabling options", false};
  if (inv.mode != Mode::Header) return std::nullopt;
  if (inv.sources.empty())
    return CliError{2, "-h requires one or more scripts or enabling options", false};
  if (inv.output) return std::nullopt;
  if (inv.sources.size() > 1)
    return CliError{2, "-h requires an output file if multiple scripts are specified", false};
  if (!ends_with_d(inv.sources[0].text))
    return CliError{2, "-h requires an output file if no scripts are specified", false};
  return std::nullopt;
}

std::string base_name(std::string_view path) {
  size_t slash = path.rfind('/');
  return std::string(slash == std::string_view::npos ? path : path.substr(slash + 1));
}

const char* env_lookup(char* const* envp, std::string_view name) {
  if (envp == nullptr) return nullptr;
  for (char* const* e = envp; *e != nullptr; e++) {
    std::string_view entry(*e);
    if (entry.size() > name.size() && entry.substr(0, name.size()) == name &&
        entry[name.size()] == '=')
      return *e + name.size() + 1;
  }
  return nullptr;
}

// How Oracle words a failed setting: -x names the option, the other flags
// repeat their argument, and the argument-less flags stand alone.
std::string describe(const XOpt& x) {
  if (x.flag == 'x') return fmt::format("-x {}", x.name);
  if (x.value) return fmt::format("-{} {}", x.flag, x.arg);
  return fmt::format("-{}", x.flag);
}

}  // namespace

ParseResult parse(int argc, char** argv) {
  Scan s;
  s.inv.argv0 = argc > 0 && argv[0] != nullptr ? argv[0] : "dtrace";
  s.inv.progname = base_name(s.inv.argv0);
  if (argc <= 1) return usage_error("");
  if (auto err = scan_argv(s, argc, argv)) return *err;
  if (s.modes > 1)
    return CliError{2, "only one of the [-GhlV] options can be specified at a time", false};
  Invocation& inv = s.inv;
  if (inv.mode == Mode::Version) return std::move(inv);
  if (inv.mode == Mode::Link)
    inv.objects = std::move(s.operands);
  else
    inv.macro_args = std::move(s.operands);
  if (auto err = check_modes(inv)) return *err;
  if (auto err = check_pids(inv)) return *err;
  if (auto err = check_programs(inv)) return *err;
  return std::move(inv);
}

std::string usage(std::string_view progname) {
  static constexpr std::string_view kPredact = "[[ predicate ] action ]";
  std::string out = fmt::format(
      "Usage: {0} [-32|-64] [-CeFGhHlqSvVwZ] [-b bufsz] [-c cmd] [-D name[=def]]\n"
      "\t[-I path] [-L path] [-o output] [-p pid] [-s script] [-U name]\n"
      "\t[-x opt[=val]] [-X a|c|s|t]\n\n"
      "\t[-P provider {1}]\n"
      "\t[-m [ provider: ] module {1}]\n"
      "\t[-f [[ provider: ] module: ] func {1}]\n"
      "\t[-n [[[ provider: ] module: ] func: ] name {1}]\n"
      "\t[-i probe-id {1}] [ args ... ]\n\n",
      progname, kPredact);
  out +=
      "\tpredicate -> '/' D-expression '/'\n"
      "\t   action -> '{' D-statements '}'\n"
      "\n"
      "\t-32 generate 32-bit D programs and ELF files\n"
      "\t-64 generate 64-bit D programs and ELF files\n\n"
      "\t-b  set trace buffer size\n"
      "\t-c  run specified command and exit upon its completion\n"
      "\t-C  run cpp(1) preprocessor on script files\n"
      "\t-D  define symbol when invoking preprocessor\n"
      "\t-e  exit after compiling request but prior to enabling probes\n"
      "\t-f  enable or list probes matching the specified function name\n"
      "\t-F  coalesce trace output by function\n"
      "\t-G  generate an ELF file containing embedded dtrace program\n"
      "\t-h  generate a header file with definitions for static probes\n"
      "\t-H  print included files when invoking preprocessor\n"
      "\t-i  enable or list probes matching the specified probe id\n"
      "\t-I  add include directory to preprocessor search path\n"
      "\t-l  list probes matching specified criteria\n"
      "\t-L  add library directory to library search path\n"
      "\t-m  enable or list probes matching the specified module name\n"
      "\t-n  enable or list probes matching the specified probe name\n"
      "\t-o  set output file\n"
      "\t-p  grab specified process-ID and cache its symbol tables\n"
      "\t-P  enable or list probes matching the specified provider name\n"
      "\t-q  set quiet mode (only output explicitly traced data)\n"
      "\t-s  enable or list probes according to the specified D script\n"
      "\t-S  print D compiler intermediate code\n"
      "\t-U  undefine symbol when invoking preprocessor\n"
      "\t-v  set verbose mode (report stability attributes, arguments)\n"
      "\t-V  report DTrace API version\n"
      "\t-w  permit destructive actions\n"
      "\t-x  enable or modify compiler and tracing options\n"
      "\t-X  specify ISO C conformance settings for preprocessor\n"
      "\t-Z  permit probe descriptions that match zero probes\n";
  return out;
}

std::string render(const CliError& err, std::string_view progname) {
  std::string out;
  if (!err.message.empty()) out = fmt::format("{}: {}\n", progname, err.message);
  if (err.show_usage) out += usage(progname);
  return out;
}

Result<void> apply_options(const Invocation& inv, options::Options& opts, char* const* envp) {
  opts.apply_env(envp);
  // Test mode turns on quietresize, as Oracle's dtrace does; an explicit
  // -x quietresize=no (or the pragma) still turns it off.
  if (env_lookup(envp, "_DTRACE_TESTING") != nullptr)
    (void)opts.try_set("quietresize", std::nullopt);
  // -Z (and the modes implying it) lets a description match no probes in
  // the compiler as well, as DTrace's DTRACE_C_ZDEFS.
  if (inv.zdefs) (void)opts.try_set("zdefs", std::nullopt);
  opts.ilp32 = inv.data_model == DataModel::ILP32;
  if (inv.mode == Mode::Link) {
    (void)opts.try_set("linkmode", "dynamic");
    (void)opts.try_set("unodefs", std::nullopt);
  }
  for (const XOpt& x : inv.xopts) {
    std::optional<std::string_view> value;
    if (x.value) value = *x.value;
    auto st = opts.try_set(x.name, value);
    if (st != options::OptionStatus::ok)
      return Error::make("failed to set {}: {}", describe(x), options::status_text(st));
  }
  return {};
}

std::vector<std::string> macro_argv(const Invocation& inv, const ProgramSource& src) {
  std::vector<std::string> args;
  args.push_back(src.kind == ProgramSource::Kind::File ? src.text : inv.argv0);
  args.insert(args.end(), inv.macro_args.begin(), inv.macro_args.end());
  return args;
}

std::optional<std::string> header_path(const Invocation& inv) {
  if (inv.output) return inv.output;
  if (inv.sources.size() != 1 || !ends_with_d(inv.sources[0].text)) return std::nullopt;
  const std::string& text = inv.sources[0].text;
  return base_name(text.substr(0, text.rfind('.'))) + ".h";
}

}  // namespace dtrace::cli
