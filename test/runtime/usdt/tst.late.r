dtrace: 0
        1                4
prov-ok loop main probe1 loop
prov-ok loop main probe1 loop
prov-ok loop main probe1 loop
prov-ok loop main probe1 loop

libprobes.so lib_fire probe1 lib
libprobes.so lib_fire probe2
dtrace: 0
dtrace: 0
place 4 1 4
allargs 1 2 3 4 5 6 7 8 9
