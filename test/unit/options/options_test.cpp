// Unit tests for the -x option registry: value syntaxes (sizes, times,
// runtime booleans and counts, compile-time flags, choices, lists), Oracle's
// error texts, DTRACE_OPT_ environment variables and the option listing.
#include <doctest/doctest.h>

#include <set>

#include "options/options.h"

using namespace dtrace::options;

namespace {
std::string set_error(Options& o, std::string_view name, std::optional<std::string_view> v) {
  auto r = o.set(name, v);
  return r ? std::string() : r.error().message;
}
}  // namespace

TEST_CASE("defaults are those of the dtrace CLI") {
  Options o;
  CHECK(o.bufsize == 4u << 20);
  CHECK(o.aggsize == 4u << 20);
  CHECK(o.strsize == 256);
  CHECK(o.dynvarsize == 1u << 20);
  CHECK(o.nspec == 1);
  CHECK(o.specsize == 4u << 20);
  CHECK(o.stackframes == 20);
  CHECK(o.ustackframes == 100);
  CHECK(o.stackindent == 14);
  CHECK(o.statusrate == 1000000000ull);
  CHECK(o.switchrate == 0);
  CHECK(o.aggrate == 0);
  CHECK(o.scratchsize == 256);
  CHECK(o.printsize == 8192);
  CHECK(o.evaltime == "postinit");
  CHECK(o.dofstashpath == "/run/dtrace");
  CHECK(o.pgmax == 8);
  CHECK(o.iregs == 8);
  CHECK(o.cpu == -1);
  CHECK_FALSE(o.quiet);
}

TEST_CASE("sizes take k/m/g/t suffixes in either case") {
  CHECK(parse_size("0") == 0u);
  CHECK(parse_size("512") == 512u);
  CHECK(parse_size("4k") == 4096u);
  CHECK(parse_size("4K") == 4096u);
  CHECK(parse_size("16m") == 16ull << 20);
  CHECK(parse_size("2G") == 2ull << 30);
  CHECK(parse_size("1t") == 1ull << 40);
  CHECK(parse_size("0x10") == 16u);
  CHECK(parse_size("010") == 8u);
  CHECK(parse_size("0x10k") == 16u * 1024);
}

TEST_CASE("bad sizes are rejected") {
  CHECK_FALSE(parse_size("-1"));
  CHECK_FALSE(parse_size("-4k"));
  CHECK_FALSE(parse_size("4q"));
  CHECK_FALSE(parse_size("4kk"));
  CHECK_FALSE(parse_size("4 k"));
  CHECK_FALSE(parse_size("1.5m"));
  CHECK_FALSE(parse_size("99999999999999999999"));
  CHECK_FALSE(parse_size("16777216t"));  // past INT64_MAX
}

TEST_CASE("times take unit suffixes or hz") {
  CHECK(parse_time("100") == 100u);
  CHECK(parse_time("100ns") == 100u);
  CHECK(parse_time("3nsec") == 3u);
  CHECK(parse_time("5us") == 5000u);
  CHECK(parse_time("5usec") == 5000u);
  CHECK(parse_time("2ms") == 2000000u);
  CHECK(parse_time("2msec") == 2000000u);
  CHECK(parse_time("1s") == 1000000000u);
  CHECK(parse_time("1sec") == 1000000000u);
  CHECK(parse_time("1m") == 60000000000ull);
  CHECK(parse_time("1min") == 60000000000ull);
  CHECK(parse_time("1h") == 3600000000000ull);
  CHECK(parse_time("1hour") == 3600000000000ull);
  CHECK(parse_time("1d") == 86400000000000ull);
  CHECK(parse_time("1day") == 86400000000000ull);
  CHECK(parse_time("10hz") == 100000000u);
  CHECK(parse_time("10HZ") == 100000000u);
  CHECK(parse_time("1Sec") == 1000000000u);
  CHECK(parse_time("0hz") == 0u);
  CHECK(parse_time("") == 0u);
}

TEST_CASE("bad times are rejected") {
  CHECK_FALSE(parse_time("-1s"));
  CHECK_FALSE(parse_time("1fortnight"));
  CHECK_FALSE(parse_time("1.5s"));
  CHECK_FALSE(parse_time("1 s"));
}

TEST_CASE("set stores sizes and times in bytes and nanoseconds") {
  Options o;
  CHECK(o.set("bufsize", "16m"));
  CHECK(o.bufsize == 16ull << 20);
  CHECK(o.set("switchrate", "10hz"));
  CHECK(o.switchrate == 100000000u);
  CHECK(o.set("statusrate", "500ms"));
  CHECK(o.statusrate == 500000000u);
  CHECK(o.set("bufsize", std::nullopt));  // Oracle: a size without value is 0
  CHECK(o.bufsize == 0);
}

