1 2 11 11 95

  openat                                              ENOENT                                                            2
