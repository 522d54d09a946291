   ID   PROVIDER            MODULE                          FUNCTION NAME
- rawtp sched sched_process_exit
0
