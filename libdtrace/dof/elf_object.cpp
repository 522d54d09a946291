// The DOF object of -G (link.h write_dof_object): an ELF64 x86_64 ET_REL
// with .SUNW_dof (SHT_SUNW_dof, allocated and writable so that the load
// base added at run time needs no text relocation), its R_X86_64_64
// relocations against the probe functions, the hidden __SUNW_dof symbol,
// an empty .note.GNU-stack (no executable stack in the final link), and
// .data.ardent_sem: the hidden u16 is-enabled semaphores of header.h.
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <unistd.h>

#include <map>

#include "dof/link.h"
#include "support/unique_fd.h"

namespace dtrace::dof {
namespace {

constexpr uint32_t kShtSunwDof = 0x6ffffff4;

struct StrTab {
  std::string data{'\0'};
  size_t add(const std::string& s) {
    size_t off = data.size();
    data += s;
    data += '\0';
    return off;
  }
};

Elf_Scn* new_section(Elf* e, StrTab& shstr, const char* name, uint32_t type, uint64_t flags,
                     uint64_t align, uint64_t entsize, void* buf, size_t size) {
  Elf_Scn* scn = elf_newscn(e);
  Elf_Data* d = elf_newdata(scn);
  d->d_buf = buf;
  d->d_size = size;
  d->d_align = align;
  d->d_type = ELF_T_BYTE;
  GElf_Shdr sh;
  gelf_getshdr(scn, &sh);
  sh.sh_name = shstr.add(name);
  sh.sh_type = type;
  sh.sh_flags = flags;
  sh.sh_addralign = align;
  sh.sh_entsize = entsize;
  gelf_update_shdr(scn, &sh);
  return scn;
}

void set_link(Elf_Scn* scn, uint32_t link, uint32_t info) {
  GElf_Shdr sh;
  gelf_getshdr(scn, &sh);
  sh.sh_link = link;
  sh.sh_info = info;
  gelf_update_shdr(scn, &sh);
}

// The hidden u16 semaphores, one per name, in section `shndx`.
void add_semaphores(const std::vector<std::string>& names, uint16_t shndx, StrTab& str,
                    std::vector<Elf64_Sym>& syms) {
  for (size_t i = 0; i < names.size(); ++i) {
    Elf64_Sym s{};
    s.st_name = static_cast<uint32_t>(str.add(names[i]));
    s.st_info = ELF64_ST_INFO(STB_GLOBAL, STT_OBJECT);
    s.st_other = STV_HIDDEN;
    s.st_shndx = shndx;
    s.st_value = 2 * i;
    s.st_size = 2;
    syms.push_back(s);
  }
}

}  // namespace

Result<void> write_dof_object(const DofImage& dof, const std::vector<std::string>& semaphores,
                              const std::string& path) {
  elf_version(EV_CURRENT);
  UniqueFd fd(::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644));
  if (!fd.valid()) return Error::from_errno(errno, "failed to open {}", path);
  Elf* e = elf_begin(fd.get(), ELF_C_WRITE, nullptr);
  if (!e) return Error::make("failed to create {}: {}", path, elf_errmsg(-1));
  gelf_newehdr(e, ELFCLASS64);
  GElf_Ehdr eh;
  gelf_getehdr(e, &eh);
  eh.e_ident[EI_DATA] = ELFDATA2LSB;
  eh.e_type = ET_REL;
  eh.e_machine = EM_X86_64;
  eh.e_version = EV_CURRENT;
  gelf_update_ehdr(e, &eh);

  StrTab shstr, str;
  std::vector<uint8_t> bytes = dof.bytes;
  // Symbols: null, the section, __SUNW_dof, then one undefined per function.
  std::vector<Elf64_Sym> syms(2);
  syms[1].st_info = ELF64_ST_INFO(STB_LOCAL, STT_SECTION);
  syms[1].st_shndx = 1;
  Elf64_Sym dofsym{};
  dofsym.st_name = static_cast<uint32_t>(str.add("__SUNW_dof"));
  dofsym.st_info = ELF64_ST_INFO(STB_GLOBAL, STT_OBJECT);
  dofsym.st_other = STV_HIDDEN;
  dofsym.st_shndx = 1;
  dofsym.st_size = bytes.size();
  syms.push_back(dofsym);
  std::map<std::string, uint32_t> index;
  std::vector<Elf64_Rela> relas;
  for (const DofImage::Reloc& r : dof.relocs) {
    auto [it, added] = index.emplace(r.symbol, static_cast<uint32_t>(syms.size()));
    if (added) {
      Elf64_Sym s{};
      s.st_name = static_cast<uint32_t>(str.add(r.symbol));
      s.st_info = ELF64_ST_INFO(STB_GLOBAL, STT_FUNC);
      syms.push_back(s);
    }
    relas.push_back({r.offset, ELF64_R_INFO(it->second, R_X86_64_64), 0});
  }
  constexpr uint16_t kSemSection = 6;  // after .note.GNU-stack
  add_semaphores(semaphores, kSemSection, str, syms);
  std::vector<uint8_t> sem_bytes(2 * semaphores.size());
  new_section(e, shstr, ".SUNW_dof", kShtSunwDof, SHF_ALLOC | SHF_WRITE, 8, 0, bytes.data(),
              bytes.size());
  Elf_Scn* rela = new_section(e, shstr, ".rela.SUNW_dof", SHT_RELA, SHF_INFO_LINK, 8,
                              sizeof(Elf64_Rela), relas.data(), relas.size() * sizeof(Elf64_Rela));
  Elf_Scn* symtab = new_section(e, shstr, ".symtab", SHT_SYMTAB, 0, 8, sizeof(Elf64_Sym),
                                syms.data(), syms.size() * sizeof(Elf64_Sym));
  Elf_Scn* strtab = new_section(e, shstr, ".strtab", SHT_STRTAB, 0, 1, 0, str.data.data(),
                                str.data.size());
  new_section(e, shstr, ".note.GNU-stack", SHT_PROGBITS, 0, 1, 0, nullptr, 0);
  new_section(e, shstr, ".data.ardent_sem", SHT_PROGBITS, SHF_ALLOC | SHF_WRITE, 2, 0,
              sem_bytes.data(), sem_bytes.size());
  size_t shstr_name = shstr.add(".shstrtab");
  Elf_Scn* shs = new_section(e, shstr, ".shstrtab", SHT_STRTAB, 0, 1, 0, nullptr, 0);
  {
    GElf_Shdr sh;
    gelf_getshdr(shs, &sh);
    sh.sh_name = static_cast<uint32_t>(shstr_name);
    gelf_update_shdr(shs, &sh);
    Elf_Data* d = elf_getdata(shs, nullptr);
    d->d_buf = shstr.data.data();
    d->d_size = shstr.data.size();
  }
  elf_getdata(rela, nullptr)->d_type = ELF_T_RELA;
  elf_getdata(symtab, nullptr)->d_type = ELF_T_SYM;
  set_link(rela, static_cast<uint32_t>(elf_ndxscn(symtab)), 1);
  set_link(symtab, static_cast<uint32_t>(elf_ndxscn(strtab)), 2);
  eh.e_shstrndx = static_cast<uint16_t>(elf_ndxscn(shs));
  gelf_update_ehdr(e, &eh);
  bool ok = elf_update(e, ELF_C_WRITE) >= 0;
  std::string err = ok ? "" : elf_errmsg(-1);
  elf_end(e);
  if (!ok) return Error::make("failed to write {}: {}", path, err);
  return {};
}

}  // namespace dtrace::dof
