// The ring buffer reader over libbpf's ring_buffer API.  The sample callback
// runs inside libbpf (C frames), so it must not let an exception escape
// (STYLE.md section 4): it catches, records the message, and returns a
// negative value, which makes libbpf stop after the current record and
// return that value from ring_buffer__poll/consume; finish() then turns it
// into the stored Error.
#include "consume/buffer_reader.h"

#include <bpf/libbpf.h>

#include <cerrno>
#include <exception>
#include <optional>

#include "load/libbpf_quiet.h"

namespace dtrace::consume {

struct BufferReader::State {
  RecordFn on_record;
  std::optional<Error> error;
};

namespace {

// Returned by the callback to stop delivery after an exception.
constexpr int kCallbackFailed = -ECANCELED;

int on_sample(void* ctx, void* data, size_t size) noexcept {
  auto* state = static_cast<BufferReader::State*>(ctx);
  try {
    state->on_record(std::span<const uint8_t>(static_cast<const uint8_t*>(data), size));
    return 0;
  } catch (const std::exception& e) {
    state->error = Error::make("{}", e.what());
  } catch (...) {
    state->error = Error::make("unknown exception while processing a record");
  }
  return kCallbackFailed;
}

}  // namespace

void BufferReader::RingDeleter::operator()(ring_buffer* rb) const { ring_buffer__free(rb); }

BufferReader::BufferReader(std::unique_ptr<State> state,
                           std::unique_ptr<ring_buffer, RingDeleter> rb)
    : state_(std::move(state)), rb_(std::move(rb)) {}
BufferReader::BufferReader(BufferReader&&) noexcept = default;
BufferReader& BufferReader::operator=(BufferReader&&) noexcept = default;
BufferReader::~BufferReader() = default;

Result<BufferReader> BufferReader::create(int ringbuf_map_fd, RecordFn on_record) {
  load::quiet_libbpf();
  auto state = std::make_unique<State>();
  state->on_record = std::move(on_record);
  ring_buffer* rb = ring_buffer__new(ringbuf_map_fd, on_sample, state.get(), nullptr);
  if (rb == nullptr)
    return Error::from_errno(errno, "failed to create ring buffer reader for map fd {}",
                             ringbuf_map_fd);
  return BufferReader(std::move(state), std::unique_ptr<ring_buffer, RingDeleter>(rb));
}

Result<int> BufferReader::finish(int rc, const char* what) {
  if (state_->error) {
    Error e = std::move(*state_->error);
    state_->error.reset();
    return e;
  }
  if (rc == -EINTR) return 0;
  if (rc < 0) return Error::from_errno(-rc, "failed to {} ring buffer", what);
  return rc;
}

Result<int> BufferReader::poll(int timeout_ms) {
  return finish(ring_buffer__poll(rb_.get(), timeout_ms), "poll");
}

Result<int> BufferReader::consume() { return finish(ring_buffer__consume(rb_.get()), "consume"); }

int BufferReader::epoll_fd() const { return ring_buffer__epoll_fd(rb_.get()); }

}  // namespace dtrace::consume
