// A run's inputs: the request over the config over the built-ins, resolved once.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iostream>

#include "pipeline/pipeline.h"
#include "render/renderer.h"
#include "util/error.h"
#include "util/fs.h"

#ifndef DLPACKGEN_DEFAULT_SEMANTICS
#define DLPACKGEN_DEFAULT_SEMANTICS ""
#endif
#ifndef DLPACKGEN_DEFAULT_TEMPLATES_DIR
#define DLPACKGEN_DEFAULT_TEMPLATES_DIR ""
#endif

namespace fs = std::filesystem;

namespace dlpackgen::pipeline {

namespace {

std::function<void(const std::string&)>& warning_sink() {
  static std::function<void(const std::string&)> sink = [](const std::string& m) {
    std::cerr << "dlpackgen: warning: " << m << "\n";
  };
  return sink;
}

// A language the config names must have templates: said where the config names it.
void check_config_languages(const Config& config, const render::TemplateSet& templates) {
  std::vector<std::string> known = templates.languages();
  std::vector<util::Diagnostic> unknown;
  for (const auto& lang : config.languages)
    if (std::find(known.begin(), known.end(), lang) == known.end()) {
      auto at = config.language_marks.count(lang) ? config.language_marks.at(lang) : std::pair<unsigned, unsigned>{0, 0};
      std::string list;
      for (const auto& k : known) list += (list.empty() ? "" : ", ") + k;
      unknown.push_back({config.file, at.first, at.second,
                         "unknown language '" + lang + "' (templates exist for: " + list + ")"});
    }
  if (!unknown.empty()) throw util::Error(unknown);
}

}  // namespace

std::string builtin_templates_dir() {
  if (const char* env = std::getenv("DLPACKGEN_TEMPLATES_DIR"); env && *env) return env;
  std::string installed = util::installed_share("templates");
  return installed.empty() ? DLPACKGEN_DEFAULT_TEMPLATES_DIR : installed;
}

std::string builtin_semantics_file() {
  std::string installed = util::installed_share("semantics.yaml");
  return installed.empty() ? DLPACKGEN_DEFAULT_SEMANTICS : installed;
}

void set_warning_sink(std::function<void(const std::string&)> sink) { warning_sink() = std::move(sink); }

void warn(const std::string& message) { warning_sink()(message); }

Inputs resolve(const Request& r) {
  Inputs in;
  if (!r.config.empty())
    in.config = load_config(r.config);
  else if (r.header.empty() && r.schema.empty())
    in.config = find_config("");
  const Config* c = in.config ? &*in.config : nullptr;

  in.header = r.header;
  in.schema = r.schema;
  if (in.header.empty() && in.schema.empty() && c) {
    in.header = c->header.empty() ? std::string() : c->resolve(c->header);
    in.schema = c->schema.empty() ? std::string() : c->resolve(c->schema);
  }
  in.header_path = in.schema.empty() ? in.header : "";
  in.extract = r.extract;
  if (c) {
    if (in.extract.targets.empty()) in.extract.targets = c->targets;
    if (in.extract.clang_args.empty()) in.extract.clang_args = c->clang_args;
    // A path with a directory is the config file's neighbour; a bare name is looked up on PATH.
    if (in.extract.query_driver.empty())
      in.extract.query_driver = c->query_driver.find('/') == std::string::npos ? c->query_driver
                                                                                : c->resolve(c->query_driver);
  }
  in.languages = !r.languages.empty() ? r.languages : c ? c->languages : std::vector<std::string>{};
  in.out = !r.out.empty() ? r.out : c ? c->resolve(c->out) : std::string("generated");
  in.out_option = !r.out.empty() || !c ? "--out" : "out (" + c->file + ")";
  // `none`: the empty overlay (the wrappers then hold only what needs no meaning).
  in.semantics_path = !r.semantics.empty()            ? r.semantics
                      : c && !c->semantics.empty()     ? c->resolve(c->semantics)
                                                       : builtin_semantics_file();
  if (in.semantics_path == "none") in.semantics_path.clear();
  if (!r.no_builtin_templates) in.template_dirs.push_back(builtin_templates_dir());
  if (c)
    for (const auto& d : c->template_dirs) in.template_dirs.push_back(c->resolve(d));
  in.template_dirs.insert(in.template_dirs.end(), r.templates.begin(), r.templates.end());
  if (in.template_dirs.empty()) throw util::Error("no template dirs: --no-builtin-templates needs --templates DIR");
  in.allow_unmapped = r.allow_unmapped;
  in.strict = r.strict;
  in.lock_timeout = r.lock_timeout;
  in.sync = r.sync;
  if (c && r.languages.empty() && !c->languages.empty()) check_config_languages(*c, read_templates(in));
  return in;
}

const render::TemplateSet& read_templates(const Inputs& in) {
  if (!in.templates_read || in.templates_read->first != in.template_dirs)
    in.templates_read = std::make_shared<const std::pair<std::vector<std::string>, render::TemplateSet>>(
        in.template_dirs, render::load_templates(in.template_dirs));
  return in.templates_read->second;
}

void announce_wait(const std::string& dir) {
  std::cerr << "dlpackgen: waiting for another dlpackgen that is writing " << dir << "\n";
}

}  // namespace dlpackgen::pipeline
