BEGIN runs
child of incg
cgroupname dtrace-test-NNN
id is the inode of the cgroup directory

