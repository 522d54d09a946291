system macros
__SUNW_D=1 __SUNW_D_VERSION=2000000
64-bit
no __GNUC__

