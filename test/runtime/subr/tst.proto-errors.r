strlen()
    [D_PROTO_LEN] strlen( ) prototype mismatch: 0 args passed, 1 expected
    status 1
strlen("a", "b")
    [D_PROTO_LEN] strlen( ) prototype mismatch: 2 args passed, 1 expected
    status 1
strlen(1)
    [D_PROTO_ARG] strlen( ) argument #1 is incompatible with prototype:
    	prototype: const char *
    	 argument: int
    status 1
strjoin("a")
    [D_PROTO_LEN] strjoin( ) prototype mismatch: 1 arg passed, 2 expected
    status 1
strjoin("a", "b", "c")
    [D_PROTO_LEN] strjoin( ) prototype mismatch: 3 args passed, 2 expected
    status 1
strjoin("a", 1)
    [D_PROTO_ARG] strjoin( ) argument #2 is incompatible with prototype:
    	prototype: const char *
    	 argument: int
    status 1
substr("a", 1, 2, 3)
    [D_PROTO_LEN] substr( ) prototype mismatch: 4 args passed, at least 2 expected
    status 1
substr("a", "b")
    [D_PROTO_ARG] substr( ) argument #2 is incompatible with prototype:
    	prototype: int
    	 argument: string
    status 1
substr(1, 1)
    [D_PROTO_ARG] substr( ) argument #1 is incompatible with prototype:
    	prototype: const char *
    	 argument: int
    status 1
index("a")
    [D_PROTO_LEN] index( ) prototype mismatch: 1 arg passed, at least 2 expected
    status 1
index("a", "b", 1, 2)
    [D_PROTO_LEN] index( ) prototype mismatch: 4 args passed, at least 2 expected
    status 1
index("a", "b", "c")
    [D_PROTO_ARG] index( ) argument #3 is incompatible with prototype:
    	prototype: int
    	 argument: string
    status 1
rindex("a")
    [D_PROTO_LEN] rindex( ) prototype mismatch: 1 arg passed, at least 2 expected
    status 1
rindex("a", "b", 1, 2)
    [D_PROTO_LEN] rindex( ) prototype mismatch: 4 args passed, at least 2 expected
    status 1
rindex(1, "a")
    [D_PROTO_ARG] rindex( ) argument #1 is incompatible with prototype:
    	prototype: const char *
    	 argument: int
    status 1
strchr("a")
    [D_PROTO_LEN] strchr( ) prototype mismatch: 1 arg passed, 2 expected
    status 1
strchr("a", 'b', 'c')
    [D_PROTO_LEN] strchr( ) prototype mismatch: 3 args passed, 2 expected
    status 1
strchr(1, 'a')
    [D_PROTO_ARG] strchr( ) argument #1 is incompatible with prototype:
    	prototype: const char *
    	 argument: int
    status 1
strrchr("a")
    [D_PROTO_LEN] strrchr( ) prototype mismatch: 1 arg passed, 2 expected
    status 1
strrchr("a", 'b', 'c')
    [D_PROTO_LEN] strrchr( ) prototype mismatch: 3 args passed, 2 expected
    status 1
strrchr("a", "b")
    [D_PROTO_ARG] strrchr( ) argument #2 is incompatible with prototype:
    	prototype: char
    	 argument: string
    status 1
strstr("a")
    [D_PROTO_LEN] strstr( ) prototype mismatch: 1 arg passed, 2 expected
    status 1
strstr("a", "b", "c")
    [D_PROTO_LEN] strstr( ) prototype mismatch: 3 args passed, 2 expected
    status 1
strstr("a", 1)
    [D_PROTO_ARG] strstr( ) argument #2 is incompatible with prototype:
    	prototype: const char *
    	 argument: int
    status 1
strtok("a")
    [D_PROTO_LEN] strtok( ) prototype mismatch: 1 arg passed, 2 expected
    status 1
strtok("a", "b", "c")
    [D_PROTO_LEN] strtok( ) prototype mismatch: 3 args passed, 2 expected
    status 1
strtok("a", 1)
    [D_PROTO_ARG] strtok( ) argument #2 is incompatible with prototype:
    	prototype: const char *
    	 argument: int
    status 1
lltostr()
    [D_PROTO_LEN] lltostr( ) prototype mismatch: 0 args passed, at least 1 expected
    status 1
lltostr(1, 10, 3)
    [D_PROTO_LEN] lltostr( ) prototype mismatch: 3 args passed, at least 1 expected
    status 1
lltostr("a")
    [D_PROTO_ARG] lltostr( ) argument #1 is incompatible with prototype:
    	prototype: int64_t
    	 argument: string
    status 1
