   ID   PROVIDER            MODULE                          FUNCTION NAME
    1     dtrace                                                     BEGIN
    2     dtrace                                                     END
    3     dtrace                                                     ERROR
status 0
   ID   PROVIDER            MODULE                          FUNCTION NAME
    1     dtrace                                                     BEGIN
    2     dtrace                                                     END
    3     dtrace                                                     ERROR
status 0
   ID   PROVIDER            MODULE                          FUNCTION NAME
status 0
   ID   PROVIDER            MODULE                          FUNCTION NAME
    2     dtrace                                                     END
    3     dtrace                                                     ERROR
    1     dtrace                                                     BEGIN
status 0
status 1
status 1
status 1
   ID   PROVIDER            MODULE                          FUNCTION NAME
    2     dtrace                                                     END
dtrace: failed to match nosuch:::: No probe matches description
status 0
FUNCTION NAME
read entry
read return
readv entry
readv return
readlink entry
readlink return
readahead entry
readahead return
readlinkat entry
readlinkat return
-- @@stderr --
dtrace: failed to match ::BEGIN:: No probe matches description
dtrace: failed to match :::nosuch: No probe matches description
dtrace: invalid probe specifier dtrace::: invalid probe description "dtrace::": Overspecified probe description
dtrace: invalid probe specifier a:b:c:d:e: invalid probe description "a:b:c:d:e": Overspecified probe description
dtrace: invalid probe specifier dtrace:::{ exit(0); }: invalid probe description "dtrace:::": Overspecified probe description
