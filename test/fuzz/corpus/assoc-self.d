syscall:::entry { self->a[probefunc] = 1; }
