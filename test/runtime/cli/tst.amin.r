met

met

status 1
status 1
-- @@stderr --
dtrace: invalid probe specifier BEGIN { exit(0); }: attributes for clause (Unstable/Unstable/Common) are less than predefined minimum
dtrace: failed to set -x amin: Invalid value for specified option
