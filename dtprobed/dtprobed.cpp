// dtprobed: receives DOF from USDT programs (drti) over a SOCK_SEQPACKET
// socket and keeps the stash under its root (DESIGN.md D11, design/usdt.md
// 6.2).  One request per connection: ADDDOF (the dof_helper_t fields and
// the DOF bytes) or REMOVE (a generation); the reply is {status, gen}.
// The caller's pid comes from the kernel (SO_PEERCRED of a connection the
// caller made for this one request), never from the payload; the object's
// dev/ino and module name come from /proc/PID/maps at the DOF's address.
// DOF is parsed by the bounds-checked parser of libdtrace/dof, in a forked
// child under seccomp (sandbox.h); probe sites
// are turned into file offsets through the object's own program headers
// and must lie in an executable segment.
//
//   dtprobed [--root DIR] [-F] [-d]
//
// --root defaults to /run/dtrace (socket DIR/helper.sock).  A listening
// socket passed the systemd way (LISTEN_FDS=1, fd 3) is used instead of
// creating one.  -F stays in the foreground, -d prints each request.
#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/un.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include <fmt/format.h>

#include "dof/parser.h"
#include "libproc/elf_symbols.h"
#include "libproc/maps.h"
#include "sandbox.h"
#include "stash.h"

namespace {

using namespace dtrace;

constexpr uint32_t kMagic = 0x50485444;  // "DTHP"
constexpr size_t kReqSize = 96;          // magic..len, see drti.c
constexpr size_t kMaxMessage = 16u << 20;

struct Config {
  std::string root = "/run/dtrace";
  bool foreground = false, debug = false;
};

struct Request {
  uint16_t op = 0;
  uint64_t addr = 0, dof = 0, len = 0;
  std::vector<uint8_t> bytes;
};

std::optional<Request> decode(const std::vector<uint8_t>& m) {
  if (m.size() < kReqSize) return std::nullopt;
  Request r;
  uint32_t magic;
  uint16_t version;
  std::memcpy(&magic, m.data(), 4);
  std::memcpy(&version, m.data() + 4, 2);
  std::memcpy(&r.op, m.data() + 6, 2);
  std::memcpy(&r.addr, m.data() + 72, 8);
  std::memcpy(&r.dof, m.data() + 80, 8);
  std::memcpy(&r.len, m.data() + 88, 8);
  if (magic != kMagic || version != 1) return std::nullopt;
  if (r.op == 1 && r.len != m.size() - kReqSize) return std::nullopt;
  r.bytes.assign(m.begin() + kReqSize, m.end());
  return r;
}

// The file mapping of `pid` that holds `addr`.
std::optional<proc::Mapping> mapping_at(pid_t pid, uint64_t addr) {
  auto maps = proc::read_maps(pid);
  if (!maps) return std::nullopt;
  for (const proc::Mapping& m : *maps)
    if (addr >= m.start && addr < m.end && m.inode != 0 && m.path.starts_with("/")) return m;
  return std::nullopt;
}

// Sites as file offsets: dofpr_addr is the run-time address (the loader
// relocated it) or, if the loader left it alone, the link-time one.
Result<std::vector<dtprobed::StashProbe>> locate(const dof::ParsedDof& d, uint64_t base,
                                                 const proc::ElfSymbols& elf) {
  std::vector<dtprobed::StashProbe> out;
  auto exec_off = [&](uint64_t vaddr) -> std::optional<uint64_t> {
    for (const proc::Segment& s : elf.segments())
      if (s.executable && vaddr >= s.vaddr && vaddr + 5 <= s.vaddr + s.filesz)
        return vaddr - s.vaddr + s.offset;
    return std::nullopt;
  };
  for (const dof::ParsedProbe& p : d.probes) {
    uint64_t fn = p.addr;
    if (!exec_off(fn) || (base && exec_off(fn - base))) fn -= base;
    dtprobed::StashProbe sp{p, {}, {}};
    for (uint32_t o : p.offs) {
      auto fo = exec_off(fn + o);
      if (!fo) return Error::make("probe {} site outside the object's code", p.name);
      sp.sites.push_back(*fo);
    }
    for (uint32_t o : p.enoffs) {
      auto fo = exec_off(fn + o);
      if (!fo) return Error::make("probe {} site outside the object's code", p.name);
      sp.enabled_sites.push_back(*fo);
    }
    out.push_back(std::move(sp));
  }
  return out;
}

Result<int> add_dof(dtprobed::Stash& stash, pid_t pid, const Request& r) {
  auto m = mapping_at(pid, r.dof);
  if (!m) return Error::make("pid {}: no file mapping at the DOF address", pid);
  auto parsed = dtprobed::parse_dof_sandboxed(r.bytes);
  if (!parsed) return parsed.error();
  auto elf = proc::ElfSymbols::open(fmt::format("/proc/{}/map_files/{:x}-{:x}", pid, m->start, m->end));
  if (!elf) elf = proc::ElfSymbols::open(m->path);
  if (!elf) return elf.error();
  auto probes = locate(*parsed, r.addr, *elf);
  if (!probes) return probes.error();
  dtprobed::Object obj{m->dev, m->inode, m->path.substr(m->path.rfind('/') + 1)};
  return stash.add(pid, obj, r.bytes, *probes);
}

void reply(int fd, int32_t status, int32_t gen) {
  int32_t rep[2] = {status, gen};
  (void)!send(fd, rep, sizeof rep, MSG_NOSIGNAL);
}

// One connection: one request, one reply.
void serve(int fd, dtprobed::Stash& stash, const Config& cfg) {
  struct ucred cred {};
  socklen_t len = sizeof cred;
  if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &len) != 0) return reply(fd, -EPERM, -1);
  struct timeval tv = {2, 0};
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
  ssize_t size = recv(fd, nullptr, 0, MSG_PEEK | MSG_TRUNC);
  if (size <= 0 || static_cast<size_t>(size) > kMaxMessage) return reply(fd, -EINVAL, -1);
  std::vector<uint8_t> msg(static_cast<size_t>(size));
  if (recv(fd, msg.data(), msg.size(), 0) != size) return reply(fd, -EINVAL, -1);
  auto req = decode(msg);
  if (!req) return reply(fd, -EINVAL, -1);
  if (req->op == 2) {
    if (cfg.debug) fmt::print(stderr, "dtprobed: pid {}: remove gen {}\n", cred.pid, req->addr);
    stash.remove(cred.pid, static_cast<int>(req->addr));
    return reply(fd, 0, static_cast<int32_t>(req->addr));
  }
  if (req->op != 1) return reply(fd, -EINVAL, -1);
  auto gen = add_dof(stash, cred.pid, *req);
  if (cfg.debug)
    fmt::print(stderr, "dtprobed: pid {}: add: {}\n", cred.pid,
               gen ? fmt::format("gen {}", *gen) : gen.error().message);
  reply(fd, gen ? 0 : -EINVAL, gen ? *gen : -1);
}

