   ID   PROVIDER            MODULE                          FUNCTION NAME
pidPID pid-funcs inner entry
pidPID pid-funcs inner return
pidPID pid-funcs outer 1
status 0
