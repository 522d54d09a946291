{ptr} = *
                                            (struct test_struct) {
                                             .x = (long long)1111111111111111,
                                             .a = (struct) {
                                              .x = (long long)2222222222222222,
                                              .b = (struct) {
                                               .x = (long long)3333333333333333,
                                               .c = (struct) {
                                                .x = (long long)4444444444444444,
                                                .d = (struct) {
                                                 .x = (long long)5555555555555555,
                                                 .e = (struct) {
                                                  .x = (long long)6666666666666666,
                                                  .f = (struct) {
                                                   .x = (long long)7777777777777777,
                                                   .g = (struct) {
                                                    .x = (long long)8888888888888888,
                                                   },
                                                  },
                                                 },
                                                },
                                               },
                                              },
                                             },
                                            }

