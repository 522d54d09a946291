dependencies met

