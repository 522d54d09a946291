CHANGED!

status 0
HI
@nal

status 0
012ginal

status 0
ABCDinal

status 0
