// dlpackgen history H1 ... Hn: since / renamed / removed across a release series.
#include <filesystem>
#include <iostream>
#include <memory>

#include "abi/history.h"
#include "cli/command.h"
#include "schema/schema.h"
#include "util/error.h"
#include "util/output_guard.h"

namespace dlpackgen::cli {

namespace {

struct HistoryArgs {
  std::vector<std::string> inputs;
  std::string output;
  extract::Options extract;
};

int run_history(const HistoryArgs& args) {
  util::OutputGuard guard;
  for (const auto& path : args.inputs) guard.add_input(path, "an input");
  guard.check_file(args.output, "-o");
  std::vector<abi::HistoryEntry> series;
  for (const auto& path : args.inputs)
    series.push_back({load_model(path, args.extract), std::filesystem::path(path).stem().string()});
  // Release order: a header older than the one before it is a mistake in the
  // command line, not a removal of everything it lacks.
  for (size_t i = 1; i < series.size(); ++i) {
    const model::Version& prev = series[i - 1].model.header.version;
    const model::Version& cur = series[i].model.header.version;
    if (prev.known() && cur.known() && cur < prev)
      throw util::Error(args.inputs[i], "declares DLPack " + cur.str() + ", older than " + args.inputs[i - 1] +
                                            " (" + prev.str() + ") before it: give the headers oldest first");
  }
  model::Model newest = abi::build_history(series);
  if (args.output.empty() || args.output == "-") {
    std::cout << schema::to_yaml(newest);
  } else {
    schema::save_file(args.output, newest);
    std::cerr << "dlpackgen: wrote " << args.output << " (history of " << series.size() << " headers, "
              << newest.history_versions.front() << " .. " << newest.history_versions.back() << ")\n";
  }
  return 0;
}

}  // namespace

void register_history(Registry& registry) {
  auto args = std::make_shared<HistoryArgs>();
  auto* sub = registry.app().add_subcommand(
      "history",
      "Record in the newest schema the DLPack version that introduced, renamed or removed each entity,\n"
      "from headers (or schemas) given in release order");
  sub->add_option("HEADERS", args->inputs, "Headers or schemas, oldest first")->required();
  sub->add_option("-o,--output", args->output, "Schema file to write (atomically); default: standard output");
  add_extract_options(sub, args->extract);
  registry.add(sub, [args] { return run_history(*args); });
}

}  // namespace dlpackgen::cli
