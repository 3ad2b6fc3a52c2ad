// What the C++ templates read: the neutral context under the C++ descriptor
// (templates/cpp/language.yaml), which has no keys of its own.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>

#include "extract/extract.h"
#include "lang/language.h"
#include "context/context.h"
#include "overlay/semantics.h"
#include "support/support.h"

using data = dlpackgen::render::Value;
using dlpackgen::model::Model;

namespace {

Model model_of(const std::string& version) {
  dlpackgen::extract::Options o;
  o.targets = {"x86_64-linux-gnu"};
  return dlpackgen::extract::extract_header(dlpackgen::test::header_path(version), o);
}

// The whole context of the C++ language (descriptor templates/cpp/language.yaml)
// for a header under an overlay (the repository's when `overlay` is empty).
data context_of(const std::string& version, const std::string& overlay = "") {
  Model m = model_of(version);
  auto s = overlay.empty()
               ? dlpackgen::overlay::load_semantics(std::string(DLPACKGEN_SOURCE_DIR) + "/schema/semantics.yaml", m)
               : dlpackgen::overlay::parse_semantics(overlay, "o.yaml", m);
  dlpackgen::lang::Language cpp(dlpackgen::lang::load_descriptor(
      std::string(DLPACKGEN_SOURCE_DIR) + "/templates/cpp/language.yaml", "cpp"));
  return dlpackgen::lang::language_context(m, s, cpp);
}

const data& at(const data& d, const std::string& path) {
  const data* cur = &d;
  size_t start = 0;
  while (start <= path.size()) {
    size_t dot = path.find('.', start);
    std::string key = path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
    REQUIRE_MESSAGE(cur->is_object(), path);
    cur = cur->get(key);
    REQUIRE_MESSAGE(cur, path);
    if (dot == std::string::npos) break;
    start = dot + 1;
  }
  return *cur;
}

std::string str(const data& d, const std::string& path) {
  const data& x = at(d, path);
  REQUIRE_MESSAGE(x.is_string(), path);
  return x.str();
}

bool flag(const data& d, const std::string& path) { return at(d, path).boolean(); }

const data& item(const data& list, size_t i) {
  REQUIRE(list.is_list());
  REQUIRE(i < list.items().size());
  return list.items()[i];
}

const data* find(const data& list, const std::string& key, const std::string& value) {
  for (const auto& x : list.items())
    if (x.get(key) && x.get(key)->is_string() && x.get(key)->str() == value) return &x;
  return nullptr;
}

}  // namespace

TEST_CASE("enum classes read the neutral enums: idents, distinct values, enumerator history, Doxygen docs") {
  data root = context_of("v1.3-torch");
  const data& device = item(at(root, "enums"), 0);
  CHECK(str(device, "name") == "DLDeviceType");
  CHECK(str(device, "ident") == "DeviceType");
  const data* cuda = find(at(device, "enumerators"), "name", "kDLCUDA");
  REQUIRE(cuda);
  CHECK(str(*cuda, "ident") == "CUDA");
  CHECK(str(*cuda, "parent_ident") == "DeviceType");
  CHECK(str(*cuda, "value") == "2");
  CHECK_FALSE(flag(*cuda, "is_alias"));
  const data& codes = item(at(root, "enums"), 1);
  CHECK(str(codes, "ident") == "DataTypeCode");
  CHECK(find(at(codes, "enumerators"), "ident", "Float8_e4m3fn"));
  CHECK(str(codes, "value_count") == "18");
  CHECK(str(codes, "count") == str(codes, "value_count"));  // no two codes share a value
  // `docs: {format: doxygen}`: a one-line comment becomes one \brief line.
  const data* boolean = find(at(codes, "enumerators"), "name", "kDLBool");
  REQUIRE(boolean);
  const data& doc = at(*boolean, "doc_doxygen");
  REQUIRE(doc.items().size() >= 1);
  CHECK(str(item(doc, 0), "text") == "\\brief boolean");
  CHECK(flag(item(doc, 0), "has_text"));

  data old = context_of("v0.1");
  const data* cpu = find(at(item(at(old, "enums"), 0), "enumerators"), "name", "kCPU");
  REQUIRE(cpu);
  CHECK(str(*cpu, "ident") == "CPU");
  CHECK_FALSE(context_of("v1.3-torch").get("cpp"));  // no C++ side tree
}

