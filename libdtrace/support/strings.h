// Small string helpers shared by every module.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dtrace {

std::vector<std::string> split(std::string_view s, char sep);
std::string_view trim(std::string_view s);
bool starts_with(std::string_view s, std::string_view prefix);
bool ends_with(std::string_view s, std::string_view suffix);
// Reads a whole file; nullopt when it cannot be opened.
std::optional<std::string> read_file(const std::string& path);
// Parses an unsigned integer in C syntax (decimal, 0x hex, 0 octal).
std::optional<uint64_t> parse_uint(std::string_view s);

}  // namespace dtrace
