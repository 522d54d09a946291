/*
 * The D library: the register indexes of uregs[] on x86-64.  They are the
 * slots of the user register set as <sys/reg.h> numbers them (the order of
 * the kernel's struct pt_regs, then the segment bases and selectors), so
 * uregs[R_RIP] is the user program counter.  R_PC, R_SP, R_FP, R_PS, R_R0
 * and R_R1 are the machine-independent names DTrace scripts use.
 */

inline int R_R15 = 0;
inline int R_R14 = 1;
inline int R_R13 = 2;
inline int R_R12 = 3;
inline int R_RBP = 4;
inline int R_RBX = 5;
inline int R_R11 = 6;
inline int R_R10 = 7;
inline int R_R9 = 8;
inline int R_R8 = 9;
inline int R_RAX = 10;
inline int R_RCX = 11;
inline int R_RDX = 12;
inline int R_RSI = 13;
inline int R_RDI = 14;
inline int R_ORIG_RAX = 15;
inline int R_RIP = 16;
inline int R_CS = 17;
inline int R_EFL = 18;
inline int R_RSP = 19;
inline int R_SS = 20;
inline int R_FS_BASE = 21;
inline int R_GS_BASE = 22;
inline int R_DS = 23;
inline int R_ES = 24;
inline int R_FS = 25;
inline int R_GS = 26;

inline int R_RFL = R_EFL;
inline int R_PC = R_RIP;
inline int R_SP = R_RSP;
inline int R_FP = R_RBP;
inline int R_PS = R_EFL;
inline int R_R0 = R_RAX;
inline int R_R1 = R_RBX;
