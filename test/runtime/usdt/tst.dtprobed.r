refused
refused
refused
refused
probe file exists
sites: 1
gen 0
shared objects: 1
after exit: 0 entries
