profile-99 { @[stack()] = count(); @u[ustack(5)] = count(); }
