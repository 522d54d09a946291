taken

  k                                                                 1

