status 2
stdout: []
dtrace: option requires an argument -- 's'
Usage: dtrace [-32|-64] [-CeFGhHlqSvVwZ] [-b bufsz] [-c cmd] [-D name[=def]]
