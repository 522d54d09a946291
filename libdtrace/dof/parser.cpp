// DOF validation and decoding (parser.h).  Structure: check the header,
// then every section header; then, for each PROVIDER section, its string
// table, probe table, argument and offset tables, and finally the
// user-relocation headers.  All arithmetic on input values is done in
// uint64_t on values no wider than 32 bits, or checked for overflow.
#include "dof/parser.h"

#include <algorithm>

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
  Result<const Sec*> sec(uint32_t idx, uint32_t type) const;
  Result<std::string> str(const Sec& strtab, uint64_t idx, size_t max) const;
  Result<std::vector<std::string>> str_list(const Sec& strtab, uint64_t idx, size_t n) const;
  Result<ParsedProbe> probe(const Sec& strtab, const Sec& probes, uint64_t i,
                            const Sec& prargs, const Sec& proffs, const Sec* prenoffs);
  Result<std::vector<uint32_t>> offsets(const Sec& s, uint64_t idx, uint64_t n) const;
  template <typename T>
  T get(uint64_t off) const { return load_le<T>(b_, off); }

  std::span<const uint8_t> b_;
  uint64_t loadsz_ = 0;
  std::vector<Sec> secs_;
};

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

Result<std::string> Dof::str(const Sec& st, uint64_t idx, size_t max) const {
  if (idx >= st.size) return Error::make("DOF string index {} is out of range", idx);
  uint64_t start = st.offset + idx, end = st.offset + st.size;
  uint64_t nul = start;
  while (nul < end && b_[nul] != 0) ++nul;
  if (nul == end) return Error::make("DOF string at {} is not terminated", idx);
  if (nul - start >= max) return Error::make("DOF string at {} is too long", idx);
  return std::string(reinterpret_cast<const char*>(b_.data() + start), nul - start);
}

Result<std::vector<std::string>> Dof::str_list(const Sec& st, uint64_t idx, size_t n) const {
  std::vector<std::string> out;
  for (size_t i = 0; i < n; ++i) {
    auto s = str(st, idx, kArgTypeLen);
    if (!s) return s.error();
    idx += s->size() + 1;
    out.push_back(std::move(*s));
  }
  return out;
}

Result<std::vector<uint32_t>> Dof::offsets(const Sec& s, uint64_t idx, uint64_t n) const {
  if (n == 0) return std::vector<uint32_t>{};
  if (idx + n > s.size / 4) return Error::make("DOF probe offsets are out of range");
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
  for (uint64_t i = 0; i < n; ++i) {
    ParsedProbe pr;
    DOF_ASSIGN(pr, probe(*st, *probes, i, *prargs, *proffs, prenoffs));
    pr.provider = name;
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
    (void)st;
    if (rel->entsize < kRelocSize || rel->align != 8) return Error::make("DOF relocation table is malformed");
    for (uint64_t i = 0; i < rel->size / rel->entsize; ++i) {
      uint64_t r = rel->offset + i * rel->entsize;
      uint32_t type = get<uint32_t>(r + 4);
      uint64_t off = get<uint64_t>(r + 8);
      if (type != kRelocSetx) continue;
      if (off > tgt->size || tgt->size - off < 8 || (tgt->offset + off) % 8 != 0)
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
  size_t sites = 0;
  for (const ParsedProbe& p : out.probes) sites += p.offs.size() + p.enoffs.size();
  if (sites > limits.max_sites) return Error::make("DOF has too many probe sites");
  return out;
}

}  // namespace dtrace::dof
