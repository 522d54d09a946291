// Provider definitions as -h and -G use them: the `provider NAME { probe
// NAME(args) : (xargs); };` items of a D program reduced to names and C type
// names, plus the name mangling that ties a probe to its C symbols
// (__dtrace_PROV___PROBE, with '-' written "__").
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "parse/ast.h"

namespace dtrace::dof {

struct ProbeSpec {
  std::string name;                       // the D name: "query-start"
  std::vector<std::string> native_types;  // C type names: "int", "char *"
  std::vector<std::string> xlated_types;  // as native_types when not translated
  std::vector<uint8_t> argmap;            // xlated arg i = native arg argmap[i]
  bool translated = false;                // declared with `: (translated args)`
};

struct ProviderSpec {
  std::string name;
  std::vector<ProbeSpec> probes;
  const ProbeSpec* find(std::string_view probe) const;
};

// The provider definitions of a program, in source order.  A translated
// argument is mapped to the native argument of the same name, else to the
// native argument at its position.
std::vector<ProviderSpec> providers_of(const ast::Program& program);
// The same, added to the providers of the programs before (`known`), with
// DTrace's checks: a probe declared twice in one provider (D_PROV_PRDUP),
// a provider declared again with another interface (D_PROV_INCOMPAT: it
// is one provider, and its probes must match), names DTrace cannot hold
// (D_PROV_BADNAME).  Throws diag::CompileError.
void add_providers(const ast::Program& program, std::vector<ProviderSpec>& known);
void add_provider(const ast::ProviderDef& def, std::vector<ProviderSpec>& known);

// The C spelling of a declaration's type, as ctf_type_name prints it:
// "int", "char *", "const char *", "uint64_t".
std::string c_type_name(const ast::Declaration& decl);

// "query-start" -> "query__start" (a C identifier part).
std::string func_form(std::string_view name);
// "query__start" -> "query-start".
std::string d_form(std::string_view name);
// "query-start" -> "QUERY_START" (also '.' -> '_').
std::string macro_form(std::string_view name);

}  // namespace dtrace::dof
