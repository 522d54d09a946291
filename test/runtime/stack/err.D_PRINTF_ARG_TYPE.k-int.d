/*
 * ASSERTION: printf()'s %k prints a stack: its argument must be what
 * stack(), ustack() or jstack() records, not an integer.
 */
BEGIN { printf("%k", 12); }
