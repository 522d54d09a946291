2 [disk] 0 []

