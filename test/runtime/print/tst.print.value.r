                                            (struct pair) {
                                             .lo = (short)-3,
                                             .hi = (unsigned int)4000000000,
                                            }
                                            (int [4]) [
                                             (int)10,
                                             (int)-20,
                                            ]
                                            (char [16]) [
                                             (char)'d',
                                             (char)'t',
                                             (char)'r',
                                             (char)'a',
                                             (char)'c',
                                             (char)'e',
                                            ]

