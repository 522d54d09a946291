/*
 * ASSERTION: copyin() reads bytes of the traced process and tracemem()
 * records them, printed as DTrace's hex dump (a header row of offsets and
 * a row per 16 bytes with their characters).
 *
 * @@trigger: open-missing
 */
#pragma D option quiet

syscall::openat:entry /pid == $target/ { self->p = arg1; }
syscall::openat:return /self->p/ { tracemem(copyin(self->p, 8), 8); self->p = 0; }
