// The JSON writer and the JSON forms of records and aggregations
// (-x oformat=json); see json_out.h.
#include "consume/json_out.h"

#include <fmt/format.h>

#include <charconv>

#include "consume/trace_print.h"

namespace dtrace::consume {

namespace {

// The length of the well-formed UTF-8 sequence at s[i], or 0.
size_t utf8_length(std::string_view s, size_t i) {
  auto c = static_cast<unsigned char>(s[i]);
  size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xe ? 3 : (c >> 3) == 0x1e ? 4 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(s[i + k]) >> 6) != 0x2) return 0;
  // Overlong forms and surrogates are not UTF-8 either.
  auto c1 = static_cast<unsigned char>(s[i + (n > 1 ? 1 : 0)]);
  if ((n == 2 && c < 0xc2) || (n == 3 && c == 0xe0 && c1 < 0xa0) ||
      (n == 3 && c == 0xed && c1 >= 0xa0) || (n == 4 && c == 0xf0 && c1 < 0x90) ||
      (n == 4 && c > 0xf4) || (n == 4 && c == 0xf4 && c1 >= 0x90))
    return 0;
  return n;
}

}  // namespace

std::string json_quote(std::string_view s) {
  std::string out = "\"";
  for (size_t i = 0; i < s.size();) {
    auto c = static_cast<unsigned char>(s[i]);
    size_t n = utf8_length(s, i);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c < 0x20 || c == 0x7f || n == 0) {
      out += fmt::format("\\u{:04x}", c);  // a control character or a stray byte
      n = 1;
    } else {
      out.append(s.substr(i, n));
    }
    i += n == 0 ? 1 : n;
  }
  return out + "\"";
}

void JsonWriter::separate() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (first_.empty()) return;
  if (!first_.back()) out_ += ',';
  first_.back() = false;
}

JsonWriter& JsonWriter::begin_object() {
  separate();
  out_ += '{';
  first_.push_back(true);
  return *this;
}

JsonWriter& JsonWriter::end_object() {
  out_ += '}';
  first_.pop_back();
  return *this;
}

JsonWriter& JsonWriter::begin_array() {
  separate();
  out_ += '[';
  first_.push_back(true);
  return *this;
}

JsonWriter& JsonWriter::end_array() {
  out_ += ']';
  first_.pop_back();
  return *this;
}

JsonWriter& JsonWriter::key(std::string_view name) {
  separate();
  out_ += json_quote(name);
  out_ += ':';
  after_key_ = true;
  return *this;
}

JsonWriter& JsonWriter::value(std::string_view s) {
  separate();
  out_ += json_quote(s);
  return *this;
}

JsonWriter& JsonWriter::value(int64_t n) {
  separate();
  out_ += fmt::format("{}", n);
  return *this;
}

JsonWriter& JsonWriter::value(uint64_t n) {
  separate();
  out_ += fmt::format("{}", n);
  return *this;
}

JsonWriter& JsonWriter::value(bool b) {
  separate();
  out_ += b ? "true" : "false";
  return *this;
}

JsonWriter& JsonWriter::null() {
  separate();
  out_ += "null";
  return *this;
}

namespace {

using Kind = ir::RecordField::Kind;

// The frames of a stack as the text printer lays them out, one per line.
void json_stack(JsonWriter& w, const ir::RecordField& f, std::span<const uint8_t> data,
                const PrintfHooks& hooks) {
  w.begin_array();
  std::string text = hooks.stack ? hooks.stack(f, data) : std::string();
  size_t at = 0;
  while (at < text.size()) {
    size_t end = text.find('\n', at);
    if (end == std::string::npos) end = text.size();
    std::string_view line(text.data() + at, end - at);
    size_t b = line.find_first_not_of(' ');
    if (b != std::string_view::npos) w.value(line.substr(b, line.find_last_not_of(' ') - b + 1));
    at = end + 1;
  }
  w.end_array();
}

std::string hex_string(std::span<const uint8_t> bytes) {
  std::string out;
  out.reserve(bytes.size() * 2);
  for (uint8_t b : bytes) out += fmt::format("{:02x}", b);
  return out;
}

}  // namespace

