untraced: guard 0 first -1 last -1
sdtprog main ping
sdtprog main plain-probe
sdtprog main ping -5 -300 -70000 -5000000000 200 -1234 42
plain-probe 0
sdtprog main ping -5 -300 -70000 -5000000000 200 -1234 42
plain-probe 1
sdtprog main ping -5 -300 -70000 -5000000000 200 -1234 42
plain-probe 2

status 0
traced: guard 3 first 0 last 2
attach: count>0 1 first>0 1 last<299 1
-- libstdc++
libstdc++.so catch
libstdc++.so rethrow
libstdc++.so throw
__cxa_throw throw 1 1
__cxa_throw throw 1 1

-- python3.11
function-return hello.py hello 2
function-entry fired 1

