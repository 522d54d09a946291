no socket: exit 0, output 0 bytes, bounded 1
disabled: silent
backlog full: exit 0, output 0 bytes, bounded 1
no reply: exit 0, output 0 bytes, bounded 1
-- @@stderr --
dtrace DOF: cannot connect to dtprobed
dtrace DOF: registration failed
dtrace DOF: registration failed
