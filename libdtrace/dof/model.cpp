// Provider definitions from the AST (model.h) and the probe name forms.
#include "dof/model.h"

#include <algorithm>
#include <cctype>

#include "diag/diagnostic.h"

namespace dtrace::dof {

const ProbeSpec* ProviderSpec::find(std::string_view probe) const {
  for (const ProbeSpec& p : probes)
    if (p.name == probe) return &p;
  return nullptr;
}

std::string c_type_name(const ast::Declaration& decl) {
  std::string out;
  if (decl.specs.is_const) out += "const ";
  if (decl.specs.is_volatile) out += "volatile ";
  out += decl.specs.base;
  // Pointers are listed outermost first; C writes the innermost first.
  std::string ptrs;
  for (auto it = decl.derived.rbegin(); it != decl.derived.rend(); ++it) {
    if (it->kind == ast::Derived::Kind::Pointer) {
      ptrs += it->is_const ? "*const" : "*";
    } else if (it->kind == ast::Derived::Kind::Array) {
      ptrs += "[]";
    }
  }
  if (!ptrs.empty()) out += " " + ptrs;
  return out;
}

namespace {

bool is_void_list(const std::vector<ast::Declaration>& args) {
  return args.size() == 1 && args[0].specs.base == "void" && args[0].derived.empty();
}

std::vector<std::string> type_names(const std::vector<ast::Declaration>& args) {
  std::vector<std::string> out;
  if (is_void_list(args)) return out;
  for (const ast::Declaration& d : args) out.push_back(c_type_name(d));
  return out;
}

ProbeSpec probe_of(const ast::ProviderDef::Probe& pr) {
  ProbeSpec spec;
  spec.name = d_form(pr.name);
  spec.translated = pr.has_native && !is_void_list(pr.native_args);
  spec.native_types = type_names(pr.args);
  if (!pr.has_native || is_void_list(pr.native_args)) {
    spec.xlated_types = spec.native_types;
    for (size_t i = 0; i < spec.native_types.size(); ++i)
      spec.argmap.push_back(static_cast<uint8_t>(i));
    return spec;
  }
  // `probe place(int i, int j) : (int j, int i, int i, int j)`: each
  // translated argument names the native argument it comes from.
  spec.xlated_types = type_names(pr.native_args);
  for (size_t i = 0; i < pr.native_args.size(); ++i) {
    const std::string& nm = pr.native_args[i].name;
    size_t src = i < pr.args.size() ? i : 0;
    for (size_t j = 0; j < pr.args.size(); ++j)
      if (!nm.empty() && pr.args[j].name == nm) src = j;
    spec.argmap.push_back(static_cast<uint8_t>(src));
  }
  return spec;
}

// DTrace's limits on names (DTRACE_PROVNAMELEN, DTRACE_NAMELEN), NUL
// included.
constexpr size_t kProvNameLen = 64;
constexpr size_t kProbeNameLen = 64;

// DTrace names a declared probe "::NAME" in these messages.
void compare_args(const ProviderSpec& prov, const ProbeSpec& probe, SourceLoc loc,
                  const char* kind, const std::vector<std::string>& old_args,
                  const std::vector<std::string>& new_args) {
  if (old_args.size() != new_args.size())
    diag::error(loc, diag::Tag::D_PROV_INCOMPAT,
                "probe {}:::{} {} prototype mismatch:\n\t current: {} arg{}\n\tprevious: {} arg{}",
                prov.name, probe.name, kind, new_args.size(), new_args.size() != 1 ? "s" : "",
                old_args.size(), old_args.size() != 1 ? "s" : "");
  for (size_t i = 0; i < old_args.size(); ++i)
    if (old_args[i] != new_args[i])
      diag::error(loc, diag::Tag::D_PROV_INCOMPAT,
                  "probe {}:::{} {} prototype argument #{} mismatch:\n\t current: {}\n\tprevious: {}",
                  prov.name, probe.name, kind, i + 1, new_args[i], old_args[i]);
}

}  // namespace

void add_providers(const ast::Program& program, std::vector<ProviderSpec>& known) {
  for (const ast::TopLevel& item : program.items)
    if (item.kind == ast::TopLevel::Kind::Provider && item.provider)
      add_provider(*item.provider, known);
}

void add_provider(const ast::ProviderDef& def, std::vector<ProviderSpec>& known) {
  const std::string& name = def.name;
  if (name.find('`') != std::string::npos)
    diag::error(def.end_loc, diag::Tag::D_PROV_BADNAME,
                "provider name may not contain scoping operator: {}", name);
  if (name.size() >= kProvNameLen)
    diag::error(def.end_loc, diag::Tag::D_PROV_BADNAME,
                "provider name may not exceed {} characters: {}", kProvNameLen - 1, name);
  if (!name.empty() && std::isdigit(static_cast<unsigned char>(name.back())))
    diag::error(def.end_loc, diag::Tag::D_PROV_BADNAME, "provider name may not end with a digit: {}",
                name);
  auto it = std::find_if(known.begin(), known.end(),
                         [&](const ProviderSpec& p) { return p.name == name; });
  const bool redeclared = it != known.end();
  if (!redeclared) {
    known.push_back(ProviderSpec{name, {}});
    it = known.end() - 1;
  }
  ProviderSpec& prov = *it;
  for (const auto& pr : def.probes) {
    ProbeSpec probe = probe_of(pr);
    if (probe.name.size() >= kProbeNameLen)
      diag::error(pr.loc, diag::Tag::D_PROV_BADNAME,
                  "probe name may not exceed {} characters: ::{}", kProbeNameLen - 1,
                  probe.name);
    auto old = std::find_if(prov.probes.begin(), prov.probes.end(),
                            [&](const ProbeSpec& p) { return p.name == probe.name; });
    if (old != prov.probes.end() && redeclared) {
      // The same probe again: its prototypes must be the same.
      compare_args(prov, probe, pr.loc, "output", old->xlated_types, probe.xlated_types);
      if (old->translated && probe.translated)
        compare_args(prov, probe, pr.loc, "input", old->native_types, probe.native_types);
    } else if (redeclared) {
      diag::error(pr.loc, diag::Tag::D_PROV_INCOMPAT,
                  "provider interface mismatch: {0}\n\t current: probe {0}:::{1} defined\n"
                  "\tprevious: probe {0}:::{1} not defined",
                  name, probe.name);
    } else if (old != prov.probes.end()) {
      diag::error(pr.loc, diag::Tag::D_PROV_PRDUP, "probe redeclared: {}:::{}", name,
                  probe.name);
    } else {
      prov.probes.push_back(std::move(probe));
    }
  }
}

std::vector<ProviderSpec> providers_of(const ast::Program& program) {
  std::vector<ProviderSpec> out;
  add_providers(program, out);
  return out;
}

std::string func_form(std::string_view name) {
  std::string out;
  for (char c : name) {
    if (c == '-')
      out += "__";
    else
      out += c;
  }
  return out;
}

std::string d_form(std::string_view name) {
  std::string out;
  for (size_t i = 0; i < name.size(); ++i) {
    if (name[i] == '_' && i + 1 < name.size() && name[i + 1] == '_') {
      out += '-';
      ++i;
    } else {
      out += name[i];
    }
  }
  return out;
}

std::string macro_form(std::string_view name) {
  std::string out;
  for (char c : name) {
    if (c == '-' || c == '.')
      out += '_';
    else
      out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  }
  return out;
}

}  // namespace dtrace::dof
