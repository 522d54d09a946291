
  lwp-start                                           fork-exec                                                         1
  start                                               fork-exec                                                         1
