-- @@stderr --
dtrace: failed to compile script test/runtime/pid/err.D_PROC_ALIGN.mid-insn.d: [D_PROC_ALIGN] offset 0x2 is not aligned on an instruction
