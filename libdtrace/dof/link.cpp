// -G (link.h): object rewriting with libelf, then the DOF object, then
// `ld -r` to join it with drti.
#include "dof/link.h"

#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <algorithm>
#include <cstring>
#include <map>
#include <memory>
#include <optional>

#include "dof/header.h"
#include "support/unique_fd.h"

extern char** environ;

namespace dtrace::dof {
namespace {

struct ProbeRef {
  std::string provider, probe;
  bool is_enabled = false;
};

// "__dtrace_myprov___query__start" / "__dtraceenabled_myprov___x".
std::optional<ProbeRef> parse_symbol(std::string_view sym) {
  ProbeRef ref;
  if (sym.starts_with("__dtraceenabled_")) {
    ref.is_enabled = true;
    sym.remove_prefix(16);
  } else if (sym.starts_with("__dtrace_")) {
    sym.remove_prefix(9);
  } else {
    return std::nullopt;
  }
  size_t sep = sym.find("___");
  if (sep == std::string_view::npos || sep == 0) return std::nullopt;
  ref.provider = d_form(sym.substr(0, sep));
  ref.probe = d_form(sym.substr(sep + 3));
  return ref;
}

// One open object: the symbol table and the buffers that replace libelf's
// while it is being rewritten.
class Object {
 public:
  Object(std::string path, Elf* e, int fd) : path_(std::move(path)), e_(e), fd_(fd) {}
  ~Object() { elf_end(e_); }
  Result<void> init();
  Result<void> rewrite_section(Elf_Scn* rel_scn, const std::vector<ProviderSpec>& providers,
                               std::vector<Site>& sites);
  Result<void> finish();
  Elf* elf() const { return e_; }
  size_t symtab_index() const { return symtab_ndx_; }

 private:
  std::optional<GElf_Sym> function_at(size_t shndx, uint64_t off, std::string& name) const;
  std::string alias_for(const std::string& func, const GElf_Sym& sym);
  Result<void> patch(Elf_Scn* text, uint64_t r_offset, bool is_enabled, uint32_t& at);
  Result<void> check_patched(Elf_Scn* text, uint64_t r_offset, uint32_t& at) const;
  bool has_symbol(const std::string& name) const;
  Result<void> define_probe_symbol(size_t index, size_t shndx);

