// Provider definitions from the AST (model.h) and the probe name forms.
#include "dof/model.h"

#include <cctype>

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

}  // namespace

std::vector<ProviderSpec> providers_of(const ast::Program& program) {
  std::vector<ProviderSpec> out;
  for (const ast::TopLevel& item : program.items) {
    if (item.kind != ast::TopLevel::Kind::Provider || !item.provider) continue;
    ProviderSpec spec;
    spec.name = item.provider->name;
    for (const auto& pr : item.provider->probes) spec.probes.push_back(probe_of(pr));
    out.push_back(std::move(spec));
  }
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