void json_field(JsonWriter& w, const ir::RecordField& f, std::span<const uint8_t> data,
                const PrintfHooks& hooks) {
  switch (f.kind) {
    case Kind::Int:
      if (f.size == 1 || f.size == 2 || f.size == 4 || f.size == 8) {
        w.value(field_int(f, data));
        return;
      }
      break;
    case Kind::UInt:
      if (f.size == 1 || f.size == 2 || f.size == 4 || f.size == 8) {
        w.value(field_uint(f, data));
        return;
      }
      break;
    case Kind::String:
      w.value(field_string(f, data));
      return;
    case Kind::Stack:
      json_stack(w, f, data, hooks);
      return;
    case Kind::KSym:
    case Kind::KMod: {
      uint64_t pc = field_uint(f, data);
      const auto& name = f.kind == Kind::KSym ? hooks.kernel_sym : hooks.kernel_mod;
      w.value(name ? name(pc) : fmt::format("{:#x}", pc));
      return;
    }
    case Kind::USym:
    case Kind::UAddr:
    case Kind::UMod:
      if (hooks.user_sym) {
        w.value(hooks.user_sym(f, data));
        return;
      }
      break;
    case Kind::Bytes:
      break;
  }
  w.value(hex_string(field_bytes(f, data)));
}

std::string_view agg_func_name(ir::AggFunc f) {
  switch (f) {
    case ir::AggFunc::Count: return "count";
    case ir::AggFunc::Sum: return "sum";
    case ir::AggFunc::Avg: return "avg";
    case ir::AggFunc::Min: return "min";
    case ir::AggFunc::Max: return "max";
    case ir::AggFunc::Stddev: return "stddev";
    case ir::AggFunc::Quantize: return "quantize";
    case ir::AggFunc::Lquantize: return "lquantize";
    case ir::AggFunc::Llquantize: return "llquantize";
  }
  return "?";
}

namespace {

// A bucket's label is its value when it is a plain number ("-4", "1024"),
// DTrace's text for the open-ended ones ("< 0", ">= 100").
void json_bucket_label(JsonWriter& w, const std::string& label) {
  int64_t n = 0;
  auto [end, ec] = std::from_chars(label.data(), label.data() + label.size(), n);
  if (ec == std::errc() && end == label.data() + label.size())
    w.value(n);
  else
    w.value(label);
}

void json_agg_row(JsonWriter& w, const ir::AggregationDesc& desc, const AggRow& row,
                  int64_t normal, const PrintfHooks& hooks) {
  w.begin_object().key("keys").begin_array();
  for (const ir::RecordField& k : desc.keys) json_field(w, k, row.key, hooks);
  w.end_array();
  if (is_histogram(desc)) {
    w.key("buckets").begin_array();
    for (const HistBucket& b : histogram_buckets(desc, row.value, normal)) {
      w.begin_object().key("value");
      json_bucket_label(w, b.label);
      w.key("count").value(b.count).end_object();
    }
    w.end_array();
  } else {
    w.key("value").value(printed_value(desc, row.value, normal));
  }
  w.end_object();
}

}  // namespace

void json_aggregation(JsonWriter& w, const ir::AggregationDesc& desc,
                      const std::vector<AggRow>& rows, int64_t normal, const PrintfHooks& hooks) {
  w.begin_object().key("type").value("aggregation");
  w.key("name").value(desc.name).key("function").value(agg_func_name(desc.func));
  w.key("data").begin_array();
  for (const AggRow& row : rows) json_agg_row(w, desc, row, normal, hooks);
  w.end_array().end_object();
}

}  // namespace dtrace::consume
