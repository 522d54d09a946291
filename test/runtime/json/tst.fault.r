{"type":"fault","cpu":C,"id":1,"provider":"dtrace","module":"","function":"","name":"BEGIN","clause":0,"fault":"invalid address","address":8,"pc":NN,"file":"tst.fault.d","line":13,"column":8}
{"type":"probe","cpu":C,"id":1,"provider":"dtrace","module":"","function":"","name":"BEGIN","output":[{"action":"trace","value":"after"}]}
{"type":"summary","exit":0,"records":1,"faults":1,"drops":{"principal":0,"aggregation":0,"dynamic":0,"speculative":0,"speculation_busy":0,"speculation_unavailable":0}}
-- @@stderr --
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x8) at BPF pc NN
