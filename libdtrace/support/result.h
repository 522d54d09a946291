// Result<T>: a value or an Error, shaped like std::expected<T, Error> so it
// can be swapped for it once the toolchain has one (DESIGN.md D1).  System
// errors (files, bpf(), perf, ptrace) travel as values; only cmd/ prints them.
#pragma once

#include <cerrno>
#include <cstring>
#include <string>
#include <utility>
#include <variant>

#include <fmt/format.h>

namespace dtrace {

struct Error {
  int errnum = 0;       // errno value, 0 when the error is not a system error
  std::string message;  // full text without the "dtrace: " prefix

  template <typename... Args>
  static Error make(fmt::format_string<Args...> f, Args&&... args) {
    return Error{0, fmt::format(f, std::forward<Args>(args)...)};
  }
  // "context: strerror(errnum)", libbpf-style: the context names the object.
  template <typename... Args>
  static Error from_errno(int err, fmt::format_string<Args...> f, Args&&... args) {
    return Error{err, fmt::format("{}: {}", fmt::format(f, std::forward<Args>(args)...),
                                  std::strerror(err))};
  }
};

// unexpected(err) mirrors std::unexpected so call sites read the same.
struct Unexpected {
  Error error;
};
inline Unexpected unexpected(Error e) { return Unexpected{std::move(e)}; }

template <typename T>
class [[nodiscard]] Result {
 public:
  Result(T value) : v_(std::in_place_index<0>, std::move(value)) {}
  Result(Unexpected u) : v_(std::in_place_index<1>, std::move(u.error)) {}
  Result(Error e) : v_(std::in_place_index<1>, std::move(e)) {}

  bool has_value() const { return v_.index() == 0; }
  explicit operator bool() const { return has_value(); }
  T& value() & { return std::get<0>(v_); }
  T&& value() && { return std::get<0>(std::move(v_)); }
  const T& value() const& { return std::get<0>(v_); }
  T& operator*() & { return value(); }
  T&& operator*() && { return std::move(*this).value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  const Error& error() const { return std::get<1>(v_); }

 private:
  std::variant<T, Error> v_;
};

template <>
class [[nodiscard]] Result<void> {
 public:
  Result() = default;
  Result(Unexpected u) : err_(std::move(u.error)), ok_(false) {}
  Result(Error e) : err_(std::move(e)), ok_(false) {}
  bool has_value() const { return ok_; }
  explicit operator bool() const { return ok_; }
  const Error& error() const { return err_; }

 private:
  Error err_;
  bool ok_ = true;
};

// TRY(expr): propagate the error of a Result<void> expression.
#define DT_TRY(expr)                          \
  do {                                        \
    auto dt_try_r_ = (expr);                  \
    if (!dt_try_r_) return dt_try_r_.error(); \
  } while (0)

}  // namespace dtrace
