#include "cli/config.h"

namespace dlpackgen::cli {
std::string Config::resolve(const std::string& path) const { return path; }
Config load_config(const std::string& path) { Config c; c.file = path; return c; }
std::optional<Config> find_config(const std::string&) { return std::nullopt; }
}  // namespace dlpackgen::cli
