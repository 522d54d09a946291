pid 0 comm swapper/0
vmlinux`init_task
same size: 1
same object: 1

