libdlate.so lib_add entry 120 100
any module: libdlate.so
libdlate.so lib_add return 225

status 0
dtrace: invalid probe specifier pid$target:libdlate.so:lib_add:entry { }: probe description pidN:libdlate.so:lib_add:entry does not match any probes
status 1
