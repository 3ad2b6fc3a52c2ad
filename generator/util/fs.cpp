#include "util/fs.h"

#include <array>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util/dir_fd.h"
#include "util/error.h"

namespace fs = std::filesystem;

namespace dlpackgen::util {

std::string read_file(const std::string& path) {
  std::error_code ec;
  fs::file_status st = fs::status(path, ec);
  if (fs::is_directory(st)) throw Error(path, "is a directory, not a file");
  // A device, FIFO or socket could be endless (/dev/zero) or block forever.
  if (fs::exists(st) && !fs::is_regular_file(st))
    throw Error(path, "is not a regular file (a device, FIFO or socket): inputs must be regular files");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(path, std::string("cannot open: ") + std::strerror(errno));
  std::string out;
  char chunk[1 << 16];
  while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
    out.append(chunk, static_cast<size_t>(in.gcount()));
    if (out.size() > kMaxInputBytes)
      throw Error(path, "is larger than " + std::to_string(kMaxInputBytes >> 20) + " MiB, the limit for an input");
  }
  if (in.bad()) throw Error(path, "read error");
  return out;
}

namespace {
// Length of the well-formed UTF-8 sequence at s[i] (Unicode Table 3-7: no
// overlong forms, no surrogates, nothing above U+10FFFF), or 0 when it is ill-formed.
size_t utf8_sequence(const std::string& s, size_t i) {
  auto at = [&](size_t k) { return k < s.size() ? static_cast<unsigned char>(s[k]) : 0x100u; };
  const unsigned c = at(i);
  if (c < 0x80) return 1;
  auto cont = [](unsigned b, unsigned lo = 0x80, unsigned hi = 0xBF) { return b >= lo && b <= hi; };
  if (c >= 0xC2 && c <= 0xDF) return cont(at(i + 1)) ? 2 : 0;
  if (c >= 0xE0 && c <= 0xEF) {
    const unsigned lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
    return cont(at(i + 1), lo, hi) && cont(at(i + 2)) ? 3 : 0;
  }
  if (c >= 0xF0 && c <= 0xF4) {
    const unsigned lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
    return cont(at(i + 1), lo, hi) && cont(at(i + 2)) && cont(at(i + 3)) ? 4 : 0;
  }
  return 0;
}
}  // namespace

void require_text(const std::string& path, const std::string& bytes, const std::string& what) {
  if (bytes.find_first_not_of(" \t\r\n") == std::string::npos)
    throw Error(path, "empty " + what + " (no content)");
  // The first byte that is not text, at its line and column (columns count bytes;
  // "\n", "\r\n" and a lone "\r" each end a line, as Clang counts them).
  unsigned line = 1;
  size_t line_start = 0;
  for (size_t i = 0; i < bytes.size();) {
    const char c = bytes[i];
    const auto col = static_cast<unsigned>(i - line_start + 1);
    if (c == '\0') throw Error(path, line, col, "not a text " + what + ": NUL byte");
    if (c == '\n' || (c == '\r' && (i + 1 == bytes.size() || bytes[i + 1] != '\n'))) {
      ++line;
      line_start = i + 1;
    }
    const size_t n = utf8_sequence(bytes, i);
    if (n == 0) {
      static const char* hex = "0123456789abcdef";
      const auto b = static_cast<unsigned char>(c);
      throw Error(path, line, col,
                  std::string("not a text ") + what + ": invalid UTF-8 (byte 0x" + hex[b >> 4] + hex[b & 15] + ")");
    }
    i += n;
  }
}

std::string create_beside(const std::string& target, const char* kind, int* fd_out) {
  fs::path t(target);
  fs::path dir = t.parent_path().empty() ? fs::path(".") : t.parent_path();
  Fd held(::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (held.get() < 0) return "";
  const std::string name = create_unique(held.get(), t.filename().string(), kind, fd_out);
  return name.empty() ? "" : (dir / name).string();
}

bool is_leftover_name(const std::string& filename) {
  const size_t n = filename.size();
  // "." + NAME (at least one character) + "." + KIND + "-" + six characters.
  if (n < 13 || filename[0] != '.' || filename[n - 7] != '-') return false;
  const std::string kind = filename.substr(n - 11, 4);
  if (kind != ".tmp" && kind != ".old") return false;
  for (size_t i = n - 6; i < n; ++i) {
    const char c = filename[i];
    if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) return false;
  }
  return true;
}

