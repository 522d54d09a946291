
              libc.so.6`malloc
              pid-funcs`main+OFF

              libc.so.6`malloc
              pid-funcs`main+OFF

  pid-funcs`main                                                    2