TEST_CASE("doc comments become Doxygen with \\brief and \\code blocks kept") {
  data root = context_of("v1.3-torch");
  const data* table = find(at(root, "structs"), "role", "exchange_api");
  REQUIRE(table);
  std::vector<std::string> api;
  for (const auto& l : at(*table, "doc_doxygen").items())
    api.push_back(l.get("text")->str().empty() ? "///" : "/// " + l.get("text")->str());
  REQUIRE_FALSE(api.empty());
  CHECK(api[0] == "/// \\brief Framework-specific function pointers table for DLPack exchange.");
  // The example struct stays inside its \code block, verbatim.
  auto line = std::find(api.begin(), api.end(), "/// struct MyDLPackExchangeAPI : public DLPackExchangeAPI {");
  REQUIRE(line != api.end());
  auto opener = std::find_if(std::make_reverse_iterator(line), api.rend(), [](const std::string& l) {
    return l.rfind("/// \\code", 0) == 0 || l.rfind("/// \\endcode", 0) == 0;
  });
  REQUIRE(opener != api.rend());
  CHECK(*opener == "/// \\code");
  CHECK(std::find(line, api.end(), "/// \\endcode") != api.end());
  CHECK(std::find(api.begin(), api.end(), "///") != api.end());  // paragraph breaks stay
  for (const auto& l : api) {
    CHECK(l.rfind("///", 0) == 0);
    CHECK((l.empty() || l.back() != '\\'));
    CHECK(l.find("*/") == std::string::npos);
  }
  // The tensor struct's own doc is its neutral doc_doxygen (the templates find it by role_tensor).
  const data* tensor = find(at(root, "structs"), "role", "tensor");
  REQUIRE(tensor);
  CHECK(str(item(at(*tensor, "doc_doxygen"), 0), "text").rfind("\\brief Plain C Tensor object", 0) == 0);
}

TEST_CASE("dtype codes: factories, element types and kinds, named by the descriptor") {
  data root = context_of("v1.3-torch");
  const data& dt = at(root, "semantics.dtype");
  REQUIRE(flag(dt, "present"));
  CHECK(str(dt, "code_enum_ident") == "DataTypeCode");
  const data& codes = at(dt, "codes");
  const data* f = find(codes, "enumerator", "kDLFloat");
  REQUIRE(f);
  CHECK(flag(*f, "is_prefix"));
  CHECK(str(*f, "prefix") == "float");
  const data* f32 = find(at(*f, "factories"), "ident", "float32");
  REQUIRE(f32);
  CHECK(str(*f32, "text") == "float32");
  CHECK(str(*f32, "bits") == "32");
  const data* dbl = find(at(*f, "types"), "type", "double");
  REQUIRE(dbl);
  CHECK(str(*dbl, "code") == "Float");
  const data* b = find(codes, "enumerator", "kDLBool");
  REQUIRE(b);
  CHECK(flag(*b, "is_named"));
  CHECK(str(item(at(*b, "bits"), 0), "bits") == "8");
  const data* bool_factory = find(at(*b, "factories"), "text", "bool");
  REQUIRE(bool_factory);
  CHECK(str(*bool_factory, "ident") == "bool_");  // a C++ keyword, escaped by the descriptor's `reserved`
  CHECK(flag(dt, "has_factories"));
  CHECK(str(dt, "kinds.signed.enumerator_ident") == "Int");
  CHECK(str(dt, "kinds.unsigned.enumerator_ident") == "UInt");
  CHECK(str(dt, "kinds.complex.enumerator") == "kDLComplex");
  // Every element type once, with the first code that gives it.
  std::set<std::string> seen;
  for (const auto& t : at(dt, "types").items()) CHECK(seen.insert(t.get("type")->str()).second);
  CHECK(seen.count("double"));
}

