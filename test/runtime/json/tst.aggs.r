{"type":"aggregation","name":"c","function":"count","data":[{"keys":["a"],"value":1},{"keys":["b"],"value":2}]}
{"type":"aggregation","name":"s","function":"sum","data":[{"keys":[2,"y"],"value":-5},{"keys":[1,"x"],"value":10}]}
{"type":"aggregation","name":"avg","function":"avg","data":[{"keys":[],"value":3}]}
{"type":"aggregation","name":"mn","function":"min","data":[{"keys":[],"value":-2}]}
{"type":"aggregation","name":"mx","function":"max","data":[{"keys":[],"value":9}]}
{"type":"aggregation","name":"sd","function":"stddev","data":[{"keys":[],"value":1}]}
{"type":"aggregation","name":"q","function":"quantize","data":[{"keys":[],"buckets":[{"value":-2,"count":1},{"value":0,"count":1},{"value":1,"count":1},{"value":4,"count":1}]}]}
{"type":"aggregation","name":"l","function":"lquantize","data":[{"keys":[],"buckets":[{"value":"< 0","count":1},{"value":5,"count":1},{"value":">= 10","count":1}]}]}
{"type":"aggregation","name":"ll","function":"llquantize","data":[{"keys":[],"buckets":[{"value":100,"count":1}]}]}
{"type":"summary","exit":0,"records":1,"faults":0,"drops":{"principal":0,"aggregation":0,"dynamic":0,"speculative":0,"speculation_busy":0,"speculation_unavailable":0}}
