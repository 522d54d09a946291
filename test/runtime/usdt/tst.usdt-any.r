myprovPID loop main probe1
myprovPID loop main probe1
prov-ok loop main probe1 1

dtrace: 0
