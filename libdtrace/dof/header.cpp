// The -h header text (header.h).  Differs from Oracle's output in two
// places: the non-GNU fallback of _ENABLED() is `(1)` followed by a newline,
// where Oracle's emitter writes a literal backslash-n (design/usdt.md A);
// and under GNU C the _ENABLED() value also ORs in the probe's semaphore,
// a hidden u16 __ardent_sem_PROV___PROBE that -G defines in a writable
// section and that dtrace raises through the uprobe reference counter
// while it traces the process (usdt.md 4.5: the way is-enabled works where
// lockdown forbids bpf_probe_write_user).
#include "dof/header.h"

#include <fmt/format.h>

namespace dtrace::dof {
namespace {

std::string arg_list(size_t n) {
  std::string out;
  for (size_t i = 0; i < n; ++i) out += fmt::format("{}arg{}", i ? ", " : "", i);
  return out;
}

void probe_macros(std::string& out, const std::string& pm, const std::string& pf,
                  const ProbeSpec& p, bool empty) {
  std::string mname = macro_form(p.name), fname = func_form(p.name);
  size_t n = p.native_types.size();
  out += fmt::format("#define\t{}_{}({}", pm, mname, arg_list(n));
  if (!empty) out += fmt::format(") \\\n\t__dtrace_{}___{}({}", pf, fname, arg_list(n));
  out += ")\n";
  if (empty) {
    out += fmt::format("#define\t{}_{}_ENABLED() (0)\n", pm, mname);
    return;
  }
  out += fmt::format(
      "#ifdef __GNUC__\n"
      "#define\t{0}_{1}_ENABLED() \\\n"
      "\t({{ uint32_t enabled = 0; \\\n"
      "\t__dtraceenabled_{2}___{3}(&enabled); \\\n"
      "\t   enabled | {4}; }})\n"
      "#else\n"
      "#define\t{0}_{1}_ENABLED() (1)\n"
      "#endif\n",
      pm, mname, pf, fname, semaphore_name(pf, fname));
}

void probe_decls(std::string& out, const std::string& pf, const ProbeSpec& p) {
  std::string fname = func_form(p.name);
  std::string args;
  for (size_t i = 0; i < p.native_types.size(); ++i)
    args += (i ? ", " : "") + p.native_types[i];
  if (args.empty()) args = "void";
  out += fmt::format("extern void __dtrace_{}___{}({});\n", pf, fname, args);
  out += fmt::format("extern void __dtraceenabled_{}___{}(uint32_t *flag);\n", pf, fname);
  out += fmt::format(
      "#ifdef __GNUC__\nextern volatile uint16_t {} __attribute__((__visibility__(\"hidden\")));\n"
      "#endif\n",
      semaphore_name(pf, fname));
}

void provider_text(std::string& out, const ProviderSpec& prov) {
  std::string pm = macro_form(prov.name), pf = func_form(prov.name);
  out += "#define _DTRACE_VERSION 1\n\n#if _DTRACE_VERSION\n\n";
  for (const ProbeSpec& p : prov.probes) probe_macros(out, pm, pf, p, false);
  out += "\n\n";
  for (const ProbeSpec& p : prov.probes) probe_decls(out, pf, p);
  out += "\n#else\n\n";
  for (const ProbeSpec& p : prov.probes) probe_macros(out, pm, pf, p, true);
  out += "\n#endif\n\n";
}

}  // namespace

std::string semaphore_name(std::string_view provider_func, std::string_view probe_func) {
  return fmt::format("__ardent_sem_{}___{}", provider_func, probe_func);
}

std::string make_header(const std::vector<ProviderSpec>& providers, const std::string& file_name) {
  std::string out, guard;
  if (!file_name.empty()) {
    guard = macro_form(file_name.substr(file_name.rfind('/') + 1));
    out += fmt::format("#ifndef\t_{0}\n#define\t_{0}\n\n", guard);
  }
  out += "#include <unistd.h>\n#include <inttypes.h>\n\n";
  out += "#ifdef\t__cplusplus\nextern \"C\" {\n#endif\n\n";
  out += "#ifdef\t__GNUC__\n#pragma GCC system_header\n#endif\n\n";
  for (const ProviderSpec& p : providers) provider_text(out, p);
  out += "\n#ifdef\t__cplusplus\n}\n#endif\n";
  if (!file_name.empty()) out += fmt::format("\n#endif\t/* _{} */\n", guard);
  return out;
}

}  // namespace dtrace::dof
