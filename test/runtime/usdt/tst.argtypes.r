probe1 42 hello sizes 4 8
query-start select 7 size 8
args 4 10 10 4 arg 4 10 10 4

status 0
main probe1
args[0]: int
args[1]: char *
main query-start
args[0]: const char *
args[1]: uint64_t
