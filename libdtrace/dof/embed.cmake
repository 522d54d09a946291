# cmake -DIN=file -DOUT=file.cpp -P embed.cmake: writes IN's bytes as
# dtrace::dof::drti_object() (see link.h).
file(READ ${IN} hex HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
file(WRITE ${OUT} "// Generated from drti.c's object file by embed.cmake.\n"
  "#include <cstdint>\n#include <span>\n"
  "namespace dtrace::dof {\nnamespace {\nconst uint8_t kDrti[] = {${bytes}};\n}\n"
  "std::span<const uint8_t> drti_object() { return kDrti; }\n}\n")
