   ID   PROVIDER            MODULE                          FUNCTION NAME
-- @@stderr --
dtrace: invalid probe specifier fbt::vfs_read:entry: probe description fbt::vfs_read:entry does not match any probes
