 PROVIDER MODULE FUNCTION NAME
 io vmlinux done
 io vmlinux start
	Argument Types
		args[0]: bufinfo_t *
		args[1]: devinfo_t *
		args[2]: fileinfo_t *
