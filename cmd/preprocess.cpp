// -C: runs cpp(1) on a script file and returns its output.  The command
// line is DTrace's: its predefined macros (__SUNW_D, __linux, the data
// model), then -D, -U and -I in the order given.
#include "preprocess.h"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

#include <fmt/format.h>

namespace dtrace::cli {

namespace {

std::vector<std::string> cpp_argv(const std::string& path, const Invocation& inv) {
  std::vector<std::string> argv = {"cpp", "-D__SUNW_D=1", "-D__SUNW_D_VERSION=0x02000000",
                                   "-D__linux", "-D__unix", "-D__x86_64", "-D__amd64"};
  if (inv.data_model == DataModel::ILP32) {
    argv.push_back("-D_ILP32");
  } else {
    argv.push_back("-D_LP64");
    argv.push_back("-D__LP64__");
  }
  for (const std::string& d : inv.defines) argv.push_back("-D" + d);
  for (const std::string& u : inv.undefs) argv.push_back("-U" + u);
  for (const std::string& i : inv.includes) argv.push_back("-I" + i);
  argv.push_back(path);
  return argv;
}

}  // namespace

Result<std::string> preprocess(const std::string& path, const Invocation& inv) {
  if (access(path.c_str(), R_OK) != 0)
    return Error::make("failed to open {}: {}", path, std::strerror(errno));
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) return Error::from_errno(errno, "pipe");
  std::vector<std::string> args = cpp_argv(path, inv);
  pid_t pid = fork();
  if (pid < 0) return Error::from_errno(errno, "fork");
  if (pid == 0) {
    dup2(fds[1], STDOUT_FILENO);
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    execvp("cpp", argv.data());
    fmt::print(stderr, "dtrace: failed to run cpp: {}\n", std::strerror(errno));
    _exit(127);
  }
  close(fds[1]);
  std::string out;
  char buf[8192];
  for (;;) {
    ssize_t n = read(fds[0], buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    out.append(buf, static_cast<size_t>(n));
  }
  close(fds[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    return Error::make("failed to compile script {}: preprocessor failed", path);
  return out;
}

}  // namespace dtrace::cli
