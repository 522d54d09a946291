
  open-files                                                        5
