{"type":"probe","cpu":C,"id":1,"provider":"dtrace","module":"","function":"","name":"BEGIN","output":[{"action":"trace","value":42},{"action":"trace","value":-1},{"action":"trace","value":-3},{"action":"trace","value":65535},{"action":"trace","value":"tab\there \"q\" \\ end"},{"action":"printf","value":"x=7\n"}]}
{"type":"summary","exit":3,"records":1,"faults":0,"drops":{"principal":0,"aggregation":0,"dynamic":0,"speculative":0,"speculation_busy":0,"speculation_unavailable":0}}
-- @@stderr --
dtrace: script 'test/runtime/json/tst.trace.d' matched 1 probe
