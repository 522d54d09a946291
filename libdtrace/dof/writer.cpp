// DOF construction (writer.h).  Section 0 is the string table, whose data
// goes last; then per provider PROBES, PRARGS, PROFFS, PRENOFFS (when it
// has is-enabled sites), PROVIDER, RELTAB and URELHDR, as Oracle lays them
// out.  Version 1, or 3 when there are is-enabled sites.
#include "dof/writer.h"

#include <algorithm>
#include <map>

#include "dof/format.h"

namespace dtrace::dof {
namespace {

struct Section {
  uint32_t type, align, entsize;
  std::vector<uint8_t> data;
};

class Builder {
 public:
  Builder() { strtab_.push_back(0); }

  uint32_t str(const std::string& s) {
    auto it = strs_.find(s);
    if (it != strs_.end()) return it->second;
    uint32_t off = static_cast<uint32_t>(strtab_.size());
    strtab_.insert(strtab_.end(), s.begin(), s.end());
    strtab_.push_back(0);
    strs_.emplace(s, off);
    return off;
  }
  // Strings stored one after another (argument type lists), not shared.
  uint32_t str_list(const std::vector<std::string>& list) {
    uint32_t off = static_cast<uint32_t>(strtab_.size());
    for (const std::string& s : list) {
      strtab_.insert(strtab_.end(), s.begin(), s.end());
      strtab_.push_back(0);
    }
    return list.empty() ? 0 : off;
  }
  uint32_t add(uint32_t type, uint32_t align, uint32_t entsize, std::vector<uint8_t> data) {
    secs_.push_back({type, align, entsize, std::move(data)});
    return static_cast<uint32_t>(secs_.size());  // index 0 is the string table
  }
  std::vector<uint8_t> finish(uint8_t version, std::vector<uint64_t>& sec_offsets);

