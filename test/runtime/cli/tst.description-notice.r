                   FUNCTION:NAME
                          :BEGIN 

status 0
-- @@stderr --
dtrace: description 'BEGIN ' matched 1 probe
