// extract_header: reads the header, runs Clang for every target in C and C++
// mode (in parallel), merges the facts into one Model and fills HeaderInfo.
#include "extract/extract.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <filesystem>

#include "extract/clang_compat.h"
#include "extract/macros.h"
#include "extract/merge.h"
#include "extract/parse_facts.h"
#include "extract/query_driver.h"
#include "extract/targets.h"

#include <clang/Basic/Stack.h>
#include <llvm/Support/thread.h>
#include "util/error.h"
#include "util/fs.h"
#include "util/parallel.h"
#include "util/text.h"

namespace dlpackgen::extract {
namespace {

using detail::Mode;
using detail::ParseFacts;
using detail::ParseRequest;

constexpr unsigned kWorkerStack = 32u << 20;

// Runs every request, on up to `jobs` threads (0: one per core); results in request order.
std::vector<ParseFacts> run_all(const std::vector<ParseRequest>& requests, unsigned jobs) {
  std::vector<ParseFacts> results(requests.size());
  const unsigned cores = util::resolve_jobs(jobs);
  const std::size_t workers = std::min<std::size_t>(cores, requests.size());
  std::atomic<std::size_t> next{0};
  auto work = [&] {
    for (std::size_t i = next++; i < requests.size(); i = next++) results[i] = detail::parse_header(requests[i]);
  };
  // Clang's parser recurses; its own driver gives it 8 MiB and grows the stack
  // where it knows to (clang::noteBottomOfStack). Workers get the same room.
  auto worker = [&] {
    clang::noteBottomOfStack();
    work();
  };
  std::vector<llvm::thread> threads;
  for (std::size_t t = 0; t < workers; ++t) threads.emplace_back(detail::compat::StackSize(kWorkerStack), worker);
  for (llvm::thread& t : threads) t.join();
  return results;
}

bool is_dlpack_name(const std::string& name) {
  return name.rfind("DL", 0) == 0 || name.rfind("kDL", 0) == 0;
}

bool declares_dlpack(const model::Model& m) {
  for (const auto& e : m.enums) {
    if (is_dlpack_name(e.name)) return true;
    for (const auto& en : e.enumerators)
      if (is_dlpack_name(en.name)) return true;
  }
  for (const auto& s : m.structs)
    if (is_dlpack_name(s.name)) return true;
  for (const auto& f : m.function_pointers)
    if (is_dlpack_name(f.name)) return true;
  for (const auto& a : m.aliases)
    if (is_dlpack_name(a.name)) return true;
  for (const auto& mac : m.macros)
    if (is_dlpack_name(mac.name)) return true;
  return false;
}

model::HeaderInfo header_info(const std::string& display, const std::string& path, const std::string& bytes,
                             const model::Model& m) {
  model::HeaderInfo info;
  info.file = std::filesystem::path(path).filename().string();
  // The name is written into every binding (a banner, Cargo.toml's description,
  // a Python module's docstring): text of another encoding is no text there.
  for (size_t i = 0; i < info.file.size();) {
    const auto [c, n] = util::decode_utf8(info.file, i);
    if (static_cast<unsigned char>(info.file[i]) >= 0x80 && n == 1) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02X", static_cast<unsigned>(static_cast<unsigned char>(info.file[i])));
      throw util::Error(display, "the header's file name is not UTF-8 (byte " + std::string(hex) + " at " +
                                     std::to_string(i + 1) +
                                     "): it is written into the bindings, which hold text; rename the file");
    }
    (void)c;
    i += n;
  }
  info.sha256 = util::sha256_hex(bytes);
  const model::Macro* major = m.find_macro("DLPACK_MAJOR_VERSION");
  const model::Macro* minor = m.find_macro("DLPACK_MINOR_VERSION");
  // A version number is a small non-negative int: 2^32 must not wrap to 0.
  for (const model::Macro* v : {major, minor})
    if (v && (v->value < 0 || v->value > 65535 || (v->is_unsigned && static_cast<uint64_t>(v->value) > 65535)))
      throw util::Error(display, v->pos.line, v->pos.column,
                        v->name + " is " + (v->is_unsigned ? std::to_string(static_cast<uint64_t>(v->value))
                                                           : std::to_string(v->value)) +
                            ", not a version number (0..65535)");
  if (major && minor && major->value >= 0 && minor->value >= 0) {
    info.version = model::Version{static_cast<int>(major->value), static_cast<int>(minor->value)};
    info.version_macro = "DLPACK_MAJOR_VERSION";
  } else if (const model::Macro* legacy = m.find_macro("DLPACK_VERSION")) {
    if (auto v = model::version_from_legacy_spelling(legacy->spelling)) {
      info.version = *v;
      info.version_macro = "DLPACK_VERSION";
    }
  }
  return info;
}

// A header of the C or C++ standard library (what a freestanding reading lacks).
bool is_library_header(const std::string& name) {
  static const char* const c_headers[] = {"assert.h", "complex.h", "ctype.h", "errno.h", "fenv.h", "inttypes.h",
                                          "locale.h", "math.h", "setjmp.h", "signal.h", "stdio.h", "stdlib.h",
                                          "string.h", "threads.h", "time.h", "uchar.h", "wchar.h", "wctype.h"};
  for (const char* h : c_headers)
    if (name == h) return true;
  // <string>, <vector>, <type_traits>, <cstdio>: a name without a directory or an extension.
  return !name.empty() && name.find('/') == std::string::npos && name.find('.') == std::string::npos;
}

std::string library_hint(const std::string& why_no_compiler) {
  return ": dlpackgen reads headers freestanding (it has <stdint.h>, <stddef.h>, <cstdint>, <cstddef> and the other "
         "freestanding headers of every target) and takes a library's directories from a C compiler only for the "
         "target it compiles for (" +
         why_no_compiler +
         "): give the library's include directories with `clang_args` in dlpackgen.yaml (`-isystem DIR`) and, "
         "under `targets`, only the targets it is installed for (docs/guide/vendored-headers.md)";
}

// The header an error "'stdio.h' file not found ..." names; "" for any other error.
std::string missing_header(const std::string& message) {
  const size_t end = message.find("' file not found");
  if (message.empty() || message.front() != '\'' || end == std::string::npos || end < 2 ||
      message.find('\'', 1) != end)
    return "";
  return message.substr(1, end - 1);
}

// An error naming a missing header of the C or C++ library, with how to give
// the library (and why no compiler gave it for the run's target).
util::Diagnostic with_library_hint(util::Diagnostic d, const ParseRequest& run, const Options& options) {
  if (!is_library_header(missing_header(d.message))) return d;
  std::string why;
  if (options.query_driver == "none") why = "`query_driver: none`";
  else if (!options.warnings) why = "`query_driver`: used only where warnings are reported";
  else why = "`query_driver`: for " + run.triple + ", " +
             detail::library_dirs_for(options.query_driver, run.triple, run.mode).why_none;
  d.message += library_hint(why);
  return d;
}

// Runs stopped by a file the header includes and the freestanding reading
// lacks, run again with a C compiler's include directories for their target
// and mode (query_driver.h); a run that then parses keeps them. Only with a
// warnings sink, as their use is said: once, naming each compiler and its
// directories.
void retry_with_drivers(std::vector<ParseRequest>& requests, std::vector<ParseFacts>& results,
                        const Options& options) {
  if (!options.warnings || options.query_driver == "none") return;
  std::vector<std::size_t> which;
  std::vector<ParseRequest> again;
  std::vector<detail::DriverDirs> drivers;
  for (std::size_t i = 0; i < results.size(); ++i) {
    if (!results[i].error) continue;
    const std::string name = missing_header(results[i].error->message);
    // A C++ library header (<cstdint>, <string>) in a C run: the header is C++, no C library has it.
    if (name.empty() || (requests[i].mode == Mode::C && name.find_first_of("./") == std::string::npos)) continue;
    detail::DriverDirs d = detail::library_dirs_for(options.query_driver, requests[i].triple, requests[i].mode);
    if (d.dirs.empty()) continue;
    ParseRequest r = requests[i];
    r.library_dirs = d.dirs;
    which.push_back(i);
    again.push_back(std::move(r));
    drivers.push_back(std::move(d));
  }
  if (which.empty()) return;
  std::vector<ParseFacts> retried = run_all(again, options.jobs);
  std::optional<util::Diagnostic> first;
  std::vector<std::string> used;
  for (std::size_t k = 0; k < which.size(); ++k) {
    const std::size_t i = which[k];
    if (const auto& e = retried[k].error) {
      // Past the #include, stopped later in the header (<string> in a C run): that error is the run's.
      const util::Diagnostic& was = *results[i].error;
      if (e->file == was.file && (e->line > was.line || (e->line == was.line && e->column > was.column))) {
        requests[i] = std::move(again[k]);
        results[i] = std::move(retried[k]);
      }
      continue;  // otherwise the freestanding reading's error says more
    }
    if (!first) first = *results[i].error;
    const detail::DriverDirs& d = drivers[k];
    std::string entry = "`" + d.driver + "` (" + requests[i].triple + ", " +
                        (requests[i].mode == Mode::C ? "C" : "C++") + ": " + util::join(d.dirs, ", ") + ")";
    if (std::find(used.begin(), used.end(), entry) == used.end()) used.push_back(entry);
    requests[i] = std::move(again[k]);
    results[i] = std::move(retried[k]);
  }
  if (!first) return;
  options.warnings->push_back(
      {first->file, first->line, first->column,
       "'" + missing_header(first->message) + "' is read with the include directories of " + util::join(used, ", ") +
           ": the schema depends on the libraries installed here (`query_driver: none` in dlpackgen.yaml, or "
           "--query-driver none, refuses such a header instead)"});
}

// Under the default targets (none listed), a target whose C and C++ runs both
// stop at a missing file (no compiler gave its library) is left out of the
// Model, said once, when another target reads the header. A target the user
// lists must read it.
void drop_unreadable_targets(std::vector<ParseRequest>& requests, std::vector<ParseFacts>& results,
                             const Options& options) {
  if (!options.targets.empty() || !options.warnings) return;
  auto missing = [&](std::size_t i) {
    return results[i].error && !missing_header(results[i].error->message).empty();
  };
  std::vector<std::size_t> out;  // first run (C) of each target left out
  for (std::size_t i = 0; i + 1 < results.size(); i += 2)
    if (missing(i) && missing(i + 1)) out.push_back(i);
  if (out.empty() || out.size() * 2 == results.size()) return;
  const util::Diagnostic at = *results[out[0] + 1].error;
  std::vector<std::string> names;
  for (std::size_t i : out) names.push_back(requests[i].triple);
  std::string why = options.query_driver == "none"
                        ? std::string("query_driver is none")
                        : "for " + names[0] + ": " +
                              detail::library_dirs_for(options.query_driver, names[0], Mode::Cxx).why_none +
                              (names.size() > 1 ? "; likewise for the others" : "");
  options.warnings->push_back(
      {at.file, at.line, at.column,
       at.message + " for " + util::join(names, ", ") + " (" + why + "): " +
           (out.size() == 1 ? "this target is" : "these targets are") +
           " left out of the schema; give the library's include directories for them with `clang_args`, or list "
           "under `targets` in dlpackgen.yaml the targets to read (each one listed must read the header)"});
  for (auto it = out.rbegin(); it != out.rend(); ++it) {
    requests.erase(requests.begin() + static_cast<std::ptrdiff_t>(*it), requests.begin() + static_cast<std::ptrdiff_t>(*it + 2));
    results.erase(results.begin() + static_cast<std::ptrdiff_t>(*it), results.begin() + static_cast<std::ptrdiff_t>(*it + 2));
  }
}

// One run per target and language: C (with the macro probe) and C++.
std::vector<ParseRequest> parse_requests(const ParseRequest& base, const std::vector<std::string>& targets,
                                         const std::vector<std::string>& candidates) {
  std::vector<ParseRequest> requests;
  for (const std::string& triple : targets) {
    for (Mode mode : {Mode::C, Mode::Cxx}) {
      ParseRequest r = base;
      r.triple = triple;
      r.mode = mode;
      if (mode == Mode::C) r.macro_candidates = candidates;
      requests.push_back(std::move(r));
    }
  }
  return requests;
}

// A header valid only as C++ (default member initialisers outside any
// #ifdef __cplusplus): the C reading of the first target fails where its C++
// reading compiles. With a warnings sink, every fact is taken from C++ runs
// that collect what C runs do, and the failed C reading is said once. False
// (nothing done) for any other header.
bool read_as_cxx_only(model::Model& model, const std::vector<ParseRequest>& requests,
                      const std::vector<ParseFacts>& results, const std::vector<std::string>& candidates,
                      const Options& options, const std::string& display) {
  if (!options.warnings || !results[0].compile_error || results[1].error) return false;
  std::vector<ParseRequest> cxx_requests;
  for (std::size_t i = 1; i < requests.size(); i += 2) {
    ParseRequest r = requests[i];
    r.all_facts = true;
    r.macro_candidates = candidates;
    cxx_requests.push_back(std::move(r));
  }
  std::vector<ParseFacts> cxx_results = run_all(cxx_requests, options.jobs);
  for (std::size_t i = 0; i < cxx_results.size(); ++i) {
    if (!cxx_results[i].error) continue;
    util::Diagnostic d = *cxx_results[i].error;
    d.message += " (while parsing as C++ for target " + cxx_requests[i].triple + ")";
    throw util::Error(with_library_hint(d, cxx_requests[i], options));
  }
  const util::Diagnostic& c_error = *results[0].error;
  options.warnings->push_back({c_error.file, c_error.line, c_error.column,
                               c_error.message + " (while parsing as C for target " + requests[0].triple +
                                   "): the header's C reading is left out (every fact is taken from its C++ "
                                   "reading, C enum types included)"});
  for (const util::Diagnostic& d : cxx_results[0].left_out) options.warnings->push_back(d);
  for (const ParseFacts& f : cxx_results) detail::merge_c_facts(model, f, display);
  for (const ParseFacts& f : cxx_results) detail::merge_cxx_facts(model, f, display);
  return true;
}

// The first failed run as an error, naming the run. A header whose C++-only
// part does not compile (an #include of a library that is not installed, C++
// the C reading never sees) still has every C fact: with a warnings sink,
// that is said once and true returned (the C++ reading is left out).
bool check_runs(const std::vector<ParseRequest>& requests, const std::vector<ParseFacts>& results,
                const Options& options) {
  bool cxx_failed = false;
  // A C++ header (<cstdint>, <string>) the C reading cannot find: the header is
  // C++, and what its C++ reading stopped at is the error to give.
  if (results.size() > 1 && results[0].error && results[1].error && requests[1].mode == Mode::Cxx) {
    const std::string name = missing_header(results[0].error->message);
    if (!name.empty() && name.find('.') == std::string::npos) {
      util::Diagnostic d = *results[1].error;
      d.message += " (while parsing as C++ for target " + requests[1].triple + ")";
      throw util::Error(with_library_hint(d, requests[1], options));
    }
  }
  for (std::size_t i = 0; i < results.size(); ++i) {
    if (!results[i].error) continue;
    util::Diagnostic d = *results[i].error;
    if (i > 0)  // the first run (C, first target) parsed: say which run failed
      d.message += std::string(" (while parsing as ") + (requests[i].mode == Mode::C ? "C" : "C++") +
                   " for target " + requests[i].triple + ")";
    // C++-only: the C reading of the same target parsed and skipped the line of the error.
    auto cxx_only = [&] {
      if (requests[i].mode != Mode::Cxx || i == 0 || results[i - 1].error || !d.line) return false;
      for (const auto& [first, last] : results[i - 1].skipped_lines)
        if (first <= d.line && d.line <= last) return true;
      return false;
    };
    if (options.warnings && cxx_only()) {
      if (!cxx_failed)
        options.warnings->push_back({d.file, d.line, d.column,
                                     d.message + ": the header's C++ reading is left out (C++ enum types are "
                                                 "taken from the C reading; every C fact is kept)"});
      cxx_failed = true;
      continue;
    }
    throw util::Error(with_library_hint(d, requests[i], options));
  }
  return cxx_failed;
}

}  // namespace