TEST_CASE("dtype factories: an identifier another code already gave is left out") {
  // "bool" is C++'s keyword, escaped to bool_, which the second code names outright.
  data root = context_of("v1.3-torch",
      "semantics_version: 1\n"
      "dtype:\n"
      "  struct: DLDataType\n"
      "  fields: {code: code, bits: bits, lanes: lanes}\n"
      "  code_enum: DLDataTypeCode\n"
      "  codes:\n"
      "    - {enumerator: kDLBool, kind: bool, name: bool, bits: [8]}\n"
      "    - {enumerator: kDLUInt, kind: unsigned, name: bool_, bits: [8]}\n"
      "    - {enumerator: kDLInt, kind: signed, prefix: int, common_bits: [8, 16]}\n");
  const data& codes = at(root, "semantics.dtype.codes");
  CHECK(str(item(at(item(codes, 0), "factories"), 0), "ident") == "bool_");
  CHECK(at(item(codes, 1), "factories").items().empty());
  CHECK(at(item(codes, 2), "factories").items().size() == 2);
  CHECK_FALSE(at(root, "semantics.dtype.kinds").get("float"));
}

TEST_CASE("a version field counts only when it holds the overlay's version struct") {
  const std::string managed =
      "managed:\n"
      "  - struct: DLManagedTensorVersioned\n"
      "    fields: {tensor: dl_tensor, context: manager_ctx, deleter: deleter, version: version}\n"
      "    capsule: dltensor_versioned\n";
  // No `version` section: the version check would be off, so the overlay is refused
  // (it used to make the struct unversioned, its capsules imported unchecked).
  CHECK_THROWS_WITH(context_of("v1.3-torch", "semantics_version: 1\n" + managed),
                    doctest::Contains("no `version` section applies to this header"));
  // Without the version field mapped (and without flags), the struct is not versioned.
  const std::string unversioned =
      "managed:\n"
      "  - struct: DLManagedTensor\n"
      "    fields: {tensor: dl_tensor, context: manager_ctx, deleter: deleter}\n"
      "    capsule: dltensor\n";
  data none = context_of("v1.3-torch", "semantics_version: 1\n" + unversioned);
  CHECK_FALSE(flag(item(at(none, "semantics.managed"), 0), "has_version"));
  CHECK_FALSE(flag(none, "semantics.has_versioned_managed"));
  CHECK_FALSE(flag(none, "semantics.has_versioned_capsule"));
  CHECK(flag(none, "semantics.has_unversioned_capsule"));
  CHECK_FALSE(flag(none, "semantics.has_version_struct"));  // no struct plays the version's role
  CHECK_FALSE(find(at(none, "structs"), "role", "version"));
  data with = context_of("v1.3-torch", "semantics_version: 1\nversion:\n  struct: DLPackVersion\n"
                                        "  fields: {major: major, minor: minor}\n" + managed);
  CHECK(flag(item(at(with, "semantics.managed"), 0), "has_version"));
  CHECK(flag(with, "semantics.has_versioned_capsule"));
  CHECK_FALSE(flag(with, "semantics.has_unversioned_capsule"));
  CHECK(str(with, "semantics.version_struct") == "DLPackVersion");
  CHECK(find(at(with, "structs"), "role", "version"));
}

