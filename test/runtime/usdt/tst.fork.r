parent gen 0
child gen 0
child's probe listed
child 1 arg0 2 fired N

status 0
