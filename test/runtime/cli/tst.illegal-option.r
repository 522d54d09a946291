status 2
stdout: []
dtrace: invalid option -- 'k'
Usage: dtrace [-32|-64] [-CeFGhHlqSvVwZ] [-b bufsz] [-c cmd] [-D name[=def]]
