// The `cpp` keys the C++ extension (lang/cpp_context.cpp) gives the C++ templates.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "extract/extract.h"
#include "lang/language.h"
#include "context/context.h"
#include "overlay/semantics.h"
#include "support/support.h"

using data = dlpackgen::render::Value;
using dlpackgen::model::Model;

namespace {

// The whole context of the C++ language (descriptor templates/cpp/language.yaml).
data context_of(const std::string& version) {
  dlpackgen::extract::Options o;
  o.targets = {"x86_64-linux-gnu"};
  Model m = dlpackgen::extract::extract_header(dlpackgen::test::header_path(version), o);
  auto s = dlpackgen::overlay::load_semantics(std::string(DLPACKGEN_SOURCE_DIR) + "/schema/semantics.yaml", m);
  dlpackgen::lang::Language cpp(dlpackgen::lang::load_descriptor(
      std::string(DLPACKGEN_SOURCE_DIR) + "/templates/cpp/language.yaml", "cpp"));
  return dlpackgen::lang::language_context(m, s, cpp);
}

data cpp_of(const std::string& version) {
  data root = context_of(version);
  REQUIRE(root.get("cpp"));
  return *root.get("cpp");
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

std::vector<std::string> lines(const data& list) {
  std::vector<std::string> out;
  for (const auto& x : list.items()) out.push_back(x.str());
  return out;
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
  CHECK_FALSE(cpp_of("v1.3-torch").get("enums"));  // no C++ copy of them
}

TEST_CASE("doc comments become Doxygen with \\brief and \\code blocks kept") {
  data cpp = cpp_of("v1.3-torch");
  auto api = lines(at(cpp, "exchange.doc"));
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
  data root = context_of("v1.3-torch");
  const data* tensor = find(at(root, "structs"), "role", "tensor");
  REQUIRE(tensor);
  CHECK(str(item(at(*tensor, "doc_doxygen"), 0), "text").rfind("\\brief Plain C Tensor object", 0) == 0);
  CHECK_FALSE(cpp.get("tensor"));
}

TEST_CASE("dtype codes, factories and C++ types from the overlay") {
  data cpp = cpp_of("v1.3-torch");
  REQUIRE(flag(cpp, "dtype.present"));
  CHECK(str(cpp, "dtype.code_enum") == "DataTypeCode");
  const data& codes = at(cpp, "dtype.codes");
  const data* f = find(codes, "c_name", "kDLFloat");
  REQUIRE(f);
  CHECK(flag(*f, "is_prefix"));
  CHECK(str(*f, "prefix") == "float");
  CHECK(find(at(*f, "factories"), "fn", "float32"));
  CHECK(find(at(*f, "cxx"), "type", "double"));
  const data* b = find(codes, "c_name", "kDLBool");
  REQUIRE(b);
  CHECK(flag(*b, "is_named"));
  CHECK(str(*b, "bits_rule") == "bits == 8");
  CHECK(find(at(*b, "factories"), "fn", "bool_"));  // a keyword gets a trailing underscore
  const data* fp6 = find(codes, "c_name", "kDLFloat6_e3m2fn");
  REQUIRE(fp6);
  CHECK(str(*fp6, "fixed_bits") == "6");
  CHECK(str(cpp, "dtype.signed_code") == "Int");
  CHECK(str(cpp, "dtype.unsigned_code") == "UInt");
}

TEST_CASE("owners, flags, version and the exchange table") {
  data cpp = cpp_of("v1.3-torch");
  const data& owners = at(cpp, "owners");
  REQUIRE(owners.items().size() == 2);
  CHECK(str(item(owners, 0), "cpp_name") == "ManagedTensorVersioned");
  CHECK(str(item(owners, 0), "snake_name") == "managed_tensor_versioned");
  CHECK(str(item(owners, 0), "feature_macro") == "DLPACK_CPP_HAS_MANAGED_TENSOR_VERSIONED");
  CHECK(flag(item(owners, 0), "has_version"));
  CHECK(flag(item(owners, 0), "has_flags"));
  CHECK_FALSE(flag(item(owners, 1), "has_version"));
  CHECK(str(cpp, "flags.read_only") == "ReadOnly");
  CHECK(str(cpp, "flags.subbyte_padded") == "IsSubbyteTypePadded");
  CHECK(str(cpp, "flags.underlying") == "uint64_t");
  CHECK(flag(cpp, "version_struct.present"));

  REQUIRE(flag(cpp, "exchange.present"));
  CHECK(str(cpp, "exchange.prev_field") == "prev_api");
  const data* alloc = find(at(cpp, "exchange.functions"), "field", "managed_tensor_allocator");
  REQUIRE(alloc);
  CHECK(flag(*alloc, "has_error_callback"));
  CHECK(str(*alloc, "callback") == "SetError");
  CHECK(str(*alloc, "args") == "prototype, out, error_ctx, SetError");
  CHECK(str(*alloc, "params").find("(*SetError)(") != std::string::npos);
  CHECK(str(*alloc, "fail_value") == "-1");
  CHECK_FALSE(flag(*alloc, "optional"));
  const data* opt = find(at(cpp, "exchange.functions"), "field", "dltensor_from_py_object_no_sync");
  REQUIRE(opt);
  CHECK(flag(*opt, "optional"));
  CHECK_FALSE(flag(*opt, "has_error_callback"));
}

TEST_CASE("what an old header lacks is switched off") {
  data v01 = cpp_of("v0.1");
  CHECK(str(context_of("v0.1"), "semantics.tensor.device") == "ctx");
  CHECK(str(v01, "device.c_name") == "DLContext");
  CHECK(flag(v01, "has_view"));
  CHECK_FALSE(flag(v01, "has_owners"));
  CHECK_FALSE(flag(v01, "flags.present"));
  CHECK_FALSE(flag(v01, "exchange.present"));
  CHECK_FALSE(flag(v01, "version_struct.present"));
  data v08 = cpp_of("v0.8");
  CHECK(flag(v08, "has_legacy"));
  CHECK_FALSE(flag(v08, "has_versioned"));
  data fork = cpp_of("v1.1-exchange-api");
  CHECK(str(fork, "exchange.prev_field") == "prev_version_api");
}
