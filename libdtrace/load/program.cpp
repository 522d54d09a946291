// Program loading with the verifier log.  The log buffer starts at 1 MiB;
// when the kernel says ENOSPC (log full) on a load that asked for the log,
// the buffer grows and the load is retried, up to 64 MiB.  Kernels since
// 6.4 keep the tail of an overflowing log, which holds the error, so a
// failed program's log is useful even when it was cut.
#include "load/program.h"

#include <bpf/bpf.h>

#include <cerrno>
#include <cstring>

#include "load/kernel_name.h"
#include "load/libbpf_quiet.h"

namespace dtrace::load {
namespace {

constexpr size_t kFirstLogSize = size_t{1} << 20;
constexpr size_t kMaxLogSize = size_t{1} << 26;

struct LoadRequest {
  uint32_t prog_type;
  std::span<const bpf_insn> insns;
  std::string kernel_name;
  uint32_t expected_attach_type;
};

// One bpf_prog_load; returns the fd or -errno.
int load_once(const LoadRequest& req, uint32_t log_level, std::string* log) {
  LIBBPF_OPTS(bpf_prog_load_opts, opts,
              .expected_attach_type = static_cast<bpf_attach_type>(req.expected_attach_type));
  if (log != nullptr) {
    opts.log_level = log_level;
    opts.log_buf = log->data();
    opts.log_size = static_cast<uint32_t>(log->size());
    log->front() = '\0';
  }
  return bpf_prog_load(static_cast<bpf_prog_type>(req.prog_type), req.kernel_name.c_str(), "GPL",
                       req.insns.data(), req.insns.size(), &opts);
}

// Loads with the log at `log_level`, growing the buffer while the kernel
// reports it full.  Leaves the log's text (NUL-trimmed) in *log.
int load_with_log(const LoadRequest& req, uint32_t log_level, std::string* log) {
  int fd = -ENOSPC;
  for (size_t size = kFirstLogSize; size <= kMaxLogSize; size *= 8) {
    log->assign(size, '\0');
    fd = load_once(req, log_level, log);
    if (fd != -ENOSPC) break;
  }
  log->resize(std::strlen(log->c_str()));
  return fd;
}

// The error of a failed load.  A kernel in lockdown refuses the helper
// behind copyout() and copyoutstr() in every program type; say so instead
// of the bare EINVAL.
Error load_error(int err, const std::string& name, const std::string& log) {
  if (log.find("cannot use helper bpf_probe_write_user") != std::string::npos)
    return Error{EPERM,
                 "copyout( ) and copyoutstr( ) are not available: the kernel is locked down "
                 "and refuses bpf_probe_write_user (see kernel_lockdown(7))"};
  if (log.find("jumps is too complex") != std::string::npos)
    return Error{err, fmt::format("failed to load program '{}': too many branches for the "
                                  "verifier (use fewer json( ) or string calls per probe)",
                                  name)};
  if (log.find("BPF program is too large") != std::string::npos)
    return Error{err, fmt::format("failed to load program '{}': too large for the verifier, "
                                  "which stops at a million instructions explored (use fewer "
                                  "json( ) or string calls per probe, or a smaller strsize)",
                                  name)};
  return Error::from_errno(err, "failed to load program '{}'", name);
}

}  // namespace

std::optional<uint32_t> refused_insn(std::string_view log) {
  std::optional<uint32_t> last;
  size_t start = 0;
  while (start < log.size()) {
    size_t end = log.find('\n', start);
    if (end == std::string_view::npos) end = log.size();
    std::string_view line = log.substr(start, end - start);
    start = end + 1;
    // "N: (op) ..." : digits, a colon, a space, an opening parenthesis.
    size_t digits = 0;
    while (digits < line.size() && line[digits] >= '0' && line[digits] <= '9') ++digits;
    if (digits == 0 || digits > 9 || !line.substr(digits).starts_with(": (")) continue;
    uint32_t n = 0;
    for (size_t i = 0; i < digits; ++i) n = n * 10 + static_cast<uint32_t>(line[i] - '0');
    last = n;
  }
  return last;
}

Result<Program> Program::load(uint32_t prog_type, std::span<const bpf_insn> insns,
                              const std::string& name, uint32_t log_level,
                              std::string* verifier_log, uint32_t expected_attach_type) {
  quiet_libbpf();
  LoadRequest req{prog_type, insns, kernel_object_name(name), expected_attach_type};
  std::string log;
  int fd = 0;
  if (log_level > 0) {
    fd = load_with_log(req, log_level, &log);
  } else {
    fd = load_once(req, 0, nullptr);
    if (fd < 0) {
      int first_err = fd;
      int retry = load_with_log(req, 1, &log);
      // The retry should fail the same way; if it did not, keep its program.
      fd = retry >= 0 ? retry : first_err;
    }
  }
  if (verifier_log != nullptr) *verifier_log = log;
  if (fd < 0) return load_error(-fd, name, log);
  return Program(name, prog_type, UniqueFd(fd));
}

Result<int> Program::test_run(std::span<const uint8_t> ctx_in) const {
  LIBBPF_OPTS(bpf_test_run_opts, opts, .ctx_in = ctx_in.empty() ? nullptr : ctx_in.data(),
              .ctx_size_in = static_cast<uint32_t>(ctx_in.size()));
  int err = bpf_prog_test_run_opts(fd(), &opts);
  if (err < 0) return Error::from_errno(-err, "failed to run program '{}'", name_);
  return static_cast<int>(opts.retval);
}

}  // namespace dtrace::load
