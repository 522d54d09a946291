#!/bin/bash
# ASSERTION: copyin(addr, n) takes a size known only when the probe fires
# (here the count of echo's write(2)); one larger than scratchsize, a
# variable or a constant, is an invalid size fault when the probe fires, an
# unreadable address an invalid address fault.
dtrace=$1
out=$(mktemp)
trap 'rm -f "$out"' EXIT

"$dtrace" -q -o "$out" -c '/bin/echo hello' -n '
syscall::write:entry /pid == $target/
{
	n = arg2;
	this->p = (char *)copyin(arg1, n);
	printf("%d [%c%c%c%c%c] %d\n", n, this->p[0], this->p[1], this->p[2], this->p[3],
	    this->p[4], this->p[5] == 0x0a);
}
syscall::write:entry /pid == $target/ { n = 100000; copyin(arg1, n); }
syscall::write:entry /pid == $target/ { copyin(arg1, 100000); }
syscall::write:entry /pid == $target/ { n = 4; copyin(0, n); }
ERROR { printf("fault %d\n", arg4); }' >/dev/null 2>&1
echo "status $?"
sed 's/at BPF pc [0-9]*$/at BPF pc NN/' "$out"
