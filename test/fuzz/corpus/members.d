BEGIN { trace(curthread->pid); trace(curpsinfo->pr_psargs[0]); trace(args[0]); }
