// dtprobed: receives DOF from USDT programs (drti) over a SOCK_SEQPACKET
// socket and keeps the stash under its root (DESIGN.md D11, design/usdt.md
// 6.2).  One request per connection: ADDDOF (the dof_helper_t fields and
// the DOF bytes) or REMOVE (a generation); the reply is {status, gen}.
// The caller's pid comes from the kernel (the SCM_CREDENTIALS of the
// request message), never from the payload; the object's
// dev/ino and module name come from /proc/PID/maps at the DOF's address.
// DOF is parsed by the bounds-checked parser of libdtrace/dof, in a forked
// child under seccomp (sandbox.h); probe sites
// are turned into file offsets through the object's own program headers
// and must lie in an executable segment.  At startup a stash written with
// another parsed format is re-parsed from its stored DOF (stash.h).
//
//   dtprobed [--root DIR] [-F] [-d]
//
// --root defaults to /run/dtrace (socket DIR/helper.sock).  A listening
// socket passed the systemd way (LISTEN_FDS=1, fd 3) is used instead of
// creating one.  -F stays in the foreground, -d prints each request.
#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/uio.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <optional>
#include <span>
#include <string>
#include <utility>

#include <fmt/format.h>

#include "dof/parser.h"
#include "libproc/elf_symbols.h"
#include "libproc/maps.h"
#include "sandbox.h"
#include "stash.h"
#include "support/unique_fd.h"

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

// True if the file holds a site pattern -G leaves at `off`: five NOPs
// (a call, an is-enabled call) or ret and four NOPs (a tail call).
bool site_pattern(int fd, uint64_t off) {
  uint8_t b[5];
  if (pread(fd, b, sizeof b, static_cast<off_t>(off)) != static_cast<ssize_t>(sizeof b))
    return false;
  if (b[0] != 0x90 && b[0] != 0xc3) return false;
  for (int i = 1; i < 5; ++i)
    if (b[i] != 0x90) return false;
  return true;
}

// Sites as file offsets: dofpr_addr is the run-time address (the loader
// relocated it) or, if the loader left it alone, the link-time one.  A
// site must lie in an executable segment of the object that carried the
// DOF, on a -G pattern in that file (design/usdt.md 6.4 item 3): else a
// uprobe could later go mid-instruction, in every process mapping it.
Result<std::vector<dtprobed::StashProbe>> locate(const dof::ParsedDof& d, uint64_t base,
                                                 const proc::ElfSymbols& elf, int fd) {
  std::vector<dtprobed::StashProbe> out;
  auto exec_off = [&](uint64_t vaddr) -> std::optional<uint64_t> {
    for (const proc::Segment& s : elf.segments())
      if (s.executable && vaddr >= s.vaddr && vaddr + 5 <= s.vaddr + s.filesz)
        return vaddr - s.vaddr + s.offset;
    return std::nullopt;
  };
  auto check = [&](const dof::ParsedProbe& p, uint64_t fo) -> Result<void> {
    if (!site_pattern(fd, fo))
      return Error::make("probe {}:{}:{} site at file offset {:#x} is not a probe site", p.provider,
                         p.function, p.name, fo);
    return {};
  };
  for (const dof::ParsedProbe& p : d.probes) {
    uint64_t fn = p.addr;
    if (!exec_off(fn) || (base && exec_off(fn - base))) fn -= base;
    dtprobed::StashProbe sp{p, {}, {}};
    for (uint32_t o : p.offs) {
      auto fo = exec_off(fn + o);
      if (!fo) return Error::make("probe {} site outside the object's code", p.name);
      DT_TRY(check(p, *fo));
      sp.sites.push_back(*fo);
    }
    for (uint32_t o : p.enoffs) {
      auto fo = exec_off(fn + o);
      if (!fo) return Error::make("probe {} site outside the object's code", p.name);
      DT_TRY(check(p, *fo));
      sp.enabled_sites.push_back(*fo);
    }
    out.push_back(std::move(sp));
  }
  return out;
}

// The object file behind mapping `m` of `pid`: through map_files, so that
// it is the mapped inode even if the path now names another file.
std::string object_file(pid_t pid, const proc::Mapping& m) {
  return fmt::format("/proc/{}/map_files/{:x}-{:x}", pid, m.start, m.end);
}

// The object file that `pid` maps at `m`: its symbols and segments, and
// an fd to read its bytes.
struct ObjectFile {
  proc::ElfSymbols elf;
  UniqueFd fd;
};

