status 0
stat same
edev 1 joined 1
name set
statname starts with name
node same
