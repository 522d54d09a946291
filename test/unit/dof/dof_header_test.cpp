// -h's header text and the probe name forms.
#include <doctest/doctest.h>

#include "dof/header.h"

namespace dof = dtrace::dof;

TEST_CASE("name forms") {
  CHECK(dof::d_form("query__start") == "query-start");
  CHECK(dof::func_form("query-start") == "query__start");
  CHECK(dof::macro_form("query-start") == "QUERY_START");
  CHECK(dof::macro_form("prov.h") == "PROV_H");
}

TEST_CASE("the header declares macros, is-enabled macros and externs") {
  dof::ProviderSpec p;
  p.name = "myprov";
  p.probes.push_back({"query-start", {"char *"}, {"char *"}, {0}});
  p.probes.push_back({"done", {}, {}, {}});
  std::string h = dof::make_header({p}, "out/prov.h");
  CHECK(h.starts_with("#ifndef\t_PROV_H\n#define\t_PROV_H\n\n#include <unistd.h>\n"));
  CHECK(h.find("#define\tMYPROV_QUERY_START(arg0) \\\n\t__dtrace_myprov___query__start(arg0)\n") !=
        std::string::npos);
  CHECK(h.find("extern void __dtrace_myprov___done(void);\n") != std::string::npos);
  CHECK(h.find("extern void __dtraceenabled_myprov___done(uint32_t *flag);\n") !=
        std::string::npos);
  CHECK(h.find("#define\tMYPROV_DONE_ENABLED() (0)\n") != std::string::npos);
  CHECK(h.ends_with("\n#endif\t/* _PROV_H */\n"));
}
