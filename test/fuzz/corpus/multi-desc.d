syscall::read:entry, syscall::write:entry { self->ts = timestamp; }
