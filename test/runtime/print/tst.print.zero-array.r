{ptr} = *
                                            (struct rec) {
                                             .counts = (int [4]) [
                                              (int)7,
                                             ],
                                             .total = (long)42,
                                            }

