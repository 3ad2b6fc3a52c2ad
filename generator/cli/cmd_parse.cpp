#include "cli/command.h"

namespace dlpackgen::cli {

void register_parse(Registry& registry) {
  auto* sub = registry.app().add_subcommand("parse", "(not built yet)");
  registry.add(sub, [] { return 2; });
}

}  // namespace dlpackgen::cli
