#!/bin/bash
# ASSERTION: systemtap SDT probes (design/usdt.md 6.3, 7 check 23) are
# PROVIDER$pid probes read from .note.stapsdt of the files the process
# maps: arguments decoded from the argspec (registers of every width,
# memory, immediates, signed and unsigned), probefunc the function holding
# the site, "__" in names read as "-", a note with an argspec we cannot
# decode skipped; the semaphore is 0 untraced, raised while traced and 0
# again after dtrace detaches.  libstdc++'s throw/catch/rethrow probes are
# listed and throw's arguments are __cxa_throw's; Python 3.11's
# function-entry fires and function-return gives file, function and line.
dtrace=$1
srcdir=$(cd "$(dirname "$0")" && pwd)
tmpdir=$(mktemp -d /tmp/usdt-test.XXXXXX)
trap 'rm -rf "$tmpdir"' EXIT
cd "$tmpdir" || exit 1
gcc -O2 -o sdtprog "$srcdir/sdtprog.c" || { echo "build failed"; exit 1; }
./sdtprog 5 untraced.out
echo "untraced: $(cat untraced.out)"
"$dtrace" -l -c './sdtprog 1' -n 'sdtdemo$target:::' | awk 'NR > 1 { print $3, $4, $5 }'
"$dtrace" -q -c './sdtprog 3 traced.out' -n '
sdtdemo$target:::ping {
	printf("%s %s %s %d %d %d %d %d %d %d\n", probemod, probefunc, probename, arg0, arg1,
	    arg2, arg3, arg4, arg5, arg6);
}
sdtdemo$target:::plain-probe { printf("%s %d\n", probename, arg0); }'
echo "status $?"
echo "traced: $(cat traced.out)"
./sdtprog 300 attach.out &
pid=$!
sleep 0.5
"$dtrace" -q -p $pid -n 'sdtdemo$target:::ping { @ = count(); } tick-1s { exit(0); }' > /dev/null
wait $pid
read -r _ count _ first _ last < attach.out
echo "attach: count>0 $((count > 0)) first>0 $((first > 0)) last<299 $((last < 299))"
echo "-- libstdc++"
cat > thrower.cpp <<'C'
#include <stdexcept>
int main() {
	for (int i = 0; i < 2; i++) {
		try {
			throw std::runtime_error("x");
		} catch (const std::exception &) {
		}
	}
	return 0;
}
C
g++ -o thrower thrower.cpp || exit 1
"$dtrace" -l -c ./thrower -n 'libstdcxx$target:::' | awk 'NR > 1 { sub(/\.so.*/, ".so", $3); print $3, $5 }' | sort
"$dtrace" -q -c ./thrower -n '
pid$target::__cxa_throw:entry { e = arg0; t = arg1; }
libstdcxx$target:::throw { printf("%s %s %d %d\n", probefunc, probename, arg0 == e, arg1 == t); }'
echo "-- python3.11"
# Python 3.11 itself fires function-entry only for some frames (generator
# resumptions, ...); function-return fires for every function.
printf 'def hello(n):\n    return n\nlist(map(hello, range(2)))\n' > hello.py
"$dtrace" -q -c "/usr/bin/python3.11 hello.py" -n '
BEGIN { entries = 0; done = 0; }
python$target:::function-entry { entries++; }
python$target:::function-return /!done && copyinstr(arg1) == "hello"/ {
	done = 1;
	printf("%s %s %s %d\n", probename, basename(copyinstr(arg0)), copyinstr(arg1), arg2);
}
END { printf("function-entry fired %d\n", entries > 0); }'
