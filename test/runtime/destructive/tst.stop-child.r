dtrace: could not enable tracing: Destructive actions not allowed
stopping the child

status 0
after dtrace: T
after SIGCONT: S
killed by signal 9