Result<ObjectFile> open_object(pid_t pid, const proc::Mapping& m) {
  std::string file = object_file(pid, m);
  auto elf = proc::ElfSymbols::open(file);
  if (!elf) elf = proc::ElfSymbols::open(file = m.path);
  if (!elf) return elf.error();
  UniqueFd fd(::open(file.c_str(), O_RDONLY | O_CLOEXEC));
  if (!fd.valid()) return Error::from_errno(errno, "cannot open {}", file);
  return ObjectFile{std::move(*elf), std::move(fd)};
}

Result<int> add_dof(dtprobed::Stash& stash, pid_t pid, const Request& r) {
  auto m = mapping_at(pid, r.dof);
  if (!m) return Error::make("pid {}: no file mapping at the DOF address", pid);
  auto parsed = dtprobed::parse_dof_sandboxed(r.bytes);
  if (!parsed) return parsed.error();
  auto file = open_object(pid, *m);
  if (!file) return file.error();
  auto probes = locate(*parsed, r.addr, file->elf, file->fd.get());
  if (!probes) return probes.error();
  dtprobed::Object obj{m->dev, m->inode, m->path.substr(m->path.rfind('/') + 1), r.addr};
  return stash.add(pid, obj, r.bytes, *probes);
}

// The mappings of the file (dev, ino) in `pid`, lowest first.
std::vector<proc::Mapping> object_mappings(pid_t pid, uint64_t dev, uint64_t ino) {
  std::vector<proc::Mapping> out;
  auto maps = proc::read_maps(pid);
  if (!maps) return out;
  for (const proc::Mapping& m : *maps)
    if (m.dev == dev && m.inode == ino && m.path.starts_with("/")) out.push_back(m);
  return out;
}

// For the re-parse at startup: whether `pid` still maps (dev, ino), under
// which module name, and at which load bias (run-time minus link-time
// address, what drti sends as dofhp_addr): the page that holds a PT_LOAD
// segment's start is mapped at the segment's page-aligned vaddr plus it.
std::optional<dtprobed::Object> mapped_object(pid_t pid, uint64_t dev, uint64_t ino) {
  auto maps = object_mappings(pid, dev, ino);
  if (maps.empty()) return std::nullopt;
  const std::string& path = maps.front().path;
  dtprobed::Object obj{dev, ino, path.substr(path.rfind('/') + 1), 0};
  constexpr uint64_t kPage = 4096;
  if (auto elf = proc::ElfSymbols::open(object_file(pid, maps.front()))) {
    for (const proc::Segment& s : elf->segments()) {
      auto m = std::find_if(maps.begin(), maps.end(), [&](const proc::Mapping& m) {
        return m.offset == (s.offset & ~(kPage - 1));
      });
      if (m == maps.end()) continue;
      obj.base = m->start - (s.vaddr & ~(kPage - 1));
      break;
    }
  }
  return obj;
}

// The re-parse of a stored DOF, located in the object as `pid` maps it.
// Without the stored bias (a stash from before it was kept) the one the
// loader relocated the DOF with is found again: a probe's function
// address in the DOF less that function's link-time address, or else it
// is `pid`'s own (right when `pid` sent the stored copy).  A wrong guess
// puts the sites outside the code or off the -G patterns, which locate()
// refuses.
Result<dtprobed::Reparsed> reparse_object(pid_t pid, const dtprobed::Object& obj,
                                          std::optional<uint64_t> base,
                                          std::span<const uint8_t> raw) {
  auto maps = object_mappings(pid, obj.dev, obj.ino);
  if (maps.empty()) return Error::make("pid {} no longer maps {}-{}", pid, obj.dev, obj.ino);
  auto parsed = dtprobed::parse_dof_sandboxed(raw);
  if (!parsed) return parsed.error();
  auto file = open_object(pid, maps.front());
  if (!file) return file.error();
  std::vector<uint64_t> bases;
  if (base) {
    bases.push_back(*base);
  } else {
    for (const dof::ParsedProbe& p : parsed->probes) {
      const proc::Symbol* s = file->elf.find(p.function);
      if (s && p.addr >= s->value) {
        bases.push_back(p.addr - s->value);
        break;
      }
    }
    bases.push_back(obj.base);
  }
  Error err = Error::make("no load bias");
  for (uint64_t b : bases) {
    auto probes = locate(*parsed, b, file->elf, file->fd.get());
    if (probes) return dtprobed::Reparsed{std::move(*probes), b};
    err = probes.error();
  }
  return err;
}

void reply(int fd, int32_t status, int32_t gen) {
  int32_t rep[2] = {status, gen};
  (void)!send(fd, rep, sizeof rep, MSG_NOSIGNAL);
}

