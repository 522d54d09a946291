// The attach functions.  Perf-event based attachments open the event
// disabled, attach the program with bpf_link_create(BPF_PERF_EVENT) (or,
// on kernels without perf links, PERF_EVENT_IOC_SET_BPF), then enable it, so
// no event fires before its program is in place.
#include "load/link.h"

#include <bpf/bpf.h>
#include <linux/perf_event.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>

#include "load/tracefs.h"
#include "support/strings.h"

namespace dtrace::load {
namespace {

// PERF_UPROBE_REF_CTR_OFFSET_SHIFT in the kernel: the reference counter
// offset sits in config bits 32-63 (format/ref_ctr_offset says so too).
constexpr int kRefCtrShift = 32;

int perf_event_open(perf_event_attr* attr, int pid, int cpu) {
  return static_cast<int>(::syscall(SYS_perf_event_open, attr, pid, cpu, -1, PERF_FLAG_FD_CLOEXEC));
}

// Attaches prog to an open, disabled perf event and enables it.
Result<Link> attach_perf_event(const Program& prog, UniqueFd pfd, std::string_view what,
                               uint64_t cookie = 0) {
  LIBBPF_OPTS(bpf_link_create_opts, opts);
  opts.perf_event.bpf_cookie = cookie;
  int lfd = bpf_link_create(prog.fd(), pfd.get(), BPF_PERF_EVENT, &opts);
  Link link;
  if (lfd >= 0) {
    link = Link(UniqueFd(lfd), std::move(pfd));
  } else if (cookie != 0) {
    // The ioctl below has no cookie to give.
    return Error::from_errno(errno, "failed to attach program '{}' to {}", prog.name(), what);
  } else if (::ioctl(pfd.get(), PERF_EVENT_IOC_SET_BPF, prog.fd()) == 0) {
    link = Link(std::move(pfd));
  } else {
    return Error::from_errno(errno, "failed to attach program '{}' to {}", prog.name(), what);
  }
  int event_fd = link.perf_fd() >= 0 ? link.perf_fd() : link.fd();
  if (::ioctl(event_fd, PERF_EVENT_IOC_ENABLE, 0) < 0)
    return Error::from_errno(errno, "failed to enable {} for program '{}'", what, prog.name());
  return link;
}

Result<uint32_t> read_sysfs_uint(const std::string& path, std::string_view what) {
  std::optional<std::string> text = read_file(path);
  if (!text) return Error::from_errno(errno != 0 ? errno : ENOENT, "failed to read {}", path);
  std::optional<uint64_t> v = parse_uint(trim(*text));
  if (!v) return Error::make("failed to parse {} from {}", what, path);
  return static_cast<uint32_t>(*v);
}

// The config bit that turns a uprobe PMU event into a uretprobe, from
// format/retprobe ("config:0").
Result<int> uprobe_retprobe_bit() {
  const std::string path = "/sys/bus/event_source/devices/uprobe/format/retprobe";
  std::optional<std::string> text = read_file(path);
  if (!text) return Error::from_errno(errno != 0 ? errno : ENOENT, "failed to read {}", path);
  std::string_view v = trim(*text);
  if (!starts_with(v, "config:")) return Error::make("failed to parse {}", path);
  std::optional<uint64_t> bit = parse_uint(v.substr(7));
  if (!bit || *bit > 63) return Error::make("failed to parse {}", path);
  return static_cast<int>(*bit);
}

}  // namespace

Result<Link> attach_tracepoint(const Program& prog, std::string_view category,
                               std::string_view event) {
  auto id = tracepoint_id(category, event);
  if (!id) return id.error();
  perf_event_attr attr{};
  attr.type = PERF_TYPE_TRACEPOINT;
  attr.size = sizeof(attr);
  attr.config = *id;
  attr.sample_period = 1;
  attr.wakeup_events = 1;
  attr.disabled = 1;
  int pfd = perf_event_open(&attr, -1, 0);
  if (pfd < 0)
    return Error::from_errno(errno, "failed to open tracepoint '{}:{}'", category, event);
  return attach_perf_event(prog, UniqueFd(pfd), fmt::format("tracepoint '{}:{}'", category, event));
}

Result<Link> attach_raw_tracepoint(const Program& prog, const std::string& name) {
  int fd = bpf_raw_tracepoint_open(name.c_str(), prog.fd());
  if (fd < 0)
    return Error::from_errno(-fd, "failed to attach program '{}' to raw tracepoint '{}'",
                             prog.name(), name);
  return Link(UniqueFd(fd));
}

Result<std::vector<int>> online_cpus() {
  const std::string path = "/sys/devices/system/cpu/online";
  std::optional<std::string> text = read_file(path);
  if (!text) return Error::from_errno(errno != 0 ? errno : ENOENT, "failed to read {}", path);
  std::vector<int> cpus;
  for (const std::string& range : split(trim(*text), ',')) {
    std::vector<std::string> ends = split(range, '-');
    std::optional<uint64_t> lo = parse_uint(trim(ends.front()));
    std::optional<uint64_t> hi = parse_uint(trim(ends.back()));
    if (!lo || !hi || ends.size() > 2 || *hi < *lo) return Error::make("failed to parse {}", path);
    for (uint64_t c = *lo; c <= *hi; ++c) cpus.push_back(static_cast<int>(c));
  }
  return cpus;
}

Result<std::vector<Link>> attach_perf_clock(const Program& prog, uint64_t period_ns,
                                            std::optional<int> only_cpu) {
  return attach_perf_counter(prog, {PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_CLOCK, period_ns},
                             only_cpu);
}

bool perf_counter_usable(const PerfCounter& counter) {
  perf_event_attr attr{};
  attr.type = counter.type;
  attr.size = sizeof(attr);
  attr.config = counter.config;
  attr.sample_period = counter.period;
  attr.disabled = 1;
  UniqueFd fd(perf_event_open(&attr, -1, 0));
  return fd.valid();
}

Result<std::vector<Link>> attach_perf_counter(const Program& prog, const PerfCounter& counter,
                                              std::optional<int> only_cpu) {
  std::vector<int> cpus;
  if (only_cpu) {
    cpus.push_back(*only_cpu);
  } else {
    auto online = online_cpus();
    if (!online) return online.error();
    cpus = std::move(*online);
  }
  perf_event_attr attr{};
  attr.type = counter.type;
  attr.size = sizeof(attr);
  attr.config = counter.config;
  attr.sample_period = counter.period;
  attr.exclude_user = counter.exclude_user;
  attr.exclude_kernel = counter.exclude_kernel;
  attr.exclude_hv = counter.exclude_kernel;
  attr.disabled = 1;
  const char* what = counter.type == PERF_TYPE_SOFTWARE && counter.config == PERF_COUNT_SW_CPU_CLOCK
                         ? "CPU clock"
                         : "perf counter";
  std::vector<Link> links;
  for (int cpu : cpus) {
    int pfd = perf_event_open(&attr, -1, cpu);
    if (pfd < 0) {
      if (counter.type == PERF_TYPE_HARDWARE && (errno == ENOENT || errno == EOPNOTSUPP))
        return Error{errno, "this machine has no hardware performance counters (the CPU or the "
                            "hypervisor does not offer them to perf)"};
      return Error::from_errno(errno, "failed to open {} event on CPU {}", what, cpu);
    }
    auto link = attach_perf_event(prog, UniqueFd(pfd), fmt::format("{} on CPU {}", what, cpu));
    if (!link) return link.error();
    links.push_back(std::move(*link));
  }
  return links;
}

Result<Link> attach_uprobe(const Program& prog, const std::string& binary_path,
                           uint64_t file_offset, bool retprobe, int pid,
                           uint64_t ref_ctr_offset, uint64_t cookie) {
  auto type = read_sysfs_uint("/sys/bus/event_source/devices/uprobe/type", "uprobe PMU type");
  if (!type) return type.error();
  perf_event_attr attr{};
  attr.type = *type;
  attr.size = sizeof(attr);
  if (retprobe) {
    auto bit = uprobe_retprobe_bit();
    if (!bit) return bit.error();
    attr.config |= uint64_t{1} << *bit;
  }
  attr.config |= ref_ctr_offset << kRefCtrShift;
  attr.config1 = reinterpret_cast<uint64_t>(binary_path.c_str());  // uprobe_path
  attr.config2 = file_offset;                                        // probe_offset
  attr.disabled = 1;
  // Every process: pid -1 needs a CPU, and as for tracepoints one event
  // serves all CPUs.  One process: follow it on any CPU.
  int pfd = pid < 0 ? perf_event_open(&attr, -1, 0) : perf_event_open(&attr, pid, -1);
  std::string what = fmt::format("{} '{}:{:#x}'", retprobe ? "uretprobe" : "uprobe",
                                 binary_path, file_offset);
  if (pfd < 0) return Error::from_errno(errno, "failed to open {}", what);
  return attach_perf_event(prog, UniqueFd(pfd), what, cookie);
}

namespace {

// The link_create part of union bpf_attr for uprobe_multi, as Linux 6.6
// lays it out (the system headers here predate it).
struct UprobeMultiAttr {
  uint32_t prog_fd;
  uint32_t target_fd;
  uint32_t attach_type;
  uint32_t flags;
  uint64_t path;
  uint64_t offsets;
  uint64_t ref_ctr_offsets;
  uint64_t cookies;
  uint32_t cnt;
  uint32_t multi_flags;
  uint32_t pid;
  uint32_t pad;
};
constexpr uint32_t kUprobeMultiReturn = 1;  // BPF_F_UPROBE_MULTI_RETURN

}  // namespace

Result<Link> attach_uprobe_multi(const Program& prog, const std::string& binary_path,
                                 std::span<const uint64_t> offsets,
                                 std::span<const uint64_t> cookies, bool retprobe, int pid) {
  UprobeMultiAttr attr{};
  attr.prog_fd = static_cast<uint32_t>(prog.fd());
  attr.attach_type = kAttachUprobeMulti;
  attr.path = reinterpret_cast<uint64_t>(binary_path.c_str());
  attr.offsets = reinterpret_cast<uint64_t>(offsets.data());
  attr.cookies = reinterpret_cast<uint64_t>(cookies.data());
  attr.cnt = static_cast<uint32_t>(offsets.size());
  attr.multi_flags = retprobe ? kUprobeMultiReturn : 0;
  attr.pid = pid > 0 ? static_cast<uint32_t>(pid) : 0;
  int fd = static_cast<int>(::syscall(SYS_bpf, BPF_LINK_CREATE, &attr, sizeof(attr)));
  if (fd < 0)
    return Error::from_errno(errno, "failed to attach {} {} in '{}'", offsets.size(),
                             retprobe ? "uretprobes" : "uprobes", binary_path);
  return Link(UniqueFd(fd));
}

// Older kernels load a kprobe program whatever its expected attach type,
// so the kernel's version decides; the load then confirms BPF works.
bool have_uprobe_multi() {
  utsname u{};
  if (::uname(&u) != 0) return false;
  unsigned major = 0, minor = 0;
  if (std::sscanf(u.release, "%u.%u", &major, &minor) != 2) return false;
  if (major < 6 || (major == 6 && minor < 6)) return false;
  static const bpf_insn kReturnZero[] = {
      {BPF_ALU64 | BPF_MOV | BPF_K, BPF_REG_0, 0, 0, 0},
      {BPF_JMP | BPF_EXIT, 0, 0, 0, 0},
  };
  auto prog = Program::load(BPF_PROG_TYPE_KPROBE, kReturnZero, "dt_probe_multi", 0, nullptr,
                            kAttachUprobeMulti);
  return prog.has_value();
}

}  // namespace dtrace::load
