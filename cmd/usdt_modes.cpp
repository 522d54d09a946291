// -h and -G (usdt_modes.h): parse each script, collect its providers, then
// hand them to libdtrace/dof.
#include "usdt_modes.h"

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <unistd.h>

#include <fmt/format.h>

#include "diag/diagnostic.h"
#include "dof/header.h"
#include "dof/link.h"
#include "options/options.h"
#include "parse/parser.h"
#include "support/strings.h"

namespace dtrace::cli {
namespace {

int fail(const std::string& msg) {
  fmt::print(stderr, "dtrace: {}\n", msg);
  return 1;
}

// The providers of every -s script, in order; nullopt after printing a
// compile failure.
std::optional<std::vector<dof::ProviderSpec>> read_providers(const Invocation& inv) {
  std::vector<dof::ProviderSpec> out;
  // -x errtags, from the command line and the environment as everywhere.
  options::Options opts;
  bool errtags = apply_options(inv, opts, environ) && opts.errtags;
  for (const ProgramSource& src : inv.sources) {
    if (src.kind != ProgramSource::Kind::File) continue;
    auto text = read_file(src.text);
    if (!text) {
      fail(fmt::format("failed to open {}: {}", src.text, std::strerror(errno)));
      return std::nullopt;
    }
    if (text->starts_with("#!")) *text = "//" + text->substr(2);
    try {
      parse::ParseOptions popts;
      popts.from_file = true;
      ast::Program prog = parse::parse_program(*text, popts);
      dof::add_providers(prog, out);  // one provider, however many times declared
    } catch (const diag::CompileError& e) {
      fail(diag::render(e.diagnostic(), "failed to compile script " + src.text, errtags));
      return std::nullopt;
    }
  }
  return out;
}

std::string link_output(const Invocation& inv) {
  if (inv.output) return *inv.output;
  if (inv.sources.size() == 1 && inv.sources[0].kind == ProgramSource::Kind::File) {
    const std::string& t = inv.sources[0].text;
    if (t.size() > 2 && t.ends_with(".d")) {
      std::string base = t.substr(t.rfind('/') + 1);
      return base.substr(0, base.size() - 2) + ".o";
    }
  }
  return "d.out";
}

// A USDT provider's name gets the pid appended (up to 10 digits) and must
// still fit DTrace's 64-byte provider names, NUL included.
constexpr size_t kMaxUsdtProviderName = 53;

// "prov" for the output prov.o: the name DTrace gives the linked script.
std::string link_script_name(const std::string& output) {
  std::string base = output.substr(output.rfind('/') + 1);
  size_t dot = base.rfind('.');
  return dot == std::string::npos || dot == 0 ? base : base.substr(0, dot);
}

}  // namespace

int run_header(const Invocation& inv) {
  auto providers = read_providers(inv);
  if (!providers) return 1;
  auto path = header_path(inv);
  if (!path) return fail("-h requires an output file");
  std::string text = dof::make_header(*providers, *path);
  std::FILE* f = std::fopen(path->c_str(), "w");
  if (!f) return fail(fmt::format("failed to open header file '{}': {}", *path, std::strerror(errno)));
  bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size();
  ok = std::fclose(f) == 0 && ok;
  if (!ok) return fail(fmt::format("failed to write header file '{}'", *path));
  return 0;
}

int run_link(const Invocation& inv) {
  auto providers = read_providers(inv);
  if (!providers) return 1;
  std::string output = link_output(inv);
  // The probe sites are found in x86_64 (ELFCLASS64) objects only, so a
  // 32-bit link has nothing it could read.
  if (inv.data_model == DataModel::ILP32)
    return fail(fmt::format("failed to link script {}: -32 objects are not supported: "
                            "USDT objects must be x86_64 (ELFCLASS64)", link_script_name(output)));
  for (const dof::ProviderSpec& p : *providers)
    if (p.name.size() > kMaxUsdtProviderName)
      return fail(fmt::format("failed to link script {}: USDT provider name may not exceed {} "
                              "characters: {}", link_script_name(output), kMaxUsdtProviderName,
                              p.name));
  // -x linktype=dof writes the DOF itself instead of an object (the last
  // setting wins; the option layer has already checked the value).
  bool raw_dof = false;
  for (const XOpt& x : inv.xopts)
    if (x.name == "linktype" && x.value) raw_dof = *x.value == "dof";
  auto r = dof::link_objects(*providers, inv.objects, output, raw_dof);
  if (!r) return fail(r.error().message);
  return 0;
}

}  // namespace dtrace::cli
