dtrace: 0
        1                4
prov-ok loop main probe1 loop
prov-ok loop main probe1 loop
prov-ok loop main probe1 loop
prov-ok loop main probe1 loop
libprobes.so lib_fire probe2
libprobes.so lib_fire probe1 lib

dtrace: 0
