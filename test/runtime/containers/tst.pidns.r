pid is the container's
tid is the container's
ppid is the container's
by default too
with init, pid is the host's: pid == $target does not match
