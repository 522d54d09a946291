myprovPID libprobes.so lib_fire probe1
myprovPID libprobes.so lib_fire probe2

libprobes.so lib_fire probe1 lib
libprobes.so lib_fire probe2
