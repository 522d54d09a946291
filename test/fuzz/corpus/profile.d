profile-997 { @[execname] = count(); } tick-1s { printa(@); trunc(@); }
