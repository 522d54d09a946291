// Unit tests for dtrace(8) argument parsing: getopt clustering and
// attached/separate arguments, source order, -x order, operands and "--",
// every usage error text and exit status, and the -x replay.
#include <doctest/doctest.h>

#include <initializer_list>

#include "cli.h"

using namespace dtrace::cli;
using Kind = ProgramSource::Kind;

namespace {

// Owns mutable argv storage for parse().
struct Argv {
  std::vector<std::string> words;
  std::vector<char*> ptrs;
  Argv(std::initializer_list<const char*> args) {
    for (const char* a : args) words.emplace_back(a);
    for (auto& w : words) ptrs.push_back(w.data());
    ptrs.push_back(nullptr);
  }
  int argc() const { return static_cast<int>(words.size()); }
  char** argv() { return ptrs.data(); }
};

ParseResult run(std::initializer_list<const char*> args) {
  Argv a(args);
  return parse(a.argc(), a.argv());
}

Invocation ok(std::initializer_list<const char*> args) {
  auto r = run(args);
  if (!r) FAIL("unexpected error: ", r.error().message);
  return r.value();
}

CliError err(std::initializer_list<const char*> args) {
  auto r = run(args);
  REQUIRE_FALSE(r.has_value());
  return r.error();
}

}  // namespace

TEST_CASE("combined flags and an attached or separate argument") {
  auto inv = ok({"dtrace", "-qn", "BEGIN"});
  CHECK(inv.quiet);
  REQUIRE(inv.sources.size() == 1);
  CHECK(inv.sources[0].kind == Kind::Name);
  CHECK(inv.sources[0].text == "BEGIN");

  inv = ok({"dtrace", "-qvFwn", "BEGIN", "-nEND"});
  CHECK(inv.quiet);
  CHECK(inv.verbose == 1);
  CHECK(inv.flowindent);
  CHECK(inv.destructive);
  REQUIRE(inv.sources.size() == 2);
  CHECK(inv.sources[1].text == "END");

  inv = ok({"dtrace", "-xquiet", "-x", "bufsize=16m", "-bs16m", "-n", "BEGIN"});
  REQUIRE(inv.xopts.size() == 3);
  CHECK(inv.xopts[0].name == "quiet");
  CHECK_FALSE(inv.xopts[0].value);
  CHECK(inv.xopts[1].name == "bufsize");
  CHECK(inv.xopts[1].value == "16m");
  CHECK(inv.xopts[2].flag == 'b');
  CHECK(inv.xopts[2].value == "s16m");
}

TEST_CASE("an option argument may start with a dash") {
  auto inv = ok({"dtrace", "-x", "-q", "-n", "BEGIN"});
  REQUIRE(inv.xopts.size() == 1);
  CHECK(inv.xopts[0].name == "-q");
  CHECK_FALSE(inv.quiet);
}

TEST_CASE("program sources keep their command-line order") {
  auto inv = ok({"dtrace", "-P", "syscall", "-s", "a.d", "-m", "mod", "-f", "fn", "-i", "42",
                 "-n", "BEGIN"});
  std::vector<Kind> kinds;
  for (const auto& s : inv.sources) kinds.push_back(s.kind);
  CHECK(kinds == std::vector<Kind>{Kind::Provider, Kind::File, Kind::Module, Kind::Function,
                                   Kind::Id, Kind::Name});
  CHECK(inv.sources[1].text == "a.d");
  CHECK(inv.sources[4].text == "42");
}

TEST_CASE("-x settings and their flag equivalents keep order") {
  auto inv = ok({"dtrace", "-x", "strsize=1k", "-q", "-DFOO=1", "-b", "8m", "-xdefine=X",
                 "-UBAR", "-I/inc", "-L/lib", "-Xs", "-H", "-F", "-w", "-n", "BEGIN"});
  std::vector<std::string> names;
  for (const auto& x : inv.xopts) names.push_back(x.name);
  CHECK(names == std::vector<std::string>{"strsize", "quiet", "define", "bufsize", "define",
                                          "undef", "incdir", "libdir", "stdc", "cpphdrs",
                                          "flowindent", "destructive"});
  CHECK(inv.defines == std::vector<std::string>{"FOO=1", "X"});  // -xdefine is -D too
  CHECK(inv.bufsize == "8m");
  CHECK(inv.stdc == "s");
  CHECK(inv.xopts[0].value == "1k");
}

