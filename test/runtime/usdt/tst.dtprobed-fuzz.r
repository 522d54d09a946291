replies True
daemon alive
public entries: 0
children left: 0
valid registration works
