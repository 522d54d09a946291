// The sandboxed DOF parser (sandbox.h).
#include "sandbox.h"

#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <signal.h>
#include <stddef.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>
#include <vector>

#include "dof/format.h"
#include "support/unique_fd.h"

namespace dtrace::dtprobed {
namespace {

constexpr int kTimeoutMs = 2000;
constexpr size_t kMaxReply = 64u << 20;
constexpr rlim_t kMaxMemory = 1024u << 20;

// ---- the child's side -----------------------------------------------------

void put_u32(std::vector<uint8_t>& out, uint32_t v) {
  out.insert(out.end(), reinterpret_cast<uint8_t*>(&v), reinterpret_cast<uint8_t*>(&v) + 4);
}
void put_u64(std::vector<uint8_t>& out, uint64_t v) {
  out.insert(out.end(), reinterpret_cast<uint8_t*>(&v), reinterpret_cast<uint8_t*>(&v) + 8);
}
void put_str(std::vector<uint8_t>& out, const std::string& s) {
  put_u32(out, static_cast<uint32_t>(s.size()));
  out.insert(out.end(), s.begin(), s.end());
}
void put_strs(std::vector<uint8_t>& out, const std::vector<std::string>& v) {
  put_u32(out, static_cast<uint32_t>(v.size()));
  for (const std::string& s : v) put_str(out, s);
}
void put_u32s(std::vector<uint8_t>& out, const std::vector<uint32_t>& v) {
  put_u32(out, static_cast<uint32_t>(v.size()));
  for (uint32_t x : v) put_u32(out, x);
}

// Status byte 1 and the parse, or status 0 and the error message.
std::vector<uint8_t> encode(const Result<dof::ParsedDof>& r) {
  std::vector<uint8_t> out;
  out.push_back(r ? 1 : 0);
  if (!r) {
    put_str(out, r.error().message);
    return out;
  }
  out.push_back(r->version);
  put_u64(out, r->loadsz);
  put_u32(out, static_cast<uint32_t>(r->probes.size()));
  for (const dof::ParsedProbe& p : r->probes) {
    put_str(out, p.provider);
    put_str(out, p.function);
    put_str(out, p.name);
    put_u64(out, p.addr);
    put_u32s(out, p.offs);
    put_u32s(out, p.enoffs);
    put_strs(out, p.native_types);
    put_strs(out, p.xlated_types);
    put_u32(out, static_cast<uint32_t>(p.argmap.size()));
    out.insert(out.end(), p.argmap.begin(), p.argmap.end());
  }
  return out;
}

// Only x86_64 system calls, and of those only these.
bool enter_seccomp() {
  std::vector<sock_filter> filter = {
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, arch)),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS),
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr)),
  };
  for (uint32_t nr : {SYS_read, SYS_write, SYS_exit, SYS_exit_group, SYS_brk, SYS_mmap, SYS_munmap,
                      SYS_mremap, SYS_madvise, SYS_rt_sigreturn, SYS_futex}) {
    filter.push_back(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, nr, 0, 1));
    filter.push_back(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
  }
  filter.push_back(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS));
  sock_fprog prog{static_cast<unsigned short>(filter.size()), filter.data()};
  return prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0 &&
         prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog) == 0;
}

[[noreturn]] void child(int out, std::span<const uint8_t> bytes) {
  rlimit cpu{2, 3}, mem{kMaxMemory, kMaxMemory};
  setrlimit(RLIMIT_CPU, &cpu);
  setrlimit(RLIMIT_AS, &mem);
  if (!enter_seccomp()) syscall(SYS_exit_group, 3);
  std::vector<uint8_t> reply = encode(dof::parse_dof(bytes));
  for (size_t done = 0; done < reply.size();) {
    ssize_t n = write(out, reply.data() + done, reply.size() - done);
    if (n <= 0) syscall(SYS_exit_group, 4);
    done += static_cast<size_t>(n);
  }
  syscall(SYS_exit_group, 0);
  __builtin_unreachable();
}

// ---- the daemon's side ----------------------------------------------------

