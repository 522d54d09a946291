{ptr} = *
                                            (struct test_struct) {
                                             .b = (char [5]) [
                                             ],
                                             .g = (bool)1,
                                             .h = (enum eh)FIRSTVAL,
                                            }

