slept: wall >= 200ms 1, on CPU < 20ms 1
on CPU longer than wall 0
went back 0
moved within a firing 0