// A bounds-checked reader over the child's reply.
class Reader {
 public:
  explicit Reader(std::span<const uint8_t> b) : b_(b) {}
  bool ok() const { return ok_; }
  bool at_end() const { return pos_ == b_.size(); }
  template <typename T>
  T num() {
    T v{};
    if (!take(sizeof v)) return v;
    std::memcpy(&v, b_.data() + pos_ - sizeof v, sizeof v);
    return v;
  }
  std::string str(size_t max) {
    uint32_t n = num<uint32_t>();
    if (n > max || !take(n)) return ok_ = false, std::string();
    return std::string(reinterpret_cast<const char*>(b_.data() + pos_ - n), n);
  }
  std::vector<std::string> strs() {
    uint32_t n = num<uint32_t>();
    std::vector<std::string> out;
    for (uint32_t i = 0; ok_ && i < n && i < 64; ++i) out.push_back(str(256));
    if (n >= 64) ok_ = false;
    return out;
  }
  std::vector<uint32_t> u32s() {
    uint32_t n = num<uint32_t>();
    std::vector<uint32_t> out;
    if (static_cast<uint64_t>(n) * 4 > b_.size() - pos_) return ok_ = false, out;
    for (uint32_t i = 0; i < n; ++i) out.push_back(num<uint32_t>());
    return out;
  }

 private:
  bool take(size_t n) {
    if (!ok_ || n > b_.size() - pos_) return ok_ = false;
    pos_ += n;
    return true;
  }
  std::span<const uint8_t> b_;
  size_t pos_ = 0;
  bool ok_ = true;
};

bool valid(const dof::ParsedProbe& p) {
  if (!dof::safe_name(p.provider, dof::kProvNameLen) ||
      !dof::safe_name(p.function, dof::kFuncNameLen) ||
      !dof::safe_name(p.name, dof::kNameLen) || (p.offs.empty() && p.enoffs.empty()))
    return false;
  if (p.argmap.size() != p.xlated_types.size()) return false;
  for (uint8_t a : p.argmap)
    if (a >= p.native_types.size()) return false;
  return true;
}

Result<dof::ParsedProbe> decode_probe(Reader& r) {
  dof::ParsedProbe p;
  p.provider = r.str(256);
  p.function = r.str(256);
  p.name = r.str(256);
  p.addr = r.num<uint64_t>();
  p.offs = r.u32s();
  p.enoffs = r.u32s();
  p.native_types = r.strs();
  p.xlated_types = r.strs();
  uint32_t n = r.num<uint32_t>();
  for (uint32_t i = 0; r.ok() && i < n && i < 64; ++i) p.argmap.push_back(r.num<uint8_t>());
  if (!r.ok() || n >= 64 || !valid(p)) return Error::make("DOF parser child sent a bad probe");
  return p;
}

Result<dof::ParsedDof> decode(std::span<const uint8_t> reply) {
  Reader r(reply);
  if (r.num<uint8_t>() == 0) {
    std::string msg = r.str(4096);
    if (!r.ok()) return Error::make("DOF parser child sent a bad reply");
    return Error::make("{}", msg);
  }
  dof::ParsedDof d;
  d.version = r.num<uint8_t>();
  d.loadsz = r.num<uint64_t>();
  uint32_t n = r.num<uint32_t>();
  for (uint32_t i = 0; r.ok() && i < n; ++i) {
    auto p = decode_probe(r);
    if (!p) return p.error();
    d.probes.push_back(std::move(*p));
  }
  if (!r.ok() || !r.at_end()) return Error::make("DOF parser child sent a bad reply");
  return d;
}

// Reads the child's whole reply, or fails after kTimeoutMs.
bool read_reply(int fd, std::vector<uint8_t>& out) {
  uint8_t buf[65536];
  for (;;) {
    pollfd p{fd, POLLIN, 0};
    int r = poll(&p, 1, kTimeoutMs);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return false;
    ssize_t n = read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return false;
    if (n == 0) return true;
    if (out.size() + static_cast<size_t>(n) > kMaxReply) return false;
    out.insert(out.end(), buf, buf + n);
  }
}

}  // namespace

Result<dof::ParsedDof> parse_dof_sandboxed(std::span<const uint8_t> bytes) {
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) return Error::from_errno(errno, "pipe");
  UniqueFd in(fds[0]), out(fds[1]);
  pid_t pid = fork();
  if (pid < 0) return Error::from_errno(errno, "fork");
  if (pid == 0) {
    in.reset();
    child(out.get(), bytes);
  }
  out.reset();
  std::vector<uint8_t> reply;
  bool complete = read_reply(in.get(), reply);
  if (!complete) kill(pid, SIGKILL);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (!complete || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
    return Error::make("DOF parser child failed ({})",
                       WIFSIGNALED(status) ? strsignal(WTERMSIG(status)) : "bad exit");
  return decode(reply);
}

}  // namespace dtrace::dtprobed
