// Program: one loaded BPF program owned by an fd.  Programs are loaded from
// raw instructions (DESIGN.md D2), always under the "GPL" license because
// DTrace needs GPL-only helpers (bpf_probe_read*, ring buffer output,
// bpf_send_signal).  A failed load hands back the verifier's log, which
// `dtrace` shows to explain the failure.
#pragma once

#include <linux/bpf.h>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "support/result.h"
#include "support/unique_fd.h"

namespace dtrace::load {

// The instruction a verifier log refused: the last one it shows
// ("123: (61) r1 = *(u32 *)(r2 +0)" lines), or none.
std::optional<uint32_t> refused_insn(std::string_view log);

class Program {
 public:
  // Loads `insns` as a program of `prog_type` (BPF_PROG_TYPE_*).
  // log_level 0: no log on success; on failure the load is retried at level
  // 1 to capture the log.  log_level > 0: the log is always kept.
  // The log (empty when none) goes to *verifier_log when it is not null.
  // Error: "failed to load program 'NAME': <strerror>".
  static Result<Program> load(uint32_t prog_type, std::span<const bpf_insn> insns,
                              const std::string& name, uint32_t log_level,
                              std::string* verifier_log, uint32_t expected_attach_type = 0);

  int fd() const { return fd_.get(); }
  const std::string& name() const { return name_; }
  uint32_t type() const { return type_; }

  // Runs the program once with BPF_PROG_TEST_RUN and returns its return
  // value.  For raw tracepoint programs (how BEGIN and END run, DESIGN.md
  // D7) ctx_in is the argument array the program reads as its context.
  Result<int> test_run(std::span<const uint8_t> ctx_in = {}) const;

 private:
  Program(std::string name, uint32_t type, UniqueFd fd)
      : name_(std::move(name)), type_(type), fd_(std::move(fd)) {}

  std::string name_;
  uint32_t type_ = 0;
  UniqueFd fd_;
};

}  // namespace dtrace::load
