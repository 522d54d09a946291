
  pid-addrs`outer                                                   3

  pid-addrs`inner                                     libc.so.6                                                         6

  pid-addrs`outer                                                   1
  pid-addrs`outer+0x1                                               1
  pid-addrs`outer+0x2                                               1

