dtrace: Ardent D 2.0
status 0
