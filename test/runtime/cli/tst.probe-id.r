   ID   PROVIDER            MODULE                          FUNCTION NAME
    1     dtrace                                                     BEGIN
status 0
   ID   PROVIDER            MODULE                          FUNCTION NAME
    2     dtrace                                                     END
status 0
dtrace:BEGIN

status 0
END

status 0
status 1
status 1
status 1
status 1
status 1
-- @@stderr --
dtrace: failed to match :::-2: No probe matches description
dtrace: invalid probe specifier 0: invalid probe identifier 0: Unknown probe identifier
dtrace: invalid probe specifier 2-2: probe description :::-2 does not match any probes
dtrace: invalid probe specifier 4.56: probe identifier 4 not permitted when specifying functions
dtrace: invalid probe specifier 3: probe identifier 3 not permitted when specifying providers
dtrace: invalid probe specifier 1: extraneous argument '2' ($1 is not referenced)
