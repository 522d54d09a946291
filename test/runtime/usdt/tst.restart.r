B not registered while the daemon is down
B registered once the daemon is back
probe1 after the restart N

stash unchanged apart from B
myprovA loop main probe1
myprovB loop main probe1
