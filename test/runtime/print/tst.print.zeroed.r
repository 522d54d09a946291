{ptr} = *
                                            (struct test_struct) {
                                             .b = (char [5]) [
                                             ],
                                             .g = (_Bool)1,
                                             .h = (enum eh)FIRSTVAL,
                                            }

