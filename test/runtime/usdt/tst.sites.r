mid: refused
entry: refused
far: refused
stash after refusals: 0 entries
daemon alive
not a probe site: 2
outside the object: 1
none: registered
-- a site moved in the stash
   ID   PROVIDER            MODULE                          FUNCTION NAME
dtrace: failed to match myprovPID:::: No probe matches description
dtrace: invalid probe specifier myprovPID:::probe1 { exit(0); }: probe description myprovPID:::probe1 does not match any probes
