#!/bin/bash
# ASSERTION: this kernel refuses fentry and kprobes, so the fbt provider
# offers no probes: -l -P fbt lists none ("failed to match fbt::::", as
# DTrace says of any description that matches nothing), and naming one is the ordinary
# "does not match any probes" error.
dtrace=$1

"$dtrace" -l -P fbt
"$dtrace" -n 'fbt::vfs_read:entry'
