# Bash completion for dtrace(8): options, -x option names, and probe
# descriptions from `dtrace -l` (only for root, who can list probes).
# Installed as share/bash-completion/completions/dtrace.
# test/install/check_manpages.py checks that the -x list below names every
# option of libdtrace/options/options.def.

_dtrace_xopts="aggpercpu amin argref core cpp cppargs cpphdrs cpppath ctypes ctfpath
  defaultargs debug debugassert define disasm dofstashpath droptags dtypes
  empty errcontext errtags evaltime incdir iregs kdefs knodefs late lazyload
  ldpath libdir linkmode linktype linknommap modpath nolibs nusdtprobes pgmax pidns
  cgroup preallocate procfspath pspec stdc strip syslibdir sysslice tree
  tregs udefs undef unodefs useruid verbose version zdefs aggrate aggsortkey
  aggsortkeypos aggsortpos aggsortrev agghist aggpack aggzoom flowindent
  quiet quietresize rawbytes stackindent switchrate printsize aggsize bpflog
  bpflogsize bufsize bufpolicy bufresize cleanrate cpu destructive
  dynvarsize follow grabanon jstackframes jstackstrsize lockmem maxframes
  nspec oformat pcapsize scratchsize specsize stackframes statusrate strsize
  ustackframes noresolve"

_dtrace_probes() {
  [[ $EUID -eq 0 ]] || return
  local cmd=${COMP_WORDS[0]}
  "$cmd" -l 2>/dev/null | awk -v f="$1" 'NR > 1 {
    if (f == "P") print $2;
    else if (NF == 5) print $2 ":" $3 ":" $4 ":" $5;
    else print $2 ":::" $NF }' | sort -u
}

_dtrace() {
  local cur prev
  cur=${COMP_WORDS[COMP_CWORD]}
  prev=${COMP_WORDS[COMP_CWORD-1]}
  case $prev in
    -x)
      COMPREPLY=($(compgen -W "$_dtrace_xopts" -- "$cur"))
      [[ ${#COMPREPLY[@]} -eq 1 ]] && compopt -o nospace 2>/dev/null && COMPREPLY[0]+="="
      return ;;
    -s|-o) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    -I|-L) COMPREPLY=($(compgen -d -- "$cur")); return ;;
    -c) COMPREPLY=($(compgen -c -- "$cur")); return ;;
    -p) COMPREPLY=($(compgen -W "$(ls /proc | grep -E '^[0-9]+$')" -- "$cur")); return ;;
    -X) COMPREPLY=($(compgen -W "a c s t" -- "$cur")); return ;;
    -P) COMPREPLY=($(compgen -W "$(_dtrace_probes P)" -- "$cur")); return ;;
    -n|-m|-f)
      compopt -o nospace 2>/dev/null
      COMPREPLY=($(compgen -W "$(_dtrace_probes n)" -- "$cur")); return ;;
  esac
  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W "-32 -64 -a -A -b -B -c -C -D -e -f -F -G -h -H -i -I -l -L
      -m -n -o -p -P -q -s -S -U -v -V -w -x -X -Z --version" -- "$cur"))
    return
  fi
  COMPREPLY=($(compgen -f -- "$cur"))
}
complete -F _dtrace dtrace
