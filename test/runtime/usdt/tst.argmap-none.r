dtrace: invalid probe specifier argnone$target:::none { trace(args[0]); }: index 0 is out of range for argnonePID:::none args[ ]
status 1
1

status 0
