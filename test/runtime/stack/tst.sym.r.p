#!/bin/sh
# Which function the profile tick interrupts varies: names become <mod> and
# <fn>, offsets <off>, and padding after a name one space; the shape of
# each line is what is checked.
sed -E 's/[A-Za-z0-9_]+`[A-Za-z0-9_.$]+/<mod>`<fn>/g; s/\+0x[0-9a-f]+/+<off>/g' |
	sed -E 's/\|  [A-Za-z0-9_]+ +\|$/|  <mod> |/; s/<mod>`<fn> +/<mod>`<fn> /g'
