#!/bin/bash
# ASSERTION: copyout() and copyoutstr() write into the process that fired
# the probe: a child the test starts has its write(2) buffer changed before
# the kernel reads it.  copyout(buf, addr, n) writes exactly n bytes;
# copyoutstr(s, addr, n) writes s and its NUL but never more than n bytes,
# so what lies past them is unchanged.
#
# @@xfail: needs bpf_probe_write_user, which a kernel in lockdown refuses (tst.copyout-lockdown.sh)
dtrace=$1

run() {
	"$dtrace" -w -q -c '/bin/echo original' -n "syscall::write:entry /pid == \$target/ { $1 }" |
	    tr '\0' '@'
	echo "status ${PIPESTATUS[0]}"
}

run 'copyoutstr("CHANGED!\n", arg1, 9);'
run 'copyoutstr("HI\n", arg1, 9);'
run 'copyoutstr("0123456789", arg1, 3);'
run 'this->b = (char *)alloca(4); this->b[0] = 0x41; this->b[1] = 0x42;
    this->b[2] = 0x43; this->b[3] = 0x44; copyout(this->b, arg1, 4);'
