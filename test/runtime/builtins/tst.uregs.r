argc 4
orig_rax 110 rax -38
user pc 1 user sp 1
aliases 1 1 1

