#!/bin/bash
# ASSERTION: a cpc probe on a hardware event counts where the machine has a
# PMU perf can use, and is refused with a line saying why where it has not
# (these VMs); a count below the event's floor, or an unknown event, names
# no probe.
dtrace=$1
no_pmu="dtrace: could not enable tracing: this machine has no hardware performance counters (the CPU or the hypervisor does not offer them to perf)"
out=$($dtrace -qn 'cpc:::cpu_cycles-all-100000 { @ = count(); } tick-1s { exit(0); }' 2>&1)
rc=$?
if [ -d /sys/bus/event_source/devices/cpu ]; then
	[ $rc = 0 ] && echo "hardware event: as the machine allows"
else
	[ $rc = 1 ] && [ "$out" = "$no_pmu" ] && echo "hardware event: as the machine allows"
fi
$dtrace -qn 'cpc:::cpu_clock-all-10 { @ = count(); }'
echo "status $?"
$dtrace -qn 'cpc:::no_such_event-all-10000 { @ = count(); }'
echo "status $?"
