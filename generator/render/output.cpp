#include "render/output.h"

#include <algorithm>
#include <filesystem>
#include <iterator>
#include <map>
#include <fstream>
#include <set>
#include <sstream>

#include "util/error.h"
#include "util/transaction.h"
#include "util/fs.h"

namespace fs = std::filesystem;

namespace dlpackgen::render {

namespace {

// Whether the file `path` (which exists) holds exactly `bytes`, read a block at
// a time: an output may be tens of MB, and holding both copies is not needed.
bool file_equals(const fs::path& path, std::string_view bytes) {
  std::error_code ec;
  auto size = fs::file_size(path, ec);
  if (ec) throw util::Error(path.string(), "cannot read: " + ec.message());
  if (size != bytes.size()) return false;
  std::ifstream in(path, std::ios::binary);
  if (!in) throw util::Error(path.string(), "cannot read");
  std::vector<char> block(1 << 16);
  for (size_t at = 0; at < bytes.size();) {
    size_t want = std::min(block.size(), bytes.size() - at);
    if (!in.read(block.data(), static_cast<std::streamsize>(want))) return false;  // shrank meanwhile
    if (bytes.compare(at, want, std::string_view(block.data(), want)) != 0) return false;
    at += want;
  }
  return in.peek() == std::char_traits<char>::eof();
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

namespace {

// check_outputs_inside() for one file, the output dir resolved.
void check_output_inside(const std::string& out_dir, const OutputFile& f) {
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
    // Writes below the output dir never follow a symlink (util::DirsBelow): refused
    // here, before anything is staged, wherever it leads.
    throw util::Error(f.origin, "output " + path_join(out_dir, f.path) + " would be written through the symlink " +
                                    p.string() + ": below the output dir " + out_dir +
                                    ", outputs go through real directories only (a symlink could lead outside "
                                    "the output dir)");
  }
}

}  // namespace

void check_outputs_inside(const std::string& out_dir, const std::vector<OutputFile>& files) {
  for (const auto& f : files) check_output_inside(out_dir, f);
}

FileStatus compare_output(const std::string& out_dir, const OutputFile& f) {
  check_output_inside(out_dir, f);
  FileStatus s;
  s.path = f.path;
  s.file = path_join(out_dir, f.path);
  s.expected = f.content;  // a view, not a copy: the outputs may be tens of MB
  std::error_code ec;
  auto st = fs::symlink_status(s.file, ec);
  if (fs::is_symlink(st)) {
    // Replaced by the file whatever the link leads to, which is never read.
    s.state = FileState::Stale;
    s.symlink = true;
  } else if (ec || !fs::exists(fs::status(s.file, ec))) {
    s.state = FileState::Missing;
  } else if (fs::is_directory(st)) {
    throw util::Error(s.file, "is a directory where " + f.origin +
                                  " writes a file: move it away (dlpackgen replaces files, never directories)");
  } else if (!fs::is_regular_file(st)) {
    // A FIFO, device or socket: opening it could block or never end. Replaced
    // by the file, as a symlink is, and never opened.
    s.state = FileState::Stale;
    s.special = true;
  } else {
    s.state = file_equals(s.file, s.expected) ? FileState::Fresh : FileState::Stale;
  }
  return s;
}

std::vector<FileStatus> extra_outputs(const std::string& out_dir, const std::set<std::string>& produced,
                                      const std::vector<std::string>& languages, const IgnoreRules& ignore) {
  std::vector<FileStatus> out;
  std::set<std::string> langs(languages.begin(), languages.end());
  for (const auto& path : produced) langs.insert(path.substr(0, path.find('/')));
  for (const auto& lang : langs) {
    auto rules = ignore.find(lang);
    static const std::vector<std::string> none;
    for (const auto& rel : existing_files(fs::path(out_dir), lang, rules == ignore.end() ? none : rules->second)) {
      if (produced.count(rel)) continue;
      FileStatus s;
      s.path = rel;
      s.state = FileState::Extra;
      s.file = path_join(out_dir, rel);
      s.leftover = util::is_leftover_name(fs::path(rel).filename().string());
      out.push_back(std::move(s));
    }
  }
  return out;
}

std::vector<FileStatus> compare_outputs(const std::string& out_dir, const std::vector<OutputFile>& files,
                                        const std::vector<std::string>& languages, const IgnoreRules& ignore) {
  std::vector<FileStatus> out;  // compare_output() checks each path
  std::set<std::string> produced;
  for (const auto& f : files) {
    produced.insert(f.path);
    out.push_back(compare_output(out_dir, f));
  }
  for (auto& s : extra_outputs(out_dir, produced, languages, ignore)) out.push_back(std::move(s));
  std::sort(out.begin(), out.end(), [](const FileStatus& a, const FileStatus& b) { return a.path < b.path; });
  return out;
}

OutputWriter::OutputWriter(std::string out_dir, util::DirRef root, util::FileTransaction::Durability durability)
    : out_dir_(std::move(out_dir)), dirs_(std::move(root)), tx_(durability) {}

OutputWriter::~OutputWriter() = default;

void OutputWriter::add(const OutputFile& f) {
  if (!produced_.insert(f.path).second)
    throw util::Error(f.origin, "output " + path_join(out_dir_, f.path) + " is produced twice");
  FileStatus s = compare_output(out_dir_, f);
  if (s.state == FileState::Fresh) {
    summary_.unchanged.push_back(s.path);
  } else {
    tx_.write_below(dirs_, s.path, s.expected);
    summary_.written.push_back(s.path);
  }
}

WriteSummary OutputWriter::commit(const std::vector<std::string>& languages, bool prune, const IgnoreRules& ignore) {
  for (const auto& s : extra_outputs(out_dir_, produced_, languages, ignore)) {
    if (tx_.is_staged_temp(s.file)) continue;  // a file add() staged
    if (s.leftover) {
      // A killed run's staging or backup file: this run holds the dir's lock,
      // so no other run is writing it. Removed with the commit, prune or not.
      std::string lang = s.path.substr(0, s.path.find('/'));
      tx_.remove_below(dirs_, s.path, lang);
      summary_.leftovers.push_back(s.path);
      continue;
    }
    if (prune) {
      // The language dir stays; directories inside it that the removal empties go.
      std::string lang = s.path.substr(0, s.path.find('/'));
      tx_.remove_below(dirs_, s.path, lang);
      summary_.removed.push_back(s.path);
    } else {
      summary_.extra.push_back(s.path);
    }
  }
  tx_.commit();
  for (auto* list : {&summary_.written, &summary_.unchanged, &summary_.extra, &summary_.removed, &summary_.leftovers})
    std::sort(list->begin(), list->end());
  return std::move(summary_);
}

WriteSummary write_outputs(const std::string& out_dir, const std::vector<OutputFile>& files,
                           const std::vector<std::string>& languages, bool prune, const IgnoreRules& ignore) {
  check_outputs_inside(out_dir, files);  // every path before anything is staged
  util::DirLock lock(out_dir, util::DirLock::Mode::Exclusive, true);
  OutputWriter writer(out_dir, lock.dir());
  for (const auto& f : files) writer.add(f);
  return writer.commit(languages, prune, ignore);
}

const char* describe(const FileStatus& s) {
  return s.symlink                        ? "a symlink, to be replaced by a file"
         : s.special                      ? "not a regular file (a FIFO, device or socket), to be replaced by a file"
         : s.leftover                     ? "left by an interrupted run"
         : s.state == FileState::Stale   ? "stale"
         : s.state == FileState::Missing ? "missing"
                                         : "extra";
}

namespace {

// The first `lines` lines of `diff` (all of it for 0), and a line saying how many were left out.
std::string first_lines(const std::string& diff, size_t lines) {
  if (lines == 0) return diff;
  size_t pos = 0, kept = 0;
  while (kept < lines && pos < diff.size()) {
    size_t nl = diff.find('\n', pos);
    pos = nl == std::string::npos ? diff.size() : nl + 1;
    ++kept;
  }
  if (pos >= diff.size()) return diff;
  size_t rest = static_cast<size_t>(std::count(diff.begin() + static_cast<std::ptrdiff_t>(pos), diff.end(), '\n'));
  if (diff.back() != '\n') ++rest;
  return diff.substr(0, pos) + "... " + std::to_string(rest) + " more line" + (rest == 1 ? "" : "s") +
         " of this diff (--diff shows them)\n";
}

}  // namespace

std::string check_report(const std::vector<FileStatus>& statuses, const std::string& display_dir, ReportLimit limit) {
  std::ostringstream os;
  const bool absolute = !display_dir.empty() && display_dir[0] == '/';
  size_t shown_files = 0, left_files = 0;
  for (const auto& s : statuses) {
    if (s.state == FileState::Fresh) continue;
    if (limit.files != 0 && shown_files == limit.files) {
      ++left_files;
      continue;
    }
    ++shown_files;
    const std::string shown = path_join(display_dir, s.path);
    const std::string a = absolute ? shown : "a/" + shown;
    const std::string b = absolute ? shown : "b/" + shown;
    const char* what = describe(s);
    os << "diff -u " << a << " " << b << "  (" << what << ")\n";
    // What the file holds now, read here (the statuses hold no file's bytes).
    auto current = [&] {
      std::error_code ec;
      return fs::is_regular_file(fs::status(s.file, ec)) ? util::read_file(s.file) : std::string();
    };
    std::string d;
    const std::string expected(s.expected);
    if (s.symlink || s.special) d = unified_diff("", expected, "/dev/null", b);
    else if (s.state == FileState::Stale) d = unified_diff(current(), expected, a, b);
    else if (s.state == FileState::Missing) d = unified_diff("", expected, "/dev/null", b);
    else d = unified_diff(current(), "", a, "/dev/null");
    os << first_lines(d, limit.lines);
  }
  if (left_files != 0)
    os << "... the diffs of " << left_files << " more file" << (left_files == 1 ? "" : "s")
       << " left out (--diff shows every diff)\n";
  return os.str();
}

}  // namespace dlpackgen::render
