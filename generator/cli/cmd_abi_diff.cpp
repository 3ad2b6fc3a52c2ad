#include "cli/command.h"

namespace dlpackgen::cli {

void register_abi_diff(Registry& registry) {
  auto* sub = registry.app().add_subcommand("abi-diff", "(not built yet)");
  registry.add(sub, [] { return 2; });
}

}  // namespace dlpackgen::cli
