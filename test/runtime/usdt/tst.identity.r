-- fd handed to a forked child
status 0
registered as the child
nothing under the parent
child has gen 0
-- REMOVE of another process's gen
victim's probes intact
victim's gen 0 intact
-- credentials naming another pid, without CAP_SYS_ADMIN
forged credentials refused by the kernel
victim's probes intact
daemon alive
