// -x oformat=json: the consumer's structured output.  Instead of DTrace's
// text, every record becomes one JSON object on its own line (a probe
// firing with the output of its actions, in order), every aggregation
// printed at exit one object, each runtime fault one object, and the
// session ends with a summary object (exit status, records, faults and
// drops of every kind).  The schema is in dtrace(8), OUTPUT FORMATS.
// The messages DTrace writes to stderr (faults, drops) are written there
// as well, unchanged.
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <cstring>

#include "consume/json_out.h"
#include "consume/print_type.h"
#include "consume/trace_print.h"
#include "handle_impl.h"
#include "ir/mstate.h"

namespace dtrace {

namespace ms = ir::mstate;
using Kind = ir::RecordAction::Kind;

namespace {

void json_probe_fields(consume::JsonWriter& w, uint32_t prid, const probes::Probe* probe) {
  w.key("id").value(uint64_t{prid});
  w.key("provider").value(probe ? probe->provider : "");
  w.key("module").value(probe ? probe->module : "");
  w.key("function").value(probe ? probe->function : "");
  w.key("name").value(probe ? probe->name : "");
}

// system(cmd)'s output is captured so that it cannot break the JSON stream.
std::string run_captured(const std::string& cmd, int& status) {
  std::string out;
  std::FILE* p = ::popen(cmd.c_str(), "r");
  if (!p) {
    status = -1;
    return out;
  }
  char buf[4096];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  status = ::pclose(p);
  return out;
}

// print()'s text without the column-44 indentation of DTrace's layout and
// without its final newline (nested members keep their relative indent).
std::string unindented(const std::string& text) {
  std::string out;
  size_t at = 0;
  while (at < text.size()) {
    size_t end = text.find('\n', at);
    if (end == std::string::npos) end = text.size();
    std::string_view line(text.data() + at, end - at);
    size_t cut = std::min(line.find_first_not_of(' '), size_t{44});
    if (!out.empty()) out += '\n';
    out.append(line.substr(std::min(cut, line.size())));
    at = end + 1;
  }
  return out;
}

}  // namespace

bool Handle::Impl::json_output() const { return opts.oformat == "json"; }

void Handle::Impl::json_line(const consume::JsonWriter& w) {
  fmt::print(out, "{}\n", w.str());
}

// One output item of a record: {"action": A, ...}; false for actions that
// print nothing (they are applied as in text mode).
bool Handle::Impl::json_action(consume::JsonWriter& w, const ir::RecordAction& a,
                               std::span<const uint8_t> data) {
  consume::PrintfHooks h = hooks();
  switch (a.kind) {
    case Kind::Trace:
      w.begin_object().key("action").value("trace").key("value");
      consume::json_field(w, consume::traced_field(a, data), data, h);
      break;
    case Kind::Printf:
      w.begin_object().key("action").value("printf").key("value").value(
          consume::render_printf(compiled.formats[a.format_id], a.fields, data, h));
      break;
    case Kind::Print:
      w.begin_object().key("action").value("print");
      if (a.type) w.key("type").value(a.type->name);
      w.key("value").value(unindented(consume::render_print(a, data, opts.printsize)));
      break;
    case Kind::System: {
      std::string cmd = consume::render_printf(compiled.formats[a.format_id], a.fields, data);
      int status = 0;
      std::string output = run_captured(cmd, status);
      w.begin_object().key("action").value("system").key("command").value(cmd);
      w.key("output").value(output).key("status").value(int64_t{status});
      break;
    }
    case Kind::Printa:
      w.begin_object().key("action").value("printa").key("aggregations").begin_array();
      for (int id : a.agg_ids) {
        auto rows = snapshot(compiled.aggs[id]);
        consume::json_aggregation(w, compiled.aggs[id], rows, agg_normal[id], h);
        agg_printed[id] = true;
      }
      w.end_array();
      if (a.format_id >= 0 && a.agg_ids.size() == 1) {
        int id = a.agg_ids[0];
        auto rows = snapshot(compiled.aggs[id]);
        w.key("text").value(consume::format_printa(compiled.formats[a.format_id],
                                                   compiled.aggs[id], rows, agg_normal[id], h));
      }
      break;
    default:
      return false;
  }
  w.end_object();
  return true;
}

// {"type":"probe","cpu":C,"id":P,"provider":..,"module":..,"function":..,
// "name":..,"output":[items]}.  With quiet, a firing whose actions print
// nothing writes no object.
void Handle::Impl::json_record(const ir::RecordHeader& h, const ir::RecordLayout& layout,
                               std::span<const uint8_t> data,
                               std::vector<std::pair<Kind, uint32_t>>& ended) {
  const probes::Probe* probe = registry.table().by_id(h.prid);
  consume::JsonWriter w;
  w.begin_object().key("type").value("probe").key("cpu").value(uint64_t{h.specid >> 16});
  json_probe_fields(w, h.prid, probe);
  w.key("output").begin_array();
  uint64_t ran = ~uint64_t{0};
  if (layout.masked) std::memcpy(&ran, data.data(), 8);
  bool any = false;
  for (size_t ai = 0; ai < layout.actions.size(); ++ai) {
    const ir::RecordAction& a = layout.actions[ai];
    if (ai < 64 && !(ran >> ai & 1)) continue;
    if (json_action(w, a, data))
      any = true;
    else
      consume_action(a, data, ended);
  }
  w.end_array().end_object();
  ++json_records;
  if (any || !opts.quiet) json_line(w);
}

void Handle::Impl::json_fault(const ir::RecordHeader& h, const ir::FaultRecord& f) {
  const probes::Probe* probe = registry.table().by_id(h.prid);
  ++json_faults;
  consume::JsonWriter w;
  w.begin_object().key("type").value("fault").key("cpu").value(uint64_t{h.specid >> 16});
  json_probe_fields(w, h.prid, probe);
  w.key("clause").value(uint64_t{f.clause}).key("fault").value(ir::fault_text(f.fault));
  if (static_cast<ir::Fault>(f.fault) == ir::Fault::BadAddr) w.key("address").value(f.addr);
  w.key("pc").value(f.pc);
  // Where in the D source: the script (absent for -n), line and column.
  if (f.site < compiled.fault_sites.size() && compiled.fault_sites[f.site].loc.line != 0) {
    const lower::FaultSite& site = compiled.fault_sites[f.site];
    const ScriptText* script = script_of(site.clause);
    if (script != nullptr && !script->file.empty()) w.key("file").value(script->file);
    w.key("line").value(uint64_t{site.loc.line}).key("column").value(uint64_t{site.loc.column});
  }
  w.end_object();
  json_line(w);
}

// At exit: the aggregations not printed yet, one object each.
void Handle::Impl::json_final_aggregations() {
  consume::PrintfHooks h = hooks();
  for (size_t i = 0; i < compiled.aggs.size(); ++i) {
    if (agg_printed[i]) continue;
    consume::JsonWriter w;
    auto rows = snapshot(compiled.aggs[i]);
    consume::json_aggregation(w, compiled.aggs[i], rows, agg_normal[i], h);
    json_line(w);
  }
}

// The session's drop counters, summed over the CPUs.
Handle::Impl::DropCounts Handle::Impl::drop_counts() const {
  DropCounts d;
  if (maps.size() <= ms::kMapCpuInfo) return d;
  const load::Map& map = maps[ms::kMapCpuInfo];
  std::vector<uint8_t> buf(map.lookup_size());
  uint32_t zero = 0;
  if (!map.lookup(&zero, buf.data())) return d;
  auto at = [&](size_t cpu, size_t off) {
    uint64_t n;
    std::memcpy(&n, buf.data() + cpu * ms::kCpuInfoSize + off, 8);
    return n;
  };
  for (size_t c = 0; c < buf.size() / ms::kCpuInfoSize; ++c) {
    d.principal += at(c, ms::kCpuDrops);
    d.aggregation += at(c, ms::kCpuAggDrops);
    d.dynamic += at(c, ms::kCpuDynDrops);
    d.specbusy += at(c, ms::kCpuSpecBusy);
    d.specunavail += at(c, ms::kCpuSpecUnavail);
  }
  d.speculative = spec_drops;
  return d;
}

// {"type":"summary","exit":S,"records":N,"faults":F,"drops":{...}}
void Handle::Impl::json_summary() {
  DropCounts d = drop_counts();
  consume::JsonWriter w;
  w.begin_object().key("type").value("summary").key("exit").value(int64_t{exit_status});
  w.key("records").value(json_records).key("faults").value(json_faults);
  w.key("drops").begin_object();
  w.key("principal").value(d.principal).key("aggregation").value(d.aggregation);
  w.key("dynamic").value(d.dynamic).key("speculative").value(d.speculative);
  w.key("speculation_busy").value(d.specbusy).key("speculation_unavailable").value(d.specunavail);
  w.end_object().end_object();
  json_line(w);
}

}  // namespace dtrace
