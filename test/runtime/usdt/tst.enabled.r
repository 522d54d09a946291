untraced: guard 0 first -1 last -1 forms ok
fired 100

status 0
traced: guard 100 first 0 last 99 forms ok
beside: guard 0 first -1 last -1 forms ok
attach: count>0 1 first>0 1 last<299 1 fired<=count 1
after: guard 0 first -1 last -1 forms ok