int listen_socket(const Config& cfg) {
  const char* fds = std::getenv("LISTEN_FDS");
  const char* lpid = std::getenv("LISTEN_PID");
  if (fds && lpid && std::atoi(fds) == 1 && std::atoi(lpid) == getpid()) return 3;
  std::string path = cfg.root + "/helper.sock";
  sockaddr_un addr{};
  addr.sun_family = AF_UNIX;
  if (path.size() >= sizeof addr.sun_path) return -1;
  std::strcpy(addr.sun_path, path.c_str());
  int fd = socket(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0);
  unlink(path.c_str());
  if (fd < 0 || bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 ||
      chmod(path.c_str(), 0666) != 0 || listen(fd, 128) != 0)
    return -1;
  return fd;
}

}  // namespace

int main(int argc, char** argv) {
  Config cfg;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--root" && i + 1 < argc) {
      cfg.root = argv[++i];
    } else if (a == "-F") {
      cfg.foreground = true;
    } else if (a == "-d") {
      cfg.debug = true;
    } else {
      fmt::print(stderr, "usage: dtprobed [--root DIR] [-F] [-d]\n");
      return 1;
    }
  }
  std::signal(SIGPIPE, SIG_IGN);
  dtprobed::Stash stash(cfg.root);
  if (auto r = stash.init(); !r) {
    fmt::print(stderr, "dtprobed: {}\n", r.error().message);
    return 1;
  }
  int lfd = listen_socket(cfg);
  if (lfd < 0) {
    fmt::print(stderr, "dtprobed: cannot listen on {}/helper.sock: {}\n", cfg.root,
               std::strerror(errno));
    return 1;
  }
  stash.prune_dead();
  if (!cfg.foreground && daemon(0, 0) != 0) return 2;
  for (unsigned n = 0;; ++n) {
    int fd = accept4(lfd, nullptr, nullptr, SOCK_CLOEXEC);
    if (fd < 0) continue;
    serve(fd, stash, cfg);
    close(fd);
    if (n % 128 == 127) stash.prune_dead();
  }
}