 private:
  std::vector<uint8_t> strtab_;
  std::map<std::string, uint32_t> strs_;
  std::vector<Section> secs_;
};

size_t align_up(size_t v, size_t a) { return a ? (v + a - 1) / a * a : v; }

std::vector<uint8_t> Builder::finish(uint8_t version, std::vector<uint64_t>& sec_offsets) {
  std::vector<Section> all;
  all.push_back({kSecStrtab, 1, 0, strtab_});
  for (Section& s : secs_) all.push_back(std::move(s));
  size_t n = all.size();
  // Data placement: sections 1..n-1 first, the string table last.
  std::vector<uint64_t> off(n);
  size_t pos = kHdrSize + n * kSecHdrSize;
  for (size_t i = 1; i <= n; ++i) {
    size_t k = i % n;
    pos = align_up(pos, all[k].align);
    off[k] = pos;
    pos += all[k].data.size();
  }
  std::vector<uint8_t> out(align_up(pos, 8), 0);
  std::span<uint8_t> b(out);
  const uint8_t ident[16] = {0x7f, 'D', 'O', 'F', kModelLp64, kEncodingLsb, version,
                             kDifVersion, 8, 8};
  std::copy(ident, ident + 16, out.begin());
  store_le<uint32_t>(b, 20, kHdrSize);
  store_le<uint32_t>(b, 24, kSecHdrSize);
  store_le<uint32_t>(b, 28, static_cast<uint32_t>(n));
  store_le<uint64_t>(b, 32, kHdrSize);
  store_le<uint64_t>(b, 40, out.size());
  store_le<uint64_t>(b, 48, out.size());
  for (size_t k = 0; k < n; ++k) {
    size_t h = kHdrSize + k * kSecHdrSize;
    store_le<uint32_t>(b, h, all[k].type);
    store_le<uint32_t>(b, h + 4, all[k].align);
    store_le<uint32_t>(b, h + 8, kSecfLoad);
    store_le<uint32_t>(b, h + 12, all[k].entsize);
    store_le<uint64_t>(b, h + 16, off[k]);
    store_le<uint64_t>(b, h + 24, all[k].data.size());
    std::copy(all[k].data.begin(), all[k].data.end(), out.begin() + static_cast<long>(off[k]));
  }
  sec_offsets = off;
  return out;
}

template <typename T>
void append(std::vector<uint8_t>& v, T x) {
  size_t at = v.size();
  v.resize(at + sizeof x);
  store_le<T>(std::span<uint8_t>(v), at, x);
}

struct ProbeGroup {
  const ProbeSpec* spec;
  std::string function, symbol;
  std::vector<uint32_t> offs, enoffs;
};

// The sites of one provider grouped per (probe, function), in site order.
std::vector<ProbeGroup> group_sites(const ProviderSpec& prov, const std::vector<Site>& sites) {
  std::vector<ProbeGroup> groups;
  for (const Site& s : sites) {
    if (s.provider != prov.name) continue;
    auto it = std::find_if(groups.begin(), groups.end(), [&](const ProbeGroup& g) {
      return g.spec->name == s.probe && g.symbol == s.symbol;
    });
    if (it == groups.end()) {
      const ProbeSpec* spec = prov.find(s.probe);
      if (!spec) continue;
      groups.push_back({spec, s.function, s.symbol, {}, {}});
      it = groups.end() - 1;
    }
    (s.is_enabled ? it->enoffs : it->offs).push_back(s.offset);
  }
  return groups;
}

}  // namespace

DofImage build_dof(const std::vector<ProviderSpec>& providers, const std::vector<Site>& sites) {
  Builder b;
  bool any_enabled = false;
  struct Pending {
    uint32_t probes_sec;
    std::vector<std::string> symbols;
  };
  std::vector<Pending> pending;
  for (const ProviderSpec& prov : providers) {
    std::vector<ProbeGroup> groups = group_sites(prov, sites);
    if (groups.empty()) continue;
    std::vector<uint8_t> probes, prargs, proffs, prenoffs, reltab, relhdr, provider;
    Pending pend;
    for (const ProbeGroup& g : groups) {
      std::vector<uint8_t> rec(kProbeSize, 0);
      std::span<uint8_t> r(rec);
      store_le<uint32_t>(r, probe::kFunc, b.str(g.function));
      store_le<uint32_t>(r, probe::kName, b.str(g.spec->name));
      store_le<uint32_t>(r, probe::kNargv, b.str_list(g.spec->native_types));
      store_le<uint32_t>(r, probe::kXargv, b.str_list(g.spec->xlated_types));
      store_le<uint32_t>(r, probe::kArgIdx, static_cast<uint32_t>(prargs.size()));
      store_le<uint32_t>(r, probe::kOffIdx, static_cast<uint32_t>(proffs.size() / 4));
      r[probe::kNargc] = static_cast<uint8_t>(g.spec->native_types.size());
      r[probe::kXargc] = static_cast<uint8_t>(g.spec->xlated_types.size());
      store_le<uint16_t>(r, probe::kNoffs, static_cast<uint16_t>(g.offs.size()));
      store_le<uint32_t>(r, probe::kEnOffIdx, static_cast<uint32_t>(prenoffs.size() / 4));
      store_le<uint16_t>(r, probe::kNenoffs, static_cast<uint16_t>(g.enoffs.size()));
      prargs.insert(prargs.end(), g.spec->argmap.begin(), g.spec->argmap.end());
      for (uint32_t o : g.offs) append<uint32_t>(proffs, o);
      for (uint32_t o : g.enoffs) append<uint32_t>(prenoffs, o);
      append<uint32_t>(reltab, b.str(g.symbol));
      append<uint32_t>(reltab, kRelocSetx);
      append<uint64_t>(reltab, probes.size() + probe::kAddr);
      append<uint64_t>(reltab, 0);
      probes.insert(probes.end(), rec.begin(), rec.end());
      pend.symbols.push_back(g.symbol);
    }
    uint32_t s_probes = b.add(kSecProbes, 8, kProbeSize, probes);
    uint32_t s_prargs = b.add(kSecPrargs, 1, 1, prargs);
    uint32_t s_proffs = b.add(kSecProffs, 4, 4, proffs);
    uint32_t s_prenoffs = prenoffs.empty() ? kSecNone : b.add(kSecPrenoffs, 4, 4, prenoffs);
    any_enabled = any_enabled || !prenoffs.empty();
    append<uint32_t>(provider, 0);
    append<uint32_t>(provider, s_probes);
    append<uint32_t>(provider, s_prargs);
    append<uint32_t>(provider, s_proffs);
    append<uint32_t>(provider, b.str(prov.name));
    for (uint32_t a : {kAttrEvolving, kAttrPrivate, kAttrPrivate, kAttrEvolving, kAttrEvolving})
      append<uint32_t>(provider, a);
    append<uint32_t>(provider, s_prenoffs);
    b.add(kSecProvider, 4, 0, provider);
    uint32_t s_rel = b.add(kSecReltab, 8, kRelocSize, reltab);
    for (uint32_t v : {0u, s_rel, s_probes}) append<uint32_t>(relhdr, v);
    b.add(kSecUrelhdr, 4, 0, relhdr);
    pend.probes_sec = s_probes;
    pending.push_back(std::move(pend));
  }
  DofImage img;
  std::vector<uint64_t> offs;
  img.bytes = b.finish(any_enabled ? kVersion3 : kVersion1, offs);
  for (const Pending& p : pending)
    for (size_t i = 0; i < p.symbols.size(); ++i)
      img.relocs.push_back({offs[p.probes_sec] + i * kProbeSize + probe::kAddr, p.symbols[i]});
  return img;
}

}  // namespace dtrace::dof
