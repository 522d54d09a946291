// -C: runs cpp(1) on a script file and returns its output.  The command
// line is DTrace's: its predefined macros (__SUNW_D, __linux, the data
// model), then -D, -U and -I in the order given; the script is cpp's
// standard input, so its messages read "/dev/stdin:LINE: error: ...".
#include "preprocess.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <algorithm>
#include <cstring>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "support/unique_fd.h"

namespace dtrace::cli {

namespace {

// The D language version this compiler implements (DTrace 2.0.0).
constexpr unsigned kDVersion = 2u << 24;

// DTrace's predefined macros (dtrace(8)): __linux, __unix, __SVR4,
// __SUNW_D, __SUNW_D_VERSION, __SUNW_D_<bits>, __<sysname>; __GNUC__ is
// taken away so headers keep to declarations D understands.
std::vector<std::string> cpp_argv(const std::string& path, const Invocation& inv) {
  std::vector<std::string> argv = {"cpp",
                                   "-fno-show-column",
                                   "-fno-diagnostics-show-caret",
                                   "-fdiagnostics-color=never",
                                   "-D__linux",
                                   "-D__unix",
                                   "-D__SVR4",
                                   "-D__Linux",
                                   "-D__SUNW_D=1",
                                   "-U__GNUC__",
                                   // gcc's <stdarg.h>, which <stdio.h> includes,
                                   // names this built-in type even so.
                                   "-D__builtin_va_list=void *",
                                   "-D__x86_64",
                                   "-D__amd64"};
  if (inv.data_model == DataModel::ILP32) {
    argv.push_back("-D__SUNW_D_32");
    argv.push_back("-D_ILP32");
  } else {
    argv.push_back("-D__SUNW_D_64");
    argv.push_back("-D_LP64");
    argv.push_back("-D__LP64__");
  }
  for (const std::string& d : inv.defines) argv.push_back("-D" + d);
  for (const std::string& u : inv.undefs) argv.push_back("-U" + u);
  for (const std::string& i : inv.includes) argv.push_back("-I" + i);
  // cpp sees "/dev/stdin", not the script: #include "x.h" still looks
  // beside the script first.
  size_t slash = path.rfind('/');
  argv.push_back("-iquote" + (slash == std::string::npos ? std::string(".") : path.substr(0, slash)));
  argv.push_back(fmt::format("-D__SUNW_D_VERSION=0x{:08x}", kDVersion));
  // cpp reads the script on its standard input, as DTrace runs it, so its
  // messages name "/dev/stdin".
  argv.push_back("/dev/stdin");
  return argv;
}

std::string read_all(int fd) {
  std::string out;
  char buf[8192];
  for (;;) {
    ssize_t n = read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    out.append(buf, static_cast<size_t>(n));
  }
  return out;
}

// cpp's input: the script, less an interpreter line ("#!...", not cpp's
// to read; its newline stays, so the line numbers stay the script's), in
// a memfd: cpp opens /dev/stdin afresh, which for a regular file would
// start again at its first byte.
Result<UniqueFd> script_input(const std::string& path) {
  UniqueFd in(open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (!in.valid()) return Error::make("failed to open {}: {}", path, std::strerror(errno));
  std::string text = read_all(in.get());
  if (text.starts_with("#!")) text.erase(0, std::min(text.find('\n'), text.size()));
  UniqueFd mem(memfd_create("dtrace-cpp-input", MFD_CLOEXEC));
  if (!mem.valid()) return Error::from_errno(errno, "memfd_create");
  for (size_t done = 0; done < text.size();) {
    ssize_t n = write(mem.get(), text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return Error::from_errno(errno, "write");
    done += static_cast<size_t>(n);
  }
  lseek(mem.get(), 0, SEEK_SET);
  return mem;
}

[[noreturn]] void exec_cpp(int in_fd, int out_fd, std::vector<std::string>& args) {
  dup2(in_fd, STDIN_FILENO);
  dup2(out_fd, STDOUT_FILENO);
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  execvp("cpp", argv.data());
  fmt::print(stderr, "dtrace: failed to run cpp: {}\n", std::strerror(errno));
  _exit(127);
}

}  // namespace

Result<std::string> preprocess(const std::string& path, const Invocation& inv) {
  auto input = script_input(path);
  if (!input) return input.error();
  UniqueFd in = std::move(*input);
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) return Error::from_errno(errno, "pipe");
  std::vector<std::string> args = cpp_argv(path, inv);
  pid_t pid = fork();
  if (pid < 0) return Error::from_errno(errno, "fork");
  if (pid == 0) exec_cpp(in.get(), fds[1], args);
  close(fds[1]);
  std::string out = read_all(fds[0]);
  close(fds[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    return Error::make("failed to compile script {}: Preprocessor failed to process input program",
                       path);
  // glibc's <errno.h> (which <sys/errno.h> includes) makes errno a macro
  // for its thread's C library variable; in D, errno is the built-in
  // variable, so the expansion goes back to the name.
  constexpr std::string_view kErrnoMacro = "(*__errno_location ())";
  for (size_t at = out.find(kErrnoMacro); at != std::string::npos;
       at = out.find(kErrnoMacro, at))
    out.replace(at, kErrnoMacro.size(), "errno");
  return out;
}

}  // namespace dtrace::cli
