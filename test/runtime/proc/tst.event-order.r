start
lwp-start
execve:entry
exec
lwp-exit
exit

