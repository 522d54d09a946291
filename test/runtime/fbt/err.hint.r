-- @@stderr --
dtrace: invalid probe specifier fbt::vfs_read:entry { }: probe description fbt::vfs_read:entry does not match any probes
 1 | fbt::vfs_read:entry { }
   | ^
hint: `dtrace -l -n DESCRIPTION` lists what a description matches; `dtrace -l` lists every probe
hint: fbt probes are not available: they need fentry or kprobes, which this dtrace does not support on this kernel
dtrace: invalid probe specifier fbt::vfs_read:entry { }: probe description fbt::vfs_read:entry does not match any probes
