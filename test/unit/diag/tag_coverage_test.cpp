// Error-tag coverage: every tag in diag/tags.def that the compiler can raise
// (some libdtrace source names `Tag::D_X`) must have at least one
// err.D_X.*.d (or .sh) test under test/compile/ or test/runtime/, so each
// diagnostic's tag, line and text are pinned.  Tags nobody raises yet are
// only listed.  DT_SOURCE_DIR (the repository root) comes from CMake.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

const fs::path kRoot = DT_SOURCE_DIR;

std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

bool is_tag_char(char c) {
  return std::isupper(static_cast<unsigned char>(c)) ||
         std::isdigit(static_cast<unsigned char>(c)) || c == '_';
}

// The X(D_NAME) entries of tags.def, in order.
std::vector<std::string> all_tags() {
  std::vector<std::string> tags;
  std::istringstream in(read_file(kRoot / "libdtrace/diag/tags.def"));
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("X(", 0) != 0) continue;
    size_t end = line.find(')');
    if (end != std::string::npos) tags.push_back(line.substr(2, end - 2));
  }
  return tags;
}

// Tags named as `Tag::D_X` in libdtrace sources outside diag/ (which only
// defines them).
std::set<std::string> raised_tags() {
  std::set<std::string> raised;
  for (const auto& entry : fs::recursive_directory_iterator(kRoot / "libdtrace")) {
    const fs::path& p = entry.path();
    if (!entry.is_regular_file() || p.parent_path().filename() == "diag") continue;
    if (p.extension() != ".cpp" && p.extension() != ".h") continue;
    std::string text = read_file(p);
    for (size_t at = text.find("Tag::D_"); at != std::string::npos;
         at = text.find("Tag::D_", at + 1)) {
      size_t b = at + 5, e = b;
      while (e < text.size() && is_tag_char(text[e])) ++e;
      raised.insert(text.substr(b, e - b));
    }
  }
  return raised;
}

// Tags with at least one err.D_TAG.* test script.
std::set<std::string> tested_tags() {
  std::set<std::string> tested;
  for (const char* dir : {"test/compile", "test/runtime"}) {
    if (!fs::exists(kRoot / dir)) continue;
    for (const auto& entry : fs::recursive_directory_iterator(kRoot / dir)) {
      std::string name = entry.path().filename().string();
      std::string ext = entry.path().extension().string();
      if (name.rfind("err.D_", 0) != 0 || (ext != ".d" && ext != ".sh")) continue;
      size_t end = name.find('.', 4);
      tested.insert(name.substr(4, end - 4));
    }
  }
  return tested;
}

}  // namespace

TEST_CASE("every error tag the compiler raises has an err.D_TAG test") {
  std::vector<std::string> tags = all_tags();
  REQUIRE(tags.size() > 10);
  std::set<std::string> raised = raised_tags();
  std::set<std::string> tested = tested_tags();
  std::vector<std::string> unraised_untested, missing;
  for (const std::string& t : tags) {
    if (tested.count(t)) continue;
    (raised.count(t) ? missing : unraised_untested).push_back(t);
  }
  std::string listed;
  for (const std::string& t : unraised_untested) listed += " " + t;
  MESSAGE("tags not raised anywhere yet and without a test:" << listed);
  for (const std::string& t : missing) {
    INFO("tag " << t << " is raised in libdtrace but no test/compile or test/runtime "
                "err." << t << ".*.d pins it");
    CHECK(tested.count(t) == 1);
  }
}

TEST_CASE("every tag the sources raise is declared in tags.def") {
  std::vector<std::string> tags = all_tags();
  for (const std::string& t : raised_tags()) {
    INFO("Tag::" << t << " is not in tags.def");
    CHECK(std::find(tags.begin(), tags.end(), t) != tags.end());
  }
}
