/*
 * drti: the runtime that `dtrace -G` links into every program and library
 * with USDT probes (design/usdt.md 2.4, 6.2; DESIGN.md D11-D12).  At load
 * it finds its own object's DOF (the hidden symbol __SUNW_dof) and load
 * base, and registers them with dtprobed over the SOCK_SEQPACKET socket
 * (DTRACE_DOF_INIT_SOCKET, ignored in setuid programs, else
 * /run/dtrace/helper.sock); at unload it removes the registration.  A
 * forked child registers again under its own pid.  It never blocks for
 * long (2 s socket timeouts), never prints unless DTRACE_DOF_INIT_DEBUG is
 * set, and ignores every failure: its host must not notice it.
 *
 * Wire format (little-endian): request = {u32 magic "DTHP", u16 version 1,
 * u16 op (1 add, 2 remove), char mod[64], u64 addr, u64 dof, u64 len}
 * followed, for add, by len bytes of DOF; for remove, addr holds the gen.
 * Reply = {i32 status (0 or -errno), i32 gen}.
 */
#define _GNU_SOURCE
#include <elf.h>
#include <link.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/uio.h>
#include <sys/un.h>
#include <unistd.h>

extern char __SUNW_dof[] __attribute__((visibility("hidden")));

struct drti_req {
  uint32_t magic;
  uint16_t version;
  uint16_t op;
  char mod[64];
  uint64_t addr;
  uint64_t dof;
  uint64_t len;
};

struct drti_reply {
  int32_t status;
  int32_t gen;
};

static struct drti_req req;
static struct sockaddr_un addr;
static int gen = -1;
static int debug;

static void set_mod(const char *path) {
  const char *slash = strrchr(path, '/');
  const char *base = slash ? slash + 1 : path;
  size_t n = strlen(base);
  if (n >= sizeof(req.mod)) n = sizeof(req.mod) - 1;
  memcpy(req.mod, base, n);
  req.mod[n] = 0;
}

static void say(const char *what) {
  if (debug) {
    static const char pfx[] = "dtrace DOF: ";
    (void)!write(2, pfx, sizeof(pfx) - 1);
    (void)!write(2, what, strlen(what));
    (void)!write(2, "\n", 1);
  }
}

static int find_self(struct dl_phdr_info *info, size_t size, void *data) {
  uintptr_t dof = (uintptr_t)__SUNW_dof;
  (void)size;
  (void)data;
  for (int i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    uintptr_t lo = info->dlpi_addr + ph->p_vaddr;
    if (ph->p_type != PT_LOAD || dof < lo || dof >= lo + ph->p_memsz) continue;
    const char *name = info->dlpi_name;
    req.addr = info->dlpi_addr;
    if (name && *name) set_mod(name);
    return 1;
  }
  return 0;
}

/* One request, one reply, on a fresh connection (so the kernel-supplied
 * credentials are always this process's).  Returns the reply or status -1. */
static struct drti_reply transact(const void *extra, size_t extra_len) {
  struct drti_reply rep = {-1, -1};
  int fd = socket(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0);
  if (fd < 0) return rep;
  struct timeval tv = {2, 0};
  setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof(tv));
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
  if (connect(fd, (struct sockaddr *)&addr, sizeof(addr)) == 0) {
    struct iovec iov[2] = {{&req, sizeof(req)}, {(void *)extra, extra_len}};
    struct msghdr mh = {0};
    mh.msg_iov = iov;
    mh.msg_iovlen = extra_len ? 2 : 1;
    if (sendmsg(fd, &mh, MSG_NOSIGNAL) >= 0 && recv(fd, &rep, sizeof(rep), 0) != sizeof(rep))
      rep.status = -1;
  } else {
    say("cannot connect to dtprobed");
  }
  close(fd);
  return rep;
}

static void do_register(void) {
  uint64_t loadsz;
  memcpy(&loadsz, __SUNW_dof + 40, sizeof(loadsz));
  req.op = 1;
  req.len = loadsz;
  struct drti_reply rep = transact(__SUNW_dof, loadsz);
  gen = rep.status == 0 ? rep.gen : -1;
  say(gen >= 0 ? "registered" : "registration failed");
}

static void atfork_child(void) { do_register(); }

__attribute__((constructor)) static void dtrace_dof_init(void) {
  if (getenv("DTRACE_DOF_INIT_DISABLE")) return;
  debug = getenv("DTRACE_DOF_INIT_DEBUG") != NULL;
  if (memcmp(__SUNW_dof, "\177DOF", 4) != 0) {
    say("bad DOF magic");
    return;
  }
  req.magic = 0x50485444; /* "DTHP" */
  req.version = 1;
  req.dof = (uint64_t)(uintptr_t)__SUNW_dof;
  if (!dl_iterate_phdr(find_self, NULL)) return;
  if (!req.mod[0]) {
    char exe[256];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
    if (n > 0) {
      exe[n] = 0;
      set_mod(exe);
    }
  }
  addr.sun_family = AF_UNIX;
  const char *path = getauxval(AT_SECURE) ? NULL : getenv("DTRACE_DOF_INIT_SOCKET");
  if (!path || strlen(path) >= sizeof(addr.sun_path)) path = "/run/dtrace/helper.sock";
  strcpy(addr.sun_path, path);
  do_register();
  pthread_atfork(NULL, NULL, atfork_child);
}

__attribute__((destructor)) static void dtrace_dof_fini(void) {
  if (gen < 0) return;
  req.op = 2;
  req.addr = (uint64_t)gen;
  req.len = 0;
  (void)transact(NULL, 0);
  gen = -1;
}
