// The consuming half of the Handle: decodes each ring buffer record through
// its statement's RecordLayout and prints it as DTrace does; holds
// speculative records until commit() or discard(); snapshots and prints
// aggregations; applies setopt(), freopen() and ftruncate(); reports drops.
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <ctime>

#include "consume/agg_print.h"
#include "consume/print_type.h"
#include "consume/printf.h"
#include "consume/trace_print.h"
#include "diag/context.h"
#include "handle_impl.h"
#include "ir/mstate.h"

namespace dtrace {

namespace ms = ir::mstate;

namespace {

// The aggregation options as the printers take them (read at each print:
// they are dynamic).
consume::AggSortOptions agg_sort_options(const options::Options& o) {
  consume::AggSortOptions sort;
  sort.sortkey = o.aggsortkey;
  sort.sortrev = o.aggsortrev;
  sort.sortkeypos = static_cast<int>(o.aggsortkeypos);
  sort.sortpos = static_cast<int>(o.aggsortpos);
  return sort;
}

consume::AggStyle agg_style(const options::Options& o) {
  return {.zoom = o.aggzoom, .hist = o.agghist, .pack = o.aggpack};
}

// A drop report; -xdroptags puts DTrace's "[DTRACEDROP_KIND] " before it.
std::string drop_text(const options::Options& o, std::string_view kind, std::string text) {
  if (!o.droptags) return text;
  return fmt::format("[DTRACEDROP_{}] {}", kind, text);
}

}  // namespace

// Record: {u32 size, u32 stid, u32 prid, u16 specid, u16 cpu} then data.
void Handle::Impl::on_record(std::span<const uint8_t> rec) {
  if (rec.size() < sizeof(ir::RecordHeader)) return;
  ir::RecordHeader h;
  std::memcpy(&h, rec.data(), sizeof h);
  if (h.stid == ir::kFaultStid) return on_fault(h, rec.subspan(sizeof h));
  if (h.stid == 0 || h.stid > compiled.records.size()) return;
  if ((h.specid & 0xffff) != 0) return hold_speculative(h.specid & 0xffff, rec);
  const ir::RecordLayout& layout = compiled.records[h.stid - 1];
  std::span<const uint8_t> data = rec.subspan(sizeof h);
  if (data.size() < layout.size) return;
  uint32_t cpu = h.specid >> 16;
  if (!admit_record(layout, cpu, rec)) return;  // held in a ring, or a fill drop
  // A clause that only commits or discards records nothing the user sees
  // (no probe line); the speculations it ends are handled after its record.
  bool only_spec_ops = !layout.actions.empty();
  for (const ir::RecordAction& a : layout.actions)
    only_spec_ops &= a.kind == ir::RecordAction::Kind::Commit ||
                     a.kind == ir::RecordAction::Kind::Discard;
  std::vector<std::pair<ir::RecordAction::Kind, uint32_t>> ended;
  const probes::Probe* probe = registry.table().by_id(h.prid);
  if (json_output()) {
    lib_where = fmt::format("dt_clause_{} for probe ID {} ({})", layout.clause, h.prid,
                            probe ? probe->full_name() : "?");
    json_record(h, layout, data, ended);
    for (auto [kind, id] : ended) end_speculation(kind, id);
    return;
  }
  std::string name = probe ? probe->function + ":" + probe->name : "";
  bool show_probe = !opts.quiet && !only_spec_ops;
  if (show_probe && opts.flowindent) {
    print_flow_prefix(h, cpu, probe);
  } else if (show_probe) {
    if (!heading_printed) {
      if (testing)
        fmt::print(out, "{:>32}\n", "FUNCTION:NAME");
      else
        fmt::print(out, "{:>3} {:>6} {:>32}\n", "CPU", "ID", "FUNCTION:NAME");
      heading_printed = true;
    }
    if (testing)
      fmt::print(out, "{:>32} ", name);
    else
      fmt::print(out, "{:>3} {:>6} {:>32} ", cpu, h.prid, name);
  }
  lib_where = fmt::format("dt_clause_{} for probe ID {} ({})", layout.clause, h.prid,
                          probe ? probe->full_name() : "?");
  uint64_t ran = ~uint64_t{0};
  if (layout.masked) std::memcpy(&ran, data.data(), 8);
  for (size_t ai = 0; ai < layout.actions.size(); ++ai) {
    const ir::RecordAction& a = layout.actions[ai];
    if (ai < 64 && !(ran >> ai & 1)) continue;  // in a branch that did not run
    consume_action(a, data, ended);
  }
  if (show_probe) fmt::print(out, "\n");
  for (auto [kind, id] : ended) end_speculation(kind, id);
}

// One action of a record, printed or applied; commit()/discard() that
// ended a speculation are added to `ended`, handled after the record.
void Handle::Impl::consume_action(const ir::RecordAction& a, std::span<const uint8_t> data,
                                  std::vector<std::pair<ir::RecordAction::Kind, uint32_t>>& ended) {
  switch (a.kind) {
    case ir::RecordAction::Kind::Trace:
      if (a.fields[0].kind == ir::RecordField::Kind::Stack)
        fmt::print(out, "{}", consume::render_any_stack(a.fields[0], data,
                                                    static_cast<int>(opts.stackindent), ksyms, usyms));
      else if (a.fields[0].kind == ir::RecordField::Kind::KSym ||
               a.fields[0].kind == ir::RecordField::Kind::KMod ||
               consume::is_user_address(a.fields[0].kind))
        fmt::print(out, "{}", trace_symbol(a.fields[0], data));
      else if (opts.rawbytes && a.fields[0].kind == ir::RecordField::Kind::String)
        // -x rawbytes: a string prints as the dump of all its bytes (NULs too)
        fmt::print(out, "{}", consume::render_hexdump(consume::field_bytes(a.fields[0], data)));
      else if (a.type && a.type->is_char_array() && !opts.rawbytes &&
               a.fields[0].kind == ir::RecordField::Kind::Bytes)
        // As DTrace: printable characters (then only NULs) print as a
        // string, anything else as a dump.
        fmt::print(out, "{}",
                   consume::render_bytes(consume::field_bytes(a.fields[0], data), 33, opts.quiet));
      else
        fmt::print(out, "{}",
                   consume::render_trace(consume::traced_field(a, data), data, opts.quiet));
      break;
    case ir::RecordAction::Kind::Print:
      fmt::print(out, "{}", consume::render_print(a, data, opts.printsize));
      break;
    case ir::RecordAction::Kind::Printf:
      fmt::print(out, "{}",
                 consume::render_printf(compiled.formats[a.format_id], a.fields, data, hooks()));
      break;
    case ir::RecordAction::Kind::System: {
      // Run by the consumer, in order with the output around it.
      std::string cmd = consume::render_printf(compiled.formats[a.format_id], a.fields, data);
      std::fflush(out);
      if (std::system(cmd.c_str()) == -1)
        messages.push_back(fmt::format("failed to run system( ) command: {}", cmd));
      break;
    }
    case ir::RecordAction::Kind::Exit:
      // The last exit() sets the status, as in DTrace: END's exit(0) after
      // a probe's exit(1) ends with 0.
      exit_status = static_cast<int>(consume::field_int(a.fields[0], data));
      note_exit();
      break;
    case ir::RecordAction::Kind::Printa:
      if (a.format_id >= 0 && a.agg_ids.size() > 1) {
        print_aggregations(a);
        break;
      }
      for (int id : a.agg_ids) {
        if (a.format_id >= 0) {
          auto rows = snapshot(compiled.aggs[id]);
          fmt::print(out, "{}",
                     consume::format_printa(compiled.formats[a.format_id], compiled.aggs[id], rows,
                                            agg_normal[id], hooks(), agg_style(opts)));
        } else {
          print_aggregation(id, true);
        }
        agg_printed[id] = true;
      }
      break;
    case ir::RecordAction::Kind::Clear:
    case ir::RecordAction::Kind::Trunc:
    case ir::RecordAction::Kind::Normalize:
    case ir::RecordAction::Kind::Denormalize:
      agg_op(a, data);
      break;
    case ir::RecordAction::Kind::Setopt:
      apply_setopt(a, data);
      break;
    case ir::RecordAction::Kind::Freopen:
      apply_freopen(a, data);
      break;
    case ir::RecordAction::Kind::Ftruncate:
      apply_ftruncate();
      break;
    case ir::RecordAction::Kind::Commit:
    case ir::RecordAction::Kind::Discard:
      // Only the commit or discard that made the speculation draining
      // ends it (a repeated one finds it gone already).
      if (consume::field_uint(a.fields[1], data) != 0)
        ended.emplace_back(a.kind, static_cast<uint32_t>(consume::field_uint(a.fields[0], data)));
      break;
    default:
      break;
  }
}

// setopt(name[, value]): sets a consumer option from here on (no value
// means "1", as in DTrace).  An unknown option or a bad value is reported
// and tracing goes on; options fixed once tracing started are refused
// with DTrace's EDT_ACTIVE text.  Like every library-level error of DTrace
// the message ends in its own newline, so a blank line follows it.
void Handle::Impl::apply_setopt(const ir::RecordAction& a, std::span<const uint8_t> data) {
  std::string name = consume::field_string(a.fields[0], data);
  std::string value = a.fields.size() > 1 ? consume::field_string(a.fields[1], data) : "1";
  const options::OptionInfo* info = options::find_option(name);
  std::string_view why = "Operation illegal when tracing is active";
  if (!info || info->cls != options::OptionClass::Runtime) {
    options::OptionStatus st = opts.try_set(name, value);
    if (st == options::OptionStatus::ok) return;
    why = options::status_text(st);
  }
  messages.push_back(fmt::format("error in {}: couldn't set option \"{}\" to \"{}\": {}\n",
                                 lib_where, name, value, why));
}

// freopen(fmt, ...): later output is appended to the file the format
// names; freopen("") goes back to the session's own output.  A file that
// cannot be opened is reported (a blank line after it, as for setopt())
// and the output stays where it was.
void Handle::Impl::apply_freopen(const ir::RecordAction& a, std::span<const uint8_t> data) {
  std::string path = consume::render_printf(compiled.formats[a.format_id], a.fields, data);
  std::fflush(out);
  if (path.empty()) {
    if (freopen_fp) std::fclose(freopen_fp);
    freopen_fp = nullptr;
    out = base_out;
    return;
  }
  std::FILE* f = std::fopen(path.c_str(), "a");
  if (!f) {
    messages.push_back(fmt::format("error in {}: couldn't freopen() \"{}\": {}\n", lib_where,
                                   path, std::strerror(errno)));
    return;
  }
  if (freopen_fp) std::fclose(freopen_fp);
  freopen_fp = f;
  out = f;
}

// ftruncate(): empties the current output file and writes from its start.
void Handle::Impl::apply_ftruncate() {
  std::fflush(out);
  if (::ftruncate(fileno(out), 0) == 0) (void)fseeko(out, 0, SEEK_SET);
}

// A speculative record waits in its speculation's buffer; past specsize
// bytes it is dropped ("N speculative drops").
void Handle::Impl::hold_speculative(uint32_t id, std::span<const uint8_t> rec) {
  // Charged as Oracle's DTrace charges it: the data and an 8-byte header.
  SpecBuffer& buf = spec_buffers[id];
  uint64_t charge = rec.size() - sizeof(ir::RecordHeader) + 8;
  if (buf.bytes + charge > opts.specsize) {
    ++spec_drops;
    return;
  }
  buf.bytes += charge;
  buf.records.emplace_back(rec.begin(), rec.end());
}

// commit(): the speculation's records print now, as if just written (each
// keeps its own probe and CPU); discard(): they go.  Either way the slot is
// freed in the kernel, so speculation() can hand out the id again.
void Handle::Impl::end_speculation(ir::RecordAction::Kind kind, uint32_t id) {
  auto it = spec_buffers.find(id);
  if (it != spec_buffers.end()) {
    SpecBuffer buf = std::move(it->second);
    spec_buffers.erase(it);
    if (kind == ir::RecordAction::Kind::Commit) {
      for (std::vector<uint8_t>& r : buf.records) {
        ir::RecordHeader h;
        std::memcpy(&h, r.data(), sizeof h);
        h.specid &= ~uint32_t{0xffff};
        std::memcpy(r.data(), &h, sizeof h);
        on_record(r);
      }
    }
  }
  if (compiled.spec_map >= 0 && static_cast<size_t>(compiled.spec_map) < maps.size())
    maps[compiled.spec_map].erase(&id);
}

// Oracle's line: "error in dt_clause_N for probe ID P (prov:mod:func:name):
// FAULT at BPF pc K"; an invalid address names the address.  Each fault of
// an ERROR clause is reported as one double-error drop instead.
void Handle::Impl::on_fault(const ir::RecordHeader& h, std::span<const uint8_t> data) {
  if (data.size() < sizeof(ir::FaultRecord)) return;
  ir::FaultRecord f;
  std::memcpy(&f, data.data(), sizeof f);
  const probes::Probe* probe = registry.table().by_id(h.prid);
  // A fault in an ERROR clause is not reported as a fault: DTrace counts
  // it as a drop, "error in ERROR probe enabling".
  if (probe && probe->provider == "dtrace" && probe->name == "ERROR") {
    messages.push_back(drop_text(opts, "DBLERROR", "1 error in ERROR probe enabling"));
    return;
  }
  if (json_output()) json_fault(h, f);
  // The detail DTrace adds: the address (or size) for these faults, unless
  // the address is unknown (-1); the index for a bad index.
  std::string what = ir::fault_text(f.fault);
  switch (static_cast<ir::Fault>(f.fault)) {
    case ir::Fault::BadAddr:
      if (f.addr == ~uint64_t{0}) break;
      [[fallthrough]];
    case ir::Fault::BadAlign:
    case ir::Fault::BadStack:
    case ir::Fault::BadSize: what += fmt::format(" ({:#x})", f.addr); break;
    case ir::Fault::BadIndex: what += fmt::format(" ({})", static_cast<int64_t>(f.addr)); break;
    default: break;
  }
  messages.push_back(fmt::format("error in dt_clause_{} for probe ID {} ({}): {} at BPF pc {}{}",
                                 f.clause, h.prid, probe ? probe->full_name() : "?", what, f.pc,
                                 opts.errcontext || isatty(STDERR_FILENO) == 1 ? fault_context(f)
                                                                               : ""));
}

// The program text clause `clause` was compiled from (null: none).
const Handle::Impl::ScriptText* Handle::Impl::script_of(int clause) const {
  const ScriptText* script = nullptr;
  for (const ScriptText& s : scripts)
    if (clause >= 0 && s.first_clause <= static_cast<size_t>(clause)) script = &s;
  return script;
}

// "\nin FILE:" (for a -s script) and the source line of `loc` in clause
// `clause`'s program text with a caret under it; "" when unknown.
std::string Handle::Impl::source_lines(int clause, SourceLoc loc) const {
  const ScriptText* script = script_of(clause);
  if (script == nullptr || loc.line == 0) return "";
  std::string out;
  if (!script->file.empty()) out += fmt::format("\nin {}:", script->file);
  std::string ctx = diag::source_context(script->text, loc);
  if (!ctx.empty() && ctx.back() == '\n') ctx.pop_back();
  return ctx.empty() ? out : out + "\n" + ctx;
}

// With error context on, after a refused program's message: the D source
// of the instruction the verifier refused (the last one its log shows).
std::string Handle::Impl::verifier_context(const bpf::Image& image, const std::string& log) const {
  std::optional<uint32_t> at = load::refused_insn(log);
  if (!at || *at >= image.origins.size()) return "";
  const bpf::SourceOrigin& o = image.origins[*at];
  std::string lines = source_lines(o.clause, o.loc);
  if (lines.empty()) return "";
  return fmt::format("\nthe verifier refused instruction {}, from dt_clause_{}:{}", *at, o.clause,
                     lines);
}

// What follows a fault's line with error context on (DESIGN.md D14): the
// script and line of the expression that faulted, with a caret under it,
// and a hint for the usual causes of a bad address.
std::string Handle::Impl::fault_context(const ir::FaultRecord& f) const {
  if (f.site >= compiled.fault_sites.size()) return "";
  const lower::FaultSite& site = compiled.fault_sites[f.site];
  std::string out = source_lines(site.clause, site.loc);
  if (static_cast<ir::Fault>(f.fault) == ir::Fault::BadAddr) {
    constexpr uint64_t kUserTop = 0x0000800000000000;  // x86-64 user addresses lie below
    if (f.addr < 4096)
      out += "\nhint: a NULL pointer was followed: test it first (/p != NULL/ or p ? ... : ...)";
    else if (f.addr < kUserTop && !site.user_copy)
      out += fmt::format(
          "\nhint: {:#x} is a user-space address: read user memory with copyin() or "
          "copyinstr()",
          f.addr);
    else if (site.user_copy)
      out += "\nhint: user memory that is not mapped, or not paged in yet, cannot be read "
             "from a probe";
  }
  return out;
}

// clear, trunc, normalize, denormalize: applied to the kernel's maps (or
// the printing factor) when their record is consumed, so they take effect
// in order with the output around them.
void Handle::Impl::agg_op(const ir::RecordAction& a, std::span<const uint8_t> data) {
  int id = a.agg_ids.at(0);
  agg_cache.erase(id);  // clear() and trunc() act on the current values
  const ir::AggregationDesc& desc = compiled.aggs[id];
  load::Map& map = maps[desc.map_index];
  int64_t n = a.fields.empty() ? 0 : consume::field_int(a.fields[0], data);
  switch (a.kind) {
    case ir::RecordAction::Kind::Normalize:
      if (n != 0) agg_normal[id] = n;
      return;
    case ir::RecordAction::Kind::Denormalize:
      agg_normal[id] = 1;
      return;
    case ir::RecordAction::Kind::Clear: {
      // Values go to zero (and out of the output until updated again).
      std::vector<uint8_t> zeroes(map.lookup_size(), 0);
      if (desc.key_size == 0) {
        uint32_t zero = 0;
        std::vector<uint8_t> old(map.lookup_size(), 0);
        if (map.lookup(&zero, old.data()) && old != zeroes) keyless_cleared.insert(desc.map_index);
        (void)map.update(&zero, zeroes.data());
      } else {
        for (auto& key : map.keys()) (void)map.update(key.data(), zeroes.data(), BPF_EXIST);
      }
      return;
    }
    default:
      break;
  }
  // trunc(@a): every key goes; trunc(@a, n): all but the n largest values
  // (the n smallest for negative n), in the order printa would use.
  merged_sources.clear();
  std::vector<consume::AggRow> rows = snapshot(desc);
  consume::sort_rows(desc, rows, consume::AggSortOptions{});  // by value, always
  size_t keep = static_cast<size_t>(std::min<int64_t>(std::abs(n), rows.size()));
  auto drop = [&](const consume::AggRow& row) {
    if (desc.key_size == 0) {
      std::vector<uint8_t> zeroes(map.lookup_size(), 0);
      uint32_t zero = 0;
      (void)map.update(&zero, zeroes.data());
      keyless_cleared.erase(desc.map_index);
    } else if (auto it = merged_sources.find(row.key); it != merged_sources.end()) {
      for (const auto& k : it->second) map.erase(k.data());
    } else {
      map.erase(row.key.data());
    }
  };
  for (size_t i = 0; i < rows.size(); ++i) {
    bool kept = n > 0 ? i >= rows.size() - keep : n < 0 ? i < keep : false;
    if (!kept) drop(rows[i]);
  }
  agg_cache.erase(id);
}

// -F: DTrace's flow indentation.  A probe named "entry" (or "...-entry")
// prints " -> func" (" => " for syscalls) and indents what follows by two;
// "return" unindents and prints " <- func" (" <= "); anything else prints
// "| func:name".  A second clause of the probe that just fired does not
// indent again (DTrace's heuristic, see dt_flowindent()).
void Handle::Impl::print_flow_prefix(const ir::RecordHeader& h, uint32_t cpu,
                                     const probes::Probe* probe) {
  if (!heading_printed) {
    if (testing)
      fmt::print(out, "{:<41}\n", "FUNCTION");
    else
      fmt::print(out, "{:>3} {:<41}\n", "CPU", "FUNCTION");
    heading_printed = true;
  }
  auto ends_with_word = [](const std::string& n, std::string_view w) {
    return n == w || (n.size() > w.size() && n.ends_with(w) && n[n.size() - w.size() - 1] == '-');
  };
  std::string func = probe ? probe->function : "";
  std::string pname = probe ? probe->name : "";
  bool syscall = probe && probe->provider == "syscall";
  bool same_firing = flow_last_prid == h.prid && flow_last_stid != h.stid;
  std::string label;
  if (ends_with_word(pname, "entry") && !same_firing) {
    label = fmt::format("{:{}}{}{}", "", flow_indent, syscall ? " => " : " -> ", func);
    flow_indent += 2;
  } else if (ends_with_word(pname, "return") && !same_firing) {
    if (flow_indent > 0) flow_indent -= 2;
    label = fmt::format("{:{}}{}{}", "", flow_indent, syscall ? " <= " : " <- ", func);
  } else {
    label = fmt::format("{:{}}| {}:{}", "", flow_indent, func, pname);
  }
  flow_last_prid = h.prid;
  flow_last_stid = h.stid;
  if (testing)
    fmt::print(out, "{:<41} ", label);
  else
    fmt::print(out, "{:>3} {:<41} ", cpu, label);
}

// The rows printa() and the exit print see, sorted by the options in force
// now (setopt() may have changed them since the rows were read).
std::vector<consume::AggRow> Handle::Impl::snapshot(const ir::AggregationDesc& desc) {
  std::vector<consume::AggRow> rows = cached_rows(desc);
  consume::sort_rows(desc, rows, agg_sort_options(opts));
  return rows;
}

// aggrate: DTrace reads aggregations at most once per aggrate; printa()s
// within that time print the values of the last read.
std::vector<consume::AggRow> Handle::Impl::cached_rows(const ir::AggregationDesc& desc) {
  if (opts.aggrate == 0) return read_aggregation(desc);
  uint64_t now = monotonic_ns();
  if (agg_cache_time == 0 || now - agg_cache_time >= opts.aggrate) {
    agg_cache.clear();
    agg_cache_time = now;
  }
  auto it = agg_cache.find(desc.id);
  if (it == agg_cache.end()) it = agg_cache.emplace(desc.id, read_aggregation(desc)).first;
  return it->second;
}

// Every key of the aggregation's map, merged across CPUs and consolidated
// (sym() keys of one function are one row); unsorted.
std::vector<consume::AggRow> Handle::Impl::read_aggregation(const ir::AggregationDesc& desc) {
  std::vector<consume::AggRow> rows;
  const load::Map& map = maps[desc.map_index];
  size_t words = consume::value_words(desc);
  size_t slot = (desc.value_size + 7) & ~size_t{7};
  size_t ncpu = map.lookup_size() / slot;
  auto add_row = [&](std::vector<uint8_t> key_bytes, const std::vector<uint8_t>& buf) {
    std::vector<std::vector<int64_t>> per_cpu(ncpu, std::vector<int64_t>(words));
    bool any = false;
    for (size_t c = 0; c < ncpu; ++c) {
      std::memcpy(per_cpu[c].data(), buf.data() + c * slot, words * 8);
      any |= per_cpu[c][0] != 0;
    }
    // A keyed entry exists because it was updated once: after clear() it
    // prints with zero values, as DTrace's do.  The keyless slot always
    // exists, so it prints only once something updated it (and, zeroed,
    // after clear()).
    if (!any && desc.key_size == 0 && !keyless_cleared.count(desc.map_index)) return;
    auto merged = consume::merge_percpu(desc, per_cpu);
    if (!opts.aggpercpu) per_cpu.clear();
    rows.push_back({std::move(key_bytes), std::move(merged), std::move(per_cpu)});
  };
  if (desc.key_size == 0) {
    uint32_t zero = 0;
    std::vector<uint8_t> buf(map.lookup_size());
    if (map.lookup(&zero, buf.data())) add_row({}, buf);
  } else if (auto entries = map.entries()) {
    // In batches: two system calls per key would dominate printing a big
    // aggregation.
    rows.reserve(entries->size());
    for (load::MapEntry& e : *entries) add_row(std::move(e.key), e.value);
  } else {
    std::vector<uint8_t> buf(map.lookup_size());
    for (auto& key : map.keys())
      if (map.lookup(key.data(), buf.data())) add_row(key, buf);
  }
  consolidate_symbols(desc, rows);
  return rows;
}

void Handle::Impl::print_aggregation(int id, bool with_blank) {
  const ir::AggregationDesc& desc = compiled.aggs[id];
  auto rows = snapshot(desc);
  fmt::print(out, "{}",
             with_blank
                 ? consume::format_printa_default(desc, rows, agg_normal[id], hooks(), agg_style(opts))
                 : consume::format_aggregation(desc, rows, agg_normal[id], hooks(), agg_style(opts)));
}

// trace(sym(pc)) / trace(mod(pc)), and usym()/uaddr()/umod(): DTrace
// prints these "  %-50s", quiet or not (dt_print_sym/dt_print_mod/
// dt_print_usym have no quiet form).
std::string Handle::Impl::trace_symbol(const ir::RecordField& f, std::span<const uint8_t> data) {
  if (consume::is_user_address(f.kind)) return fmt::format("  {:<50}", usyms.name(f, data));
  uint64_t pc = consume::field_uint(f, data);
  std::string name =
      f.kind == ir::RecordField::Kind::KSym ? ksyms.symbol(pc) : ksyms.module(pc);
  return fmt::format("  {:<50}", name);
}

// Rows whose sym()/func() keys fall in the same function (mod(): the same
// module) are one row, as DTrace prints them: their values merge.
void Handle::Impl::consolidate_symbols(const ir::AggregationDesc& desc,
                                       std::vector<consume::AggRow>& rows) {
  bool any = false;
  for (const ir::RecordField& k : desc.keys)
    any |= k.kind == ir::RecordField::Kind::KSym || k.kind == ir::RecordField::Kind::KMod ||
           consume::is_user_address(k.kind);
  if (!any) return;
  std::map<std::string, uint64_t> module_ids;
  std::map<std::vector<uint8_t>, std::vector<std::vector<int64_t>>> merged;
  // aggpercpu: for each merged key, each CPU's values from every source.
  std::map<std::vector<uint8_t>, std::vector<std::vector<std::vector<int64_t>>>> merged_cpu;
  std::map<std::vector<uint8_t>, std::vector<std::vector<uint8_t>>>& sources = merged_sources;
  sources.clear();
  for (consume::AggRow& row : rows) {
    std::vector<uint8_t> original = row.key;
    for (const ir::RecordField& k : desc.keys) {
      if (consume::is_user_address(k.kind)) {
        uint64_t at = usyms.key_address(k, row.key);
        std::memcpy(row.key.data() + k.offset, &at, 8);
        continue;
      }
      if (k.kind != ir::RecordField::Kind::KSym && k.kind != ir::RecordField::Kind::KMod)
        continue;
      uint64_t pc = consume::field_uint(k, row.key);
      uint64_t id = k.kind == ir::RecordField::Kind::KSym
                        ? ksyms.function_start(pc)
                        : module_ids.try_emplace(ksyms.module(pc), pc).first->second;
      std::memcpy(row.key.data() + k.offset, &id, 8);
    }
    auto& cpus = merged_cpu[row.key];
    cpus.resize(std::max(cpus.size(), row.per_cpu.size()));
    for (size_t c = 0; c < row.per_cpu.size(); ++c) cpus[c].push_back(std::move(row.per_cpu[c]));
    merged[row.key].push_back(std::move(row.value));
    sources[row.key].push_back(std::move(original));
  }
  rows.clear();
  for (auto& [key, values] : merged) {
    std::vector<std::vector<int64_t>> per_cpu;
    for (auto& cpu_values : merged_cpu[key])
      per_cpu.push_back(consume::merge_percpu(desc, cpu_values));
    rows.push_back({key, consume::merge_percpu(desc, values), std::move(per_cpu)});
  }
}

// printa(fmt, @a, @b, ...): one line per key, the values side by side.
void Handle::Impl::print_aggregations(const ir::RecordAction& a) {
  std::vector<std::vector<consume::AggRow>> rows;
  rows.reserve(a.agg_ids.size());
  std::vector<consume::AggInput> in;
  for (int id : a.agg_ids) {
    rows.push_back(snapshot(compiled.aggs[id]));
    agg_printed[id] = true;
  }
  for (size_t i = 0; i < a.agg_ids.size(); ++i)
    in.push_back({&compiled.aggs[a.agg_ids[i]], &rows[i], agg_normal[a.agg_ids[i]]});
  fmt::print(out, "{}", consume::format_printa_multi(compiled.formats[a.format_id], in,
                                                     agg_sort_options(opts), hooks(),
                                                     agg_style(opts)));
}

// Symbol lookups the printers need: stacks and addresses.
consume::PrintfHooks Handle::Impl::hooks() {
  consume::PrintfHooks h;
  int indent = static_cast<int>(opts.stackindent);
  h.stack = [this, indent](const ir::RecordField& f, std::span<const uint8_t> d) {
    return consume::render_any_stack(f, d, indent, ksyms, usyms);
  };
  h.kernel_addr = [this](uint64_t pc) { return ksyms.format(pc); };
  h.kernel_sym = [this](uint64_t pc) { return ksyms.symbol(pc); };
  h.kernel_mod = [this](uint64_t pc) { return ksyms.module(pc); };
  h.user_sym = [this](const ir::RecordField& f, std::span<const uint8_t> d) {
    return usyms.name(f, d);
  };
  h.user_addr = [this](uint64_t pc) { return usyms.format_target(pc); };
  return h;
}

// "dtrace: N drops on CPU c" per CPU, as DTrace reports them.
void Handle::Impl::report_drops() {
  if (maps.size() <= ms::kMapCpuInfo) return;
  const load::Map& map = maps[ms::kMapCpuInfo];
  std::vector<uint8_t> buf(map.lookup_size());
  uint32_t zero = 0;
  if (!map.lookup(&zero, buf.data())) return;
  size_t ncpu = buf.size() / ms::kCpuInfoSize;
  DropsSeen& seen = drops_seen;
  seen.principal.resize(ncpu);
  seen.aggregation.resize(ncpu);
  // Each counter only grows: what it has gained since the last report is new.
  auto fresh = [](uint64_t now, uint64_t& before) { return now - std::exchange(before, now); };
  uint64_t dyn_total = 0, unavail_total = 0, busy_total = 0;
  for (size_t c = 0; c < ncpu; ++c) {
    uint64_t drops, aggdrops, n;
    const uint8_t* slot = buf.data() + c * ms::kCpuInfoSize;
    std::memcpy(&n, slot + ms::kCpuSpecUnavail, 8);
    unavail_total += n;
    std::memcpy(&n, slot + ms::kCpuSpecBusy, 8);
    busy_total += n;
    std::memcpy(&n, slot + ms::kCpuDynDrops, 8);
    dyn_total += n;
    std::memcpy(&drops, slot + ms::kCpuDrops, 8);
    if (auto it = policy_drops.find(static_cast<uint32_t>(c)); it != policy_drops.end())
      drops += it->second;
    std::memcpy(&aggdrops, slot + ms::kCpuAggDrops, 8);
    drops = fresh(drops, seen.principal[c]);
    aggdrops = fresh(aggdrops, seen.aggregation[c]);
    if (drops)
      messages.push_back(drop_text(
          opts, "PRINCIPAL", fmt::format("{} drop{} on CPU {}", drops, drops == 1 ? "" : "s", c)));
    if (aggdrops)
      messages.push_back(drop_text(opts, "AGGREGATION",
                                   fmt::format("{} aggregation drop{} on CPU {}", aggdrops,
                                               aggdrops == 1 ? "" : "s", c)));
  }
  // DTrace reports dynamic variable drops for the whole session.
  uint64_t dyndrops = fresh(dyn_total, seen.dynamic);
  if (dyndrops)
    messages.push_back(drop_text(
        opts, "DYNAMIC",
        fmt::format("{} dynamic variable drop{}", dyndrops, dyndrops == 1 ? "" : "s")));
  report_spec_drops(fresh(unavail_total, seen.unavail), fresh(busy_total, seen.busy));
}

// "dtrace: 120 dynamic variable drops in all: -x dynvarsize=2m (now 1m)
// would hold more": the sizes suggested double the current ones, a start
// that can be repeated.
void Handle::Impl::drop_summary() {
  uint64_t principal = 0, aggregation = 0;
  for (uint64_t n : drops_seen.principal) principal += n;
  for (uint64_t n : drops_seen.aggregation) aggregation += n;
  auto s = [](uint64_t n) { return n == 1 ? "" : "s"; };
  auto size_hint = [](const char* option, uint64_t now) {
    return fmt::format("-x {}={} (now {}) would hold more", option, size_text(now * 2),
                       size_text(now));
  };
  if (principal)
    messages.push_back(fmt::format("{} principal buffer drop{} in all: {}, or a higher -x "
                                   "switchrate would empty it sooner",
                                   principal, s(principal), size_hint("bufsize", opts.bufsize)));
  if (aggregation)
    messages.push_back(fmt::format("{} aggregation drop{} in all: {}", aggregation, s(aggregation),
                                   size_hint("aggsize", opts.aggsize)));
  if (uint64_t n = drops_seen.dynamic)
    messages.push_back(fmt::format("{} dynamic variable drop{} in all: {}", n, s(n),
                                   size_hint("dynvarsize", opts.dynvarsize)));
  if (uint64_t n = drops_seen.speculative)
    messages.push_back(fmt::format("{} speculative drop{} in all: {}", n, s(n),
                                   size_hint("specsize", opts.specsize)));
  if (uint64_t n = drops_seen.busy + drops_seen.unavail)
    messages.push_back(fmt::format("{} failed speculation{} in all: -x nspec={} (now {}) would "
                                   "give more speculative buffers",
                                   n, s(n), opts.nspec * 2, opts.nspec));
}

// DTrace's session-wide speculation messages, in its order.
void Handle::Impl::report_spec_drops(uint64_t unavail, uint64_t busy) {
  auto s = [](uint64_t n) { return n == 1 ? "" : "s"; };
  uint64_t spec = spec_drops - std::exchange(drops_seen.speculative, spec_drops);
  if (spec)
    messages.push_back(
        drop_text(opts, "SPEC", fmt::format("{} speculative drop{}", spec, s(spec))));
  if (busy)
    messages.push_back(drop_text(
        opts, "SPECBUSY",
        fmt::format("{} failed speculation{} (available buffer(s) still busy)", busy, s(busy))));
  if (unavail)
    messages.push_back(drop_text(
        opts, "SPECUNAVAIL",
        fmt::format("{} failed speculation{} (no speculative buffer available)", unavail,
                    s(unavail))));
}

}  // namespace dtrace
