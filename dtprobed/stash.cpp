// The stash (stash.h).  Every name written comes from the DOF parser,
// which only lets through [A-Za-z0-9_.$-] names other than "." and "..";
// the module name is checked the same way here.
#include "stash.h"

#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "dof/stash_file.h"

namespace dtrace::dtprobed {
namespace fs = std::filesystem;
namespace {

std::string parsed_text(const Object& obj, const StashProbe& p) {
  return dof::format_stashed_probe(
      dof::StashedProbe{obj.dev, obj.ino, p.probe, p.sites, p.enabled_sites});
}

bool write_text(const fs::path& p, const std::string& text) {
  std::ofstream f(p, std::ios::binary | std::ios::trunc);
  f << text;
  return static_cast<bool>(f);
}

int next_gen(const fs::path& pid_dir) {
  std::error_code ec;
  auto size = fs::file_size(pid_dir / "next-gen", ec);
  int gen = ec ? 0 : static_cast<int>(size);
  fs::resize_file(pid_dir / "next-gen", static_cast<uintmax_t>(gen) + 1, ec);
  if (ec) {
    std::ofstream(pid_dir / "next-gen").put('\0');
  }
  return gen;
}

}  // namespace

Result<void> Stash::init() {
  std::error_code ec;
  for (const char* d : {"stash/dof", "stash/dof-pid", "probes"}) {
    fs::create_directories(fs::path(root_) / d, ec);
    if (ec) return Error::make("cannot create {}/{}: {}", root_, d, ec.message());
  }
  fs::permissions(fs::path(root_) / "stash", fs::perms::owner_all, ec);
  return {};
}

Result<int> Stash::add(pid_t pid, const Object& obj, const std::vector<uint8_t>& raw,
                       const std::vector<StashProbe>& probes) {
  if (!dof::safe_name(obj.module, 64)) return Error::make("unsafe module name");
  std::error_code ec;
  std::string key = fmt::format("{}-{}", obj.dev, obj.ino);
  fs::path shared = fs::path(root_) / "stash/dof" / key;
  fs::path pid_dir = fs::path(root_) / "stash/dof-pid" / std::to_string(pid);
  fs::create_directories(shared / "parsed", ec);
  fs::create_directories(pid_dir, ec);
  if (ec) return Error::make("cannot create the stash for pid {}: {}", pid, ec.message());
  if (!fs::exists(shared / "raw"))
    write_text(shared / "raw", std::string(raw.begin(), raw.end()));
  for (const StashProbe& p : probes) {
    std::string name = p.probe.provider + ":" + p.probe.function + ":" + p.probe.name;
    fs::path parsed = shared / "parsed" / name;
    if (!fs::exists(parsed) && !write_text(parsed, parsed_text(obj, p)))
      return Error::make("cannot write {}", parsed.string());
    fs::path link = fs::path(root_) / "probes" / std::to_string(pid) /
                    fmt::format("{}{}", p.probe.provider, pid) / obj.module / p.probe.function;
    fs::create_directories(link, ec);
    fs::create_hard_link(parsed, link / p.probe.name, ec);
  }
  int gen = next_gen(pid_dir);
  fs::create_symlink(fs::path("../../dof") / key, pid_dir / std::to_string(gen), ec);
  return gen;
}

void Stash::remove(pid_t pid, int gen) {
  std::error_code ec;
  fs::path pid_dir = fs::path(root_) / "stash/dof-pid" / std::to_string(pid);
  fs::path genlink = pid_dir / std::to_string(gen);
  fs::path target = fs::read_symlink(genlink, ec);
  if (ec || target.filename().string().find('/') != std::string::npos) return;
  fs::path shared = fs::path(root_) / "stash/dof" / target.filename();
  fs::path probes = fs::path(root_) / "probes" / std::to_string(pid);
  // Unlink this pid's hard links to the object's parsed files.
  for (auto it = fs::recursive_directory_iterator(probes, ec);
       !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    if (!it->is_regular_file(ec)) continue;
    for (const auto& parsed : fs::directory_iterator(shared / "parsed", ec))
      if (fs::equivalent(parsed.path(), it->path(), ec)) fs::remove(it->path(), ec);
  }
  // Then the directories left empty, deepest first.
  std::vector<fs::path> dirs;
  for (auto it = fs::recursive_directory_iterator(probes, ec);
       !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
    if (it->is_directory(ec)) dirs.push_back(it->path());
  std::sort(dirs.begin(), dirs.end(),
            [](const fs::path& a, const fs::path& b) { return a.string().size() > b.string().size(); });
  for (const fs::path& d : dirs) fs::remove(d, ec);  // fails unless empty
  fs::remove(probes, ec);
  fs::remove(genlink, ec);
  // The shared parse goes when no probes/ link refers to it any more.
  bool used = false;
  for (const auto& parsed : fs::directory_iterator(shared / "parsed", ec))
    used = used || fs::hard_link_count(parsed.path(), ec) > 1;
  if (!used) fs::remove_all(shared, ec);
  bool gens_left = false;
  for (const auto& e : fs::directory_iterator(pid_dir, ec))
    gens_left = gens_left || e.path().filename() != "next-gen";
  if (!gens_left) fs::remove_all(pid_dir, ec);
}

void Stash::prune_dead() {
  std::error_code ec;
  std::vector<std::pair<pid_t, int>> dead;
  for (const auto& d : fs::directory_iterator(fs::path(root_) / "stash/dof-pid", ec)) {
    pid_t pid = static_cast<pid_t>(std::atoi(d.path().filename().c_str()));
    if (pid <= 0 || kill(pid, 0) == 0 || errno != ESRCH) continue;
    for (const auto& g : fs::directory_iterator(d.path(), ec))
      if (g.is_symlink(ec)) dead.emplace_back(pid, std::atoi(g.path().filename().c_str()));
  }
  for (auto [pid, gen] : dead) remove(pid, gen);
}

}  // namespace dtrace::dtprobed
