
1 send    args[2]: 6 64, args[5]: 6 0 64
1 send    args[2]: 6 64, args[5]: 6 0 64
1 send    args[2]: 6 64, args[5]: 6 0 64
1 send    args[2]: 6 64, args[5]: 6 0 64
1 send    args[2]: 6 64, args[5]: 6 0 64
1 send    args[2]: 6 64, args[5]: 6 0 64
2 receive args[2]: 6 64, args[5]: 6 0 64
2 receive args[2]: 6 64, args[5]: 6 0 64
2 receive args[2]: 6 64, args[5]: 6 0 64
2 receive args[2]: 6 64, args[5]: 6 0 64
2 receive args[2]: 6 64, args[5]: 6 0 64
2 receive args[2]: 6 64, args[5]: 6 0 64
