{ptr} = *
                                            (struct pair) {
                                             .b = (int)7,
                                            }
                                            (struct pair) {
                                             .b = (int)7,
                                            }

