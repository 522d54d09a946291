# Sources of the ir module besides builder.cpp (included by ir/CMakeLists.txt).
set(IR_SOURCES format.cpp)
