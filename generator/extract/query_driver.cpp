#include "extract/query_driver.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <mutex>
#include <sstream>
#include <utility>

#include "extract/clang_compat.h"
#include "util/process.h"

namespace dlpackgen::extract::detail {
namespace {

std::vector<std::string> split_words(const std::string& text) {
  std::vector<std::string> words;
  std::istringstream in(text);
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

// A compiler's own headers (GCC's lib/gcc/T/V/include, Clang's resource dir):
// dlpackgen's Clang has its own, which must not be shadowed by another
// compiler's builtins.
bool compiler_own_dir(const std::filesystem::path& dir) {
  std::error_code ec;
  return dir.filename() == "include-fixed" || std::filesystem::exists(dir / "stddef.h", ec);
}

DriverDirs ask(const std::string& driver, Mode mode) {
  DriverDirs d;
  d.driver = driver;
  std::vector<std::string> argv = split_words(driver);
  if (argv.empty()) {
    d.why_none = "no program named";
    return d;
  }
  argv.insert(argv.end(), {"-E", "-x", mode == Mode::C ? "c" : "c++", "-v", "/dev/null"});
  const util::ProcessResult r = util::run_process(argv);
  if (r.status != 0) {
    if (r.status >= 0)
      d.why_none = "`" + driver + "` exited " + std::to_string(r.status);
    else if (r.err == std::strerror(ENOENT))
      d.why_none = "no `" + argv[0] + "` on PATH";
    else
      d.why_none = "`" + driver + "` did not run" + (r.err.empty() ? "" : " (" + r.err + ")");
    return d;
  }
  // `-v` prints to standard error: "Target: T", then the search list.
  std::istringstream lines(r.err);
  bool in_list = false;
  for (std::string line; std::getline(lines, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.rfind("Target: ", 0) == 0) d.target = line.substr(8);
    if (line.rfind("#include <...> search starts here:", 0) == 0) {
      in_list = true;
      continue;
    }
    if (line.rfind("End of search list.", 0) == 0) in_list = false;
    if (!in_list || line.size() < 2 || line[0] != ' ') continue;
    std::string dir = line.substr(1);
    // macOS marks framework dirs: "/Library/Frameworks (framework directory)".
    if (dir.find(" (") != std::string::npos) continue;
    std::filesystem::path p = std::filesystem::path(dir).lexically_normal();
    if (!p.is_absolute() || compiler_own_dir(p)) continue;
    std::string s = p.string();
    if (s.size() > 1 && s.back() == '/') s.pop_back();
    d.dirs.push_back(s);
  }
  if (d.dirs.empty()) d.why_none = "`" + driver + "` lists no include directories";
  return d;
}

}  // namespace

DriverDirs ask_driver(const std::string& driver, Mode mode) {
  static std::mutex lock;
  static std::map<std::pair<std::string, int>, DriverDirs> asked;
  std::lock_guard<std::mutex> guard(lock);
  auto key = std::make_pair(driver, static_cast<int>(mode));
  auto it = asked.find(key);
  if (it == asked.end()) it = asked.emplace(key, ask(driver, mode)).first;
  return it->second;
}

bool serves_target(const std::string& reported, const std::string& triple) {
  if (reported.empty()) return false;
  const llvm::Triple a(llvm::Triple::normalize(reported)), b(llvm::Triple::normalize(triple));
  return a.getArch() == b.getArch() && a.getOS() == b.getOS() && a.getEnvironment() == b.getEnvironment();
}

std::vector<std::string> drivers_for(const std::string& setting, const std::string& triple, Mode mode) {
  if (setting == "none") return {};
  if (!setting.empty() && setting != "auto") return {setting};
  const char* env = std::getenv(mode == Mode::C ? "CC" : "CXX");
  std::vector<std::string> out;
  out.push_back(env && *env ? env : mode == Mode::C ? "cc" : "c++");
  out.push_back(triple + (mode == Mode::C ? "-gcc" : "-g++"));
  return out;
}

DriverDirs library_dirs_for(const std::string& setting, const std::string& triple, Mode mode) {
  DriverDirs none;
  for (const std::string& driver : drivers_for(setting, triple, mode)) {
    DriverDirs d = ask_driver(driver, mode);
    if (!d.dirs.empty() && serves_target(d.target, triple)) return d;
    const std::string why = !d.why_none.empty() ? d.why_none
                                                : "`" + driver + "` compiles for " +
                                                      (d.target.empty() ? std::string("no target it names") : d.target);
    none.why_none += (none.why_none.empty() ? "" : "; ") + why;
  }
  if (none.why_none.empty()) none.why_none = "query_driver is none";
  return none;
}

}  // namespace dlpackgen::extract::detail
