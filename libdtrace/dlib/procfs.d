/*
 * The D library: the process model of DTrace (psinfo_t, lwpsinfo_t, their
 * translators from the Linux task_struct, curpsinfo and curlwpsinfo) and
 * the constants that go with it.  Every D program sees these definitions;
 * nothing here reads the kernel's types until a program uses it.
 */

typedef struct timestruc {
	time_t tv_sec;
	long tv_nsec;
} timestruc_t;

typedef struct lwpsinfo {
	int pr_flag;
	int pr_lwpid;
	uintptr_t pr_addr;
	uintptr_t pr_wchan;
	char pr_stype;
	char pr_state;
	char pr_sname;
	char pr_nice;
	short pr_syscall;
	char pr_oldpri;
	char pr_cpu;
	int pr_pri;
	ushort_t pr_pctcpu;
	ushort_t pr_pad;
	timestruc_t pr_start;
	timestruc_t pr_time;
	char pr_clname[8];
	char pr_name[16];
	processorid_t pr_onpro;
	processorid_t pr_bindpro;
	psetid_t pr_bindpset;
	int pr_lgrp;
	int pr_filler[4];
} lwpsinfo_t;

typedef struct psinfo {
	int pr_flag;
	int pr_nlwp;
	pid_t pr_pid;
	pid_t pr_ppid;
	pid_t pr_pgid;
	pid_t pr_sid;
	uid_t pr_uid;
	uid_t pr_euid;
	uid_t pr_gid;
	uid_t pr_egid;
	uintptr_t pr_addr;
	size_t pr_size;
	size_t pr_rssize;
	size_t pr_pad1;
	struct tty_struct *pr_ttydev;
	ushort_t pr_pctcpu;
	ushort_t pr_pctmem;
	timestruc_t pr_start;
	timestruc_t pr_time;
	timestruc_t pr_ctime;
	char pr_fname[16];
	char pr_psargs[80];
	int pr_wstat;
	int pr_argc;
	uintptr_t pr_argv;
	uintptr_t pr_envp;
	char pr_dmodel;
	char pr_pad2[3];
	taskid_t pr_taskid;
	projid_t pr_projid;
	int pr_nzomb;
	int pr_poolid;
	zoneid_t pr_zoneid;
	id_t pr_contract;
	int pr_filler[1];
	lwpsinfo_t pr_lwp;
} psinfo_t;

inline char PR_MODEL_ILP32 = 1;
inline char PR_MODEL_LP64 = 2;

inline int PIDTYPE_PID = 0;
inline int PIDTYPE_TGID = 1;
inline int PIDTYPE_PGID = 2;
inline int PIDTYPE_SID = 3;

/* task_struct.__state bits (include/linux/sched.h) */
inline int TASK_RUNNING = 0x0000;
inline int TASK_INTERRUPTIBLE = 0x0001;
inline int TASK_UNINTERRUPTIBLE = 0x0002;
inline int __TASK_STOPPED = 0x0004;
inline int __TASK_TRACED = 0x0008;
inline int EXIT_DEAD = 0x0010;
inline int EXIT_ZOMBIE = 0x0020;
inline int TASK_PARKED = 0x0040;
inline int TASK_DEAD = 0x0080;
inline int TASK_WAKEKILL = 0x0100;
inline int TASK_WAKING = 0x0200;

