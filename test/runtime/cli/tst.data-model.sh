#!/bin/bash
# ASSERTION: -32 compiles D in the ILP32 model and -64 (the default) in
# LP64: long, unsigned long, D pointers and the typedefs built on them
# change size, D structs are laid out by the model, long arithmetic wraps
# at 32 bits; the kernel's types (curthread, its members) keep their
# 64-bit layout, so dereferencing them works under either model, and so
# do pointers to DTrace's own memory (alloca(), copyin()).  Oracle's
# dtrace-util/tst.DataModel32 is the first case.  -G refuses -32.
dtrace=$1

for m in -32 -64; do
	echo "model $m"
	"$dtrace" $m -qn '
struct s { char c; long l; char *p; int i; };
BEGIN {
	printf("long %d ulong %d ptr %d size_t %d uintptr_t %d long long %d\n",
	    sizeof(long), sizeof(unsigned long), sizeof(char *), sizeof(size_t),
	    sizeof(uintptr_t), sizeof(long long));
	printf("struct s %d, i at %d\n", sizeof(struct s), offsetof(struct s, i));
	x = (long)0x123456789;
	printf("(long)0x123456789 = %x\n", x);
	u = (unsigned long)-1;
	printf("(unsigned long)-1 = %u\n", u);
	t = curthread;
	printf("curthread %d, pid %s\n", sizeof(t), t->pid == pid ? "matches" : "differs");
	/* so do pointers to kernel types however they are made */
	k = (struct task_struct *)(uint64_t)curthread;
	printf("cast %s, ", k->pid == pid ? "whole" : "cut");
	printf("address-of %s, ", *(int *)&curthread->pid == pid ? "whole" : "cut");
	printf("array [%s], ", stringof((char *)curthread->comm));
	printf("sizeof %d\n", sizeof(struct task_struct *));
	/* alloca() memory is DTrace'"'"'s own: its address stays whole */
	this->p = (int *)alloca(sizeof(int));
	*this->p = 5;
	printf("alloca %d\n", *this->p);
	exit(0);
}'
	echo "status $?"
done

# Oracle's own -32 check, as its test runs it (the harness's test mode
# drops the CPU and ID columns, as Oracle's does).
"$dtrace" -32 -s /dev/stdin <<'D'
BEGIN /4 != sizeof(long)/ { printf("Not targeted for 32 bit machine\n"); exit(1); }
BEGIN /4 == sizeof(long)/ { printf("Targeted for 32 bit machine\n"); exit(0); }
D
echo "status $?"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo 'provider p { probe q(); };' > "$tmp/p.d"
echo 'int main(void) { return 0; }' > "$tmp/m.c"
gcc -c "$tmp/m.c" -o "$tmp/m.o"
"$dtrace" -32 -G -s "$tmp/p.d" -o "$tmp/p.o" "$tmp/m.o" 2>&1 | sed "s|$tmp/||g"
echo "status ${PIPESTATUS[0]}"
