shared parses: 1
A gen 0 -> dof/DEV-INO
B gen 0 -> dof/DEV-INO
key is the binary's dev-ino
raw is the loaded DOF
site bytes: 9090909090
both pids link the parse
references: 2
killed pid pruned
killed pid has no dof-pid entry
references: 1
after B's exit: 0 entries
