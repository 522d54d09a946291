

              pid-funcs`outer
              pid-funcs`main+OFF
                2
  pid-funcs`outer                                   
              pid-funcs`outer
               10
