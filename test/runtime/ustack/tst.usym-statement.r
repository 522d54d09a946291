  pid-addrs`inner                                     pid-addrs`outer                                     pid-addrs`outer                                     pid-addrs                                           libc.so.6                                         
  pid-addrs`inner                                     pid-addrs`outer                                     pid-addrs`outer+0x1                                 pid-addrs                                           libc.so.6                                         

