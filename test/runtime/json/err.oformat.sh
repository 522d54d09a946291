#!/bin/bash
# oformat takes "text" (DTrace's usual output) or "json"; anything else is
# refused before tracing starts, as any bad option value.
dtrace=$1
"$dtrace" -x oformat=xml -n 'BEGIN { exit(0); }'
