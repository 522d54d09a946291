syscall::read:entry /pid == $1 && $$2 == "x" && $target/ { trace($0); }
