   ID   PROVIDER            MODULE                          FUNCTION NAME
- sdt sched sched_process_exit
0
