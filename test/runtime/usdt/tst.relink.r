relocations left: 0
inner eight 100 101 102 103 104 105 106 107
twelve -1 -2 -3 -4 -5 -6 -7 -8 -9 -10
main lone

status 0
