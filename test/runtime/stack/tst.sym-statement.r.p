#!/bin/sh
# Which function the profile tick interrupts varies: names become <mod> and
# <fn>, and the padding after a name one space.
sed -E 's/[A-Za-z0-9_]+`[A-Za-z0-9_.$]+/<mod>`<fn>/g; s/ +\|/ |/g' |
	sed -E 's/\|  [A-Za-z0-9_]+ \|$/|  <mod> |/'
