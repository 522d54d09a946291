// Probe descriptions, glob matching and the probe table.
#include "probes/probes.h"

namespace dtrace::probes {

ProbeDesc parse_desc(std::string_view text, SpecKind kind) {
  // Split on ':' except inside a [set]; a backslash escapes the next char.
  std::vector<std::string> fields(1);
  bool in_set = false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '\\' && i + 1 < text.size()) {
      fields.back() += c;
      fields.back() += text[++i];
      continue;
    }
    if (c == '[') in_set = true;
    if (c == ']') in_set = false;
    if (c == ':' && !in_set) {
      fields.emplace_back();
      continue;
    }
    fields.back() += c;
  }
  while (fields.size() > 4) {  // extra colons belong to the name, as in DTrace
    fields[3] += ":" + fields[4];
    fields.erase(fields.begin() + 4);
  }
  ProbeDesc d;
  std::string* slots[4] = {&d.provider, &d.module, &d.function, &d.name};
  int first = 0;
  switch (kind) {
    case SpecKind::Name: first = 4 - static_cast<int>(fields.size()); break;
    case SpecKind::Function: first = 3 - static_cast<int>(fields.size()); break;
    case SpecKind::Module: first = 2 - static_cast<int>(fields.size()); break;
    case SpecKind::Provider: first = 1 - static_cast<int>(fields.size()); break;
  }
  if (first < 0) first = 0;
  for (size_t i = 0; i < fields.size() && first + i < 4; ++i) *slots[first + i] = fields[i];
  return d;
}

Result<ProbeDesc> parse_spec(std::string_view text, SpecKind kind) {
  ProbeDesc d;
  std::string* slots[4] = {&d.provider, &d.module, &d.function, &d.name};
  int slot = 0;
  switch (kind) {
    case SpecKind::Provider: slot = 0; break;
    case SpecKind::Module: slot = 1; break;
    case SpecKind::Function: slot = 2; break;
    case SpecKind::Name: slot = 3; break;
  }
  // As DTrace: the field after the last ':' first, then leftwards; the
  // text before the first ':' is a field only when it is not empty.
  size_t end = text.size();
  for (;;) {
    size_t colon = end == 0 ? std::string_view::npos : text.rfind(':', end - 1);
    size_t begin = colon == std::string_view::npos ? 0 : colon + 1;
    if (slot < 0) return Error::make("Overspecified probe description");
    *slots[slot--] = std::string(text.substr(begin, end - begin));
    if (colon == std::string_view::npos || colon == 0) break;
    end = colon;
  }
  return d;
}

bool is_probe_id(std::string_view text) {
  return !text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos;
}

bool has_glob(std::string_view p) { return p.find_first_of("*?[\\") != std::string_view::npos; }

namespace {

// Matches a [set] at p[0] == '['; advances p past it.
bool match_set(std::string_view& p, char c) {
  size_t i = 1;
  bool negate = i < p.size() && (p[i] == '!' || p[i] == '^');
  if (negate) ++i;
  bool hit = false;
  bool first = true;
  for (; i < p.size() && (first || p[i] != ']'); ++i, first = false) {
    char lo = p[i];
    if (lo == '\\' && i + 1 < p.size()) lo = p[++i];
    if (i + 2 < p.size() && p[i + 1] == '-' && p[i + 2] != ']') {
      char hi = p[i + 2];
      i += 2;
      if (c >= lo && c <= hi) hit = true;
    } else if (c == lo) {
      hit = true;
    }
  }
  p.remove_prefix(i < p.size() ? i + 1 : p.size());
  return hit != negate;
}

}  // namespace

bool glob_match(std::string_view p, std::string_view s) {
  while (!p.empty()) {
    char c = p[0];
    if (c == '*') {
      p.remove_prefix(1);
      if (p.empty()) return true;
      for (size_t i = 0; i <= s.size(); ++i)
        if (glob_match(p, s.substr(i))) return true;
      return false;
    }
    if (s.empty()) return false;
    if (c == '?') {
      p.remove_prefix(1);
    } else if (c == '[') {
      if (!match_set(p, s[0])) return false;
    } else {
      if (c == '\\' && p.size() > 1) {
        p.remove_prefix(1);
        c = p[0];
      }
      if (c != s[0]) return false;
      p.remove_prefix(1);
    }
    s.remove_prefix(1);
  }
  return s.empty();
}

bool matches(const ProbeDesc& d, std::string_view provider, std::string_view module,
             std::string_view function, std::string_view name) {
  auto field = [](const std::string& pat, std::string_view v) {
    return pat.empty() || glob_match(pat, v);
  };
  return field(d.provider, provider) && field(d.module, module) && field(d.function, function) &&
         field(d.name, name);
}

const Probe* ProbeTable::add(Probe p) {
  std::string key = p.full_name();
  if (auto it = by_name_.find(key); it != by_name_.end()) return it->second;
  p.id = next_id_++;
  probes_.push_back(std::move(p));
  const Probe* added = &probes_.back();
  by_name_[key] = added;
  return added;
}

const Probe* ProbeTable::find(std::string_view full_name) const {
  auto it = by_name_.find(full_name);
  return it == by_name_.end() ? nullptr : it->second;
}

const Probe* ProbeTable::by_id(uint32_t id) const {
  if (id == 0 || id > probes_.size()) return nullptr;
  return &probes_[id - 1];
}

}  // namespace dtrace::probes
