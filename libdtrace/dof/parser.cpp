// DOF validation and decoding (parser.h).  Structure: check the header,
// then every section header, then the user-relocation headers; then, for
// each PROVIDER section, its string table, probe table, argument and
// offset tables.  All arithmetic on input values is done in uint64_t on
// values no wider than 32 bits, or checked for overflow.
//
// Time and memory are bounded by the DOF's size, however it is built.
// Sections may overlap and many headers may name one section, so a small
// DOF could otherwise make the parser walk the same table over and over
// (thousands of relocation headers on one relocation table, probes that
// all claim 65535 sites in one offset table, or 255 argument types each
// from one run of strings).  So a string is scanned for its NUL only as
// far as its name limit, and every loop over input-controlled counts is
// charged to a work budget proportional to the DOF's size before it
// starts: a count too large for what is left is refused up front.
#include "dof/parser.h"

#include <algorithm>
#include <cstring>

#include "dof/format.h"

// Assigns the value of a Result expression, or returns its error.
#define DOF_ASSIGN(lhs, expr)            \
  do {                                   \
    auto dof_r_ = (expr);                \
    if (!dof_r_) return dof_r_.error();  \
    lhs = std::move(*dof_r_);            \
  } while (0)

namespace dtrace::dof {
namespace {

struct Sec {
  uint32_t type = 0, align = 0, flags = 0, entsize = 0;
  uint64_t offset = 0, size = 0;
};

bool loadable_type(uint32_t t) {
  return t != kSecNone && t != kSecComments && t != kSecSource && t != kSecUtsname;
}

class Dof {
 public:
  explicit Dof(std::span<const uint8_t> b) : b_(b) {}

  Result<void> header(const ParseLimits& lim);
  Result<void> sections();
  Result<void> provider(size_t idx, ParsedDof& out, const ParseLimits& lim);
  Result<void> relocations();
  uint8_t version() const { return b_[6]; }
  uint64_t loadsz() const { return loadsz_; }
  const std::vector<Sec>& secs() const { return secs_; }

 private:
  Result<void> charge(uint64_t units);
  Result<const Sec*> sec(uint32_t idx, uint32_t type) const;
  Result<std::string> str(const Sec& strtab, uint64_t idx, size_t max);
  Result<std::vector<std::string>> str_list(const Sec& strtab, uint64_t idx, size_t n);
  Result<ParsedProbe> probe(const Sec& strtab, const Sec& probes, uint64_t i,
                            const Sec& prargs, const Sec& proffs, const Sec* prenoffs);
  Result<std::vector<uint32_t>> offsets(const Sec& s, uint64_t idx, uint64_t n);
  template <typename T>
  T get(uint64_t off) const { return load_le<T>(b_, off); }