TEST_CASE("unknown option name has Oracle's text") {
  Options o;
  CHECK(set_error(o, "nosuchoption", std::nullopt) ==
        "failed to set -x nosuchoption: Invalid option name");
  CHECK(o.try_set("nosuchoption", "1") == OptionStatus::bad_name);
}

TEST_CASE("bad value has Oracle's text and leaves the option unchanged") {
  Options o;
  CHECK(set_error(o, "bufsize", "-1") ==
        "failed to set -x bufsize: Invalid value for specified option");
  CHECK(o.bufsize == 4u << 20);
  CHECK(set_error(o, "strsize", "1") ==
        "failed to set -x strsize: Invalid value for specified option");
  CHECK(o.strsize == 256);
  CHECK(o.set("strsize", "2"));
  CHECK(o.try_set("strsize", "5g") == OptionStatus::overflow);
}

TEST_CASE("compile-time flags take no value") {
  Options o;
  CHECK(o.set("zdefs", std::nullopt));
  CHECK(o.zdefs);
  CHECK(set_error(o, "errtags", "yes") ==
        "failed to set -x errtags: Invalid value for specified option");
  CHECK_FALSE(o.errtags);
  CHECK(o.try_set("defaultargs", "") == OptionStatus::bad_value);
}

TEST_CASE("runtime booleans take no value, a word pair, or a number") {
  Options o;
  CHECK(o.set("quiet", std::nullopt));
  CHECK(o.quiet);
  CHECK(o.set("quiet", "no"));
  CHECK_FALSE(o.quiet);
  CHECK(o.set("quiet", "ENABLE"));
  CHECK(o.quiet);
  CHECK(o.set("quiet", "off"));
  CHECK_FALSE(o.quiet);
  CHECK(o.set("quiet", "true"));
  CHECK(o.quiet);
  CHECK(o.set("quiet", ""));
  CHECK_FALSE(o.quiet);
  CHECK(o.set("quiet", "0"));  // any number, 0 included, means set
  CHECK(o.quiet);
  CHECK(o.try_set("quiet", "maybe") == OptionStatus::bad_value);
  CHECK(o.try_set("flowindent", "-1") == OptionStatus::bad_value);
}

TEST_CASE("runtime counts take numbers, and unset restores the default") {
  Options o;
  CHECK(o.set("stackframes", "50"));
  CHECK(o.stackframes == 50);
  CHECK(o.set("stackframes", "0x10"));
  CHECK(o.stackframes == 16);
  CHECK(o.set("stackframes", "no"));
  CHECK(o.stackframes == 20);
  CHECK(o.set("cpu", "3"));
  CHECK(o.cpu == 3);
  CHECK(o.try_set("nspec", "2x") == OptionStatus::bad_value);
  CHECK(o.try_set("nspec", "-2") == OptionStatus::bad_value);
}

TEST_CASE("choices accept only their names") {
  Options o;
  CHECK(o.set("evaltime", "main"));
  CHECK(o.evaltime == "main");
  CHECK(o.try_set("evaltime", "later") == OptionStatus::bad_value);
  CHECK(o.try_set("evaltime", std::nullopt) == OptionStatus::bad_value);
  CHECK(o.set("linktype", "DOF"));
  CHECK(o.linktype == "dof");
  CHECK(o.try_set("linkmode", "primary") == OptionStatus::bad_value);
  CHECK(o.set("bufpolicy", "ring"));
  CHECK(o.try_set("stdc", "x") == OptionStatus::bad_value);
  CHECK(o.follow == "none");
  CHECK(o.set("follow", "fork"));
  CHECK(o.follow == "fork");
  CHECK(o.try_set("follow", "bogus") == OptionStatus::bad_value);
  CHECK(o.try_set("follow", std::nullopt) == OptionStatus::bad_value);
  CHECK(o.follow == "fork");
}

TEST_CASE("define, undef, incdir and cppargs accumulate in order") {
  Options o;
  CHECK(o.set("define", "FOO=1"));
  CHECK(o.set("incdir", "/inc"));
  CHECK(o.set("undef", "BAR"));
  CHECK(o.set("define", "BAZ"));
  CHECK(o.set("cppargs", " -P  -nostdinc "));
  CHECK(o.set("cpphdrs", std::nullopt));
  CHECK(o.define == std::vector<std::string>{"FOO=1", "BAZ"});
  CHECK(o.undef == std::vector<std::string>{"BAR"});
  CHECK(o.cppargs == std::vector<std::string>{"-P", "-nostdinc"});
  CHECK(o.cpp_argv ==
        std::vector<std::string>{"-DFOO=1", "-I/inc", "-UBAR", "-DBAZ", "-P", "-nostdinc", "-H"});
  CHECK(o.try_set("define", std::nullopt) == OptionStatus::bad_value);
}

