BEGIN { trace(-1); trace(~0); trace(!0); trace(+7); trace(sizeof (int)); }
