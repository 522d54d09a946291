prog:main:probe1 42 hello
main:probe2
query-start select 7
1 2 3 4 5 6 7 8 9 10
helper 4 10 10 4
provider ok 1

status 0
