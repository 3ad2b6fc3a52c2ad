#include "cli/command.h"

namespace dlpackgen::cli {

void register_layout(Registry& registry) {
  auto* sub = registry.app().add_subcommand("layout", "(not built yet)");
  registry.add(sub, [] { return 2; });
}

}  // namespace dlpackgen::cli
