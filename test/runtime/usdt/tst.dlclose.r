library registered
libprobes.so lib_fire probe1
libprobes.so lib_fire probe2
probes/PID gone after dlclose
program still running
listed after dlclose: 0

status 0
