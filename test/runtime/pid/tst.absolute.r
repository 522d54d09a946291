- 1
- 1

status 0
dtrace: invalid probe specifier pid$target:a.out:-:7fffffff0000 { }: probe description pidN:a.out:-:7fffffff0000 does not match any probes
status 1
