fbt:vmlinux:do_sys_open:entry, pid$target::malloc:entry { }
