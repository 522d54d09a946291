/*
 * signals: sends itself SIGUSR1, which a handler catches (signal-send,
 * signal-handle), then SIGUSR2, which it ignores (signal-discard), then
 * yields the CPU once (sched:::surrender), sleeps 10 ms (sched:::sleep)
 * and exits 0.
 */
#include <sched.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t caught;

static void handler(int sig)
{
	caught = sig;
}

int main(void)
{
	struct timespec ts = { 0, 10 * 1000 * 1000 };

	signal(SIGUSR1, handler);
	signal(SIGUSR2, SIG_IGN);
	kill(getpid(), SIGUSR1);
	kill(getpid(), SIGUSR2);
	sched_yield();
	nanosleep(&ts, 0);
	return caught == SIGUSR1 ? 0 : 1;
}
