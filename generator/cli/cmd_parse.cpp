// `dlpackgen parse [HEADER] [-o FILE]`: header -> YAML schema.
#include <iostream>

#include "cli/command.h"
#include "schema/schema.h"
#include "util/error.h"
#include "util/fs.h"
#include "util/output_guard.h"

namespace dlpackgen::cli {

namespace {
struct ParseArgs {
  std::string header;
  std::string output;
  std::string config;
  extract::Options options;
};
}  // namespace

void register_parse(Registry& registry) {
  auto args = std::make_shared<ParseArgs>();
  auto* sub = registry.app().add_subcommand(
      "parse", "Parse a dlpack.h into the YAML schema (stdout, or -o FILE written atomically)");
  sub->add_option("header", args->header, "The dlpack.h to parse (default: `header` of dlpackgen.yaml)");
  sub->add_option("-o,--output", args->output,
                  "Write the schema here (default: `schema_out` of dlpackgen.yaml, else stdout)");
  sub->add_option("--config", args->config, "Configuration file (default: ./dlpackgen.yaml when present)");
  add_extract_options(sub, args->options);

  registry.add(sub, [args]() -> int {
    // The header and the Clang options: the command line over the config.
    pipeline::Request request;
    request.config = args->config;
    request.header = args->header;
    request.extract = args->options;
    pipeline::Inputs in = pipeline::resolve(request);
    if (in.header.empty()) throw util::Error("parse: no header given and no `header` in dlpackgen.yaml");
    const std::string& header = in.header;
    const extract::Options& options = in.extract;
    std::string output = args->output;
    std::string output_option = "-o";
    if (output.empty() && args->header.empty() && in.config && !in.config->schema_out.empty()) {
      output = in.config->resolve(in.config->schema_out);
      output_option = "schema_out (" + in.config->file + ")";
    }
    util::OutputGuard guard;
    if (in.config) guard.add_input(in.config->file, "the config");
    guard.add_input(header, "the header");
    guard.check_file(output, output_option);
    model::Model model = load_header(header, options);
    std::string yaml = schema::to_yaml(model);
    if (output.empty() || output == "-") {
      std::cout << yaml;
      std::cout.flush();
      return std::cout ? 0 : 2;
    }
    util::write_file_atomic(output, yaml);
    std::cerr << "dlpackgen: wrote " << output << " (" << model.enums.size() << " enums, "
              << model.structs.size() << " structs, " << model.function_pointers.size()
              << " function pointers, " << model.aliases.size() << " aliases, " << model.macros.size() << " macros, "
              << model.targets.size() << " targets)\n";
    return 0;
  });
}

}  // namespace dlpackgen::cli
