5 5 syscall:vmlinux:openat:entry /dev/null

