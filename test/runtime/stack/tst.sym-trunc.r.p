#!/bin/sh
# Which functions the profile ticks land in, and how often, vary: the row is
# reduced to its shape.
sed -E 's/^  [A-Za-z0-9_]+`[A-Za-z0-9_.$]+ +[0-9]+$/  <mod>`<fn> <count>/'