// Reads the one message of a connection with the SCM_CREDENTIALS the
// kernel attached when it was sent: the sender's own pid (naming another
// needs CAP_SYS_ADMIN), unlike SO_PEERCRED, which names whoever connected
// even when a forked child or another process sends on the fd.  Any fds
// passed along are closed unread.
std::optional<std::pair<std::vector<uint8_t>, ucred>> receive(int fd) {
  ssize_t size = recv(fd, nullptr, 0, MSG_PEEK | MSG_TRUNC);
  if (size <= 0 || static_cast<size_t>(size) > kMaxMessage) return std::nullopt;
  std::vector<uint8_t> msg(static_cast<size_t>(size));
  alignas(cmsghdr) char ctl[CMSG_SPACE(sizeof(ucred)) + CMSG_SPACE(16 * sizeof(int))];
  iovec iov{msg.data(), msg.size()};
  msghdr mh{};
  mh.msg_iov = &iov;
  mh.msg_iovlen = 1;
  mh.msg_control = ctl;
  mh.msg_controllen = sizeof ctl;
  if (recvmsg(fd, &mh, MSG_CMSG_CLOEXEC) != size) return std::nullopt;
  std::optional<ucred> cred;
  for (cmsghdr* c = CMSG_FIRSTHDR(&mh); c; c = CMSG_NXTHDR(&mh, c)) {
    if (c->cmsg_level != SOL_SOCKET) continue;
    if (c->cmsg_type == SCM_CREDENTIALS && c->cmsg_len == CMSG_LEN(sizeof(ucred))) {
      cred.emplace();
      std::memcpy(&*cred, CMSG_DATA(c), sizeof(ucred));
    } else if (c->cmsg_type == SCM_RIGHTS) {
      size_t n = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
      for (size_t i = 0; i < n; ++i) {
        int passed;
        std::memcpy(&passed, CMSG_DATA(c) + i * sizeof(int), sizeof passed);
        close(passed);
      }
    }
  }
  if (!cred || cred->pid <= 0) return std::nullopt;
  return std::make_pair(std::move(msg), *cred);
}

// One connection: one request, one reply.
void serve(int fd, dtprobed::Stash& stash, const Config& cfg) {
  int on = 1;
  setsockopt(fd, SOL_SOCKET, SO_PASSCRED, &on, sizeof on);
  struct timeval tv = {2, 0};
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
  auto got = receive(fd);
  if (!got) return reply(fd, -EINVAL, -1);
  const ucred& cred = got->second;
  auto req = decode(got->first);
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

// The listening socket; SO_PASSCRED on it is inherited by every accepted
// connection, so even a message sent before accept() carries credentials.
int listen_socket(const Config& cfg) {
  int on = 1;
  const char* fds = std::getenv("LISTEN_FDS");
  const char* lpid = std::getenv("LISTEN_PID");
  if (fds && lpid && std::atoi(fds) == 1 && std::atoi(lpid) == getpid()) {
    setsockopt(3, SOL_SOCKET, SO_PASSCRED, &on, sizeof on);
    return 3;
  }
  std::string path = cfg.root + "/helper.sock";
  sockaddr_un addr{};
  addr.sun_family = AF_UNIX;
  if (path.size() >= sizeof addr.sun_path) return -1;
  std::strcpy(addr.sun_path, path.c_str());
  int fd = socket(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0);
  unlink(path.c_str());
  if (fd < 0 || setsockopt(fd, SOL_SOCKET, SO_PASSCRED, &on, sizeof on) != 0 ||
      bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 ||
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
  // A stash left by a daemon with another parsed format is rebuilt from
  // its raw DOF before any request is served (they wait in the backlog).
  dtprobed::Reparser how{mapped_object, reparse_object, nullptr};
  if (cfg.debug) how.log = [](const std::string& m) { fmt::print(stderr, "dtprobed: {}\n", m); };
  size_t reparsed = stash.reparse_if_stale(how);
  if (cfg.debug && reparsed)
    fmt::print(stderr, "dtprobed: re-parsed the DOF of {} objects\n", reparsed);
  if (!cfg.foreground && daemon(0, 0) != 0) return 2;
  // Dead pids are pruned every kPruneSeconds (a process killed by a
  // signal never sends its REMOVE), whether or not requests come in.
  constexpr time_t kPruneSeconds = 1;
  time_t last_prune = time(nullptr);
  for (;;) {
    pollfd p{lfd, POLLIN, 0};
    if (poll(&p, 1, kPruneSeconds * 1000) > 0) {
      int fd = accept4(lfd, nullptr, nullptr, SOCK_CLOEXEC);
      if (fd >= 0) {
        serve(fd, stash, cfg);
        close(fd);
      }
    }
    time_t now = time(nullptr);
    if (now - last_prune >= kPruneSeconds) {
      stash.prune_dead();
      last_prune = now;
    }
  }
}
