main:start
main:done
main:start
main:done
main:start
main:done
0 work
1 work
2 work

status 0
