   ID   PROVIDER            MODULE                          FUNCTION NAME
-- @@stderr --
dtrace: failed to match fbt:::: No probe matches description
dtrace: invalid probe specifier fbt::vfs_read:entry: probe description fbt::vfs_read:entry does not match any probes
