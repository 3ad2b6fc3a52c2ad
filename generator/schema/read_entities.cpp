// SchemaReader: enums with their enumerators, structs with their fields, function pointers.
#include "schema/c_text.h"
#include "schema/reader.h"
#include "schema/format.h"

namespace dlpackgen::schema::detail {

void SchemaReader::enums(const yaml::Node& node) {
  each_mapping(
      node, "enums", "enum",
      {"name", "tag", "typedef", "doc", "line", "column", "history", "fixed_type_c", "fixed_type_cxx",
       "underlying_c", "underlying_cxx", "layout", "enumerators"},
      [&](MapReader& m) {
        model::Enum e;
        if (auto name = m.string("name", Need::Required)) {
          e.name = *name;
          define(enum_names_, "enum", *name, m.value_mark("name"));
        }
        if (auto tag = m.string("tag", Need::Optional)) {
          check_text(m, "tag", is_c_identifier(*tag) && !is_c_keyword(*tag), "a C identifier");
          e.tag = *tag;
        }
        e.has_typedef = has_typedef(m, e.name, e.tag);
        if (auto doc = m.string("doc", Need::Optional)) e.doc = *doc;
        e.pos = pos(m);
        e.history = history(m);
        for (const char* key : {"fixed_type_c", "fixed_type_cxx"}) {
          if (auto t = m.string(key, Need::Optional)) {
            check_text(m, key, is_scalar_type_name(*t), kScalarTypeName);
            (std::string(key) == "fixed_type_c" ? e.fixed_type_c : e.fixed_type_cxx) = *t;
          }
        }
        e.underlying_c = type_names(m, "underlying_c");
        e.underlying_cxx = type_names(m, "underlying_cxx");
        e.layout = layouts(m);
        std::map<std::string, YAML::Mark> names;
        const std::string scope = " in " + m.what();
        if (yaml::Node list = m.value("enumerators"); list.IsDefined() && list.IsSequence() && list.size() == 0)
          diags_.add(m.value_mark("enumerators"), m.what() + " has no enumerators, which C does not allow");
        each_mapping(m.sequence("enumerators", Need::Required), "enumerators", "enumerator",
                     {"name", "value", "spelling", "doc", "line", "column", "history"}, [&](MapReader& em) {
                       model::Enumerator en;
                       if (auto name = em.string("name", Need::Required)) {
                         en.name = *name;
                         if (define(names, "enumerator", *name, em.value_mark("name"), scope)) {
                           // C enumerators share one namespace: one name, one enum.
                           auto [owner, fresh] = enumerator_owner_.emplace(*name, e.name);
                           if (!fresh)
                             diags_.add(em.value_mark("name"), "enumerator '" + *name + "'" + scope +
                                                                   " is also an enumerator of enum '" +
                                                                   owner->second + "'");
                         }
                         enumerator_marks_[e.name + "." + *name] =
                             em.has("value") ? em.value_mark("value") : em.value_mark("name");
                       }
                       // Signed when written with '-', else up to UINT64_MAX (an
                       // unsigned enum's ~0ULL); read_checks holds it to the enum's type.
                       bool have_value = false;
                       if (em.require("value", Need::Required))
                         if (auto v = read_integer64(diags_, em.value("value"), em.value_mark("value"), "'value'")) {
                           en.value = v->bits;
                           have_value = true;
                           if (v->above_int64) enumerator_above_int64_.insert(e.name + "." + en.name);
                         }
                       if (auto s = em.string("spelling", Need::Optional)) {
                         check_text(em, "spelling", is_expression_spelling(*s), kExpression);
                         en.spelling = *s;
                         if (auto literal = integer_literal_value(*s); literal && have_value && *literal != en.value)
                           diags_.add(em.value_mark("spelling"), "enumerator '" + en.name + "' is spelt '" + *s +
                                                                     "', which is not its value");
                       }
                       if (auto doc = em.string("doc", Need::Optional)) en.doc = *doc;
                       en.pos = pos(em);
                       en.history = history(em);
                       e.enumerators.push_back(en);
                     });
        model_.enums.push_back(std::move(e));
      });
}

void SchemaReader::structs(const yaml::Node& node) {
  each_mapping(
      node, "structs", "struct",
      {"name", "tag", "typedef", "doc", "line", "column", "history", "layout", "aligned", "fields"},
      [&](MapReader& m) {
        model::Struct s;
        if (auto name = m.string("name", Need::Required)) {
          s.name = *name;
          define(struct_names_, "struct", *name, m.value_mark("name"));
        }
        if (auto tag = m.string("tag", Need::Optional)) {
          check_text(m, "tag", is_c_identifier(*tag) && !is_c_keyword(*tag), "a C identifier");
          s.tag = *tag;
        }
        s.has_typedef = has_typedef(m, s.name, s.tag);
        if (auto doc = m.string("doc", Need::Optional)) s.doc = *doc;
        s.pos = pos(m);
        s.history = history(m);
        s.layout = layouts(m);
        {
          std::map<std::string, YAML::Mark> marks;
          s.aligned = declared_alignments(m, marks);
          aligned_marks_[s.name] = marks;
        }
        std::map<std::string, YAML::Mark> names;
        const std::string scope = " in " + m.what();
        // An opaque struct has neither fields nor a layout; one with a layout has fields.
        if (yaml::Node list = m.value("fields");
            list.IsDefined() && list.IsSequence() && list.size() == 0 && !s.layout.empty())
          diags_.add(m.value_mark("fields"), m.what() + " has a layout but no fields (an opaque struct has neither)");
        each_mapping(m.sequence("fields", Need::Required), "fields", "field",
                     {"name", "type", "doc", "line", "column", "history", "offset", "aligned"},
                     [&](MapReader& fm) {
                       model::Field f;
                       if (auto name = fm.string("name", Need::Required)) {
                         f.name = *name;
                         define(names, "field", *name, fm.value_mark("name"), scope);
                         field_marks_[s.name + "." + *name] = fm.value_mark("name");
                       }
                       const yaml::Node type_node = fm.mapping("type", Need::Required);
                       if (type_node.IsDefined()) f.type = type(type_node);
                       if (auto doc = fm.string("doc", Need::Optional)) f.doc = *doc;
                       f.pos = pos(fm);
                       f.history = history(fm);
                       std::map<std::string, YAML::Mark> marks;
                       f.offset = offsets(fm, marks);
                       // A field starts inside its struct on every target.
                       for (const auto& [triple, offset] : f.offset) {
                         auto layout = s.layout.find(triple);
                         if (layout == s.layout.end() || offset < layout->second.size) continue;
                         diags_.add(marks[triple], "offset " + std::to_string(offset) + " of field '" + f.name +
                                                       "' is not below the size " +
                                                       std::to_string(layout->second.size) + " of struct '" +
                                                       s.name + "' on target '" + triple + "'");
                       }
                       std::map<std::string, YAML::Mark> aligned_marks;
                       f.aligned = declared_alignments(fm, aligned_marks);
                       aligned_marks_[s.name + "." + f.name] = aligned_marks;
                       s.fields.push_back(std::move(f));
                     });
        model_.structs.push_back(std::move(s));
      });
}

bool SchemaReader::has_typedef(MapReader& m, const std::string& name, const std::string& tag) {
  const bool fallback = default_has_typedef(name, tag);
  const auto given = m.boolean("typedef", Need::Optional);
  if (!given) return fallback;
  if (!*given && fallback)
    diags_.add(m.value_mark("typedef"), "'typedef' of " + m.what() + " is false, but " +
                                            (tag.empty() ? std::string("it has no tag") : "its tag is '" + tag + "'") +
                                            ": only a typedef can give it its name");
  return *given;
}

void SchemaReader::function_pointers(const yaml::Node& node) {
  each_mapping(node, "function_pointers", "function pointer", {"name", "doc", "line", "column", "history", "type"},
               [&](MapReader& m) {
                 model::FunctionPointer f;
                 if (auto name = m.string("name", Need::Required)) {
                   f.name = *name;
                   define(function_pointer_names_, "function pointer", *name, m.value_mark("name"));
                 }
                 if (auto doc = m.string("doc", Need::Optional)) f.doc = *doc;
                 f.pos = pos(m);
                 f.history = history(m);
                 const yaml::Node type_node = m.mapping("type", Need::Required);
                 if (type_node.IsDefined()) {
                   f.type = type(type_node);
                   // (An unknown kind is reported by type().)
                   const yaml::Node kind = type_node["kind"];
                   if (kind.IsDefined() && kind.IsScalar() && model::type_kind_from_string(kind.Scalar()) &&
                       f.type.kind != model::TypeKind::FunctionPointer)
                     diags_.add(kind.Mark(), "the type of " + m.what() + " must be of kind function_pointer, got " +
                                                 model::to_string(f.type.kind));
                 }
                 model_.function_pointers.push_back(std::move(f));
               });
}

void SchemaReader::aliases(const yaml::Node& node) {
  each_mapping(node, "aliases", "alias", {"name", "doc", "line", "column", "history", "type"}, [&](MapReader& m) {
    model::Alias a;
    if (auto name = m.string("name", Need::Required)) {
      a.name = *name;
      define(alias_names_, "alias", *name, m.value_mark("name"));
    }
    if (auto doc = m.string("doc", Need::Optional)) a.doc = *doc;
    a.pos = pos(m);
    a.history = history(m);
    const yaml::Node type_node = m.mapping("type", Need::Required);
    if (type_node.IsDefined()) {
      a.type = type(type_node);
      // An alias names a struct, enum or function-pointer typedef. (An unknown
      // kind is reported by type(); struct and enum names are checked with every
      // other type reference.)
      const yaml::Node kind = type_node["kind"];
      if (kind.IsDefined() && kind.IsScalar() && model::type_kind_from_string(kind.Scalar())) {
        if (a.type.kind == model::TypeKind::FunctionPointer) {
          const yaml::Node name = type_node["name"];
          if (a.type.name.empty())
            diags_.add(kind.Mark(), "the type of " + m.what() +
                                        " must name the function-pointer typedef it aliases ('name' is missing)");
          else
            alias_targets_.push_back(TypeReference{a.type.kind, a.type.name, name.Mark()});
        } else if (a.type.kind != model::TypeKind::Struct && a.type.kind != model::TypeKind::Enum) {
          diags_.add(kind.Mark(), "the type of " + m.what() +
                                      " must be of kind struct, enum or function_pointer, got " +
                                      model::to_string(a.type.kind));
        }
      }
    }
    model_.aliases.push_back(std::move(a));
  });
}

void SchemaReader::check_aliases() {
  for (const auto& ref : alias_targets_) {
    if (function_pointer_names_.count(ref.name) != 0) continue;
    diags_.add(ref.mark, "type refers to function pointer '" + ref.name + "', which the schema does not define");
  }
  const std::pair<const char*, const std::map<std::string, YAML::Mark>*> others[] = {
      {"struct", &struct_names_}, {"enum", &enum_names_}, {"function pointer", &function_pointer_names_}};
  for (const auto& [name, mark] : alias_names_) {
    for (const auto& [kind, names] : others) {
      auto it = names->find(name);
      if (it == names->end()) continue;
      diags_.add(mark, "alias '" + name + "' has the name of the " + kind + " defined at line " +
                           std::to_string(line_of(it->second)) + " (a name denotes one entity)");
    }
  }
}

}  // namespace dlpackgen::schema::detail
