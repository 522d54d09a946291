limit: 3 processes traced, the last one: 1
dtrace: probe myprovPID:loop:main:probe1 is not enabled: 2 USDT probes are enabled (-x nusdtprobes)
default: 4 processes traced, the last one: 1
