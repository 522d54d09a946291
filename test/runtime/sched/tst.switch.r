sleep 1 off-cpu 1 on-cpu 1 wakeup 1 surrender 1