std::string write_beside(const std::string& target, std::string_view content) {
  fs::path t(target);
  fs::path dir = t.parent_path().empty() ? fs::path(".") : t.parent_path();
  Fd held(::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (held.get() < 0) throw Error(target, std::string("cannot open its directory: ") + std::strerror(errno));
  const std::string name = write_unique(held.get(), t.filename().string(), content, target);
  return (dir / name).string();
}

void write_file_atomic(const std::string& path, const std::string& content) {
  // What is there already, through symlinks: a character device (/dev/null, a
  // terminal) or a FIFO (a pipe, /dev/stdout, `-o >(cmd)`) is written through,
  // never replaced by a file; a directory, block device or socket is refused.
  struct stat st;
  if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
    if (S_ISDIR(st.st_mode)) throw Error(path, "is a directory; give the file to write");
    if (!S_ISCHR(st.st_mode) && !S_ISFIFO(st.st_mode))
      throw Error(path, S_ISBLK(st.st_mode) ? "is a block device, not a file to write"
                                            : "is a socket, not a file to write");
    const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0) throw Error(path, std::string("cannot open: ") + std::strerror(errno));
    const int err = write_all(fd, content);
    if (::close(fd) != 0 || err != 0) throw Error(path, std::string("write failed: ") + std::strerror(err ? err : errno));
    return;
  }
  fs::path target(path);
  fs::path dir = target.parent_path();
  std::error_code ec;
  if (!dir.empty()) {
    fs::create_directories(dir, ec);
    if (ec) throw Error(dir.string(), "cannot create directory: " + ec.message());
  }
  const std::string tmp = write_beside(path, content);
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    int err = errno;
    ::unlink(tmp.c_str());
    throw Error(path, std::string("cannot replace file: ") + std::strerror(err));
  }
}

// SHA-256 (FIPS 180-4).
std::string sha256_hex(const std::string& bytes) {
  static const uint32_t k[64] = {
      0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
      0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
      0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
      0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
      0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
      0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
      0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
      0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};
  uint32_t h[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                   0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
  std::string msg = bytes;
  uint64_t bit_len = static_cast<uint64_t>(bytes.size()) * 8;
  msg.push_back(static_cast<char>(0x80));
  while (msg.size() % 64 != 56) msg.push_back('\0');
  for (int i = 7; i >= 0; --i) msg.push_back(static_cast<char>((bit_len >> (i * 8)) & 0xff));
  auto rotr = [](uint32_t x, int n) { return (x >> n) | (x << (32 - n)); };
  for (size_t chunk = 0; chunk < msg.size(); chunk += 64) {
    uint32_t w[64];
    for (int i = 0; i < 16; ++i) {
      const auto* b = reinterpret_cast<const unsigned char*>(msg.data() + chunk + 4 * i);
      w[i] = (uint32_t(b[0]) << 24) | (uint32_t(b[1]) << 16) | (uint32_t(b[2]) << 8) | uint32_t(b[3]);
    }
    for (int i = 16; i < 64; ++i) {
      uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
      uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
      w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
    for (int i = 0; i < 64; ++i) {
      uint32_t s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
      uint32_t ch = (e & f) ^ (~e & g);
      uint32_t t1 = hh + s1 + ch + k[i] + w[i];
      uint32_t s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
      uint32_t maj = (a & b) ^ (a & c) ^ (b & c);
      uint32_t t2 = s0 + maj;
      hh = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
    }
    h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
  }
  static const char* hex = "0123456789abcdef";
  std::string out;
  for (uint32_t v : h)
    for (int i = 28; i >= 0; i -= 4) out.push_back(hex[(v >> i) & 0xf]);
  return out;
}

bool glob_match(const std::string& pattern, const std::string& text) {
  size_t p = 0, t = 0, star = std::string::npos, mark = 0;
  while (t < text.size()) {
    if (p < pattern.size() && (pattern[p] == '?' || pattern[p] == text[t])) {
      ++p;
      ++t;
    } else if (p < pattern.size() && pattern[p] == '*') {
      star = p++;
      mark = t;
    } else if (star != std::string::npos) {
      p = star + 1;
      t = ++mark;
    } else {
      return false;
    }
  }
  while (p < pattern.size() && pattern[p] == '*') ++p;
  return p == pattern.size();
}

namespace {
std::filesystem::path executable_prefix() {
  std::error_code ec;
  std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec) return {};
  return exe.parent_path().parent_path();
}
}  // namespace

std::string installed_share(const std::string& name) {
  std::filesystem::path prefix = executable_prefix();
  if (prefix.empty()) return "";
  std::error_code ec;
  std::filesystem::path installed = prefix / "share" / "dlpackgen" / name;
  return std::filesystem::exists(installed, ec) ? installed.string() : "";
}

std::string installed_cmake_dir() {
  std::filesystem::path prefix = executable_prefix();
  if (prefix.empty()) return "";
  std::error_code ec;
  std::filesystem::path dir = prefix / "lib" / "cmake" / "dlpackgen";
  return std::filesystem::exists(dir / "dlpackgenConfig.cmake", ec) ? dir.string() : "";
}

std::string path_join(const std::string& dir, const std::string& rel) {
  if (dir.empty() || dir == ".") return rel;
  return dir.back() == '/' ? dir + rel : dir + "/" + rel;
}

}  // namespace dlpackgen::util
