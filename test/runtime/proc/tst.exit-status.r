lwp-exit
exit 1

