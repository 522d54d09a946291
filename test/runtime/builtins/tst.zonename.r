global 6
global begin 1

