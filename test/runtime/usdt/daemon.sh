# Sourced by the tst.*.sh scripts that need dtprobed, after build.sh: a
# private daemon on $root (a directory under $tmpdir), drti and dtrace
# pointed at it, and cleanup of the daemon and of the pids in $kids.
dtprobed=$(dirname "$dtrace")/../dtprobed/dtprobed
root=$tmpdir/root
daemon=
kids=
cleanup() {
	kill $kids 2>/dev/null
	wait $kids 2>/dev/null
	[ -n "$daemon" ] && kill $daemon 2>/dev/null && wait $daemon 2>/dev/null
	rm -rf "$tmpdir"
}
trap cleanup EXIT
export DTRACE_DOF_INIT_SOCKET=$root/helper.sock DTRACE_OPT_DOFSTASHPATH=$root
start_daemon() {
	mkdir -p "$root"
	rm -f "$root/helper.sock"
	"$dtprobed" --root "$root" -F "$@" &
	daemon=$!
	for i in $(seq 50); do [ -S "$root/helper.sock" ] && return 0; sleep 0.1; done
	echo "dtprobed did not start"
	exit 1
}
stop_daemon() {
	kill $daemon
	wait $daemon 2>/dev/null
	daemon=
}
# Waits until pid $1 has (or, with $2 = gone, no longer has) a probes/ entry.
wait_stash() {
	for i in $(seq 50); do
		if [ "$2" = gone ]; then [ -d "$root/probes/$1" ] || return 0
		else [ -d "$root/probes/$1" ] && return 0; fi
		sleep 0.1
	done
	return 1
}
# build_c SRC OUT [PROVIDER.d]: -h, cc -c, -G and link one C file in $tmpdir.
build_c() {
	local d=${3:-prov.d}
	(cd "$tmpdir" && "$dtrace" -h -s "$d" && gcc -c "$1" -o "$2.o" &&
		"$dtrace" -G -s "$d" -o "$2-dof.o" "$2.o" &&
		gcc -o "$2" "$2.o" "$2-dof.o" -ldl) || { echo "build of $2 failed"; exit 1; }
}
