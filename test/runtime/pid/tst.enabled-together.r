BEGIN ran first
go(42)

status 0
