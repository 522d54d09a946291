-- @@stderr --
dtrace: invalid probe specifier rawtp:sched::no_such_event: probe description rawtp:sched::no_such_event does not match any probes
