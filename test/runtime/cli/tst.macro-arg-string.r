[dtrace] [/bin/date] [soffice.bin] 43 [a	b]
9 1

