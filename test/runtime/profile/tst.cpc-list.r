   ID   PROVIDER            MODULE                          FUNCTION NAME
ID        cpc                                                     page_faults-user-100
