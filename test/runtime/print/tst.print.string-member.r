                                            (struct named) {
                                             .id = (int)7,
                                             .name = (string) [
                                              (char)'a',
                                              (char)'b',
                                              (char)' ',
                                              (char)'c',
                                             ],
                                             .last = (int)-1,
                                            }

