// `dlpackgen check-config`: loads dlpackgen.yaml the way generate and upgrade
// do (the `dlpackgen:` version pin first, then every key) and changes nothing.
// For hooks and build steps that run a command which reads no config
// (abi-diff) but should still stop on a tool the repository does not accept.
#include <iostream>
#include <memory>

#include "dlpackgen_version.h"
#include "cli/command.h"
#include "util/error.h"

namespace dlpackgen::cli {

void register_check_config(Registry& registry) {
  auto path = std::make_shared<std::string>();
  auto* sub = registry.app().add_subcommand(
      "check-config",
      "Validate dlpackgen.yaml (or --config FILE) and check that this dlpackgen satisfies its `dlpackgen:`\n"
      "version pin; writes nothing. Exit: 0 valid, 2 invalid, missing, or a version outside the pin.");
  sub->add_option("--config", *path, "The dlpackgen.yaml (default: ./dlpackgen.yaml)");
  registry.add(sub, [path] {
    std::optional<Config> config = find_config(*path);
    if (!config) throw util::Error("no dlpackgen.yaml here (run where it is, or pass --config FILE)");
    std::cout << "dlpackgen: " << config->file << " is valid for dlpackgen " DLPACKGEN_VERSION;
    if (!config->version_pin.empty()) std::cout << " (it wants " << config->version_pin << ")";
    std::cout << "\n";
    return 0;
  });
}

}  // namespace dlpackgen::cli
