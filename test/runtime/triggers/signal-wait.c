/*
 * signal-wait: blocks SIGUSR1, arms a one-shot POSIX timer that raises it
 * 100 ms later (the kernel sends it, from the timer), and takes it with
 * sigwait(2), which clears the pending signal without running a handler
 * (proc:::signal-clear).  Exits 0 once the signal was taken.
 */
#include <signal.h>
#include <string.h>
#include <time.h>

int main(void)
{
	sigset_t set;
	struct sigevent ev;
	struct itimerspec when;
	timer_t timer;
	int sig = 0;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigprocmask(SIG_BLOCK, &set, 0);
	memset(&ev, 0, sizeof(ev));
	ev.sigev_notify = SIGEV_SIGNAL;
	ev.sigev_signo = SIGUSR1;
	if (timer_create(CLOCK_MONOTONIC, &ev, &timer) != 0)
		return 1;
	memset(&when, 0, sizeof(when));
	when.it_value.tv_nsec = 100 * 1000 * 1000;
	timer_settime(timer, 0, &when, 0);
	sigwait(&set, &sig);
	return sig == SIGUSR1 ? 0 : 1;
}
