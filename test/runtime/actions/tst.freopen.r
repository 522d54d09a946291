before
back
status 0
== out.1
in file 1
== out.2
second
end

