
A label ok after-kill 0
B label ok after-kill 0
B label ok after-kill 1
status 0
ERROR arg1 carries the PRID: 1

