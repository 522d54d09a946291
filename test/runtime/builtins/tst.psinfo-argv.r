program dtrace, argc ok, argv[argc] 0, envp follows