TEST_CASE("-x with an empty value keeps the empty string") {
  auto inv = ok({"dtrace", "-xquiet=", "-n", "BEGIN"});
  REQUIRE(inv.xopts.size() == 1);
  CHECK(inv.xopts[0].value == "");
}

TEST_CASE("-c and -p are repeatable and ordered") {
  auto inv = ok({"dtrace", "-c", "ls -l", "-p", "123", "-c", "date", "-p", "7", "-n", "BEGIN"});
  CHECK(inv.commands == std::vector<std::string>{"ls -l", "date"});
  CHECK(inv.pids == std::vector<pid_t>{123, 7});
  REQUIRE(inv.targets.size() == 4);
  CHECK(inv.targets[0].kind == ProcessTarget::Kind::Command);
  CHECK(inv.targets[1].kind == ProcessTarget::Kind::Pid);
  CHECK(inv.targets[1].pid == 123);
}

TEST_CASE("operands become macro arguments, options may follow them") {
  auto inv = ok({"/usr/sbin/dtrace", "-s", "x.d", "one", "-q", "two"});
  CHECK(inv.macro_args == std::vector<std::string>{"one", "two"});
  CHECK(inv.quiet);
  CHECK(inv.progname == "dtrace");
  CHECK(macro_argv(inv, inv.sources[0]) == std::vector<std::string>{"x.d", "one", "two"});
  auto n = ok({"/usr/sbin/dtrace", "-n", "BEGIN", "a"});
  CHECK(macro_argv(n, n.sources[0]) == std::vector<std::string>{"/usr/sbin/dtrace", "a"});
}

TEST_CASE("everything after -- is an operand, and - alone is one") {
  auto inv = ok({"dtrace", "-n", "BEGIN", "-", "--", "-q", "--", "x"});
  CHECK(inv.macro_args == std::vector<std::string>{"-", "-q", "--", "x"});
  CHECK_FALSE(inv.quiet);
}

TEST_CASE("-32 and -64 set the data model") {
  CHECK(ok({"dtrace", "-32", "-n", "BEGIN"}).data_model == DataModel::ILP32);
  CHECK(ok({"dtrace", "-64", "-n", "BEGIN"}).data_model == DataModel::LP64);
  CHECK(ok({"dtrace", "-3", "2", "-n", "BEGIN"}).data_model == DataModel::ILP32);
  CHECK(ok({"dtrace", "-n", "BEGIN"}).data_model == DataModel::Default);
}

TEST_CASE("modes and the flags they imply") {
  auto l = ok({"dtrace", "-l"});
  CHECK(l.mode == Mode::List);
  CHECK(l.zdefs);
  auto v = ok({"dtrace", "-vV"});
  CHECK(v.mode == Mode::Version);
  CHECK(v.verbose == 1);
  auto e = ok({"dtrace", "-e", "-n", "BEGIN"});
  CHECK(e.mode == Mode::Exec);
  CHECK(e.compile_only);
  auto g = ok({"dtrace", "-G", "-s", "p.d", "a.o", "b.o"});
  CHECK(g.mode == Mode::Link);
  CHECK(g.zdefs);
  CHECK(g.objects == std::vector<std::string>{"a.o", "b.o"});
  CHECK(g.macro_args.empty());
  auto h = ok({"dtrace", "-h", "-s", "dir/prov.d"});
  CHECK(h.mode == Mode::Header);
  CHECK(header_path(h) == "prov.h");
  CHECK(header_path(ok({"dtrace", "-h", "-s", "p.d", "-o", "out.h"})) == "out.h");
}

TEST_CASE("no arguments prints only the usage, exit 2") {
  auto e = err({"dtrace"});
  CHECK(e.exit_status == 2);
  CHECK(e.show_usage);
  CHECK(render(e, "dtrace") == usage("dtrace"));
}

TEST_CASE("unknown option: glibc's getopt text, then usage, exit 2") {
  auto e = err({"dtrace", "-k"});
  CHECK(e.exit_status == 2);
  CHECK(e.show_usage);
  CHECK(e.message == "invalid option -- 'k'");
  CHECK(render(e, "dtrace").rfind("dtrace: invalid option -- 'k'\nUsage: dtrace ", 0) == 0);
  CHECK(err({"dtrace", "-qk"}).message == "invalid option -- 'k'");
  CHECK(err({"dtrace", "-+"}).message == "invalid option -- '+'");
  CHECK(err({"dtrace", "-:"}).message == "invalid option -- ':'");
}

