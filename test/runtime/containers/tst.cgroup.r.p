#!/bin/sh
# The cgroup's name carries the test's pid.
sed 's/dtrace-test-[0-9][0-9]*/dtrace-test-NNN/'
