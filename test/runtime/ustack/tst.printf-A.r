pid-addrs`inner|pid-addrs`outer+0x1

