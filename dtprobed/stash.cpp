// The stash (stash.h).  Every name written comes from the DOF parser,
// which only lets through [A-Za-z0-9_.$-] names other than "." and "..";
// the module name is checked the same way here.
#include "stash.h"

#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <tuple>

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

std::optional<std::string> read_text(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  if (!f) return std::nullopt;
  return std::string(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
}

// A decimal number that is the whole of `s`.
template <typename T>
std::optional<T> number(std::string_view s, int base = 10) {
  T v{};
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v, base);
  if (ec != std::errc() || p != s.data() + s.size() || s.empty()) return std::nullopt;
  return v;
}

// "DEV-INO", the name of an object's directory.
std::optional<std::pair<uint64_t, uint64_t>> object_key(std::string_view key) {
  size_t dash = key.find('-');
  if (dash == std::string_view::npos) return std::nullopt;
  auto dev = number<uint64_t>(key.substr(0, dash)), ino = number<uint64_t>(key.substr(dash + 1));
  if (!dev || !ino) return std::nullopt;
  return std::make_pair(*dev, *ino);
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

std::string Stash::format() {
  return fmt::format("ardent-stash 1 parsed {}\n", dof::kParsedVersion);
}

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
  // The base goes with the raw bytes: the loader relocated the probe
  // addresses in them by this registrant's bias, and a re-parse must
  // undo that with the same one.
  if (!fs::exists(shared / "raw")) {
    write_text(shared / "raw", std::string(raw.begin(), raw.end()));
    write_text(shared / "base", fmt::format("{:#x}\n", obj.base));
  }
  DT_TRY(write_parsed(key, obj, probes));
  link_probes(pid, key, obj, probes);
  int gen = next_gen(pid_dir);
  fs::create_symlink(fs::path("../../dof") / key, pid_dir / std::to_string(gen), ec);
  return gen;
}

// The object's parsed files, those not written yet (the parse is shared by
// every process mapping the object).
Result<void> Stash::write_parsed(const std::string& key, const Object& obj,
                                 const std::vector<StashProbe>& probes) {
  for (const StashProbe& p : probes) {
    std::string name = p.probe.provider + ":" + p.probe.function + ":" + p.probe.name;
    fs::path parsed = fs::path(root_) / "stash/dof" / key / "parsed" / name;
    if (!fs::exists(parsed) && !write_text(parsed, parsed_text(obj, p)))
      return Error::make("cannot write {}", parsed.string());
  }
  return {};
}

// Hard links from probes/PID/PRVPID/MOD/FUN/PRB to the object's parsed files.
void Stash::link_probes(pid_t pid, const std::string& key, const Object& obj,
                        const std::vector<StashProbe>& probes) {
  std::error_code ec;
  for (const StashProbe& p : probes) {
    std::string name = p.probe.provider + ":" + p.probe.function + ":" + p.probe.name;
    fs::path parsed = fs::path(root_) / "stash/dof" / key / "parsed" / name;
    fs::path link = fs::path(root_) / "probes" / std::to_string(pid) /
                    fmt::format("{}{}", p.probe.provider, pid) / obj.module / p.probe.function;
    fs::create_directories(link, ec);
    fs::create_hard_link(parsed, link / p.probe.name, ec);
  }
}

