sizeof(cpuinfo_t) = 16
sizeof(*curcpu) = 16
cpu_id matches cpu: 1
cpu_pset: 0, pset: 0
chip agrees: 1
lgrp agrees: 1
non-negative ids: 1
address: 1
stored pointer still reads: 1