TEST_CASE("managed structs, flags, the version struct and the exchange table") {
  data root = context_of("v1.3-torch");
  const data& sem = at(root, "semantics");
  const data& managed = at(sem, "managed");
  REQUIRE(managed.items().size() == 2);
  CHECK(str(item(managed, 0), "struct_ident") == "ManagedTensorVersioned");
  CHECK(flag(item(managed, 0), "has_version"));
  CHECK(flag(item(managed, 0), "has_flags"));
  CHECK(str(item(at(item(managed, 0), "doc_doxygen"), 0), "text").rfind("\\brief", 0) == 0);  // the struct's doc
  CHECK_FALSE(flag(item(managed, 1), "has_version"));
  CHECK(flag(sem, "has_managed_view"));
  CHECK(flag(sem, "has_versioned_managed"));
  CHECK(flag(sem, "has_unversioned_managed"));
  CHECK(str(sem, "flags.roles.read_only.flag_ident") == "ReadOnly");
  CHECK(str(sem, "flags.roles.subbyte_padded.flag_ident") == "IsSubbyteTypePadded");
  CHECK(str(sem, "flags.field_type.ident") == "uint64_t");
  // A header without history: a bit's since is the overlay's.
  CHECK(str(sem, "flags.roles.subbyte_padded.since") == "1.1");
  CHECK(str(sem, "flags.roles.subbyte_padded.since_minor") == "1");
  CHECK(flag(sem, "version.present"));
  CHECK(str(sem, "version.struct") == "DLPackVersion");
  CHECK(str(sem, "version.major") == "major");
  CHECK(str(sem, "version.minor_ident") == "minor");
  const data* flags_field = find(at(*find(at(root, "structs"), "name", "DLManagedTensorVersioned"), "fields"), "name", "flags");
  REQUIRE(flags_field);
  CHECK(flag(*flags_field, "role_flags"));

  // The exchange table's entries: signatures for the trampolines.
  const data& api = at(sem, "exchange_api");
  REQUIRE(flag(api, "has_version"));
  CHECK(str(api, "prev_field") == "prev_api");
  CHECK(str(api, "function_count") == std::to_string(at(api, "functions").items().size()));
  const data* alloc = find(at(api, "functions"), "field", "managed_tensor_allocator");
  REQUIRE(alloc);
  CHECK(flag(*alloc, "has_error_callback"));
  CHECK(str(*alloc, "callback") == "SetError");
  std::vector<std::string> names, decls;
  for (const auto& p : at(*alloc, "signature.params").items()) {
    names.push_back(p.get("name")->str());
    decls.push_back(p.get("c_declaration")->str());
  }
  CHECK(names == std::vector<std::string>{"prototype", "out", "error_ctx", "SetError"});
  // The typedef's parameter names, also inside the callback's type.
  CHECK(decls.back() == "void (*SetError)(void *error_ctx, const char *kind, const char *message)");
  CHECK(str(*alloc, "signature.return_c_type") == "int");
  CHECK_FALSE(flag(*alloc, "signature.returns_pointer"));
  CHECK_FALSE(flag(*alloc, "signature.returns_void"));
  CHECK(str(item(at(*alloc, "signature.doc_doxygen"), 0), "text").rfind("\\brief", 0) == 0);  // the typedef's doc
  CHECK_FALSE(flag(*alloc, "is_optional"));
  const data* opt = find(at(api, "functions"), "field", "dltensor_from_py_object_no_sync");
  REQUIRE(opt);
  CHECK(flag(*opt, "is_optional"));
  CHECK_FALSE(flag(*opt, "has_error_callback"));
}

TEST_CASE("what an old header lacks is switched off") {
  data v01 = context_of("v0.1");
  CHECK(str(v01, "semantics.tensor.device") == "ctx");
  CHECK(str(v01, "semantics.devices.struct") == "DLContext");
  CHECK(flag(v01, "semantics.has_tensor_view"));
  CHECK_FALSE(flag(v01, "semantics.has_managed_view"));
  CHECK_FALSE(flag(v01, "semantics.flags.present"));
  CHECK_FALSE(flag(v01, "semantics.exchange_api.present"));
  CHECK_FALSE(flag(v01, "semantics.version.present"));
  data v08 = context_of("v0.8");
  CHECK(flag(v08, "semantics.has_unversioned_managed"));
  CHECK_FALSE(flag(v08, "semantics.has_versioned_managed"));
  data fork = context_of("v1.1-exchange-api");
  CHECK(str(fork, "semantics.exchange_api.prev_field") == "prev_version_api");
  CHECK(flag(fork, "semantics.exchange_api.has_version"));
}
