// Map: one BPF map owned by an fd (DESIGN.md 2.2, load/).  The loader makes
// one per aggregation, variable store and output buffer from a MapDef and
// patches its fd into the program's ld_imm64 instructions; the consumer reads
// it back through lookup() and keys().  Move-only; the map goes away with the
// last fd (ours, or a loaded program that still references it).
#pragma once

#include <linux/bpf.h>

#include <cstdint>
#include <string>
#include <vector>

#include "support/result.h"
#include "support/unique_fd.h"

namespace dtrace::load {

struct MapDef {
  std::string name;  // full name for messages; the kernel sees 15 characters
  uint32_t type = BPF_MAP_TYPE_UNSPEC;  // BPF_MAP_TYPE_*
  uint32_t key_size = 0, value_size = 0, max_entries = 0;
  uint32_t flags = 0;  // BPF_F_*
};

// One key and its value (lookup_size() bytes: all CPUs' slots for per-CPU
// maps).
struct MapEntry {
  std::vector<uint8_t> key;
  std::vector<uint8_t> value;
};

class Map {
 public:
  static Result<Map> create(const MapDef& def);

  int fd() const { return fd_.get(); }
  const MapDef& def() const { return def_; }

  // Bytes a lookup writes: value_size, or for per-CPU maps one 8-byte aligned
  // slot of value_size per possible CPU.
  size_t lookup_size() const;

  Result<void> update(const void* key, const void* value, uint64_t flags = BPF_ANY);
  // Copies the value (lookup_size() bytes) into `value`; false when absent.
  bool lookup(const void* key, void* value) const;
  // Deletes the entry; false when it was absent.
  bool erase(const void* key);
  // Every key currently in the map, in the kernel's iteration order.
  std::vector<std::vector<uint8_t>> keys() const;
  // Every entry, read in chunks with BPF_MAP_LOOKUP_BATCH (key by key where
  // the map type has no batch operation).  Aggregation snapshots use it.
  Result<std::vector<MapEntry>> entries() const;

 private:
  Map(MapDef def, UniqueFd fd) : def_(std::move(def)), fd_(std::move(fd)) {}
  std::vector<MapEntry> entries_one_by_one() const;

  MapDef def_;
  UniqueFd fd_;
};

}  // namespace dtrace::load
