printf: status 1
aggregation -o: status 1
tick: status 1
list: status 1
-- @@stderr --
dtrace: processing aborted: output could not be written
dtrace: processing aborted: output could not be written
