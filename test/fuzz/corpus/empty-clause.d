BEGIN {} END {;} tick-1 {}
