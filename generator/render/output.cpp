#include "render/output.h"

#include <algorithm>
#include <filesystem>
#include <iterator>
#include <map>
#include <set>
#include <sstream>

#include "util/error.h"
#include "util/transaction.h"
#include "util/fs.h"

namespace fs = std::filesystem;

namespace dlpackgen::render {

namespace {

bool is_inside(const fs::path& root, const fs::path& p) {
  auto r = root.lexically_normal(), q = p.lexically_normal();
  auto rit = r.begin(), qit = q.begin();
  for (; rit != r.end(); ++rit, ++qit) {
    if (rit->empty()) continue;
    if (qit == q.end() || *rit != *qit) return false;
  }
  return true;
}

fs::path resolved_out_dir(const std::string& out_dir) {
  std::error_code ec;
  fs::path p = fs::weakly_canonical(fs::absolute(out_dir), ec);
  if (ec) throw util::Error(out_dir, "cannot resolve output dir: " + ec.message());
  return p;
}

// Reads `path`; nullopt-like flag when it does not exist.
bool read_if_exists(const fs::path& path, std::string& out) {
  std::error_code ec;
  auto st = fs::status(path, ec);
  if (ec || !fs::exists(st)) return false;
  out = util::read_file(path.string());
  return true;
}

// Every file (or symlink) under out_dir/lang, as "lang/rel" paths, sorted.
std::vector<std::string> existing_files(const fs::path& out_dir, const std::string& lang,
                                        const std::vector<std::string>& ignore) {
  std::vector<std::string> out;
  fs::path root = out_dir / lang;
  std::error_code ec;
  if (!fs::is_directory(fs::symlink_status(root, ec))) return out;
  for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
    auto st = it->symlink_status();
    std::string rel = it->path().lexically_relative(root).generic_string();
    if (fs::is_directory(st)) {
      if (ignored(rel + "/", ignore)) it.disable_recursion_pending();
      continue;
    }
    if (ignored(rel, ignore)) continue;
    out.push_back(lang + "/" + rel);
  }
  if (ec) throw util::Error(root.string(), "cannot list output dir: " + ec.message());
  std::sort(out.begin(), out.end());
  return out;
}

using util::path_join;

}  // namespace

bool ignored(const std::string& rel, const std::vector<std::string>& patterns) {
  for (const auto& p : patterns) {
    if (p.back() == '/') {
      // A directory: `rel` is it ("x/") or lies inside it, at any depth when the pattern has no '/' before its end.
      bool anywhere = p.find('/') == p.size() - 1;
      for (size_t start = 0, slash; (slash = rel.find('/', start)) != std::string::npos; start = slash + 1) {
        size_t from = anywhere ? start : 0;
        if (util::glob_match(p, rel.substr(from, slash + 1 - from))) return true;
      }
    } else if (util::glob_match(p, rel)) {
      return true;
    }
  }
  return false;
}

void check_outputs_inside(const std::string& out_dir, const std::vector<OutputFile>& files) {
  const fs::path root = resolved_out_dir(out_dir);
  for (const auto& f : files) {
    check_output_name(f.path, f.origin);
    fs::path p = fs::path(out_dir);
    const fs::path rel(f.path);
    for (auto part = rel.begin(); part != rel.end(); ++part) {
      p /= *part;
      // The output itself may be a symlink: it is replaced, never written through.
      if (std::next(part) == rel.end()) break;
      std::error_code ec;
      auto st = fs::symlink_status(p, ec);
      if (ec || !fs::exists(st)) break;  // nothing further exists: no symlink on the way
      if (!fs::is_symlink(st)) continue;
      fs::path target = fs::weakly_canonical(fs::absolute(p), ec);
      if (ec || !is_inside(root, target))
        throw util::Error(f.origin, "output " + path_join(out_dir, f.path) + " would be written through the symlink " +
                                        p.string() + ", which leads outside the output dir " + out_dir);
    }
  }
}

