// dlpackgen: parse dlpack.h into a schema, generate bindings, diff ABIs.
#include <iostream>
#include <string>

#include "cli/command.h"
#include "dlpackgen_version.h"
#include "util/error.h"
#include "util/line_stream.h"

int main(int argc, char** argv) {
  using namespace dlpackgen;
  // Each stderr line in one write: concurrent dlpackgen runs sharing a stderr
  // (a parallel build) never interleave mid-line.
  util::StderrLines stderr_lines;
  CLI::App app{"dlpackgen " DLPACKGEN_VERSION
               ": generates and checks DLPack bindings from dlpack.h", "dlpackgen"};
  app.set_version_flag("--version", "dlpackgen " DLPACKGEN_VERSION " (LLVM " DLPACKGEN_LLVM_VERSION ")");
  app.require_subcommand(1);
  app.failure_message(CLI::FailureMessage::help);

  cli::Registry registry(app);
  cli::register_parse(registry);
  cli::register_layout(registry);
  cli::register_generate(registry);
  cli::register_abi_diff(registry);
  cli::register_history(registry);
  cli::register_upgrade(registry);
  cli::register_check_config(registry);

  // `--target` splits its value at commas: a value with an empty part
  // (`--target ,`) would otherwise make the parser take the next argument.
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i], value;
    if (arg == "--target" && i + 1 < argc) value = argv[i + 1];
    else if (arg.rfind("--target=", 0) == 0) value = arg.substr(9);
    else continue;
    bool empty_part = value.empty() || value.front() == ',' || value.back() == ',' || value.find(",,") != std::string::npos;
    if (empty_part) {
      std::cerr << "dlpackgen: usage error: --target: an empty triple in '" << value
                << "' (give triples separated by commas)\nRun 'dlpackgen --help' for usage.\n";
      return 2;
    }
  }

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << "dlpackgen: usage error: " << e.what() << "\n"
              << "Run 'dlpackgen --help' for usage.\n";
    return 2;
  }

  for (const auto& [sub, action] : registry.actions()) {
    if (!sub->parsed()) continue;
    try {
      int rc = action();
      // Output that could not be written (a full disk, a closed pipe) is an error.
      std::cout.flush();
      if (!std::cout) {
        std::cerr << "dlpackgen: error: cannot write to standard output\n";
        return sub->get_name() == "abi-diff" ? 1 : 2;  // abi-diff's error bit; else the input/output error
      }
      return rc;
    } catch (const util::Error& e) {
      cli::print_error(e);
      return 2;
    } catch (const std::exception& e) {
      cli::print_error(e);
      return 2;
    }
  }
  return 2;
}