TEST_CASE("missing argument: glibc's getopt text, then usage, exit 2") {
  auto e = err({"dtrace", "-n"});
  CHECK(e.exit_status == 2);
  CHECK(e.show_usage);
  CHECK(e.message == "option requires an argument -- 'n'");
  CHECK(err({"dtrace", "-qx"}).message == "option requires an argument -- 'x'");
  CHECK(err({"dtrace", "-3"}).message == "option requires an argument -- '3'");
}

TEST_CASE("-3x and -6x other than -32 and -64 are illegal") {
  auto e = err({"dtrace", "-33", "-n", "BEGIN"});
  CHECK(e.exit_status == 2);
  CHECK(e.show_usage);
  CHECK(e.message == "illegal option -- 33");
  CHECK(err({"dtrace", "-6", "5"}).message == "illegal option -- 65");
}

TEST_CASE("--version is -V") {
  CHECK(ok({"dtrace", "--version"}).mode == Mode::Version);
  CHECK(err({"dtrace", "--version", "-l"}).message ==
        "only one of the [-GhlV] options can be specified at a time");
  // After "--" it is an operand like any other.
  CHECK(ok({"dtrace", "-n", "BEGIN", "--", "--version"}).macro_args ==
        std::vector<std::string>{"--version"});
}

TEST_CASE("-L and -x libdir accumulate as libdir settings") {
  auto v = ok({"dtrace", "-L", "/a", "-Lb", "-x", "libdir=/c", "-n", "BEGIN"});
  CHECK(v.libdirs == std::vector<std::string>{"/a", "b"});
  dtrace::options::Options o;
  REQUIRE(apply_options(v, o));
  CHECK(o.libdir == std::vector<std::string>{"/a", "b", "/c"});
}

TEST_CASE("only one of -G -h -l -V") {
  auto e = err({"dtrace", "-l", "-V"});
  CHECK(e.exit_status == 2);
  CHECK_FALSE(e.show_usage);
  CHECK(e.message == "only one of the [-GhlV] options can be specified at a time");
  CHECK(err({"dtrace", "-ll"}).message == e.message);
  CHECK(err({"dtrace", "-Gh", "-s", "a.d"}).message == e.message);
}

TEST_CASE("-B conflicts") {
  auto e = err({"dtrace", "-B", "-l"});
  CHECK(e.exit_status == 2);
  CHECK(e.message == "-B not valid in combination with [-Gl] options");
  CHECK(err({"dtrace", "-B", "-o", "f", "-n", "BEGIN"}).message ==
        "-B not valid in combination with -o option");
}

TEST_CASE("invalid pid exits 1 without usage") {
  for (const char* bad : {"12x", "", "abc", "99999999999999999999"}) {
    auto e = err({"dtrace", "-p", bad, "-n", "BEGIN"});
    CHECK(e.exit_status == 1);
    CHECK_FALSE(e.show_usage);
    CHECK(e.message == std::string("invalid pid: ") + bad);
  }
  CHECK(render(err({"dtrace", "-p", "x"}), "dtrace") == "dtrace: invalid pid: x\n");
}

TEST_CASE("-V ignores what it never gets to check") {
  auto v = ok({"dtrace", "-V", "-p", "bogus"});
  CHECK(v.mode == Mode::Version);
}

TEST_CASE("-G and -h need programs; -h needs a .d name or -o") {
  CHECK(err({"dtrace", "-G"}).message == "-G requires one or more scripts or enabling options");
  CHECK(err({"dtrace", "-h"}).message == "-h requires one or more scripts or enabling options");
  CHECK(err({"dtrace", "-h", "-s", "a.d", "-s", "b.d"}).message ==
        "-h requires an output file if multiple scripts are specified");
  CHECK(err({"dtrace", "-h", "-n", "BEGIN"}).message ==
        "-h requires an output file if no scripts are specified");
  CHECK(err({"dtrace", "-G"}).exit_status == 2);
}

