// Loading an overlay: its file laid over what its `extends:` names (entries
// merged by their key), then read by the Loader (sections.cpp, dispatch.cpp).
#include <algorithm>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "overlay/loader.h"
#include "overlay/semantics.h"
#include "schema/document.h"
#include "util/error.h"
#include "util/fs.h"
#include "yaml/yaml_node.h"

namespace dlpackgen::overlay {

using model::Model;
using util::Diagnostic;

Semantics parse_semantics(const std::string& text, const std::string& filename, const Model& model, bool strict) {
  return detail::Loader(filename, model, strict).load(text);
}

namespace {

// How an overlay is laid over the one it extends (semantics.h).
yaml::Layering overlay_layering(const std::string& path) {
  using How = yaml::Layering::How;
  static const std::map<std::string, yaml::Layering> rules = {
      {"", {How::Keys, ""}},
      {"tensor", {How::Keys, ""}},
      {"tensor.fields", {How::Keys, ""}},
      {"dtype", {How::Keys, ""}},
      {"dtype.fields", {How::Keys, ""}},
      {"dtype.codes", {How::Keyed, "enumerator"}},
      {"flags", {How::Keys, ""}},
      {"flags.bits", {How::Keyed, "macro"}},
      {"version", {How::Keys, ""}},
      {"version.fields", {How::Keys, ""}},
      {"managed", {How::Keyed, "struct"}},
      {"exchange_api", {How::Keys, ""}},
      {"devices", {How::Keys, ""}},
      {"devices.fields", {How::Keys, ""}},
      {"devices.types", {How::Keyed, "enumerator"}},
      {"devices.backends", {How::Keyed, "name"}},
  };
  auto it = rules.find(path);
  return it == rules.end() ? yaml::Layering{} : it->second;
}

constexpr int kMaxExtends = 8;

std::string directory_of(const std::string& path) {
  const size_t slash = path.find_last_of('/');
  return slash == std::string::npos ? std::string() : path.substr(0, slash);
}

// The overlay at `path`, laid over what its `extends:` names (and so on).
yaml::Node load_layered(const std::string& path, const std::string& builtin, std::vector<std::string>& chain) {
  std::string text = util::read_file(path);
  util::require_text(path, text, "semantics overlay");
  yaml::Node root = schema::load_document(text, path, "semantics overlay");
  const yaml::Node ext = root.IsMap() ? root["extends"] : yaml::Node::undefined();
  if (!ext) return root;
  auto fail = [&](const std::string& message) {
    const auto m = ext.Mark();
    throw util::Error(Diagnostic{path, static_cast<unsigned>(m.line + 1), static_cast<unsigned>(m.column + 1), message});
  };
  if (!ext.IsScalar() || ext.Scalar().empty())
    fail("extends: names the overlay this one adds to: `builtin` (dlpackgen's own) or a path relative to this file");
  std::string base;
  if (ext.Scalar() == "builtin") {
    if (builtin.empty()) fail("extends: builtin, but this dlpackgen has no built-in overlay (schema/semantics.yaml)");
    base = builtin;
  } else {
    base = ext.Scalar().front() == '/' ? ext.Scalar() : util::path_join(directory_of(path), ext.Scalar());
  }
  if (std::find(chain.begin(), chain.end(), base) != chain.end())
    fail("extends: " + ext.Scalar() + " comes back to an overlay already in the chain (" + base + ")");
  if (static_cast<int>(chain.size()) >= kMaxExtends)
    fail("extends: more than " + std::to_string(kMaxExtends) + " overlays in one chain");
  if (std::error_code ec; !std::filesystem::is_regular_file(base, ec)) fail("extends: no overlay file " + base);
  chain.push_back(base);
  return yaml::layer(load_layered(base, builtin, chain), root, overlay_layering);
}

}  // namespace

Semantics load_semantics(const std::string& path, const Model& model, bool strict, const std::string& builtin) {
  if (path.empty()) return Semantics{};
  std::vector<std::string> chain{path};
  detail::Loader loader(path, model, strict);
  loader.set_builtin(builtin);
  return loader.load(load_layered(path, builtin, chain));
}

}  // namespace dlpackgen::overlay
