# dt_add_module(NAME SOURCES ... DEPS ...)
#   One static library per libdtrace module, target dt_<NAME>. Its include
#   root is libdtrace/ so code includes "lex/lexer.h"; DEPS are the only
#   modules it may use (tools/check-includes.sh verifies the include graph).
function(dt_add_module name)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPS;LIBS" ${ARGN})
  add_library(dt_${name} STATIC ${ARG_SOURCES})
  target_include_directories(dt_${name} PUBLIC ${PROJECT_SOURCE_DIR}/libdtrace
                                                ${PROJECT_BINARY_DIR}/libdtrace)
  foreach(dep IN LISTS ARG_DEPS)
    target_link_libraries(dt_${name} PUBLIC dt_${dep})
  endforeach()
  target_link_libraries(dt_${name} PUBLIC fmt::fmt ${ARG_LIBS})
  set_property(GLOBAL APPEND PROPERTY DT_MODULE_DEPS "${name}:${ARG_DEPS}")
endfunction()

# dt_add_unit_test(NAME SOURCES ... LIBS ...)
#   A doctest binary registered with ctest under the label "unit".
function(dt_add_unit_test name)
  cmake_parse_arguments(ARG "" "" "SOURCES;LIBS" ${ARGN})
  add_executable(${name} ${PROJECT_SOURCE_DIR}/test/unit/doctest_main.cpp ${ARG_SOURCES})
  target_link_libraries(${name} PRIVATE doctest::doctest ${ARG_LIBS})
  add_test(NAME ${name} COMMAND ${name})
  set_tests_properties(${name} PROPERTIES LABELS unit)
endfunction()
