myprovPID loop main probe1
default stash: 0
main probe1

