-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_PRAGCTL_INVAL.unknown.d: [D_PRAGCTL_INVAL] line 7: invalid control directive: #nosuchdirective
