#!/bin/bash
# With error context on, a description of fbt, which this kernel cannot
# serve, says why it matches nothing after DTrace's own line and the
# source context; without it only DTrace's line is printed.
dtrace=$1
"$dtrace" -x errcontext -n 'fbt::vfs_read:entry { }' && exit 0
"$dtrace" -n 'fbt::vfs_read:entry { }'
