#include "cli/command.h"

namespace dlpackgen::cli {

void register_history(Registry& registry) {
  auto* sub = registry.app().add_subcommand("history", "(not built yet)");
  registry.add(sub, [] { return 2; });
}

}  // namespace dlpackgen::cli
