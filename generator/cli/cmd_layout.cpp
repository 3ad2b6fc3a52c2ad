// `dlpackgen layout INPUT [STRUCT...]`: sizes, alignments and field offsets of
// every struct across targets, one table per struct (in the spirit of pahole).
#include <algorithm>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include "cli/command.h"
#include "util/error.h"

namespace dlpackgen::cli {

namespace {

struct LayoutArgs {
  std::string input;
  std::vector<std::string> structs;
  bool only_varying = false;
  extract::Options options;
};

/// Short column titles: the architecture of each triple, kept unique.
std::vector<std::string> column_titles(const std::vector<model::TargetInfo>& targets) {
  std::vector<std::string> titles;
  for (const auto& t : targets) {
    std::string arch = t.triple.substr(0, t.triple.find('-'));
    if (t.triple.find("windows") != std::string::npos) arch += "-win";
    titles.push_back(arch);
  }
  for (size_t i = 0; i < titles.size(); ++i) {
    bool clash = std::count(titles.begin(), titles.end(), titles[i]) > 1;
    if (clash) titles[i] = targets[i].triple;
  }
  return titles;
}

std::string render_struct(const model::Model& model, const model::Struct& s, bool only_varying) {
  const auto titles = column_titles(model.targets);
  std::vector<std::vector<std::string>> rows;  // first cell: label; then one per target; last: marker
  auto add_row = [&](const std::string& label, auto&& value_of) {
    std::vector<std::string> row{label};
    std::set<std::string> distinct;
    for (const auto& t : model.targets) {
      std::string v = value_of(t.triple);
      distinct.insert(v);
      row.push_back(v);
    }
    bool varies = distinct.size() > 1;
    if (only_varying && !varies) return;
    row.push_back(varies ? "<- varies" : "");
    rows.push_back(std::move(row));
  };
  // An alignment attribute's value per target ("-" where none is declared).
  const auto declared = [](const std::map<std::string, uint64_t>& aligned) {
    return [&aligned](const std::string& triple) {
      auto it = aligned.find(triple);
      return it == aligned.end() ? std::string("-") : std::to_string(it->second);
    };
  };
  for (const auto& f : s.fields) {
    // Declarator form, as C writes it: "void *data", "void (*deleter)(...)", "int64_t dims[4]".
    std::string label = f.type.spelling;
    auto fp = label.find("(*)");
    auto arr = label.find('[');
    if (fp != std::string::npos) {
      label.insert(fp + 2, f.name);
    } else if (arr != std::string::npos) {
      label.insert(arr, (label[arr - 1] == ' ' ? "" : " ") + f.name);
    } else {
      if (!label.empty() && label.back() != '*') label += " ";
      label += f.name;
    }
    add_row(label, [&](const std::string& triple) {
      auto it = f.offset.find(triple);
      return it == f.offset.end() ? std::string("-") : std::to_string(it->second);
    });
    if (!f.aligned.empty()) add_row("  (declared alignment)", declared(f.aligned));
  }
  add_row("sizeof", [&](const std::string& triple) {
    auto it = s.layout.find(triple);
    return it == s.layout.end() ? std::string("-") : std::to_string(it->second.size);
  });
  add_row("alignof", [&](const std::string& triple) {
    auto it = s.layout.find(triple);
    return it == s.layout.end() ? std::string("-") : std::to_string(it->second.align);
  });
  if (!s.aligned.empty()) add_row("(declared alignment)", declared(s.aligned));

  std::vector<size_t> width(titles.size() + 1, 0);
  width[0] = std::string("field (offset in bytes)").size();
  for (size_t i = 0; i < titles.size(); ++i) width[i + 1] = titles[i].size();
  for (const auto& row : rows)
    for (size_t i = 0; i + 1 < row.size(); ++i) width[i] = std::max(width[i], row[i].size());

  std::ostringstream out;
  out << "struct " << s.name << "  /* " << model.header.file << ":" << s.pos.line << " */\n";
  auto pad = [](const std::string& text, size_t w, bool right) {
    std::string fill(w > text.size() ? w - text.size() : 0, ' ');
    return right ? fill + text : text + fill;
  };
  out << "  " << pad("field (offset in bytes)", width[0], false);
  for (size_t i = 0; i < titles.size(); ++i) out << "  " << pad(titles[i], width[i + 1], true);
  out << "\n";
  for (const auto& row : rows) {
    std::string line = "  " + pad(row[0], width[0], false);
    for (size_t i = 1; i + 1 < row.size(); ++i) line += "  " + pad(row[i], width[i], true);
    if (!row.back().empty()) line += "  " + row.back();
    out << line << "\n";
  }
  return out.str();
}

}  // namespace

void register_layout(Registry& registry) {
  auto args = std::make_shared<LayoutArgs>();
  auto* sub = registry.app().add_subcommand(
      "layout", "Show struct sizes, alignments and field offsets across targets (like pahole)");
  sub->add_option("input", args->input, "A dlpack.h or a schema (.yaml)")->required();
  sub->add_option("struct", args->structs, "Only these structs (default: all)");
  sub->add_flag("--varying", args->only_varying, "Only rows whose value differs between targets");
  add_extract_options(sub, args->options);

  registry.add(sub, [args]() -> int {
    model::Model model = load_model(args->input, args->options);
    for (const auto& name : args->structs)
      if (!model.find_struct(name))
        throw util::Error(args->input, "no struct named '" + name + "'");
    bool first = true;
    for (const auto& s : model.structs) {
      if (!args->structs.empty() &&
          std::find(args->structs.begin(), args->structs.end(), s.name) == args->structs.end())
        continue;
      if (!first) std::cout << "\n";
      first = false;
      std::cout << render_struct(model, s, args->only_varying);
    }
    return 0;
  });
}

}  // namespace dlpackgen::cli
