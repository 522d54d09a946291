
  a                                                                30
  d                                                                20
  c                                                                10
  b                                                                10