lltostr(1, "a")
    [D_PROTO_ARG] lltostr( ) argument #2 is incompatible with prototype:
    	prototype: int
    	 argument: string
    status 1
toupper()
    [D_PROTO_LEN] toupper( ) prototype mismatch: 0 args passed, 1 expected
    status 1
toupper("a", "b")
    [D_PROTO_LEN] toupper( ) prototype mismatch: 2 args passed, 1 expected
    status 1
toupper(1)
    [D_PROTO_ARG] toupper( ) argument #1 is incompatible with prototype:
    	prototype: const char *
    	 argument: int
    status 1
tolower()
    [D_PROTO_LEN] tolower( ) prototype mismatch: 0 args passed, 1 expected
    status 1
tolower("a", "b")
    [D_PROTO_LEN] tolower( ) prototype mismatch: 2 args passed, 1 expected
    status 1
tolower(1)
    [D_PROTO_ARG] tolower( ) argument #1 is incompatible with prototype:
    	prototype: const char *
    	 argument: int
    status 1
strtoll()
    [D_PROTO_LEN] strtoll( ) prototype mismatch: 0 args passed, at least 1 expected
    status 1
strtoll("1", 10, 3)
    [D_PROTO_LEN] strtoll( ) prototype mismatch: 3 args passed, at least 1 expected
    status 1
strtoll(1)
    [D_PROTO_ARG] strtoll( ) argument #1 is incompatible with prototype:
    	prototype: const char *
    	 argument: int
    status 1
strtoll("1", "a")
    [D_PROTO_ARG] strtoll( ) argument #2 is incompatible with prototype:
    	prototype: int
    	 argument: string
    status 1
basename()
    [D_PROTO_LEN] basename( ) prototype mismatch: 0 args passed, 1 expected
    status 1
basename("a", "b")
    [D_PROTO_LEN] basename( ) prototype mismatch: 2 args passed, 1 expected
    status 1
basename(1)
    [D_PROTO_ARG] basename( ) argument #1 is incompatible with prototype:
    	prototype: const char *
    	 argument: int
    status 1
dirname()
    [D_PROTO_LEN] dirname( ) prototype mismatch: 0 args passed, 1 expected
    status 1
dirname("a", "b")
    [D_PROTO_LEN] dirname( ) prototype mismatch: 2 args passed, 1 expected
    status 1
dirname(1)
    [D_PROTO_ARG] dirname( ) argument #1 is incompatible with prototype:
    	prototype: const char *
    	 argument: int
    status 1
cleanpath()
    [D_PROTO_LEN] cleanpath( ) prototype mismatch: 0 args passed, 1 expected
    status 1
cleanpath("a", "b")
    [D_PROTO_LEN] cleanpath( ) prototype mismatch: 2 args passed, 1 expected
    status 1
cleanpath(1)
    [D_PROTO_ARG] cleanpath( ) argument #1 is incompatible with prototype:
    	prototype: const char *
    	 argument: int
    status 1
json("a")
    [D_PROTO_LEN] json( ) prototype mismatch: 1 arg passed, 2 expected
    status 1
json("a", "b", "c")
    [D_PROTO_LEN] json( ) prototype mismatch: 3 args passed, 2 expected
    status 1
json(1, "a")
    [D_PROTO_ARG] json( ) argument #1 is incompatible with prototype:
    	prototype: const char *
    	 argument: int
    status 1
copyin(1)
    [D_PROTO_LEN] copyin( ) prototype mismatch: 1 arg passed, 2 expected
    status 1
copyin(1, 2, 3)
    [D_PROTO_LEN] copyin( ) prototype mismatch: 3 args passed, 2 expected
    status 1
copyin("a", 2)
    [D_PROTO_ARG] copyin( ) argument #1 is incompatible with prototype:
    	prototype: uintptr_t
    	 argument: string
    status 1
copyinstr()
    [D_PROTO_LEN] copyinstr( ) prototype mismatch: 0 args passed, at least 1 expected
    status 1
copyinstr(1, 2, 3)
    [D_PROTO_LEN] copyinstr( ) prototype mismatch: 3 args passed, at least 1 expected
    status 1
copyinstr("a")
    [D_PROTO_ARG] copyinstr( ) argument #1 is incompatible with prototype:
    	prototype: uintptr_t
    	 argument: string
    status 1
copyinto(1, 2)
    [D_PROTO_LEN] copyinto( ) prototype mismatch: 2 args passed, 3 expected
    status 1