void Stash::remove(pid_t pid, int gen) {
  std::error_code ec;
  fs::path pid_dir = fs::path(root_) / "stash/dof-pid" / std::to_string(pid);
  fs::path genlink = pid_dir / std::to_string(gen);
  fs::path target = fs::read_symlink(genlink, ec);
  if (ec || target.filename().string().find('/') != std::string::npos) return;
  fs::path shared = fs::path(root_) / "stash/dof" / target.filename();
  fs::path probes = fs::path(root_) / "probes" / std::to_string(pid);
  // Unlink this pid's hard links to the object's parsed files, known by
  // their inodes: one stat of each parsed file and of each link, so that
  // the removal of a program with thousands of probes stays quick.
  std::set<std::pair<dev_t, ino_t>> ours;
  for (const auto& parsed : fs::directory_iterator(shared / "parsed", ec)) {
    struct stat st {};
    if (::stat(parsed.path().c_str(), &st) == 0) ours.emplace(st.st_dev, st.st_ino);
  }
  std::vector<fs::path> links;
  std::error_code walk;
  for (auto it = fs::recursive_directory_iterator(probes, walk);
       !walk && it != fs::recursive_directory_iterator(); it.increment(walk)) {
    struct stat st {};
    if (::lstat(it->path().c_str(), &st) == 0 && S_ISREG(st.st_mode) &&
        ours.count({st.st_dev, st.st_ino}))
      links.push_back(it->path());
  }
  for (const fs::path& l : links) fs::remove(l, ec);
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

size_t Stash::reparse_if_stale(const Reparser& how) {
  std::error_code ec;
  fs::path stash = fs::path(root_) / "stash";
  prune_dead();
  if (read_text(stash / "version") == format()) return 0;

  // Every registration (pid, gen) by the object its link names.  A link
  // the daemon cannot have made is dropped.
  std::map<std::string, std::vector<std::pair<pid_t, int>>> regs;
  for (const auto& d : fs::directory_iterator(stash / "dof-pid", ec)) {
    auto pid = number<pid_t>(d.path().filename().native());
    if (!pid || *pid <= 0) continue;
    for (const auto& g : fs::directory_iterator(d.path(), ec)) {
      if (!g.is_symlink(ec)) continue;
      auto gen = number<int>(g.path().filename().native());
      fs::path target = fs::read_symlink(g.path(), ec);
      std::string key = target.filename().native();
      if (!gen || ec || target != fs::path("../../dof") / key || !object_key(key)) {
        fs::remove(g.path(), ec);
        continue;
      }
      regs[key].emplace_back(*pid, *gen);
    }
  }
  auto drop = [&](pid_t pid, int gen) {
    fs::remove(stash / "dof-pid" / std::to_string(pid) / std::to_string(gen), ec);
  };

  // probes/ holds nothing but links to parsed files: rebuild it whole.
  fs::remove_all(fs::path(root_) / "probes", ec);
  fs::create_directories(fs::path(root_) / "probes", ec);

  size_t reparsed = 0;
  std::vector<fs::path> objects;
  for (const auto& o : fs::directory_iterator(stash / "dof", ec)) objects.push_back(o.path());
  for (const fs::path& dir : objects) {
    std::string key = dir.filename().native();
    auto id = object_key(key);
    std::vector<std::pair<pid_t, int>> users;
    if (auto it = regs.find(key); it != regs.end()) {
      users = std::move(it->second);
      regs.erase(it);
    }
    // The users that still map the object; the others are stale.
    std::vector<std::tuple<pid_t, int, Object>> live;
    for (auto [pid, gen] : users) {
      auto obj = id ? how.mapped(pid, id->first, id->second) : std::nullopt;
      if (obj && dof::safe_name(obj->module, 64)) {
        live.emplace_back(pid, gen, std::move(*obj));
      } else {
        drop(pid, gen);
      }
    }
    auto raw = read_text(dir / "raw");
    Result<Reparsed> got = Error::make("no live process maps it");
    Object first;
    if (!live.empty() && raw) {
      first = std::get<2>(live.front());
      // The bias stored with the raw DOF (none in a stash from before it
      // was stored: the daemon then works it out).
      std::optional<uint64_t> base;
      if (auto b = read_text(dir / "base"); b && !b->empty() && b->back() == '\n') {
        std::string_view v(*b);
        v.remove_suffix(1);
        if (v.starts_with("0x")) v.remove_prefix(2);
        base = number<uint64_t>(v, 16);
      }
      std::span<const uint8_t> bytes(reinterpret_cast<const uint8_t*>(raw->data()), raw->size());
      got = how.parse(std::get<0>(live.front()), first, base, bytes);
    }
    if (got) {
      fs::remove_all(dir / "parsed", ec);
      fs::create_directories(dir / "parsed", ec);
      if (auto w = write_parsed(key, first, got->probes); !w) got = w.error();
    }
    if (!got) {
      if (how.log) how.log(fmt::format("object {} dropped: {}", key, got.error().message));
      for (const auto& [pid, gen, obj] : live) drop(pid, gen);
      fs::remove_all(dir, ec);
      continue;
    }
    write_text(dir / "base", fmt::format("{:#x}\n", got->base));
    for (const auto& [pid, gen, obj] : live) link_probes(pid, key, obj, got->probes);
    ++reparsed;
  }
  // Links to objects that are gone, then pids left without a registration.
  for (const auto& [key, users] : regs)
    for (auto [pid, gen] : users) drop(pid, gen);
  std::vector<fs::path> empty;
  for (const auto& d : fs::directory_iterator(stash / "dof-pid", ec)) {
    bool gens = false;
    for (const auto& e : fs::directory_iterator(d.path(), ec))
      gens = gens || e.path().filename() != "next-gen";
    if (!gens) empty.push_back(d.path());
  }
  for (const fs::path& d : empty) fs::remove_all(d, ec);

  // The marker last, by rename, so that a daemon stopped half way through
  // re-parses again at its next start.
  if (write_text(stash / "version.new", format()))
    fs::rename(stash / "version.new", stash / "version", ec);
  return reparsed;
}

}  // namespace dtrace::dtprobed
