// Link: one attachment of a loaded program to a probe point, owning the fds
// that keep it attached (a BPF link, a perf event, or both).  Destroying a
// Link detaches the program (STYLE.md rule 4: teardown is destruction), and
// because every attachment is owned by an fd (DESIGN.md D8), a crashed
// session leaves nothing behind in the kernel.
//
// The attach functions follow DESIGN.md D8: tracepoints through perf
// tracepoint events plus a BPF link, raw tracepoints through
// bpf_raw_tracepoint_open, profile/tick through perf software clock events,
// uprobes through the perf uprobe PMU.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "load/program.h"
#include "support/result.h"
#include "support/unique_fd.h"

namespace dtrace::load {

class Link {
 public:
  Link() = default;
  // `fd` is the BPF link (or, on the ioctl path, the perf event itself);
  // `perf_fd` is the perf event a BPF link is attached to, if any.
  explicit Link(UniqueFd fd, UniqueFd perf_fd = {})
      : perf_fd_(std::move(perf_fd)), fd_(std::move(fd)) {}

  int fd() const { return fd_.get(); }
  int perf_fd() const { return perf_fd_.get(); }
  bool valid() const { return fd_.valid(); }

 private:
  // Declared in this order so the link is closed before its perf event.
  UniqueFd perf_fd_;
  UniqueFd fd_;
};

// Attaches a BPF_PROG_TYPE_TRACEPOINT program to tracefs event
// category:event.  One perf event (pid -1, cpu 0) suffices: the kernel runs
// a tracepoint's BPF programs for every hit on every CPU, whatever CPU the
// perf event itself is bound to.
Result<Link> attach_tracepoint(const Program& prog, std::string_view category,
                               std::string_view event);

// Attaches a BPF_PROG_TYPE_RAW_TRACEPOINT program to raw tracepoint `name`
// (e.g. "sys_enter").
Result<Link> attach_raw_tracepoint(const Program& prog, const std::string& name);

// Attaches a BPF_PROG_TYPE_PERF_EVENT program to a CPU clock firing every
// period_ns, one event per online CPU (profile-N), or on only_cpu alone.
Result<std::vector<Link>> attach_perf_clock(const Program& prog, uint64_t period_ns,
                                            std::optional<int> only_cpu);

// A perf counter that samples every `period` events of perf type `type`
// and `config`, counting user mode, kernel mode or both.
struct PerfCounter {
  uint32_t type = 0;
  uint64_t config = 0;
  uint64_t period = 0;
  bool exclude_user = false;
  bool exclude_kernel = false;
};

// Whether perf can open `counter` here (a hardware event needs a PMU).
bool perf_counter_usable(const PerfCounter& counter);

// Attaches a BPF_PROG_TYPE_PERF_EVENT program to `counter`, one event per
// online CPU, or on only_cpu alone.
Result<std::vector<Link>> attach_perf_counter(const Program& prog, const PerfCounter& counter,
                                              std::optional<int> only_cpu);

// Attaches a BPF_PROG_TYPE_KPROBE program to a uprobe (or uretprobe) at
// file_offset in binary_path, for process pid or every process (-1).  A
// nonzero ref_ctr_offset is the file offset of a USDT semaphore the kernel
// increments while the probe is attached.  A nonzero cookie is what
// bpf_get_attach_cookie() returns in the program (it needs a BPF link).
Result<Link> attach_uprobe(const Program& prog, const std::string& binary_path,
                           uint64_t file_offset, bool retprobe, int pid,
                           uint64_t ref_ctr_offset = 0, uint64_t cookie = 0);

// BPF_TRACE_UPROBE_MULTI (Linux 6.6): the attach type a program must be
// loaded with to serve a uprobe_multi link.
inline constexpr uint32_t kAttachUprobeMulti = 48;

// Attaches a BPF_PROG_TYPE_KPROBE program loaded for kAttachUprobeMulti to
// uprobes (or uretprobes) at every file offset in `offsets` of binary_path,
// for process pid, with one link: the program reads cookies[i] with
// bpf_get_attach_cookie() to tell the sites apart.  One link attaches and
// detaches thousands of sites in one system call each.
Result<Link> attach_uprobe_multi(const Program& prog, const std::string& binary_path,
                                 std::span<const uint64_t> offsets,
                                 std::span<const uint64_t> cookies, bool retprobe, int pid);

// Whether the kernel has uprobe_multi links (loads a two-instruction
// program for kAttachUprobeMulti).
bool have_uprobe_multi();

// The CPUs listed in /sys/devices/system/cpu/online.
Result<std::vector<int>> online_cpus();

}  // namespace dtrace::load
