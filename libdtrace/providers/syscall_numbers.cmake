# Generates syscall_numbers.inc, the system call name -> number table, from
# the kernel headers of the build machine (linux-libc-dev), as the syscall
# provider's raw-tracepoint dispatch needs it.  No header: an empty table
# (every syscall then uses its own tracepoint).
set(hdr /usr/include/${CMAKE_LIBRARY_ARCHITECTURE}/asm/unistd_64.h)
set(out ${CMAKE_CURRENT_BINARY_DIR}/syscall_numbers.inc)
set(text "// Generated from ${hdr} at configure time: {name, number}.\n")
if(EXISTS ${hdr})
  file(STRINGS ${hdr} lines REGEX "^#define __NR_[a-z0-9_]+ [0-9]+")
  foreach(line IN LISTS lines)
    string(REGEX REPLACE "^#define __NR_([a-z0-9_]+) ([0-9]+).*" "{\"\\1\", \\2},\n" entry "${line}")
    string(APPEND text "${entry}")
  endforeach()
endif()
file(WRITE ${out}.tmp "${text}")
configure_file(${out}.tmp ${out} COPYONLY)
