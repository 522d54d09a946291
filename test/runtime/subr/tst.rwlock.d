/*
 * ASSERTION: rw_read_held(), rw_write_held() and rw_iswriter() read a
 * Linux rwlock's count word: readers count from bit 9 up, the low byte is
 * 0xff while a writer holds the lock, bit 8 says a writer waits.  Each
 * answers 1 or 0: unlocked, two readers, a writer, and a reader with a
 * writer waiting.  (The lock is built in scratch memory; rwlock_t begins
 * with its struct qrwlock.)
 */
#pragma D option quiet

struct qrwlock *l;

BEGIN
{
	l = (struct qrwlock *)alloca(sizeof (struct qrwlock));
	printf("%d %d %d\n", rw_read_held(l), rw_write_held(l), rw_iswriter(l));
	l->cnts.counter = 0x400;
	printf("%d %d %d\n", rw_read_held(l), rw_write_held(l), rw_iswriter(l));
	l->cnts.counter = 0xff;
	printf("%d %d %d\n", rw_read_held(l), rw_write_held(l), rw_iswriter(l));
	l->cnts.counter = 0x300;
	printf("%d %d %d\n", rw_read_held(l), rw_write_held(l), rw_iswriter(l));
	exit(0);
}
