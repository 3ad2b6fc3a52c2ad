#include "cli/command.h"

namespace dlpackgen::cli {

void register_generate(Registry& registry) {
  auto* sub = registry.app().add_subcommand("generate", "(not built yet)");
  registry.add(sub, [] { return 2; });
}

}  // namespace dlpackgen::cli
