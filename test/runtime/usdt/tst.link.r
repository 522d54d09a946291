__dtrace R_X86_64_NONE 9090909090
__dtrace R_X86_64_NONE c390909090
__dtraceenabled R_X86_64_NONE 9090909090
__SUNW_dof GLOBAL HIDDEN
linktype=dof: the DOF of prov.o
raw DOF ident:  7f 44 4f 46 02 01 03 02
without is-enabled sites: version 1
main probe1 1 main
weakfn probe1 2 weak
statfn probe1 3 static
tailfn probe2
other probe1 4 other

status 0
-- undeclared probe and provider
-- @@stderr --
dtrace: failed to process np.o: no such probe myprov:nosuch
dtrace: failed to process nprov.o: no such provider noprov