copyinto(1, 2, p, 4)
    [D_PROTO_LEN] copyinto( ) prototype mismatch: 4 args passed, 3 expected
    status 1
copyinto("a", 2, p)
    [D_PROTO_ARG] copyinto( ) argument #1 is incompatible with prototype:
    	prototype: uintptr_t
    	 argument: string
    status 1
alloca()
    [D_PROTO_LEN] alloca( ) prototype mismatch: 0 args passed, 1 expected
    status 1
alloca(1, 2)
    [D_PROTO_LEN] alloca( ) prototype mismatch: 2 args passed, 1 expected
    status 1
alloca("a")
    [D_PROTO_ARG] alloca( ) argument #1 is incompatible with prototype:
    	prototype: size_t
    	 argument: string
    status 1
bcopy(p, p)
    [D_PROTO_LEN] bcopy( ) prototype mismatch: 2 args passed, 3 expected
    status 1
bcopy(p, p, 1, 2)
    [D_PROTO_LEN] bcopy( ) prototype mismatch: 4 args passed, 3 expected
    status 1
bcopy(p, p, "a")
    [D_PROTO_ARG] bcopy( ) argument #3 is incompatible with prototype:
    	prototype: size_t
    	 argument: string
    status 1
htons()
    [D_PROTO_LEN] htons( ) prototype mismatch: 0 args passed, 1 expected
    status 1
htons(1, 2)
    [D_PROTO_LEN] htons( ) prototype mismatch: 2 args passed, 1 expected
    status 1
htons("a")
    [D_PROTO_ARG] htons( ) argument #1 is incompatible with prototype:
    	prototype: uint16_t
    	 argument: string
    status 1
htonl()
    [D_PROTO_LEN] htonl( ) prototype mismatch: 0 args passed, 1 expected
    status 1
htonl(1, 2)
    [D_PROTO_LEN] htonl( ) prototype mismatch: 2 args passed, 1 expected
    status 1
htonl("a")
    [D_PROTO_ARG] htonl( ) argument #1 is incompatible with prototype:
    	prototype: uint32_t
    	 argument: string
    status 1
htonll()
    [D_PROTO_LEN] htonll( ) prototype mismatch: 0 args passed, 1 expected
    status 1
htonll(1, 2)
    [D_PROTO_LEN] htonll( ) prototype mismatch: 2 args passed, 1 expected
    status 1
htonll("a")
    [D_PROTO_ARG] htonll( ) argument #1 is incompatible with prototype:
    	prototype: uint64_t
    	 argument: string
    status 1
ntohs()
    [D_PROTO_LEN] ntohs( ) prototype mismatch: 0 args passed, 1 expected
    status 1
ntohs(1, 2)
    [D_PROTO_LEN] ntohs( ) prototype mismatch: 2 args passed, 1 expected
    status 1
ntohs("a")
    [D_PROTO_ARG] ntohs( ) argument #1 is incompatible with prototype:
    	prototype: uint16_t
    	 argument: string
    status 1
ntohl()
    [D_PROTO_LEN] ntohl( ) prototype mismatch: 0 args passed, 1 expected
    status 1
ntohl(1, 2)
    [D_PROTO_LEN] ntohl( ) prototype mismatch: 2 args passed, 1 expected
    status 1
ntohl("a")
    [D_PROTO_ARG] ntohl( ) argument #1 is incompatible with prototype:
    	prototype: uint32_t
    	 argument: string
    status 1
ntohll()
    [D_PROTO_LEN] ntohll( ) prototype mismatch: 0 args passed, 1 expected
    status 1
ntohll(1, 2)
    [D_PROTO_LEN] ntohll( ) prototype mismatch: 2 args passed, 1 expected
    status 1
ntohll("a")
    [D_PROTO_ARG] ntohll( ) argument #1 is incompatible with prototype:
    	prototype: uint64_t
    	 argument: string
    status 1
inet_ntoa()
    [D_PROTO_LEN] inet_ntoa( ) prototype mismatch: 0 args passed, 1 expected
    status 1
inet_ntoa(p, p)
    [D_PROTO_LEN] inet_ntoa( ) prototype mismatch: 2 args passed, 1 expected
    status 1
inet_ntoa("a")
    [D_PROTO_ARG] inet_ntoa( ) argument #1 is incompatible with prototype:
    	prototype: ipaddr_t *
    	 argument: string
    status 1
inet_ntoa6()
    [D_PROTO_LEN] inet_ntoa6( ) prototype mismatch: 0 args passed, 1 expected
    status 1
inet_ntoa6(p, p)
    [D_PROTO_LEN] inet_ntoa6( ) prototype mismatch: 2 args passed, 1 expected
    status 1
