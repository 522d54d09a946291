dtrace: 0
        1                4
prov-ok loop main probe1 loop
prov-ok loop main probe1 loop
prov-ok loop main probe1 loop
prov-ok loop main probe1 loop
libprobes.so lib_fire probe2
libprobes.so lib_fire probe1 lib

dtrace: 0
dtrace: 0
place 4 70 70 4
allargs 70 71 72 73 74 75 76 77 78 79
