
  beta                                                              1
  gamma                                                             2
  alpha                                                             3
