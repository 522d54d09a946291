// .SUNW_dof from an ELF file (object_dof.h), with libelf.
#include "dof/object_dof.h"

#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>

#include <cstring>

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

}  // namespace dtrace::dof
