#!/bin/bash
# ASSERTION: a rawtp probe for an event tracefs does not list is the
# ordinary "does not match any probes" error.
dtrace=$1

"$dtrace" -n 'rawtp:sched::no_such_event'
