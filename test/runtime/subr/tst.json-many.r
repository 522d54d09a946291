disk0
34
true
7

