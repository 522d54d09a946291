hardware event: as the machine allows
status 1
status 1
-- @@stderr --
dtrace: invalid probe specifier cpc:::cpu_clock-all-10 { @ = count(); }: probe description cpc:::cpu_clock-all-10 does not match any probes
dtrace: invalid probe specifier cpc:::no_such_event-all-10000 { @ = count(); }: probe description cpc:::no_such_event-all-10000 does not match any probes
