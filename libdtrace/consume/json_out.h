// Structured output (-x oformat=json): a small streaming JSON writer that
// always produces valid JSON (strings escaped, bytes that are not UTF-8
// written as \u00XX), and the JSON forms of recorded data and aggregations.
// The schema is documented in dtrace(8) under OUTPUT FORMATS; every object
// is one line.  Pure functions of the bytes plus the symbol hooks.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "consume/agg_print.h"
#include "consume/printf.h"
#include "ir/record.h"

namespace dtrace::consume {

class JsonWriter {
 public:
  JsonWriter& begin_object();
  JsonWriter& end_object();
  JsonWriter& begin_array();
  JsonWriter& end_array();
  // The name of the next member of the enclosing object.
  JsonWriter& key(std::string_view name);
  JsonWriter& value(std::string_view s);
  JsonWriter& value(const char* s) { return value(std::string_view(s)); }
  JsonWriter& value(int64_t n);
  JsonWriter& value(uint64_t n);
  JsonWriter& value(bool b);
  JsonWriter& null();
  const std::string& str() const { return out_; }

 private:
  void separate();
  std::string out_;
  std::vector<bool> first_;  // per open container: nothing written in it yet
  bool after_key_ = false;
};

// s as a JSON string literal, quotes included.
std::string json_quote(std::string_view s);

// One recorded datum: integers as numbers, strings as strings, stack()
// and ustack() as arrays of frames, sym()/usym() and friends as their
// names, anything else (structs, arrays, tracemem()) as a string of hex
// digits.
void json_field(JsonWriter& w, const ir::RecordField& f, std::span<const uint8_t> data,
                const PrintfHooks& hooks);

// The aggregating function's D name ("count", "lquantize", ...).
std::string_view agg_func_name(ir::AggFunc f);

// {"type":"aggregation","name":N,"function":F,"data":[{"keys":[...],
// "value":V} or {"keys":[...],"buckets":[{"value":L,"count":C},...]}]},
// rows in the order given (sorted as printa() sorts them).
void json_aggregation(JsonWriter& w, const ir::AggregationDesc& desc,
                      const std::vector<AggRow>& rows, int64_t normal, const PrintfHooks& hooks);

}  // namespace dtrace::consume
