# Turns the D library files into a C++ source: one string per file, in
# name order, which Handle compiles before the user's programs.
file(GLOB dlib_files ${SRC_DIR}/*.d)
list(SORT dlib_files)
set(out "// Generated from libdtrace/dlib/*.d by embed.cmake: do not edit.\n#include <string_view>\n#include <vector>\n\nnamespace dtrace {\n\nconst std::vector<std::string_view>& d_library() {\n  static const std::vector<std::string_view> files = {\n")
foreach(f IN LISTS dlib_files)
  file(READ ${f} text)
  string(APPEND out "R\"dlib(${text})dlib\",\n")
endforeach()
string(APPEND out "  };\n  return files;\n}\n\n}  // namespace dtrace\n")
file(WRITE ${OUT_FILE}.tmp "${out}")
execute_process(COMMAND ${CMAKE_COMMAND} -E copy_if_different ${OUT_FILE}.tmp ${OUT_FILE})
