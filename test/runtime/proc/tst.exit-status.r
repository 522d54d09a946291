exit 1
lwp-exit

