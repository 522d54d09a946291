stash/dof-pid: 0 pids
stash/dof: 0 objects
probes: 0 pids
registration after the runs works
