dtrace: failed to enable 'dtrace:::BEGIN': failed to load program 'dt_1': too large for the verifier, which stops at a million instructions explored (use fewer json( ) or string calls per probe, or a smaller strsize)
the verifier refused instruction N, from dt_clause_0:
in PROG:
LINE: an index() call
CARET
and the verifier log
status 1
