
              pid-funcs:<inner>

  pid-funcs:<inner>                                     pid-funcs                                                         1
  pid-funcs:<inner+3>                                                   1
status 0
