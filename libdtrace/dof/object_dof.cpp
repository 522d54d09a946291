// .SUNW_dof and the is-enabled semaphores from an ELF file (object_dof.h),
// with libelf.
#include "dof/object_dof.h"

#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>

#include <cstring>
#include <optional>

#include "support/unique_fd.h"

namespace dtrace::dof {

Result<std::vector<uint8_t>> read_object_dof(const std::string& path) {
  elf_version(EV_CURRENT);
  UniqueFd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (!fd.valid()) return Error::from_errno(errno, "failed to open {}", path);
  Elf* e = elf_begin(fd.get(), ELF_C_READ_MMAP, nullptr);
  if (!e) return Error::make("{}: {}", path, elf_errmsg(-1));
  std::vector<uint8_t> out;
  size_t shstrndx = 0;
  if (elf_kind(e) == ELF_K_ELF && elf_getshdrstrndx(e, &shstrndx) == 0) {
    for (Elf_Scn* s = elf_nextscn(e, nullptr); s; s = elf_nextscn(e, s)) {
      GElf_Shdr sh;
      if (!gelf_getshdr(s, &sh) || sh.sh_type == SHT_NOBITS) continue;
      const char* name = elf_strptr(e, shstrndx, sh.sh_name);
      if (!name || std::strcmp(name, ".SUNW_dof") != 0) continue;
      Elf_Data* d = elf_rawdata(s, nullptr);
      if (d && d->d_buf)
        out.assign(static_cast<const uint8_t*>(d->d_buf),
                   static_cast<const uint8_t*>(d->d_buf) + d->d_size);
      break;
    }
  }
  elf_end(e);
  return out;
}

namespace {

// The file offset of link-time address `vaddr` inside a SHT_PROGBITS
// section that holds it.
std::optional<uint64_t> section_offset(Elf* e, uint16_t shndx, uint64_t vaddr) {
  GElf_Shdr sh;
  Elf_Scn* s = elf_getscn(e, shndx);
  if (!s || !gelf_getshdr(s, &sh) || sh.sh_type != SHT_PROGBITS || vaddr < sh.sh_addr ||
      vaddr + 2 > sh.sh_addr + sh.sh_size)
    return std::nullopt;
  return vaddr - sh.sh_addr + sh.sh_offset;
}

void scan_semaphores(Elf* e, Elf_Scn* symtab, const GElf_Shdr& sh,
                     std::map<std::string, uint64_t>& out) {
  Elf_Data* d = elf_getdata(symtab, nullptr);
  size_t n = sh.sh_entsize ? sh.sh_size / sh.sh_entsize : 0;
  for (size_t i = 0; d && i < n; ++i) {
    GElf_Sym sym;
    if (!gelf_getsym(d, static_cast<int>(i), &sym) || sym.st_size != 2) continue;
    const char* name = elf_strptr(e, sh.sh_link, sym.st_name);
    if (!name || std::strncmp(name, "__ardent_sem_", 13) != 0) continue;
    if (auto off = section_offset(e, sym.st_shndx, sym.st_value)) out[name] = *off;
  }
}

}  // namespace

Result<std::map<std::string, uint64_t>> read_semaphores(const std::string& path) {
  elf_version(EV_CURRENT);
  UniqueFd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (!fd.valid()) return Error::from_errno(errno, "failed to open {}", path);
  Elf* e = elf_begin(fd.get(), ELF_C_READ_MMAP, nullptr);
  if (!e) return Error::make("{}: {}", path, elf_errmsg(-1));
  std::map<std::string, uint64_t> out;
  if (elf_kind(e) == ELF_K_ELF) {
    for (Elf_Scn* s = elf_nextscn(e, nullptr); s; s = elf_nextscn(e, s)) {
      GElf_Shdr sh;
      if (gelf_getshdr(s, &sh) && sh.sh_type == SHT_SYMTAB) scan_semaphores(e, s, sh, out);
    }
  }
  elf_end(e);
  return out;
}

}  // namespace dtrace::dof
