live relocations naming __dtrace: 0
stack RW
prov.o has .SUNW_dof
main 42 hello

status 0