  std::span<const uint8_t> b_;
  uint64_t loadsz_ = 0;
  uint64_t budget_ = 0;  // work units left; see charge()
  uint64_t sites_ = 0;
  std::vector<Sec> secs_;
};

// The work budget: kWorkPerByte units per byte of DOF plus kWorkSlack.
// Units approximate bytes of parse output (a string costs its length plus
// kStringCost, a site 4, a probe kProbeCost) and of table entries visited
// (a relocation kRelocSize), so a well-formed DOF, where each record is
// visited once and strings are shared at most a few times over, stays far
// below it, while each extra pass over the same table costs its full size
// again.
constexpr uint64_t kWorkPerByte = 16;
constexpr uint64_t kWorkSlack = 8u << 20;
constexpr uint64_t kStringCost = 32;
constexpr uint64_t kProbeCost = 64;

Result<void> Dof::charge(uint64_t units) {
  if (units > budget_)
    return Error::make("DOF refers to its own tables too many times for its size");
  budget_ -= units;
  return {};
}

Result<void> Dof::header(const ParseLimits& lim) {
  if (b_.size() < kHdrSize) return Error::make("DOF is truncated: {} bytes", b_.size());
  if (b_[0] != 0x7f || b_[1] != 'D' || b_[2] != 'O' || b_[3] != 'F')
    return Error::make("DOF has a bad magic number");
  if (b_[4] != 1 && b_[4] != kModelLp64) return Error::make("DOF has a bad data model");
  if (b_[5] != kEncodingLsb) return Error::make("DOF has a bad encoding");
  if (b_[6] < 1 || b_[6] > 3) return Error::make("DOF has bad version {}", b_[6]);
  if (b_[7] != kDifVersion) return Error::make("DOF has a bad DIF version");
  if (b_[8] > 8 || b_[9] > 8) return Error::make("DOF has too many DIF registers");
  for (size_t i = 10; i < 16; ++i)
    if (b_[i] != 0) return Error::make("DOF has non-zero identification padding");
  if (get<uint32_t>(16) != 0) return Error::make("DOF has unknown flags");
  if (get<uint32_t>(20) != kHdrSize) return Error::make("DOF has a bad header size");
  uint64_t secsize = get<uint32_t>(24), secnum = get<uint32_t>(28), secoff = get<uint64_t>(32);
  loadsz_ = get<uint64_t>(40);
  uint64_t filesz = get<uint64_t>(48);
  if (loadsz_ > lim.max_size) return Error::make("DOF is too large: {} bytes", loadsz_);
  if (loadsz_ > b_.size()) return Error::make("DOF is truncated: {} of {} bytes", b_.size(), loadsz_);
  budget_ = loadsz_ * kWorkPerByte + kWorkSlack;
  if (filesz < loadsz_) return Error::make("DOF file size is smaller than its load size");
  if (secsize < kSecHdrSize || secsize % 8 != 0) return Error::make("DOF has a bad section header size");
  if (secoff % 8 != 0 || secoff < kHdrSize) return Error::make("DOF has a misaligned section table");
  if (secoff > loadsz_ || secnum * secsize > loadsz_ - secoff)
    return Error::make("DOF section table extends past the load size");
  secs_.resize(secnum);
  for (uint64_t i = 0; i < secnum; ++i) {
    uint64_t h = secoff + i * secsize;
    secs_[i] = {get<uint32_t>(h), get<uint32_t>(h + 4), get<uint32_t>(h + 8),
                get<uint32_t>(h + 12), get<uint64_t>(h + 16), get<uint64_t>(h + 24)};
  }
  return {};
}

Result<void> Dof::sections() {
  for (size_t i = 0; i < secs_.size(); ++i) {
    const Sec& s = secs_[i];
    if (!(s.flags & kSecfLoad)) {
      if (loadable_type(s.type) && s.type <= kSecLast)
        return Error::make("DOF section {} is loadable but lacks the load flag", i);
      continue;
    }
    if (s.align == 0 || (s.align & (s.align - 1)) != 0)
      return Error::make("DOF section {} has bad alignment {}", i, s.align);
    if (s.offset % s.align != 0) return Error::make("DOF section {} is misaligned", i);
    if (s.offset > loadsz_ || s.size > loadsz_ - s.offset)
      return Error::make("DOF section {} extends past the load size", i);
  }
  return {};
}

Result<const Sec*> Dof::sec(uint32_t idx, uint32_t type) const {
  if (idx >= secs_.size()) return Error::make("DOF section index {} is out of range", idx);
  const Sec& s = secs_[idx];
  if (s.type != type || !(s.flags & kSecfLoad))
    return Error::make("DOF section {} has type {}, expected {}", idx, s.type, type);
  return &s;
}

Result<std::string> Dof::str(const Sec& st, uint64_t idx, size_t max) {
  if (idx >= st.size) return Error::make("DOF string index {} is out of range", idx);
  // Look for the NUL no further than a name may be long: the scan costs
  // at most `max` whatever the table holds.
  uint64_t start = st.offset + idx, end = st.offset + st.size;
  uint64_t scan = std::min<uint64_t>(end - start, max);
  const void* nul = std::memchr(b_.data() + start, 0, scan);
  if (!nul) {
    if (scan == end - start) return Error::make("DOF string at {} is not terminated", idx);
    return Error::make("DOF string at {} is too long", idx);
  }
  size_t len = static_cast<size_t>(static_cast<const uint8_t*>(nul) - (b_.data() + start));
  DT_TRY(charge(len + kStringCost));
  return std::string(reinterpret_cast<const char*>(b_.data() + start), len);
}

Result<std::vector<std::string>> Dof::str_list(const Sec& st, uint64_t idx, size_t n) {
  std::vector<std::string> out;
  for (size_t i = 0; i < n; ++i) {
    auto s = str(st, idx, kArgTypeLen);
    if (!s) return s.error();
    idx += s->size() + 1;
    out.push_back(std::move(*s));
  }
  return out;
}

Result<std::vector<uint32_t>> Dof::offsets(const Sec& s, uint64_t idx, uint64_t n) {
  if (n == 0) return std::vector<uint32_t>{};
  if (idx + n > s.size / 4) return Error::make("DOF probe offsets are out of range");
  DT_TRY(charge(n * 4));
  std::vector<uint32_t> out;
  for (uint64_t i = 0; i < n; ++i) out.push_back(get<uint32_t>(s.offset + (idx + i) * 4));
  std::sort(out.begin(), out.end());
  if (std::adjacent_find(out.begin(), out.end()) != out.end())
    return Error::make("DOF probe has duplicate offsets");
  return out;
}

Result<ParsedProbe> Dof::probe(const Sec& st, const Sec& probes, uint64_t i, const Sec& prargs,
                               const Sec& proffs, const Sec* prenoffs) {
  uint64_t p = probes.offset + i * probes.entsize;
  ParsedProbe pr;
  pr.addr = get<uint64_t>(p + probe::kAddr);
  DOF_ASSIGN(pr.function, str(st, get<uint32_t>(p + probe::kFunc), kFuncNameLen));
  DOF_ASSIGN(pr.name, str(st, get<uint32_t>(p + probe::kName), kNameLen));
  if (!safe_name(pr.function, kFuncNameLen) || !safe_name(pr.name, kNameLen))
    return Error::make("DOF probe has an unsafe name");
  uint8_t nargc = b_[p + probe::kNargc], xargc = b_[p + probe::kXargc];
  if (nargc) DOF_ASSIGN(pr.native_types, str_list(st, get<uint32_t>(p + probe::kNargv), nargc));
  if (xargc) DOF_ASSIGN(pr.xlated_types, str_list(st, get<uint32_t>(p + probe::kXargv), xargc));
  uint64_t argidx = get<uint32_t>(p + probe::kArgIdx);
  if (xargc && (argidx > prargs.size || xargc > prargs.size - argidx))
    return Error::make("DOF probe argument mapping is out of range");
  for (uint64_t k = 0; k < xargc; ++k) {
    uint8_t m = b_[prargs.offset + argidx + k];
    if (m >= nargc) return Error::make("DOF probe maps argument {} to a missing one", k);
    pr.argmap.push_back(m);
  }
  DOF_ASSIGN(pr.offs, offsets(proffs, get<uint32_t>(p + probe::kOffIdx),
                                 get<uint16_t>(p + probe::kNoffs)));
  uint16_t nen = version() >= 2 ? get<uint16_t>(p + probe::kNenoffs) : 0;
  if (nen && !prenoffs) return Error::make("DOF probe has is-enabled sites but no table");
  if (nen)
    DOF_ASSIGN(pr.enoffs, offsets(*prenoffs, get<uint32_t>(p + probe::kEnOffIdx), nen));
  if (pr.offs.empty() && pr.enoffs.empty()) return Error::make("DOF probe has no sites");
  return pr;
}

Result<void> Dof::provider(size_t idx, ParsedDof& out, const ParseLimits& lim) {
  const Sec& ps = secs_[idx];
  if (ps.offset % 4 != 0 || ps.size < (version() == 1 ? kProviderSizeV1 : kProviderSize))
    return Error::make("DOF provider section {} is malformed", idx);
  uint64_t o = ps.offset;
  const Sec *st, *probes, *prargs, *proffs, *prenoffs = nullptr;
  DOF_ASSIGN(st, sec(get<uint32_t>(o + prov::kStrtab), kSecStrtab));
  DOF_ASSIGN(probes, sec(get<uint32_t>(o + prov::kProbes), kSecProbes));
  DOF_ASSIGN(prargs, sec(get<uint32_t>(o + prov::kPrargs), kSecPrargs));
  DOF_ASSIGN(proffs, sec(get<uint32_t>(o + prov::kProffs), kSecProffs));
  if (version() >= 2 && get<uint32_t>(o + prov::kPrenoffs) != kSecNone)
    DOF_ASSIGN(prenoffs, sec(get<uint32_t>(o + prov::kPrenoffs), kSecPrenoffs));
  if (st->size == 0 || b_[st->offset + st->size - 1] != 0)
    return Error::make("DOF string table does not end with NUL");
  if (probes->entsize < kProbeSize || probes->entsize % 8 != 0)
    return Error::make("DOF probe table has bad entry size {}", probes->entsize);
  if (prargs->entsize != 1 || proffs->entsize != 4 || proffs->offset % 4 != 0 ||
      (prenoffs && (prenoffs->entsize != 4 || prenoffs->offset % 4 != 0)))
    return Error::make("DOF probe tables have bad entry sizes");
  std::string name;
  DOF_ASSIGN(name, str(*st, get<uint32_t>(o + prov::kName), kProvNameLen));
  if (!safe_name(name, kProvNameLen) || (name.back() >= '0' && name.back() <= '9'))
    return Error::make("DOF provider name '{}' is not allowed", name);
  uint64_t n = probes->size / probes->entsize;
  if (out.probes.size() + n > lim.max_probes) return Error::make("DOF has too many probes");
  DT_TRY(charge(n * kProbeCost));
  for (uint64_t i = 0; i < n; ++i) {
    ParsedProbe pr;
    DOF_ASSIGN(pr, probe(*st, *probes, i, *prargs, *proffs, prenoffs));
    pr.provider = name;
    sites_ += pr.offs.size() + pr.enoffs.size();
    if (sites_ > lim.max_sites) return Error::make("DOF has too many probe sites");
    out.probes.push_back(std::move(pr));
  }
  return {};
}

Result<void> Dof::relocations() {
  for (const Sec& s : secs_) {
    if (s.type != kSecUrelhdr || !(s.flags & kSecfLoad)) continue;
    if (s.size < kRelHdrSize || s.align != 4) return Error::make("DOF relocation header is malformed");
    const Sec *st, *rel, *tgt;
    DOF_ASSIGN(st, sec(get<uint32_t>(s.offset), kSecStrtab));
    DOF_ASSIGN(rel, sec(get<uint32_t>(s.offset + 4), kSecReltab));
    DOF_ASSIGN(tgt, sec(get<uint32_t>(s.offset + 8), kSecProbes));
    if (rel->entsize < kRelocSize || rel->entsize % 8 != 0 || rel->align != 8)
      return Error::make("DOF relocation table is malformed");
    // A SETX relocation rewrites one probe's dofpr_addr (-G emits nothing
    // else), so its offset must be that field of an entry of the table.
    if (tgt->entsize < kProbeSize || tgt->entsize % 8 != 0)
      return Error::make("DOF relocation target has bad entry size {}", tgt->entsize);
    uint64_t n = rel->size / rel->entsize;
    DT_TRY(charge(n * kRelocSize));
    for (uint64_t i = 0; i < n; ++i) {
      uint64_t r = rel->offset + i * rel->entsize;
      uint32_t name = get<uint32_t>(r), type = get<uint32_t>(r + 4);
      uint64_t off = get<uint64_t>(r + 8);
      if (type != kRelocSetx) continue;
      if (name >= st->size) return Error::make("DOF relocation {} names a string out of range", i);
      if (off > tgt->size || tgt->size - off < 8 || (tgt->offset + off) % 8 != 0 ||
          off % tgt->entsize != probe::kAddr)
        return Error::make("DOF relocation {} is out of range", i);
    }
  }
  return {};
}

}  // namespace

bool safe_name(std::string_view s, size_t max) {
  if (s.empty() || s.size() >= max || s == "." || s == "..") return false;
  for (char c : s) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '_' || c == '.' || c == '$' || c == '-';
    if (!ok) return false;
  }
  return true;
}

Result<ParsedDof> parse_dof(std::span<const uint8_t> bytes, const ParseLimits& limits) {
  Dof d(bytes);
  DT_TRY(d.header(limits));
  DT_TRY(d.sections());
  DT_TRY(d.relocations());
  ParsedDof out;
  out.version = d.version();
  out.loadsz = d.loadsz();
  for (size_t i = 0; i < d.secs().size(); ++i) {
    const auto& s = d.secs()[i];
    if (s.type == kSecProvider && (s.flags & kSecfLoad)) DT_TRY(d.provider(i, out, limits));
  }
  return out;
}

}  // namespace dtrace::dof
