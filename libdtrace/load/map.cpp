// Map creation and element access through libbpf's syscall layer (bpf.h).
// libbpf returns negative errno values and also sets errno; messages name the
// map, libbpf-style: "failed to create map 'aggs': Operation not permitted".
#include "load/map.h"

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include <algorithm>

#include "load/kernel_name.h"
#include "load/libbpf_quiet.h"

namespace dtrace::load {
namespace {

bool is_per_cpu(uint32_t type) {
  return type == BPF_MAP_TYPE_PERCPU_HASH || type == BPF_MAP_TYPE_PERCPU_ARRAY ||
         type == BPF_MAP_TYPE_LRU_PERCPU_HASH || type == BPF_MAP_TYPE_PERCPU_CGROUP_STORAGE;
}

// Errors that mean "this map type has no batch lookup" (ENOTSUPP is the
// kernel-internal 524 that leaks out of bpf()).
bool batch_unsupported(int err) { return err == EINVAL || err == EOPNOTSUPP || err == 524; }

}  // namespace

Result<Map> Map::create(const MapDef& def) {
  quiet_libbpf();
  LIBBPF_OPTS(bpf_map_create_opts, opts, .map_flags = def.flags);
  std::string kname = kernel_object_name(def.name);
  int fd = bpf_map_create(static_cast<bpf_map_type>(def.type), kname.c_str(), def.key_size,
                          def.value_size, def.max_entries, &opts);
  if (fd < 0) return Error::from_errno(-fd, "failed to create map '{}'", def.name);
  return Map(def, UniqueFd(fd));
}

size_t Map::lookup_size() const {
  if (!is_per_cpu(def_.type)) return def_.value_size;
  size_t slot = (def_.value_size + 7u) & ~size_t{7};
  int cpus = libbpf_num_possible_cpus();
  return slot * static_cast<size_t>(cpus > 0 ? cpus : 1);
}

Result<void> Map::update(const void* key, const void* value, uint64_t flags) {
  int err = bpf_map_update_elem(fd(), key, value, flags);
  if (err < 0) return Error::from_errno(-err, "failed to update map '{}'", def_.name);
  return {};
}

bool Map::lookup(const void* key, void* value) const {
  return bpf_map_lookup_elem(fd(), key, value) == 0;
}

bool Map::erase(const void* key) { return bpf_map_delete_elem(fd(), key) == 0; }

std::vector<std::vector<uint8_t>> Map::keys() const {
  std::vector<std::vector<uint8_t>> out;
  std::vector<uint8_t> next(def_.key_size);
  const void* prev = nullptr;
  // A key deleted under us restarts the kernel's walk from the first key, so
  // the walk is bounded by the map's capacity.
  while (out.size() < def_.max_entries && bpf_map_get_next_key(fd(), prev, next.data()) == 0) {
    out.push_back(next);
    prev = out.back().data();
  }
  return out;
}

std::vector<MapEntry> Map::entries_one_by_one() const {
  std::vector<MapEntry> out;
  for (std::vector<uint8_t>& key : keys()) {
    std::vector<uint8_t> value(lookup_size());
    if (lookup(key.data(), value.data())) out.push_back({std::move(key), std::move(value)});
  }
  return out;
}

Result<std::vector<MapEntry>> Map::entries() const {
  const size_t vsize = lookup_size();
  // The batch cursor is a bucket index for hash maps and a key for arrays;
  // it is null for the first call.
  std::vector<uint8_t> cursor(std::max<size_t>(def_.key_size, 8)), next(cursor.size());
  const void* in = nullptr;
  uint32_t chunk = std::clamp<uint32_t>(def_.max_entries, 1, 4096);
  std::vector<MapEntry> out;
  for (;;) {
    std::vector<uint8_t> keys(size_t{chunk} * def_.key_size), values(size_t{chunk} * vsize);
    uint32_t n = chunk;
    LIBBPF_OPTS(bpf_map_batch_opts, opts);
    int err = -bpf_map_lookup_batch(fd(), const_cast<void*>(in), next.data(), keys.data(),
                                    values.data(), &n, &opts);
    if (in == nullptr && batch_unsupported(err)) return entries_one_by_one();
    if (err == ENOSPC && chunk < (1u << 20)) {  // a hash bucket larger than the chunk
      chunk *= 2;
      continue;
    }
    if (err != 0 && err != ENOENT)
      return Error::from_errno(err, "failed to read entries of map '{}'", def_.name);
    for (uint32_t i = 0; i < n; ++i) {
      const uint8_t* k = keys.data() + size_t{i} * def_.key_size;
      const uint8_t* v = values.data() + size_t{i} * vsize;
      out.push_back({{k, k + def_.key_size}, {v, v + vsize}});
    }
    if (err == ENOENT) return out;
    cursor = next;
    in = cursor.data();
  }
}

}  // namespace dtrace::load
