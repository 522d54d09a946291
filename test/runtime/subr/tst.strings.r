foo-bar 7 0 14
1 

