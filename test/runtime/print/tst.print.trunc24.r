{ptr} = *
                                            (struct test_struct) {
                                             .a = (int)1,
                                             .b = (char [5]) [
                                              (char)'t',
                                              (char)'e',
                                              (char)'s',
                                              (char)'t',
                                             ],
                                             .u = (union) {
                                              .c = (unsigned char)78,
                                              .d = (unsigned long long)12345678,
                                             ...
                                             },
                                            }

