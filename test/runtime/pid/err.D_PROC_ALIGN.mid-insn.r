-- @@stderr --
dtrace: failed to compile script test/runtime/pid/err.D_PROC_ALIGN.mid-insn.d: [D_PROC_ALIGN] line 7: offset 0x2 is not aligned on an instruction
