#!/bin/sh
# The CPU a probe fired on and the BPF pc of a fault vary from run to run;
# a script's path depends on where the suite runs from (its name does not).
sed -e 's/"cpu":[0-9][0-9]*/"cpu":C/g' -e 's/"pc":[0-9][0-9]*/"pc":NN/g' \
    -e 's|"file":"[^"]*/\([^/"]*\)"|"file":"\1"|' \
    -e 's/at BPF pc [0-9][0-9]*$/at BPF pc NN/'