inet_ntoa6("a")
    [D_PROTO_ARG] inet_ntoa6( ) argument #1 is incompatible with prototype:
    	prototype: struct in6_addr *
    	 argument: string
    status 1
inet_ntop(2)
    [D_PROTO_LEN] inet_ntop( ) prototype mismatch: 1 arg passed, 2 expected
    status 1
inet_ntop(2, p, 3)
    [D_PROTO_LEN] inet_ntop( ) prototype mismatch: 3 args passed, 2 expected
    status 1
inet_ntop("a", p)
    [D_PROTO_ARG] inet_ntop( ) argument #1 is incompatible with prototype:
    	prototype: int
    	 argument: string
    status 1
link_ntop(1)
    [D_PROTO_LEN] link_ntop( ) prototype mismatch: 1 arg passed, 2 expected
    status 1
link_ntop(1, p, 3)
    [D_PROTO_LEN] link_ntop( ) prototype mismatch: 3 args passed, 2 expected
    status 1
link_ntop(1, "a")
    [D_PROTO_ARG] link_ntop( ) argument #2 is incompatible with prototype:
    	prototype: void *
    	 argument: string
    status 1
rand(1)
    [D_PROTO_LEN] rand( ) prototype mismatch: 1 arg passed, 0 expected
    status 1
getmajor()
    [D_PROTO_LEN] getmajor( ) prototype mismatch: 0 args passed, 1 expected
    status 1
getmajor(1, 2)
    [D_PROTO_LEN] getmajor( ) prototype mismatch: 2 args passed, 1 expected
    status 1
getmajor("a")
    [D_PROTO_ARG] getmajor( ) argument #1 is incompatible with prototype:
    	prototype: dev_t
    	 argument: string
    status 1
getminor()
    [D_PROTO_LEN] getminor( ) prototype mismatch: 0 args passed, 1 expected
    status 1
getminor(1, 2)
    [D_PROTO_LEN] getminor( ) prototype mismatch: 2 args passed, 1 expected
    status 1
getminor("a")
    [D_PROTO_ARG] getminor( ) argument #1 is incompatible with prototype:
    	prototype: dev_t
    	 argument: string
    status 1
progenyof()
    [D_PROTO_LEN] progenyof( ) prototype mismatch: 0 args passed, 1 expected
    status 1
progenyof(1, 2)
    [D_PROTO_LEN] progenyof( ) prototype mismatch: 2 args passed, 1 expected
    status 1
progenyof("a")
    [D_PROTO_ARG] progenyof( ) argument #1 is incompatible with prototype:
    	prototype: pid_t
    	 argument: string
    status 1
getf()
    [D_PROTO_LEN] getf( ) prototype mismatch: 0 args passed, 1 expected
    status 1
getf(1, 2)
    [D_PROTO_LEN] getf( ) prototype mismatch: 2 args passed, 1 expected
    status 1
getf("a")
    [D_PROTO_ARG] getf( ) argument #1 is incompatible with prototype:
    	prototype: int
    	 argument: string
    status 1
mutex_owned()
    [D_PROTO_LEN] mutex_owned( ) prototype mismatch: 0 args passed, 1 expected
    status 1
mutex_owned(p, p)
    [D_PROTO_LEN] mutex_owned( ) prototype mismatch: 2 args passed, 1 expected
    status 1
mutex_owned("a")
    [D_PROTO_ARG] mutex_owned( ) argument #1 is incompatible with prototype:
    	prototype: struct mutex *
    	 argument: string
    status 1
mutex_owner()
    [D_PROTO_LEN] mutex_owner( ) prototype mismatch: 0 args passed, 1 expected
    status 1
mutex_owner(p, p)
    [D_PROTO_LEN] mutex_owner( ) prototype mismatch: 2 args passed, 1 expected
    status 1
mutex_owner("a")
    [D_PROTO_ARG] mutex_owner( ) argument #1 is incompatible with prototype:
    	prototype: struct mutex *
    	 argument: string
    status 1
mutex_type_adaptive()
    [D_PROTO_LEN] mutex_type_adaptive( ) prototype mismatch: 0 args passed, 1 expected
    status 1
mutex_type_adaptive(p, p)
    [D_PROTO_LEN] mutex_type_adaptive( ) prototype mismatch: 2 args passed, 1 expected
    status 1
mutex_type_adaptive("a")
    [D_PROTO_ARG] mutex_type_adaptive( ) argument #1 is incompatible with prototype:
    	prototype: struct mutex *
    	 argument: string
    status 1
