// SchemaReader: per-target maps, keyed by a triple listed in `targets`.
#include "schema/c_text.h"
#include "schema/reader.h"

namespace dlpackgen::schema::detail {

template <typename V, typename Fn>
std::map<std::string, V> SchemaReader::per_target(MapReader& owner, const std::string& key, Fn&& value, Need need) {
  std::map<std::string, V> out;
  const yaml::Node node = owner.mapping(key, need);
  if (!node.IsDefined()) return out;
  MapReader map(diags_, node, "'" + key + "' of " + owner.what(), {});
  for (const auto& entry : map.entries()) {
    if (targets_known_ && target_names_.count(entry.key) == 0)
      diags_.add(entry.key_node.Mark(), "target '" + entry.key + "' in '" + key + "' of " + owner.what() +
                                            " is not listed in 'targets'");
    if (auto v = value(entry)) out.emplace(entry.key, *v);
  }
  return out;
}

std::map<std::string, model::Layout> SchemaReader::layouts(MapReader& owner) {
  return per_target<model::Layout>(owner, "layout", [&](const MapReader::Entry& e) -> std::optional<model::Layout> {
    const std::string what = "layout on target '" + e.key + "'";
    if (!e.value.IsMap()) {
      diags_.add(value_mark_of(e.key_node, e.value),
                 "the " + what + " must be a mapping {size, align}, got " + describe(e.value));
      return std::nullopt;
    }
    MapReader m(diags_, e.value, what, {"size", "align"});
    // Bounds no C object of a dlpack.h comes near; they keep arithmetic on
    // layouts (offset + size, size * count) far from overflow.
    const auto size = m.unsigned_int("size", Need::Required, uint64_t{1} << 32);
    const auto align = m.unsigned_int("align", Need::Required, 4096);
    if (!size || !align) return std::nullopt;
    bool ok = true;
    if (*align == 0 || (*align & (*align - 1)) != 0) {
      diags_.add(m.value_mark("align"), "the alignment of the " + what + " must be a power of two, got " +
                                            std::to_string(*align));
      ok = false;
    } else if (*size % *align != 0) {
      diags_.add(m.value_mark("size"), "the size of the " + what + " (" + std::to_string(*size) +
                                           ") must be a multiple of its alignment (" + std::to_string(*align) + ")");
      ok = false;
    }
    if (!ok) return std::nullopt;
    return model::Layout{*size, *align};
  });
}

std::map<std::string, std::string> SchemaReader::type_names(MapReader& owner, const std::string& key) {
  return per_target<std::string>(owner, key, [&](const MapReader::Entry& e) -> std::optional<std::string> {
    if (e.value.IsScalar()) {
      // An enum's underlying type is one of C's integer types, as Clang writes it.
      if (is_c_integer_type(e.value.Scalar())) return e.value.Scalar();
      diags_.add(value_mark_of(e.key_node, e.value), "'" + key + "' on target '" + e.key +
                                                         "' must be a C integer type (int, unsigned int, long, "
                                                         "unsigned long long, ...), got " + describe(e.value));
      return std::nullopt;
    }
    diags_.add(value_mark_of(e.key_node, e.value),
               "'" + key + "' on target '" + e.key + "' must be a string, got " + describe(e.value));
    return std::nullopt;
  });
}

std::map<std::string, uint64_t> SchemaReader::offsets(MapReader& owner, std::map<std::string, YAML::Mark>& marks) {
  return per_target<uint64_t>(owner, "offset", [&](const MapReader::Entry& e) -> std::optional<uint64_t> {
    const YAML::Mark mark = value_mark_of(e.key_node, e.value);
    marks[e.key] = mark;
    return read_unsigned(diags_, e.value, mark, "the offset on target '" + e.key + "'", UINT64_MAX);
  });
}

std::map<std::string, uint64_t> SchemaReader::declared_alignments(MapReader& owner,
                                                                  std::map<std::string, YAML::Mark>& marks) {
  return per_target<uint64_t>(
      owner, "aligned",
      [&](const MapReader::Entry& e) -> std::optional<uint64_t> {
        const YAML::Mark mark = value_mark_of(e.key_node, e.value);
        marks[e.key] = mark;
        const std::string what = "the declared alignment on target '" + e.key + "'";
        const auto v = read_unsigned(diags_, e.value, mark, what, 4096);
        if (!v) return std::nullopt;
        if (*v == 0 || (*v & (*v - 1)) != 0) {
          diags_.add(mark, what + " must be a power of two, got " + std::to_string(*v));
          return std::nullopt;
        }
        return v;
      },
      Need::Optional);
}

}  // namespace dlpackgen::schema::detail