model::Model extract_header(const std::string& path, const Options& options) {
  return extract_header_text(path, path, util::read_file(path), options);
}

model::Model extract_header_text(const std::string& display, const std::string& path, const std::string& bytes,
                                 const Options& options) {
  util::require_text(display, bytes, "header");
  for (const std::string& arg : options.clang_args)  // also from dlpackgen.yaml and library callers
    if (std::string why = refused_clang_arg(arg); !why.empty())
      throw util::Error("clang argument '" + arg + "' " + why);
  const std::vector<std::string> targets = detail::resolve_targets(options.targets);

  // A lone CR ends a line for Clang; the scanners of this stage look for LF.
  // Same length, so every offset, line and column stays what Clang reports.
  std::string code = bytes;
  for (std::size_t i = 0; i < code.size(); ++i)
    if (code[i] == '\r' && (i + 1 == code.size() || code[i + 1] != '\n')) code[i] = '\n';

  ParseRequest base;
  base.display_path = display;
  base.clang_path = std::filesystem::absolute(path).lexically_normal().string();
  base.code = code;
  base.extra_args = options.clang_args;
  detail::MacroCandidates scanned = detail::scan_macro_candidates(code);
  const std::vector<std::string>& candidates = scanned.names;

  std::vector<ParseRequest> requests = parse_requests(base, targets, candidates);
  std::vector<ParseFacts> results = run_all(requests, options.jobs);
  retry_with_drivers(requests, results, options);
  drop_unreadable_targets(requests, results, options);

  model::Model model;
  if (read_as_cxx_only(model, requests, results, candidates, options, display)) {
    results.clear();
    requests.clear();
  }
  const bool cxx_failed = check_runs(requests, results, options);
  if (options.warnings && !results.empty())  // the same on every target: said once
    for (const util::Diagnostic& d : results[0].left_out) options.warnings->push_back(d);
  for (std::size_t i = 0; i < results.size(); ++i)
    if (requests[i].mode == Mode::C) detail::merge_c_facts(model, std::move(results[i]), display);
  if (cxx_failed) {
    for (model::Enum& e : model.enums) {
      e.fixed_type_cxx = e.fixed_type_c;
      e.underlying_cxx = e.underlying_c;
    }
  } else {
    for (std::size_t i = 0; i < results.size(); ++i)
      if (requests[i].mode == Mode::Cxx) detail::merge_cxx_facts(model, results[i], display);
  }

  // Macros the probe cannot take: left out, and said (once each).
  if (options.warnings)
    for (util::Diagnostic& d : scanned.too_deep) {
      d.file = display;
      options.warnings->push_back(std::move(d));
    }

  if (!declares_dlpack(model))
    throw util::Error(display, "no DLPack declarations found (no enum, struct, typedef or macro named DL*/kDL*)");
  model.header = header_info(display, path, bytes, model);
  return model;
}

// Clang's builtin headers: the copy installed beside the executable
// (<prefix>/share/dlpackgen/clang/include, the release artefact), else those of
// the Clang it was built with.
std::string clang_resource_dir() {
  static const std::string dir = [] {
    std::string installed = util::installed_share("clang");
    std::error_code ec;
    if (!installed.empty() && std::filesystem::exists(installed + "/include/stdint.h", ec)) return installed;
    return std::string(DLPACKGEN_CLANG_RESOURCE_DIR);
  }();
  return dir;
}

}  // namespace dlpackgen::extract
