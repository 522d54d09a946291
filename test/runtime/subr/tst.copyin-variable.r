status 0
6 [hello] 1
fault 10
fault 10
fault 1

