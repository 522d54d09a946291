   ID   PROVIDER            MODULE                          FUNCTION NAME
ID        cpc                                                     page_faults-user-100
cpc cpu_clock-all-1000000000
cpc cs-all-1000000000
cpc perf_count_sw_cpu_clock-all-1000000000
cpc perf_count_sw_task_clock-all-1000000000
cpc task_clock-all-1000000000