mutex_type_spin()
    [D_PROTO_LEN] mutex_type_spin( ) prototype mismatch: 0 args passed, 1 expected
    status 1
mutex_type_spin(p, p)
    [D_PROTO_LEN] mutex_type_spin( ) prototype mismatch: 2 args passed, 1 expected
    status 1
mutex_type_spin("a")
    [D_PROTO_ARG] mutex_type_spin( ) argument #1 is incompatible with prototype:
    	prototype: struct mutex *
    	 argument: string
    status 1
rw_read_held()
    [D_PROTO_LEN] rw_read_held( ) prototype mismatch: 0 args passed, 1 expected
    status 1
rw_read_held(p, p)
    [D_PROTO_LEN] rw_read_held( ) prototype mismatch: 2 args passed, 1 expected
    status 1
rw_read_held("a")
    [D_PROTO_ARG] rw_read_held( ) argument #1 is incompatible with prototype:
    	prototype: rwlock_t *
    	 argument: string
    status 1
rw_write_held()
    [D_PROTO_LEN] rw_write_held( ) prototype mismatch: 0 args passed, 1 expected
    status 1
rw_write_held(p, p)
    [D_PROTO_LEN] rw_write_held( ) prototype mismatch: 2 args passed, 1 expected
    status 1
rw_write_held("a")
    [D_PROTO_ARG] rw_write_held( ) argument #1 is incompatible with prototype:
    	prototype: rwlock_t *
    	 argument: string
    status 1
rw_iswriter()
    [D_PROTO_LEN] rw_iswriter( ) prototype mismatch: 0 args passed, 1 expected
    status 1
rw_iswriter(p, p)
    [D_PROTO_LEN] rw_iswriter( ) prototype mismatch: 2 args passed, 1 expected
    status 1
rw_iswriter("a")
    [D_PROTO_ARG] rw_iswriter( ) argument #1 is incompatible with prototype:
    	prototype: rwlock_t *
    	 argument: string
    status 1
d_path()
    [D_PROTO_LEN] d_path( ) prototype mismatch: 0 args passed, 1 expected
    status 1
d_path(p, p)
    [D_PROTO_LEN] d_path( ) prototype mismatch: 2 args passed, 1 expected
    status 1
d_path("a")
    [D_PROTO_ARG] d_path( ) argument #1 is incompatible with prototype:
    	prototype: struct path *
    	 argument: string
    status 1
copyout(p, 1)
    [D_PROTO_LEN] copyout( ) prototype mismatch: 2 args passed, 3 expected
    status 1
copyout(p, 1, 2, 3)
    [D_PROTO_LEN] copyout( ) prototype mismatch: 4 args passed, 3 expected
    status 1
copyout("a", 1, 2)
    [D_PROTO_ARG] copyout( ) argument #1 is incompatible with prototype:
    	prototype: void *
    	 argument: string
    status 1
copyoutstr("a", 1)
    [D_PROTO_LEN] copyoutstr( ) prototype mismatch: 2 args passed, 3 expected
    status 1
copyoutstr("a", 1, 2, 3)
    [D_PROTO_LEN] copyoutstr( ) prototype mismatch: 4 args passed, 3 expected
    status 1
copyoutstr(1, 1, 2)
    [D_PROTO_ARG] copyoutstr( ) argument #1 is incompatible with prototype:
    	prototype: char *
    	 argument: int
    status 1
chill()
    [D_PROTO_LEN] chill( ) prototype mismatch: 0 args passed, 1 expected
    status 1
chill(1, 2)
    [D_PROTO_LEN] chill( ) prototype mismatch: 2 args passed, 1 expected
    status 1
chill("a")
    [D_PROTO_ARG] chill( ) argument #1 is incompatible with prototype:
    	prototype: int
    	 argument: string
    status 1
raise()
    [D_PROTO_LEN] raise( ) prototype mismatch: 0 args passed, 1 expected
    status 1
raise(1, 2)
    [D_PROTO_LEN] raise( ) prototype mismatch: 2 args passed, 1 expected
    status 1
raise("a")
    [D_PROTO_ARG] raise( ) argument #1 is incompatible with prototype:
    	prototype: int
    	 argument: string
    status 1
stop(1)
    [D_PROTO_LEN] stop( ) prototype mismatch: 1 arg passed, 0 expected
    status 1
breakpoint(1)
    [D_PROTO_LEN] breakpoint( ) prototype mismatch: 1 arg passed, 0 expected
    status 1
panic(1)
    [D_PROTO_LEN] panic( ) prototype mismatch: 1 arg passed, 0 expected
    status 1
