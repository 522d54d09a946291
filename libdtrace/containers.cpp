// -x pidns and -x cgroup: resolving the paths, and the cgroup test; see
// containers.h.
#include "containers.h"

#include <linux/bpf.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysmacros.h>

#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace dtrace::containers {

namespace {

constexpr uint64_t kInitPidNsIno = 0xeffffffc;  // PROC_PID_INIT_INO
constexpr long kCgroup2Magic = 0x63677270;      // CGROUP2_SUPER_MAGIC

// Where the cgroup v2 hierarchy is mounted ("" when it is not).
std::string cgroup2_mount() {
  std::ifstream in("/proc/self/mountinfo");
  std::string line;
  while (std::getline(in, line)) {
    // ID PARENT MAJ:MIN ROOT MOUNTPOINT OPTS [OPTIONAL...] - FSTYPE SOURCE SUPEROPTS
    size_t dash = line.find(" - ");
    if (dash == std::string::npos || line.compare(dash + 3, 8, "cgroup2 ") != 0) continue;
    std::istringstream fields(line.substr(0, dash));
    std::string id, parent, dev, root, mount;
    if (fields >> id >> parent >> dev >> root >> mount) return mount;
  }
  return "";
}

bool is_cgroup2_dir(const std::string& path) {
  struct statfs fs {};
  return statfs(path.c_str(), &fs) == 0 && fs.f_type == kCgroup2Magic;
}

}  // namespace

Result<PidNamespace> resolve_pidns(std::string_view spec) {
  if (spec.empty() || spec == "init") return PidNamespace{};
  std::string proc;  // "/proc/PID"
  if (spec == "own") {
    proc = "/proc/self";
  } else if (spec.starts_with("/proc/") && spec.ends_with("/ns/pid")) {
    proc = std::string(spec.substr(0, spec.size() - 7));
  } else {
    return Error::make("could not enable tracing: pidns {}: not init, own or /proc/PID/ns/pid",
                       spec);
  }
  std::string ns_path = proc + "/ns/pid";
  struct stat st {};
  if (stat(ns_path.c_str(), &st) != 0)
    return Error::make("could not enable tracing: pidns {}: {}", spec, std::strerror(errno));
  if (st.st_ino == kInitPidNsIno) return PidNamespace{};
  // The kernel's dev_t (MKDEV: 12-bit major above a 20-bit minor).
  uint64_t dev = (uint64_t{major(st.st_dev)} << 20) | minor(st.st_dev);
  return PidNamespace{dev, st.st_ino};
}

Result<CgroupFilter> resolve_cgroup(std::string_view spec) {
  if (spec.empty()) return CgroupFilter{};
  std::string mount = cgroup2_mount();
  if (mount.empty())
    return Error::make("could not enable tracing: cgroup {}: no cgroup v2 hierarchy is mounted",
                       spec);
  std::string path(spec);
  if (!is_cgroup2_dir(path)) path = mount + (spec.starts_with("/") ? "" : "/") + path;
  struct stat st {};
  if (stat(path.c_str(), &st) != 0 || !S_ISDIR(st.st_mode) || !is_cgroup2_dir(path))
    return Error::make(
        "could not enable tracing: cgroup {}: not a cgroup of the v2 hierarchy at {}", spec, mount);
  std::error_code ec;
  auto rel = std::filesystem::canonical(path, ec).lexically_relative(
      std::filesystem::canonical(mount, ec));
  uint32_t level = 0;
  for (const auto& part : rel)
    if (part != "." && !part.empty()) ++level;
  return CgroupFilter{st.st_ino, level};
}

void emit_cgroup_filter(ir::Builder& b, const CgroupFilter& f) {
  if (f.id == 0) return;
  b.comment("-x cgroup: only tasks of cgroup " + std::to_string(f.id));
  b.mov(ir::R1, static_cast<int64_t>(f.level));
  b.call(BPF_FUNC_get_current_ancestor_cgroup_id, 1);
  ir::Reg got = b.vreg();
  b.mov(got, ir::R0);
  ir::Reg want = b.vreg();
  b.mov(want, static_cast<int64_t>(f.id));
  uint32_t inside = b.new_label();
  b.jump_if(ir::Cond::Eq, got, want, inside);
  b.mov(ir::R0, 0);
  b.exit();
  b.label(inside);
}

}  // namespace dtrace::containers