TEST_CASE("usage reproduces Oracle's layout") {
  std::string u = usage("dtrace");
  CHECK(u.rfind("Usage: dtrace [-32|-64] [-CeFGhHlqSvVwZ] [-b bufsz] [-c cmd] [-D name[=def]]\n"
                "\t[-I path] [-L path] [-o output] [-p pid] [-s script] [-U name]\n"
                "\t[-x opt[=val]] [-X a|c|s|t]\n\n"
                "\t[-P provider [[ predicate ] action ]]\n",
                0) == 0);
  CHECK(u.find("\t[-i probe-id [[ predicate ] action ]] [ args ... ]\n\n"
               "\tpredicate -> '/' D-expression '/'\n"
               "\t   action -> '{' D-statements '}'\n\n"
               "\t-32 generate 32-bit D programs and ELF files\n") != std::string::npos);
  CHECK(u.find("\t-h  generate a header file with definitions for static probes\n") !=
        std::string::npos);
  std::string tail = "\t-Z  permit probe descriptions that match zero probes\n";
  REQUIRE(u.size() > tail.size());
  CHECK(u.substr(u.size() - tail.size()) == tail);
}

TEST_CASE("apply_options replays env, then -G, then flags in order") {
  char e1[] = "DTRACE_OPT_BUFSIZE=1m";
  char e2[] = "DTRACE_OPT_QUIET=";
  char* env[] = {e1, e2, nullptr};
  auto inv = ok({"dtrace", "-q", "-x", "bufsize=2m", "-b", "3m", "-n", "BEGIN"});
  dtrace::options::Options o;
  REQUIRE(apply_options(inv, o, env));
  CHECK(o.bufsize == 3ull << 20);
  CHECK(o.quiet);

  auto g = ok({"dtrace", "-G", "-s", "p.d"});
  dtrace::options::Options og;
  REQUIRE(apply_options(g, og));
  CHECK(og.linkmode == "dynamic");
  CHECK(og.unodefs);
}

TEST_CASE("-x cpp, define, undef and incdir act as -C, -D, -U and -I") {
  auto v = ok({"dtrace", "-x", "cpp", "-x", "define=A=1", "-x", "undef=B", "-x", "incdir=/i",
               "-n", "BEGIN"});
  CHECK(v.cpp);
  CHECK(v.defines == std::vector<std::string>{"A=1"});
  CHECK(v.undefs == std::vector<std::string>{"B"});
  CHECK(v.includes == std::vector<std::string>{"/i"});
  CHECK_FALSE(ok({"dtrace", "-n", "BEGIN"}).cpp);
}

TEST_CASE("-Z reaches the compiler as the zdefs option") {
  dtrace::options::Options plain;
  REQUIRE(apply_options(ok({"dtrace", "-n", "BEGIN"}), plain));
  CHECK_FALSE(plain.zdefs);
  dtrace::options::Options z;
  REQUIRE(apply_options(ok({"dtrace", "-Z", "-n", "BEGIN"}), z));
  CHECK(z.zdefs);
}

TEST_CASE("apply_options words failures as dtrace(8) does") {
  dtrace::options::Options o;
  auto r = apply_options(ok({"dtrace", "-x", "nosuch=1", "-n", "BEGIN"}), o);
  REQUIRE_FALSE(r);
  CHECK(r.error().message == "failed to set -x nosuch: Invalid option name");
  r = apply_options(ok({"dtrace", "-x", "strsize=1", "-n", "BEGIN"}), o);
  CHECK(r.error().message == "failed to set -x strsize: Invalid value for specified option");
  r = apply_options(ok({"dtrace", "-b", "1q", "-n", "BEGIN"}), o);
  CHECK(r.error().message == "failed to set -b 1q: Invalid value for specified option");
  r = apply_options(ok({"dtrace", "-X", "z", "-n", "BEGIN"}), o);
  CHECK(r.error().message == "failed to set -X z: Invalid value for specified option");
}

TEST_CASE("_DTRACE_TESTING turns on quietresize") {
  char e1[] = "_DTRACE_TESTING=";
  char* env[] = {e1, nullptr};
  dtrace::options::Options o;
  REQUIRE(apply_options(ok({"dtrace", "-n", "BEGIN"}), o, env));
  CHECK(o.quietresize);
  dtrace::options::Options o2;
  REQUIRE(apply_options(ok({"dtrace", "-x", "quietresize=no", "-n", "BEGIN"}), o2, env));
  CHECK_FALSE(o2.quietresize);
}