TEST_CASE("iregs, strsize and friends follow Oracle's limits") {
  Options o;
  CHECK(o.try_set("iregs", "9") == OptionStatus::bad_value);
  CHECK(o.try_set("iregs", "4") == OptionStatus::no_reg);
  CHECK(status_text(OptionStatus::no_reg) == "Insufficient registers to generate code");
  CHECK(o.set("iregs", "8"));
  CHECK(o.try_set("tree", "0") == OptionStatus::bad_value);
  CHECK(o.set("pcapsize", "100000"));
  CHECK(o.pcapsize == 1520);
  CHECK(o.set("printsize", "13"));
  CHECK(o.printsize == 16);
  CHECK(o.set("lockmem", "unlimited"));
  CHECK(o.lockmem == UINT64_MAX);
}

TEST_CASE("kdefs and knodefs: the later one wins") {
  Options o;
  CHECK(o.set("knodefs", std::nullopt));
  CHECK(o.knodefs);
  CHECK(o.set("kdefs", std::nullopt));
  CHECK_FALSE(o.knodefs);
}

TEST_CASE("stack frame counts stop at the kernel's perf_event_max_stack") {
  Options o;
  CHECK(o.set("stackframes", "12"));
  CHECK(o.stackframes == 12);
  for (const char* name : {"stackframes", "ustackframes", "jstackframes", "maxframes"})
    CHECK(o.try_set(name, "1000000") == OptionStatus::bad_value);
  CHECK(o.stackframes == 12);
}

TEST_CASE("version names a defined D version") {
  Options o;
  CHECK(o.set("version", "1.6.2"));
  CHECK(o.try_set("version", "1.x") == OptionStatus::vers_inval);
  CHECK(o.try_set("version", "1.7") == OptionStatus::vers_undef);
  CHECK(o.try_set("version", "9.9") == OptionStatus::vers_newer);
  CHECK(status_text(OptionStatus::vers_newer) == "Operation not supported");
}

TEST_CASE("DTRACE_OPT_ variables set options, bad values ignored") {
  char e1[] = "PATH=/bin";
  char e2[] = "DTRACE_OPT_BUFSIZE=8m";
  char e3[] = "DTRACE_OPT_QUIET=";
  char e4[] = "DTRACE_OPT_STRSIZE=bogus";
  char e5[] = "DTRACE_OPT_FLOWINDENT=yes";
  char* env[] = {e1, e2, e3, e4, e5, nullptr};
  Options o = Options::from_env(env);
  CHECK(o.bufsize == 8ull << 20);
  CHECK_FALSE(o.quiet);  // an empty value unsets a runtime boolean
  CHECK(o.strsize == 256);
  CHECK(o.flowindent);
}

TEST_CASE("the listing names every required option once") {
  std::set<std::string_view> names;
  for (const auto& info : all_options()) CHECK(names.insert(info.name).second);
  for (std::string_view n :
       {"aggpercpu", "aggrate", "aggsize", "aggsortkey", "aggsortkeypos", "aggsortpos",
        "aggsortrev", "agghist", "aggpack", "aggzoom", "amin", "argref", "bpflog", "bpflogsize",
        "bufpolicy", "bufresize", "bufsize", "cleanrate", "core", "cpp", "cppargs", "cpphdrs",
        "cpppath", "cpu", "ctypes", "debug", "debugassert", "defaultargs", "define",
        "destructive", "disasm", "dofstashpath", "droptags", "dtypes", "dynvarsize", "empty",
        "errtags", "evaltime", "flowindent", "grabanon", "incdir", "iregs", "jstackframes",
        "jstackstrsize", "knodefs", "kdefs", "lazyload", "ldpath", "libdir", "linkmode",
        "linktype", "linknommap", "lockmem", "maxframes", "modpath", "nolibs", "noresolve",
        "nspec", "oformat", "pcapsize", "pgmax", "preallocate", "printsize", "procfspath",
        "pspec", "quiet", "quietresize", "rawbytes", "scratchsize", "specsize", "stackframes",
        "stackindent", "statusrate", "stdc", "strip", "strsize", "switchrate", "syslibdir",
        "tree", "tregs", "undef", "unodefs", "udefs", "useruid", "ustackframes", "verbose",
        "version", "zdefs", "errcontext", "pidns", "cgroup", "follow"}) {
    INFO(n);
    CHECK(find_option(n) != nullptr);
  }
  CHECK(find_option("quiet")->cls == OptionClass::Dynamic);
  CHECK(find_option("bufsize")->kind == OptionKind::Size);
  CHECK(find_option("zdefs")->cls == OptionClass::CompileTime);
}
