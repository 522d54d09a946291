status 1
status 1
-- @@stderr --
dtrace: failed to set -x follow: Invalid value for specified option
dtrace: invalid probe specifier #pragma D option follow=exec
BEGIN { exit(0); }: failed to set option 'follow' to 'exec': Invalid value for specified option
dtrace: failed to set -x follow: Invalid value for specified option
