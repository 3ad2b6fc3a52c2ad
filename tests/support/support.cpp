#include "support/support.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace dlpackgen::test {

std::string header_path(const std::string& version) {
  return std::string(DLPACKGEN_HEADERS_DIR) + "/dlpack-" + version + ".h";
}

std::vector<std::string> all_headers() {
  std::vector<std::string> out;
  for (const auto& entry : fs::directory_iterator(DLPACKGEN_HEADERS_DIR))
    if (entry.path().extension() == ".h") out.push_back(entry.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> lang_headers() {
  std::vector<std::string> out = all_headers(), own;
  for (const auto& entry : fs::directory_iterator(std::string(DLPACKGEN_TEST_HEADERS_DIR) + "/lang"))
    if (entry.path().extension() == ".h") own.push_back(entry.path().string());
  std::sort(own.begin(), own.end());
  out.insert(out.end(), own.begin(), own.end());
  return out;
}

std::string test_header(const std::string& name) {
  return std::string(DLPACKGEN_TEST_HEADERS_DIR) + "/" + name;
}

std::string dlpackgen_binary() { return DLPACKGEN_BINARY; }

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

RunResult run(const std::vector<std::string>& argv, const std::string& cwd) {
  TempDir io;
  std::string out_path = io.path() + "/out", err_path = io.path() + "/err";
  pid_t pid = ::fork();
  if (pid < 0) throw std::runtime_error("fork failed");
  if (pid == 0) {
    if (!cwd.empty() && ::chdir(cwd.c_str()) != 0) ::_exit(127);
    int in = ::open("/dev/null", O_RDONLY);
    int o = ::open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int e = ::open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    ::dup2(in, 0);
    ::dup2(o, 1);
    ::dup2(e, 2);
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    ::execvp(args[0], args.data());
    ::_exit(127);
  }
  int status = 0;
  ::waitpid(pid, &status, 0);
  RunResult r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.out = slurp(out_path);
  r.err = slurp(err_path);
  return r;
}

RunResult run_dlpackgen(const std::vector<std::string>& args, const std::string& cwd) {
  std::vector<std::string> argv{dlpackgen_binary()};
  argv.insert(argv.end(), args.begin(), args.end());
  return run(argv, cwd);
}

TempDir::TempDir() {
  std::string tmpl = (fs::temp_directory_path() / "dlpackgen-test-XXXXXX").string();
  std::vector<char> buf(tmpl.begin(), tmpl.end());
  buf.push_back('\0');
  if (!::mkdtemp(buf.data())) throw std::runtime_error("mkdtemp failed");
  path_ = buf.data();
}

TempDir::~TempDir() {
  std::error_code ec;
  fs::remove_all(path_, ec);
}

std::string TempDir::write(const std::string& name, const std::string& content) const {
  fs::path p = fs::path(path_) / name;
  fs::create_directories(p.parent_path());
  std::ofstream out(p, std::ios::binary);
  out << content;
  return p.string();
}

std::string golden_mismatch(const std::string& golden, const std::string& actual) {
  namespace fs = std::filesystem;
  if (std::getenv("DLPACKGEN_UPDATE_GOLDEN")) {
    // Say what changed (the one-command update, tests/golden/README.md, prints it).
    const bool existed = fs::exists(golden);
    if (existed && slurp(golden) == actual) return "";
    TempDir dir;
    const std::string got = dir.write("actual", actual);
    RunResult d = run({"diff", "-u", "--label", golden, "--label", golden + " (new)", existed ? golden : "/dev/null", got});
    std::cout << (existed ? "updated " : "created ") << golden << "\n" << d.out << std::flush;
    fs::create_directories(fs::path(golden).parent_path());
    std::ofstream(golden, std::ios::binary) << actual;
    return "";
  }
  if (!fs::exists(golden)) return "no golden file " + golden + " (review the output, then run with DLPACKGEN_UPDATE_GOLDEN=1)";
  if (slurp(golden) == actual) return "";
  TempDir dir;
  const std::string got = dir.write("actual", actual);
  RunResult d = run({"diff", "-u", "--label", golden, "--label", "actual", golden, got});
  return golden + " differs from the output (review, then DLPACKGEN_UPDATE_GOLDEN=1):\n" + d.out;
}

}  // namespace dlpackgen::test
