version marker written
marker updated
parsed file rewritten
parsed file is a new file
base stored again
A's link made again
dead B dropped
the session kept firing after the re-parse
myprovA loop main probe1
myprovA loop main probe1 fired, arg1 loop

re-parsed again with the stored bias
no re-parse with the current marker
