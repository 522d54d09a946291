exec: exec-success seen, loader seen

status 0
preinit: exec-success not seen, loader not seen

status 0
postinit: exec-success not seen, loader not seen

status 0
main: exec-success not seen, loader not seen

status 0
default: exec-success not seen, loader not seen

status 0
