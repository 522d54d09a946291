// libproc: /proc maps, ELF and DWARF symbols, ptrace control.  Skeleton: the
// pid provider issue fills it in.
namespace dtrace::proc {}
