// Starting a command stopped.  The child asks to be traced, stops itself
// and, once we have asked for exec events, execs; the kernel stops it again
// inside execve, when only the executable and the dynamic loader are
// mapped and the syscall has not returned (DTrace's evaltime=exec: the
// exec's return and the loader's work are still to be traced).  For the
// later stop points we put an int3 on main (or the entry point), continue,
// and on the trap restore the original byte and rewind the pc, leaving the
// process at main with every DT_NEEDED library loaded and constructors run
// (DTrace's postinit), or at its entry point (preinit; also where a
// stripped executable, which has no main to find, is held).
#include "libproc/control.h"

#include <sys/ptrace.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>

#include "libproc/process.h"
#include "support/unique_fd.h"

namespace dtrace::proc {
namespace {

[[noreturn]] void exec_child(const std::vector<std::string>& argv, int err_fd) {
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  ::ptrace(PTRACE_TRACEME, 0, nullptr, nullptr);
  ::raise(SIGSTOP);  // until the parent has set PTRACE_O_TRACEEXEC
  ::execvp(args[0], args.data());
  int err = errno;
  (void)!::write(err_fd, &err, sizeof err);
  ::_exit(127);
}

// Waits for the next stop; an error when the process is gone instead.
Result<int> wait_stop(pid_t pid) {
  int status = 0;
  for (;;) {
    if (::waitpid(pid, &status, 0) < 0) {
      if (errno == EINTR) continue;
      return Error::from_errno(errno, "failed to wait for pid {}", pid);
    }
    if (WIFSTOPPED(status)) return WSTOPSIG(status);
    return Error::make("process {} exited before tracing started", pid);
  }
}

// Runs the stopped tracee to `addr` with a one-shot breakpoint.
Result<void> run_to(pid_t pid, uint64_t addr) {
  errno = 0;
  long word = ::ptrace(PTRACE_PEEKTEXT, pid, addr, nullptr);
  if (errno != 0) return Error::from_errno(errno, "failed to read pid {} at {:#x}", pid, addr);
  long trap = (word & ~0xffL) | 0xcc;
  if (::ptrace(PTRACE_POKETEXT, pid, addr, trap) < 0)
    return Error::from_errno(errno, "failed to write pid {} at {:#x}", pid, addr);
  int sig = 0;
  for (;;) {
    if (::ptrace(PTRACE_CONT, pid, nullptr, sig) < 0)
      return Error::from_errno(errno, "failed to continue pid {}", pid);
    auto stop = wait_stop(pid);
    if (!stop) return stop.error();
    user_regs_struct regs{};
    if (*stop == SIGTRAP && ::ptrace(PTRACE_GETREGS, pid, nullptr, &regs) == 0 &&
        regs.rip == addr + 1) {
      regs.rip = addr;
      if (::ptrace(PTRACE_POKETEXT, pid, addr, word) < 0 ||
          ::ptrace(PTRACE_SETREGS, pid, nullptr, &regs) < 0)
        return Error::from_errno(errno, "failed to restore pid {} at main", pid);
      return {};
    }
    sig = *stop == SIGTRAP ? 0 : *stop;  // pass other signals on
  }
}

}  // namespace

StopAt stop_at_for(std::string_view evaltime) {
  if (evaltime == "exec") return StopAt::exec;
  if (evaltime == "preinit") return StopAt::preinit;
  return StopAt::main;
}

Result<pid_t> create_stopped(const std::vector<std::string>& argv, StopAt at) {
  if (argv.empty()) return Error::make("no command to execute");
  int p[2];
  if (::pipe2(p, O_CLOEXEC) != 0) return Error::from_errno(errno, "failed to create pipe");
  UniqueFd rd(p[0]), wr(p[1]);
  pid_t pid = ::fork();
  if (pid < 0) return Error::from_errno(errno, "failed to fork");
  if (pid == 0) exec_child(argv, wr.get());
  wr = UniqueFd();
  // The child's own SIGSTOP; it is suppressed when the child goes on.
  auto stop = wait_stop(pid);
  if (!stop) return stop.error();
  if (::ptrace(PTRACE_SETOPTIONS, pid, nullptr, PTRACE_O_EXITKILL | PTRACE_O_TRACEEXEC) < 0 ||
      ::ptrace(PTRACE_CONT, pid, nullptr, 0) < 0)
    return Error::from_errno(errno, "failed to start pid {}", pid);
  // The pipe closes on exec; a failed exec writes its errno first.
  int err = 0;
  if (::read(rd.get(), &err, sizeof err) == sizeof err) {
    ::waitpid(pid, nullptr, 0);
    return Error::from_errno(err, "failed to execute {}", argv[0]);
  }
  stop = wait_stop(pid);  // the exec event
  if (!stop) return stop.error();
  if (at == StopAt::exec) return pid;
  SymbolCache cache;
  auto proc = Process::inspect(pid, cache);
  if (!proc) return pid;
  auto main_fn = proc->lookup("a.out", "main");
  if (at != StopAt::main) main_fn.reset();
  const Module* exe = proc->executable();
  if (!main_fn && !exe) return pid;
  uint64_t addr = main_fn ? main_fn->address : exe->elf->entry() + exe->bias;
  auto r = run_to(pid, addr);
  if (!r) return r.error();
  return pid;
}

Result<int> grab(pid_t pid) {
  if (::ptrace(PTRACE_SEIZE, pid, nullptr, 0) < 0 ||
      ::ptrace(PTRACE_INTERRUPT, pid, nullptr, nullptr) < 0)
    return Error::from_errno(errno, "failed to grab pid {}", pid);
  int status = 0;
  for (;;) {
    if (::waitpid(pid, &status, __WALL) < 0) {
      if (errno == EINTR) continue;
      return Error::from_errno(errno, "failed to grab pid {}", pid);
    }
    if (!WIFSTOPPED(status)) return Error::make("failed to grab pid {}: process exited", pid);
    // Our interrupt stops it with PTRACE_EVENT_STOP; a signal that was on its
    // way stops it first and must still be delivered.
    if (status >> 16 == PTRACE_EVENT_STOP) return 0;
    return WSTOPSIG(status);
  }
}

Result<void> release(pid_t pid, int sig) {
  if (::ptrace(PTRACE_DETACH, pid, nullptr, sig) < 0)
    return Error::from_errno(errno, "failed to release pid {}", pid);
  return {};
}

}  // namespace dtrace::proc
