// BufferReader: the session's output ring buffer behind one class (DESIGN.md
// D4).  Every record the BPF programs wrote with bpf_ringbuf_output or
// reserve/submit reaches on_record, in the order the programs committed
// them, as a span of the record's bytes (header and data, ir/record.h).
// Move-only; owns libbpf's ring_buffer reader (not the map).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <span>

#include "support/result.h"

struct ring_buffer;

namespace dtrace::consume {

class BufferReader {
 public:
  using RecordFn = std::function<void(std::span<const uint8_t>)>;

  static Result<BufferReader> create(int ringbuf_map_fd, RecordFn on_record);

  // What libbpf's callback sees (opaque; public only so the callback, a
  // free function with C linkage requirements, can name it).
  struct State;

  BufferReader(BufferReader&&) noexcept;
  BufferReader& operator=(BufferReader&&) noexcept;
  ~BufferReader();

  // Waits up to timeout_ms (-1: forever) for records and delivers them.
  // Returns how many were delivered; an interrupted wait (EINTR) counts as 0
  // so a signal (Ctrl-C) returns control to the caller.  If on_record threw,
  // delivery stops after that record and its message comes back as the
  // error.
  Result<int> poll(int timeout_ms);
  // Delivers every record already in the buffer without waiting.
  Result<int> consume();
  // An fd that becomes readable when records arrive, for the caller's own
  // epoll/poll loop.
  int epoll_fd() const;

 private:
  struct RingDeleter {
    void operator()(ring_buffer* rb) const;
  };

  BufferReader(std::unique_ptr<State> state, std::unique_ptr<ring_buffer, RingDeleter> rb);
  Result<int> finish(int rc, const char* what);

  // State lives on the heap so the address libbpf holds stays valid when the
  // reader moves.  rb_ is declared last so it is freed first.
  std::unique_ptr<State> state_;
  std::unique_ptr<ring_buffer, RingDeleter> rb_;
};

}  // namespace dtrace::consume
