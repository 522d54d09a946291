-- list myprov*
myprovA loop main probe1
myprovB loop main probe1
-- list one pid
myprovA loop main probe1
-- trace myprov*

A loop main probe1 ok 1
B loop main probe1 ok 1
status 0
