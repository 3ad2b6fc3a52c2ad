// dlpackgen: parse dlpack.h into a schema, generate bindings, diff ABIs.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "cli/command.h"
#include "dlpackgen_commit.h"
#include "dlpackgen_version.h"
#include "util/error.h"
#include "util/fs.h"
#include "util/line_stream.h"
#include "util/suggest.h"

namespace {
using namespace dlpackgen;

// The long options ("--name") and short ones ("-n") of one command.
std::vector<std::string> option_spellings(const CLI::App& app) {
  std::vector<std::string> names;
  for (const CLI::Option* opt : app.get_options()) {
    for (const std::string& l : opt->get_lnames()) names.push_back("--" + l);
    for (const std::string& s : opt->get_snames()) names.push_back("-" + s);
  }
  return names;
}

// What a usage error most likely means: an unknown command or option and the
// known one it is a typo of ("did you mean"), or "" when nothing is unknown.
std::string usage_hint(CLI::App& app, int argc, char** argv) {
  std::vector<std::string> commands;
  for (const CLI::App* sub : app.get_subcommands({})) commands.push_back(sub->get_name());
  const CLI::App* in = &app;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--") break;
    if (arg.rfind("-", 0) == 0 && arg.size() > 1) {
      std::string name = arg.substr(0, arg.find('='));
      std::vector<std::string> known = option_spellings(*in);
      if (in != &app && name.rfind("--", 0) == 0)
        for (const std::string& k : option_spellings(app)) known.push_back(k);
      if (std::find(known.begin(), known.end(), name) != known.end()) continue;
      std::string where = in == &app ? "" : " of '" + in->get_name() + "'";
      return "unknown option '" + name + "'" + where + util::did_you_mean(name, known);
    }
    if (in != &app) continue;  // an option's value or a positional argument
    if (std::find(commands.begin(), commands.end(), arg) != commands.end()) {
      in = app.get_subcommand(arg);
      continue;
    }
    std::string list;
    for (const std::string& c : commands) list += (list.empty() ? "" : ", ") + c;
    std::string hint = util::did_you_mean(arg, commands);
    return "unknown command '" + arg + "'" + (hint.empty() ? " (commands: " + list + ")" : hint);
  }
  return "";
}

}  // namespace

int main(int argc, char** argv) {
  using namespace dlpackgen;
  // Each stderr line in one write: concurrent dlpackgen runs sharing a stderr
  // (a parallel build) never interleave mid-line.
  util::StderrLines stderr_lines;
  CLI::App app{"dlpackgen " DLPACKGEN_VERSION
               ": generates and checks DLPack bindings from dlpack.h", "dlpackgen"};
  app.set_version_flag("--version",
                       "dlpackgen " DLPACKGEN_VERSION " (commit " DLPACKGEN_COMMIT ", LLVM " DLPACKGEN_LLVM_VERSION ")");
  // Shown in --help; answered below, before the subcommand is required.
  app.add_flag("--cmake-dir",
               "Print the installed CMake package's directory (for dlpackgen_DIR or CMAKE_PREFIX_PATH) and exit");
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

  if (argc == 2 && std::string(argv[1]) == "--cmake-dir") {
    std::string dir = util::installed_cmake_dir();
    if (dir.empty()) {
      std::cerr << "dlpackgen: error: no CMake package beside this executable (lib/cmake/dlpackgen under its "
                   "prefix): it runs from a build tree; install it, or add_subdirectory() the source tree\n";
      return 2;
    }
    std::cout << dir << "\n";
    return 0;
  }

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
    std::string hint = usage_hint(app, argc, argv);
    std::cerr << "dlpackgen: usage error: " << (hint.empty() ? std::string(e.what()) : hint) << "\n"
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
