// File helpers shared by every stage that reads inputs or writes outputs.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace dlpackgen::util {

/// The largest input dlpackgen reads (header, schema, overlay, config,
/// template, suppressions): 64 MiB.
constexpr size_t kMaxInputBytes = size_t{64} << 20;

/// Reads a whole file. Throws util::Error ("PATH: cannot open: REASON") when it
/// cannot be read, is a directory or not a regular file (a device, FIFO or
/// socket), or is larger than kMaxInputBytes.
std::string read_file(const std::string& path);

/// Throws util::Error when `bytes` is not text: empty, holding a NUL byte, or not UTF-8
/// (overlong forms and surrogates included); the error names the line and column
/// (in bytes, 1-based) of the first such byte. `what` names the input in the
/// message ("header", "schema").
void require_text(const std::string& path, const std::string& bytes, const std::string& what);

/// Writes `content` to `path` atomically: a temporary file in the same directory,
/// flushed, then renamed over `path`. Readers see the old file or the new one,
/// never a half-written one; on failure nothing is left behind. Creates missing
/// parent directories. A path that is (or leads through symlinks to) a
/// character device or a FIFO (/dev/null, /dev/stdout, a pipe) is written
/// through instead, never replaced; a directory, block device or socket is an
/// error. Throws util::Error on failure.
void write_file_atomic(const std::string& path, const std::string& content);

/// A new, empty file beside `target` (".NAME.KIND-XXXXXX" in its directory),
/// so that no other process picks the name; its descriptor in `*fd_out` (open)
/// when given, else closed. "" on failure, errno set.
std::string create_beside(const std::string& target, const char* kind, int* fd_out = nullptr);

/// Whether `filename` (a name, no directory) has the form create_beside()
/// gives: ".NAME.tmp-XXXXXX" or ".NAME.old-XXXXXX", X a letter or digit. Such a
/// file in an output dir is what a killed run left; the next run that holds
/// the dir's lock removes it.
bool is_leftover_name(const std::string& filename);

/// A new file beside `target` (".NAME.tmp-XXXXXX" in its directory, which must
/// exist) holding `content`, flushed to disk, mode 0644: the first half of an
/// atomic replace (write_file_atomic, util::FileTransaction). Returns its path;
/// on failure removes it and throws util::Error naming `target`.
std::string write_beside(const std::string& target, std::string_view content);

/// Lowercase hex SHA-256 of `bytes`.
std::string sha256_hex(const std::string& bytes);

/// `rel` under `dir` as shown to users: "dir/rel", "rel" for "" or ".", one '/' between.
std::string path_join(const std::string& dir, const std::string& rel);

/// `<prefix>/share/dlpackgen/<name>` for the running executable at
/// `<prefix>/bin/dlpackgen` (an install, the release tarball, a wheel's venv),
/// when it exists; "" otherwise (a build tree). Symlinks to the executable
/// (pipx's ~/.local/bin) are resolved first.
std::string installed_share(const std::string& name);

/// `<prefix>/lib/cmake/dlpackgen` beside the running executable, when it holds
/// dlpackgenConfig.cmake; "" otherwise.
std::string installed_cmake_dir();

/// Glob match: '*' any run of characters (also '/'), '?' one character.
bool glob_match(const std::string& pattern, const std::string& text);

}  // namespace dlpackgen::util