translator psinfo_t < struct task_struct *T > {
	pr_nlwp = T->signal->nr_threads;
	pr_pid = T->tgid;
	pr_ppid = T->real_parent->tgid;
	pr_pgid = T->signal->pids[PIDTYPE_PGID]->numbers[0].nr;
	pr_sid = T->signal->pids[PIDTYPE_SID]->numbers[0].nr;
	pr_uid = T->cred->uid.val;
	pr_euid = T->cred->euid.val;
	pr_gid = T->cred->gid.val;
	pr_egid = T->cred->egid.val;
	pr_addr = (uintptr_t)T;
	pr_ttydev = T->signal->tty ? T->signal->tty : (struct tty_struct *)-1;
	pr_fname = T->comm;
	pr_psargs = __psargs(T);
	pr_wstat = 0;
	/*
	 * The initial user stack (mm->start_stack) holds argc, then the argv
	 * pointers and a NULL, then the envp pointers.  argc is user memory,
	 * readable only in the process itself: for another task it reads 0
	 * (and pr_envp is then a guess).
	 */
	pr_argc = T->mm && T == curthread ?
	    *(int *)copyin(T->mm->start_stack, sizeof (int)) : 0;
	pr_argv = T->mm ? T->mm->start_stack + sizeof (long) : 0;
	pr_envp = T->mm ? T->mm->start_stack + sizeof (long) * (2 +
	    (T == curthread ? *(int *)copyin(T->mm->start_stack, sizeof (int)) : 0)) : 0;
	pr_dmodel = PR_MODEL_LP64;
	pr_taskid = 0;
	pr_projid = 0;
	pr_nzomb = 0;
	pr_poolid = 0;
	pr_zoneid = 0;
	pr_contract = 0;
};

inline int PR_STOPPED = 0x00000001;
inline int PR_ISTOP = 0x00000002;
inline int PR_DSTOP = 0x00000004;
inline int PR_IDLE = 0x10000000;

inline char SSLEEP = 1;
inline char SRUN = 2;
inline char SZOMB = 3;
inline char SSTOP = 4;
inline char SIDL = 5;
inline char SONPROC = 6;
inline char SWAIT = 7;

translator lwpsinfo_t < struct task_struct *T > {
	pr_flag = (T->__state & __TASK_STOPPED) ? PR_STOPPED : 0;
	pr_lwpid = T->pid;
	pr_addr = (uintptr_t)T;
	pr_wchan = 0;
	pr_stype = 0;
	pr_state = (T->__state & TASK_INTERRUPTIBLE) ? SSLEEP :
	    (T->__state & TASK_UNINTERRUPTIBLE) ? SSLEEP :
	    (T->__state & __TASK_STOPPED) ? SSTOP :
	    (T->__state & __TASK_TRACED) ? SSTOP :
	    (T->__state & (EXIT_ZOMBIE | EXIT_DEAD | TASK_DEAD)) ? SZOMB :
	    (T->__state & (TASK_WAKEKILL | TASK_WAKING)) ? SWAIT : SRUN;
	pr_sname = (T->__state & TASK_INTERRUPTIBLE) ? 'S' :
	    (T->__state & TASK_UNINTERRUPTIBLE) ? 'S' :
	    (T->__state & __TASK_STOPPED) ? 'T' :
	    (T->__state & __TASK_TRACED) ? 'T' :
	    (T->__state & (EXIT_ZOMBIE | EXIT_DEAD | TASK_DEAD)) ? 'Z' :
	    (T->__state & (TASK_WAKEKILL | TASK_WAKING)) ? 'W' : 'R';
	pr_pri = T->prio;
	pr_name = T->comm;
	pr_onpro = T->thread_info.cpu;
};

inline psinfo_t *curpsinfo = xlate <psinfo_t *> (curthread);
inline lwpsinfo_t *curlwpsinfo = xlate <lwpsinfo_t *> (curthread);

/*
 * The current process's working and root directories, as d_path( ) names
 * them (relative to the process's own root, as DTrace's).
 */
inline string cwd = d_path(&(curthread->fs->pwd));
inline string root = d_path(&(curthread->fs->root));

/*
 * Linux has no zones: every process is in the global zone, the name
 * illumos gives the system itself and that DTrace reports where zones do
 * not exist, so scripts keyed by zonename keep working.
 */
inline string zonename = "global";

inline int CLD_EXITED = 1;
inline int CLD_KILLED = 2;
inline int CLD_DUMPED = 3;
inline int CLD_TRAPPED = 4;
inline int CLD_STOPPED = 5;
inline int CLD_CONTINUED = 6;
