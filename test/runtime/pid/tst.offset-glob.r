entry 3, 0 3, return 3, later yes, outer:0 3