  std::string path_;
  Elf* e_;
  int fd_;
  size_t symtab_ndx_ = 0, strtab_ndx_ = 0;
  Elf_Data* syms_ = nullptr;
  Elf_Data* strs_ = nullptr;
  std::vector<GElf_Sym> new_syms_;
  std::string new_strs_;
  std::map<std::string, std::string> aliases_;
  std::vector<std::unique_ptr<std::vector<uint8_t>>> bufs_;
  bool changed_ = false;
};

Result<void> Object::init() {
  GElf_Ehdr eh;
  if (elf_kind(e_) != ELF_K_ELF || !gelf_getehdr(e_, &eh) || eh.e_ident[EI_CLASS] != ELFCLASS64 ||
      eh.e_machine != EM_X86_64 || eh.e_type != ET_REL)
    return Error::make("failed to process {}: not a relocatable x86_64 ELF object", path_);
  for (Elf_Scn* s = elf_nextscn(e_, nullptr); s; s = elf_nextscn(e_, s)) {
    GElf_Shdr sh;
    if (gelf_getshdr(s, &sh) && sh.sh_type == SHT_SYMTAB) {
      symtab_ndx_ = elf_ndxscn(s);
      strtab_ndx_ = sh.sh_link;
      syms_ = elf_getdata(s, nullptr);
      strs_ = elf_getdata(elf_getscn(e_, strtab_ndx_), nullptr);
    }
  }
  if (!syms_ || !strs_) return Error::make("failed to process {}: no symbol table", path_);
  return {};
}

std::optional<GElf_Sym> Object::function_at(size_t shndx, uint64_t off, std::string& name) const {
  std::optional<GElf_Sym> best;
  size_t n = syms_->d_size / sizeof(Elf64_Sym);
  for (size_t i = 1; i < n; ++i) {
    GElf_Sym s;
    if (!gelf_getsym(syms_, static_cast<int>(i), &s) || GELF_ST_TYPE(s.st_info) != STT_FUNC ||
        s.st_shndx != shndx || off < s.st_value || off >= s.st_value + s.st_size)
      continue;
    if (best && GELF_ST_BIND(best->st_info) != STB_LOCAL) continue;
    const char* nm = elf_strptr(e_, strtab_ndx_, s.st_name);
    if (nm && std::string_view(nm).starts_with("$dtrace")) continue;  // our alias
    best = s;
    name = nm ? nm : "";
  }
  return best;
}

// A static function gets a hidden global alias for the DOF relocation.
std::string Object::alias_for(const std::string& func, const GElf_Sym& sym) {
  if (GELF_ST_BIND(sym.st_info) != STB_LOCAL) return func;
  auto it = aliases_.find(func);
  if (it != aliases_.end()) return it->second;
  struct stat st {};
  fstat(fd_, &st);
  std::string alias = fmt::format("$dtrace{:x}.{}", static_cast<uint64_t>(st.st_ino), func);
  if (has_symbol(alias)) {  // added by an earlier -G of this object
    aliases_.emplace(func, alias);
    return alias;
  }
  GElf_Sym a = sym;
  a.st_name = static_cast<uint32_t>(strs_->d_size + new_strs_.size());
  a.st_info = GELF_ST_INFO(STB_GLOBAL, STT_FUNC);
  a.st_other = STV_HIDDEN;
  new_strs_ += alias;
  new_strs_ += '\0';
  new_syms_.push_back(a);
  aliases_.emplace(func, alias);
  changed_ = true;
  return alias;
}

Result<void> Object::patch(Elf_Scn* text, uint64_t r_offset, bool is_enabled, uint32_t& at) {
  Elf_Data* d = elf_getdata(text, nullptr);
  if (!d || !d->d_buf || r_offset < 1 || r_offset + 4 > d->d_size)
    return Error::make("failed to process {}: probe site out of range", path_);
  auto* b = static_cast<uint8_t*>(d->d_buf) + r_offset - 1;
  at = static_cast<uint32_t>(r_offset - 1);
  if (b[0] == 0xe8) {
    std::fill(b, b + 5, 0x90);
  } else if (b[0] == 0xe9 && !is_enabled) {
    b[0] = 0xc3;
    std::fill(b + 1, b + 5, 0x90);
  } else {
    return Error::make("failed to process {}: unexpected instruction at probe site", path_);
  }
  elf_flagdata(d, ELF_C_SET, ELF_F_DIRTY);
  return {};
}

// A site an earlier -G already rewrote: five NOPs, or `ret` and four NOPs.
Result<void> Object::check_patched(Elf_Scn* text, uint64_t r_offset, uint32_t& at) const {
  Elf_Data* d = elf_getdata(text, nullptr);
  if (!d || !d->d_buf || r_offset < 1 || r_offset + 4 > d->d_size)
    return Error::make("failed to process {}: probe site out of range", path_);
  const auto* b = static_cast<const uint8_t*>(d->d_buf) + r_offset - 1;
  at = static_cast<uint32_t>(r_offset - 1);
  if ((b[0] != 0x90 && b[0] != 0xc3) || std::any_of(b + 1, b + 5, [](uint8_t c) { return c != 0x90; }))
    return Error::make("failed to process {}: unexpected instruction at probe site", path_);
  return {};
}

Result<void> Object::define_probe_symbol(size_t index, size_t shndx) {
  GElf_Sym s;
  if (!gelf_getsym(syms_, static_cast<int>(index), &s))
    return Error::make("failed to process {}: bad symbol index {}", path_, index);
  if (s.st_shndx != SHN_UNDEF) return {};
  s.st_info = GELF_ST_INFO(STB_WEAK, STT_NOTYPE);
  s.st_other = STV_HIDDEN;
  s.st_shndx = static_cast<uint16_t>(shndx);
  s.st_value = 0;
  s.st_size = 0;
  gelf_update_sym(syms_, static_cast<int>(index), &s);
  elf_flagdata(syms_, ELF_C_SET, ELF_F_DIRTY);
  return {};
}

bool Object::has_symbol(const std::string& name) const {
  size_t n = syms_->d_size / sizeof(Elf64_Sym);
  for (size_t i = 1; i < n; ++i) {
    GElf_Sym s;
    if (!gelf_getsym(syms_, static_cast<int>(i), &s)) continue;
    const char* nm = elf_strptr(e_, strtab_ndx_, s.st_name);
    if (nm && name == nm) return true;
  }
  return false;
}

}  // namespace

namespace {

Result<void> Object::rewrite_section(Elf_Scn* rel_scn, const std::vector<ProviderSpec>& providers,
                                     std::vector<Site>& sites) {
  GElf_Shdr sh;
  gelf_getshdr(rel_scn, &sh);
  if (sh.sh_link != symtab_ndx_) return {};
  Elf_Scn* text = elf_getscn(e_, sh.sh_info);
  Elf_Data* rd = elf_getdata(rel_scn, nullptr);
  if (!text || !rd || sh.sh_entsize == 0) return {};
  for (size_t i = 0; i < rd->d_size / sh.sh_entsize; ++i) {
    GElf_Rela r;
    if (!gelf_getrela(rd, static_cast<int>(i), &r)) continue;
    GElf_Sym sym;
    if (!gelf_getsym(syms_, static_cast<int>(GELF_R_SYM(r.r_info)), &sym)) continue;
    const char* nm = elf_strptr(e_, strtab_ndx_, sym.st_name);
    auto ref = nm ? parse_symbol(nm) : std::nullopt;
    if (!ref) continue;
    uint32_t type = static_cast<uint32_t>(GELF_R_TYPE(r.r_info));
    bool done = type == R_X86_64_NONE;  // rewritten by an earlier -G
    if (!done && type != R_X86_64_PC32 && type != R_X86_64_PLT32)
      return Error::make("failed to process {}: relocation type {} for {}", path_, type, nm);
    auto prov = std::find_if(providers.begin(), providers.end(),
                             [&](const ProviderSpec& p) { return p.name == ref->provider; });
    if (prov == providers.end())
      return Error::make("failed to process {}: no such provider {}", path_, ref->provider);
    if (!prov->find(ref->probe))
      return Error::make("failed to process {}: no such probe {}:{}", path_, ref->provider,
                         ref->probe);
    std::string func;
    auto fsym = function_at(sh.sh_info, r.r_offset, func);
    if (!fsym) return Error::make("failed to process {}: probe {} is not in a function", path_, nm);
    uint32_t at = 0;
    if (done) {
      DT_TRY(check_patched(text, r.r_offset, at));
    } else {
      DT_TRY(patch(text, r.r_offset, ref->is_enabled, at));
      // The relocation keeps its symbol so that -G can be run on this
      // object again; the symbol becomes a weak hidden definition (at the
      // start of the code section) so that the linker neither misses it
      // nor sees it twice.
      DT_TRY(define_probe_symbol(GELF_R_SYM(r.r_info), sh.sh_info));
      r.r_info = GELF_R_INFO(GELF_R_SYM(r.r_info), R_X86_64_NONE);
      r.r_addend = 0;
      gelf_update_rela(rd, static_cast<int>(i), &r);
      elf_flagdata(rd, ELF_C_SET, ELF_F_DIRTY);
      changed_ = true;
    }
    sites.push_back({ref->provider, ref->probe, func, alias_for(func, *fsym),
                     static_cast<uint32_t>(at - fsym->st_value), ref->is_enabled});
  }
  return {};
}

// Appends the aliases to the symbol and string tables, then writes.
Result<void> Object::finish() {
  if (!changed_) return {};
  if (!new_syms_.empty()) {
    auto sb = std::make_unique<std::vector<uint8_t>>(syms_->d_size + new_syms_.size() * sizeof(Elf64_Sym));
    std::memcpy(sb->data(), syms_->d_buf, syms_->d_size);
    size_t old = syms_->d_size / sizeof(Elf64_Sym);
    syms_->d_buf = sb->data();
    syms_->d_size = sb->size();
    for (size_t i = 0; i < new_syms_.size(); ++i)
      gelf_update_sym(syms_, static_cast<int>(old + i), &new_syms_[i]);
    auto tb = std::make_unique<std::vector<uint8_t>>(strs_->d_size + new_strs_.size());
    std::memcpy(tb->data(), strs_->d_buf, strs_->d_size);
    std::memcpy(tb->data() + strs_->d_size, new_strs_.data(), new_strs_.size());
    strs_->d_buf = tb->data();
    strs_->d_size = tb->size();
    elf_flagdata(syms_, ELF_C_SET, ELF_F_DIRTY);
    elf_flagdata(strs_, ELF_C_SET, ELF_F_DIRTY);
    bufs_.push_back(std::move(sb));
    bufs_.push_back(std::move(tb));
  }
  if (elf_update(e_, ELF_C_WRITE) < 0)
    return Error::make("failed to write {}: {}", path_, elf_errmsg(-1));
  return {};
}

// Runs argv (searched in PATH) and waits for it.
Result<void> run(const std::vector<std::string>& argv) {
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  pid_t pid;
  int rc = posix_spawnp(&pid, args[0], nullptr, nullptr, args.data(), environ);
  if (rc != 0) return Error::from_errno(rc, "failed to run {}", argv[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    return Error::make("failed to link {}: {} failed", argv.back(), argv[0]);
  return {};
}

Result<void> write_bytes(const std::string& path, std::span<const uint8_t> bytes) {
  UniqueFd fd(::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666));
  if (!fd.valid()) return Error::from_errno(errno, "failed to open {}", path);
  if (::write(fd.get(), bytes.data(), bytes.size()) != static_cast<ssize_t>(bytes.size()))
    return Error::from_errno(errno, "failed to write {}", path);
  return {};
}

// <dtrace/sdt.h> leaves a "provider:probe:count" string per site in
// .dtrace_sdt_argc: a site passing another number of arguments than the
// probe's declaration would fire with garbage in the missing ones, so it is
// an error here.  Records of providers or probes the .d file lacks are
// left to the relocation check, which names them.
Result<void> check_arg_counts(Elf* e, const std::string& path,
                              const std::vector<ProviderSpec>& providers) {
  size_t shstrndx = 0;
  if (elf_getshdrstrndx(e, &shstrndx) != 0) return {};
  for (Elf_Scn* s = elf_nextscn(e, nullptr); s; s = elf_nextscn(e, s)) {
    GElf_Shdr sh;
    const char* name = gelf_getshdr(s, &sh) ? elf_strptr(e, shstrndx, sh.sh_name) : nullptr;
    if (!name || std::strcmp(name, ".dtrace_sdt_argc") != 0 || sh.sh_type != SHT_PROGBITS)
      continue;
    Elf_Data* d = elf_getdata(s, nullptr);
    if (!d || !d->d_buf) continue;
    std::string_view all(static_cast<const char*>(d->d_buf), d->d_size);
    for (size_t at = 0; at < all.size();) {
      size_t end = all.find('\0', at);
      if (end == std::string_view::npos) end = all.size();
      std::string_view rec = all.substr(at, end - at);
      at = end + 1;
      size_t c1 = rec.find(':'), c2 = rec.rfind(':');
      if (c1 == std::string_view::npos || c2 == c1) continue;
      std::string provider = d_form(rec.substr(0, c1));
      std::string probe = d_form(rec.substr(c1 + 1, c2 - c1 - 1));
      std::string_view count = rec.substr(c2 + 1);
      if (count.empty() || count.size() > 2 ||
          !std::all_of(count.begin(), count.end(), [](char c) { return c >= '0' && c <= '9'; }))
        continue;
      size_t n = std::stoul(std::string(count));
      auto prov = std::find_if(providers.begin(), providers.end(),
                               [&](const ProviderSpec& p) { return p.name == provider; });
      const ProbeSpec* pr = prov == providers.end() ? nullptr : prov->find(probe);
      if (pr && pr->native_types.size() != n)
        return Error::make("failed to process {}: probe {}:{} is fired with {} argument{} but "
                           "declared with {}",
                           path, provider, probe, n, n == 1 ? "" : "s", pr->native_types.size());
    }
  }
  return {};
}

}  // namespace

Result<std::vector<Site>> rewrite_object(const std::vector<ProviderSpec>& providers,
                                         const std::string& path) {
  elf_version(EV_CURRENT);
  UniqueFd fd(::open(path.c_str(), O_RDWR | O_CLOEXEC));
  if (!fd.valid()) return Error::from_errno(errno, "failed to open {}", path);
  Elf* e = elf_begin(fd.get(), ELF_C_RDWR, nullptr);
  if (!e) return Error::make("failed to process {}: {}", path, elf_errmsg(-1));
  Object obj(path, e, fd.get());
  DT_TRY(obj.init());
  DT_TRY(check_arg_counts(e, path, providers));
  std::vector<Site> sites;
  for (Elf_Scn* s = elf_nextscn(e, nullptr); s; s = elf_nextscn(e, s)) {
    GElf_Shdr sh;
    if (gelf_getshdr(s, &sh) && sh.sh_type == SHT_RELA) DT_TRY(obj.rewrite_section(s, providers, sites));
  }
  DT_TRY(obj.finish());
  return sites;
}

Result<void> link_objects(const std::vector<ProviderSpec>& providers,
                          const std::vector<std::string>& objects, const std::string& output,
                          bool raw_dof) {
  std::vector<Site> sites;
  for (const std::string& o : objects) {
    auto s = rewrite_object(providers, o);
    if (!s) return s.error();
    sites.insert(sites.end(), s->begin(), s->end());
  }
  DofImage dof = build_dof(providers, sites);
  if (raw_dof) return write_bytes(output, dof.bytes);
  std::string dof_o = output + ".dof.tmp.o", drti_o = output + ".drti.tmp.o";
  std::vector<std::string> semaphores;
  for (const ProviderSpec& pv : providers)
    for (const ProbeSpec& pr : pv.probes)
      semaphores.push_back(semaphore_name(func_form(pv.name), func_form(pr.name)));
  auto r = write_dof_object(dof, semaphores, dof_o);
  if (r) r = write_bytes(drti_o, drti_object());
  if (r) r = run({"ld", "-r", "-o", output, dof_o, drti_o});
  ::unlink(dof_o.c_str());
  ::unlink(drti_o.c_str());
  return r;
}

}  // namespace dtrace::dof
