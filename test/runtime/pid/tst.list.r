   ID   PROVIDER            MODULE                          FUNCTION NAME
pidPID pid-funcs inner entry
pidPID pid-funcs inner return
pidPID pid-funcs inner 0
pidPID pid-funcs inner 3
pidPID pid-funcs inner 7
pidPID pid-funcs outer 1
status 0