std::vector<FileStatus> compare_outputs(const std::string& out_dir, const std::vector<OutputFile>& files,
                                        const std::vector<std::string>& languages, const IgnoreRules& ignore) {
  check_outputs_inside(out_dir, files);
  std::vector<FileStatus> out;
  std::set<std::string> produced;
  for (const auto& f : files) {
    produced.insert(f.path);
    FileStatus s;
    s.path = f.path;
    s.expected = f.content;
    std::error_code ec;
    if (fs::is_symlink(fs::symlink_status(fs::path(out_dir) / f.path, ec))) {
      // Replaced by the file whatever the link leads to, which is never read.
      s.state = FileState::Stale;
      s.symlink = true;
    } else if (!read_if_exists(fs::path(out_dir) / f.path, s.current)) {
      s.state = FileState::Missing;
    } else {
      s.state = s.current == s.expected ? FileState::Fresh : FileState::Stale;
    }
    out.push_back(std::move(s));
  }
  std::set<std::string> langs(languages.begin(), languages.end());
  for (const auto& f : files) langs.insert(f.lang);
  for (const auto& lang : langs) {
    auto rules = ignore.find(lang);
    static const std::vector<std::string> none;
    for (const auto& rel : existing_files(fs::path(out_dir), lang, rules == ignore.end() ? none : rules->second)) {
      if (produced.count(rel)) continue;
      FileStatus s;
      s.path = rel;
      s.state = FileState::Extra;
      std::error_code ec;
      fs::path p = fs::path(out_dir) / rel;
      if (fs::is_regular_file(fs::status(p, ec))) s.current = util::read_file(p.string());
      out.push_back(std::move(s));
    }
  }
  std::sort(out.begin(), out.end(), [](const FileStatus& a, const FileStatus& b) { return a.path < b.path; });
  return out;
}

WriteSummary write_outputs(const std::string& out_dir, const std::vector<OutputFile>& files,
                           const std::vector<std::string>& languages, bool prune, const IgnoreRules& ignore) {
  auto statuses = compare_outputs(out_dir, files, languages, ignore);  // also checks every path first
  std::map<std::string, const OutputFile*> by_path;
  for (const auto& f : files) by_path[f.path] = &f;
  WriteSummary summary;
  util::FileTransaction tx;  // every change below lands together or not at all
  for (const auto& s : statuses) {
    const std::string full = (fs::path(out_dir) / s.path).string();
    switch (s.state) {
      case FileState::Fresh:
        summary.unchanged.push_back(s.path);
        break;
      case FileState::Stale:
      case FileState::Missing:
        tx.write(full, by_path.at(s.path)->content);
        summary.written.push_back(s.path);
        break;
      case FileState::Extra:
        if (prune) {
          // The language dir stays; directories inside it that the removal empties go.
          std::string lang = s.path.substr(0, s.path.find('/'));
          tx.remove(full, (fs::path(out_dir) / lang).string());
          summary.removed.push_back(s.path);
        } else {
          summary.extra.push_back(s.path);
        }
        break;
    }
  }
  tx.commit();
  return summary;
}

std::string check_report(const std::vector<FileStatus>& statuses, const std::string& display_dir) {
  std::ostringstream os;
  const bool absolute = !display_dir.empty() && display_dir[0] == '/';
  for (const auto& s : statuses) {
    if (s.state == FileState::Fresh) continue;
    const std::string shown = path_join(display_dir, s.path);
    const std::string a = absolute ? shown : "a/" + shown;
    const std::string b = absolute ? shown : "b/" + shown;
    const char* what = s.symlink                          ? "a symlink, to be replaced by a file"
                       : s.state == FileState::Stale   ? "stale"
                       : s.state == FileState::Missing ? "missing"
                                                       : "extra";
    os << "diff -u " << a << " " << b << "  (" << what << ")\n";
    std::string d;
    if (s.symlink) d = unified_diff("", s.expected, "/dev/null", b);
    else if (s.state == FileState::Stale) d = unified_diff(s.current, s.expected, a, b);
    else if (s.state == FileState::Missing) d = unified_diff("", s.expected, "/dev/null", b);
    else d = unified_diff(s.current, "", a, "/dev/null");
    os << d;
  }
  return os.str();
}

}  // namespace dlpackgen::render
