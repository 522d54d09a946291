   ID   PROVIDER            MODULE                          FUNCTION NAME
    1     dtrace                                                     BEGIN
status 0
   ID   PROVIDER            MODULE                          FUNCTION NAME
    2     dtrace                                                     END
   ID   PROVIDER            MODULE                          FUNCTION NAME
    3     dtrace                                                     ERROR
