// abi::diff on hand-made Models: matching, rename detection, classification
// and per-target severities, without the extractor.
#include <doctest/doctest.h>

#include "abi/diff.h"
#include "abi/match.h"
#include "abi/rules.h"
#include "abi/targets.h"
#include "abi/types.h"
#include "model_builder.h"
#include "report_query.h"
#include "util/error.h"

using namespace dlpackgen;
using namespace dlpackgen::abitest;

namespace {
abi::Options no_policy() {
  abi::Options o;
  o.policy = abi::PolicyChoice::None;
  return o;
}
}  // namespace

TEST_CASE("identical models give an empty report and no exit bits") {
  model::Model m = base_model();
  abi::Report r = abi::diff(m, m);
  CHECK(r.changes.empty());
  CHECK(r.findings.empty());
  CHECK(r.empty());
  CHECK(r.bits() == 0);
  CHECK(r.exit_code(abi::kDefaultFailOn) == 0);
  CHECK(r.policy == "dlpack");
  CHECK(r.targets == std::vector<std::string>{"x86_64-linux-gnu", "i686-linux-gnu", "x86_64-pc-windows-msvc"});
}

TEST_CASE("models without a common target are an error") {
  model::Model a = base_model(), b = base_model();
  b.targets = {{"aarch64-linux-gnu", 8, 8, false}};
  CHECK_THROWS_AS(abi::diff(a, b), util::Error);
  try {
    abi::diff(a, b);
  } catch (const util::Error& e) {
    CHECK(std::string(e.what()).find("share no target") != std::string::npos);
  }
}

TEST_CASE("enumerator added, removed, renamed and value changed") {
  model::Model a = base_model(), b = base_model();
  auto& dev = enum_named(b, "DLDeviceType");
  dev.enumerators.push_back({"kDLTrn", 18, "", "", {40, 3}, {}});
  dev.enumerators[1].name = "kDLGPU";  // kDLCUDA -> kDLGPU: same value, new name
  auto& codes = enum_named(b, "DLDataTypeCode");
  codes.enumerators[2].value = 7;  // kDLFloat changes value
  codes.enumerators.erase(codes.enumerators.begin() + 1);  // kDLUInt removed

  abi::Report r = abi::diff(a, b, no_policy());
  auto added = changes(r, "enumerator-added");
  REQUIRE(added.size() == 1);
  CHECK(added[0].name == "kDLTrn");
  CHECK(added[0].parent == "DLDeviceType");
  CHECK(added[0].severity == abi::Severity::Compatible);
  CHECK(added[0].new_value == "18");
  CHECK(added[0].location.line == 40);

  auto renamed = changes(r, "enumerator-renamed");
  REQUIRE(renamed.size() == 1);
  CHECK(renamed[0].old_name == "kDLCUDA");
  CHECK(renamed[0].name == "kDLGPU");
  CHECK(renamed[0].severity == abi::Severity::SourceBreaking);
  CHECK(changes(r, "enumerator-removed", "kDLCUDA").empty());  // a rename, not remove + add

  auto value = changes(r, "enumerator-value-changed");
  REQUIRE(value.size() == 1);
  CHECK(value[0].name == "kDLFloat");
  CHECK(value[0].old_value == "2");
  CHECK(value[0].new_value == "7");
  CHECK(value[0].severity == abi::Severity::AbiBreaking);

  auto removed = changes(r, "enumerator-removed");
  REQUIRE(removed.size() == 1);
  CHECK(removed[0].name == "kDLUInt");
  CHECK(removed[0].severity == abi::Severity::AbiBreaking);
  CHECK(removed[0].location.line == a.enums[1].enumerators[1].pos.line);  // old side for removals

  CHECK(r.bits() == (abi::kExitChanges | abi::kExitAbiBreaking | abi::kExitSourceBreaking));
}

TEST_CASE("struct rename is detected from identical layout and field list, and feeds field matching") {
  model::Model a = base_model(), b = base_model();
  struct_named(b, "DLDevice").name = "DLContext2";
  for (auto& f : struct_named(b, "DLTensor").fields)
    if (f.name == "device") {
      f.type = struct_ref("DLContext2");
      f.name = "ctx";  // and the field is renamed too
    }
  abi::Report r = abi::diff(a, b, no_policy());
  auto s = changes(r, "struct-renamed");
  REQUIRE(s.size() == 1);
  CHECK(s[0].old_name == "DLDevice");
  CHECK(s[0].name == "DLContext2");
  auto f = changes(r, "field-renamed");
  REQUIRE(f.size() == 1);
  CHECK(f[0].old_name == "device");
  CHECK(f[0].name == "ctx");
  CHECK(f[0].parent == "DLTensor");
  // The renamed struct type is the same type: no type change, no removal.
  CHECK(changes(r, "field-type-changed").empty());
  CHECK(changes(r, "struct-removed").empty());
  CHECK(changes(r, "struct-added").empty());
  CHECK(r.summary().abi_breaking == 0);
  CHECK(r.summary().source_breaking == 2);
}

TEST_CASE("a struct that changes its fields is not a rename") {
  model::Model a = base_model(), b = base_model();
  auto& v = struct_named(b, "DLPackVersion");
  v.name = "DLVersion";
  v.fields[1].name = "patch";
  abi::Report r = abi::diff(a, b, no_policy());
  CHECK(changes(r, "struct-renamed").empty());
  CHECK(changes(r, "struct-removed", "DLPackVersion").size() == 1);
  CHECK(changes(r, "struct-added", "DLVersion").size() == 1);
}

TEST_CASE("field type widened: abi-breaking everywhere, offsets and size follow") {
  model::Model a = base_model(), b = base_model();
  for (auto& f : struct_named(b, "DLTensor").fields)
    if (f.name == "ndim") f.type = scalar("int64_t");
  relayout(b);
  abi::Report r = abi::diff(a, b, no_policy());
  const abi::Change* t = change(r, "field-type-changed", "DLTensor.ndim");
  REQUIRE(t);
  CHECK(t->severity == abi::Severity::AbiBreaking);
  CHECK(t->targets.empty());  // every target
  CHECK(t->where.empty());
  CHECK(t->old_value == "int32_t");
  CHECK(t->new_value == "int64_t");
  CHECK(change(r, "field-offset-changed", "DLTensor.dtype"));
  CHECK(change(r, "struct-size-changed", "DLTensor"));
}

TEST_CASE("uint64_t -> unsigned long breaks only on 32-bit and Windows targets") {
  model::Model a = base_model(), b = base_model();
  auto& t = struct_named(b, "DLTensor");
  t.fields.back().type = scalar("unsigned long");  // byte_offset (uint64_t), the last field
  relayout(b);
  abi::Report r = abi::diff(a, b, no_policy());
  const abi::Change* c = change(r, "field-type-changed", "DLTensor.byte_offset");
  REQUIRE(c);
  CHECK(c->severity == abi::Severity::AbiBreaking);
  CHECK(c->targets == std::vector<std::string>{"i686-linux-gnu", "x86_64-pc-windows-msvc"});
  CHECK(c->where == "only on 32-bit and Windows targets (i686-linux-gnu, x86_64-pc-windows-msvc)");
  const abi::Change* size = change(r, "struct-size-changed", "DLTensor");
  REQUIRE(size);
  // On Windows the 4-byte long leaves 4 bytes of tail padding: the size stays 48.
  CHECK(size->targets == std::vector<std::string>{"i686-linux-gnu"});
  CHECK(size->per_target.at("i686-linux-gnu") == std::make_pair(std::string("36"), std::string("32")));
  CHECK(size->per_target.count("x86_64-pc-windows-msvc") == 0);
}

TEST_CASE("uint64_t -> size_t breaks only on 32-bit targets") {
  model::Model a = base_model(), b = base_model();
  struct_named(b, "DLTensor").fields.back().type = scalar("size_t");
  relayout(b);
  abi::Report r = abi::diff(a, b, no_policy());
  const abi::Change* c = change(r, "field-type-changed", "DLTensor.byte_offset");
  REQUIRE(c);
  CHECK(c->targets == std::vector<std::string>{"i686-linux-gnu"});
  CHECK(c->where == "only on 32-bit targets (i686-linux-gnu)");
}

TEST_CASE("a type spelled differently with the same representation is a compatible change") {
  model::Model a = base_model(), b = base_model();
  struct_named(b, "DLDevice").fields[1].type = scalar("int");  // int32_t -> int
  abi::Report r = abi::diff(a, b, no_policy());
  const abi::Change* c = change(r, "field-type-changed", "DLDevice.device_id");
  REQUIRE(c);
  CHECK(c->severity == abi::Severity::Compatible);
  CHECK(r.bits() == abi::kExitChanges);
}

TEST_CASE("field reordered: offsets swap, abi-breaking") {
  model::Model a = base_model(), b = base_model();
  auto& f = struct_named(b, "DLTensor").fields;
  std::swap(f[4], f[5]);  // shape <-> strides
  relayout(b);
  abi::Report r = abi::diff(a, b, no_policy());
  const abi::Change* shape = change(r, "field-offset-changed", "DLTensor.shape");
  const abi::Change* strides = change(r, "field-offset-changed", "DLTensor.strides");
  REQUIRE(shape);
  REQUIRE(strides);
  CHECK(shape->severity == abi::Severity::AbiBreaking);
  CHECK(shape->old_value == strides->new_value);
  CHECK(changes(r, "field-renamed").empty());
  CHECK(changes(r, "struct-size-changed").empty());
}

TEST_CASE("field added into padding is compatible, appended field is abi-breaking") {
  model::Model a = base_model();
  // A struct with padding: {uint8_t a; /* 3 bytes */ uint32_t b;}
  add_struct(a, "Padded", {{"a", scalar("uint8_t")}, {"b", scalar("uint32_t")}}, 200);
  model::Model b = a;
  auto& p = struct_named(b, "Padded");
  model::Field filler;
  filler.name = "c";
  filler.type = scalar("uint8_t");
  filler.pos = {202, 5};
  for (const auto& t : b.targets) filler.offset[t.triple] = 1;
  p.fields.insert(p.fields.begin() + 1, filler);
  abi::Report r = abi::diff(a, b, no_policy());
  const abi::Change* c = change(r, "field-added", "Padded.c");
  REQUIRE(c);
  CHECK(c->severity == abi::Severity::Compatible);

  model::Model d = a;
  struct_named(d, "DLManagedTensorVersioned").fields.push_back({"extra", scalar("uint64_t"), "", {99, 5}, {}, {}, {}});
  relayout(d);
  abi::Report r2 = abi::diff(a, d, no_policy());
  const abi::Change* e = change(r2, "field-added", "DLManagedTensorVersioned.extra");
  REQUIRE(e);
  CHECK(e->severity == abi::Severity::AbiBreaking);
  CHECK(change(r2, "struct-size-changed", "DLManagedTensorVersioned"));
}

TEST_CASE("field removed, struct added and removed, alignment change") {
  model::Model a = base_model(), b = base_model();
  auto& v = struct_named(b, "DLPackVersion");
  v.fields.pop_back();
  relayout(b);
  add_struct(b, "DLNew", {{"x", scalar("double")}}, 300);
  abi::Report r = abi::diff(a, b, no_policy());
  CHECK(change(r, "field-removed", "DLPackVersion.minor"));
  CHECK(change(r, "struct-added", "DLNew")->severity == abi::Severity::Compatible);
  CHECK(change(r, "struct-size-changed", "DLPackVersion"));

  abi::Report back = abi::diff(b, a, no_policy());
  CHECK(change(back, "struct-removed", "DLNew")->severity == abi::Severity::AbiBreaking);

  model::Model c = base_model();
  struct_named(c, "DLPackVersion").fields[0].type = scalar("uint64_t");
  relayout(c);
  abi::Report r3 = abi::diff(a, c, no_policy());
  const abi::Change* al = change(r3, "struct-alignment-changed", "DLPackVersion");
  REQUIRE(al);
  CHECK(al->targets == std::vector<std::string>{"x86_64-linux-gnu", "x86_64-pc-windows-msvc"});  // i686: 4 both
}

TEST_CASE("a removed struct that was an alias of one that stays is only source-breaking") {
  model::Model a = base_model();
  add_struct(a, "DLContext", {{"device_type", enum_ref("DLDeviceType")}, {"device_id", scalar("int32_t")}}, 300);
  model::Model b = base_model();
  abi::Report r = abi::diff(a, b, no_policy());
  const abi::Change* c = change(r, "struct-removed", "DLContext");
  REQUIRE(c);
  CHECK(c->severity == abi::Severity::SourceBreaking);
  CHECK(c->message.find("DLDevice") != std::string::npos);
}

TEST_CASE("enum underlying type and size") {
  model::Model a = base_model(), b = base_model();
  auto& e = enum_named(b, "DLDeviceType");
  e.fixed_type_cxx = "int32_t";
  for (auto& [t, u] : e.underlying_cxx) u = "int";
  abi::Report r = abi::diff(a, b, no_policy());
  const abi::Change* c = change(r, "enum-underlying-type-changed", "DLDeviceType");
  REQUIRE(c);
  CHECK(c->severity == abi::Severity::Compatible);  // same size everywhere
  CHECK(c->new_value == "int32_t");

  model::Model d = base_model();
  auto& e2 = enum_named(d, "DLDeviceType");
  for (auto& [t, l] : e2.layout) l = {8, 8};
  for (auto& [t, u] : e2.underlying_c) u = "unsigned long long";
  abi::Report r2 = abi::diff(a, d, no_policy());
  const abi::Change* c2 = change(r2, "enum-underlying-type-changed", "DLDeviceType");
  REQUIRE(c2);
  CHECK(c2->severity == abi::Severity::AbiBreaking);
}

TEST_CASE("enum renamed and enum added/removed") {
  model::Model a = base_model(), b = base_model();
  enum_named(b, "DLDataTypeCode").name = "DLTypeCode";
  b.enums.push_back(make_enum("DLExtra", {{"kA", 0}, {"kB", 9}}, b.targets, 400));
  abi::Report r = abi::diff(a, b, no_policy());
  auto ren = changes(r, "enum-renamed");
  REQUIRE(ren.size() == 1);
  CHECK(ren[0].old_name == "DLDataTypeCode");
  CHECK(ren[0].severity == abi::Severity::SourceBreaking);
  CHECK(changes(r, "enum-added", "DLExtra").size() == 1);
  CHECK(changes(r, "enumerator-added").empty());  // members of a new enum are not listed one by one
  abi::Report back = abi::diff(b, a, no_policy());
  CHECK(changes(back, "enum-removed", "DLExtra").size() == 1);
}

TEST_CASE("function pointers: added, removed, renamed, signature changed per target") {
  model::Model a = base_model();
  model::FunctionPointer fp;
  fp.name = "DLPackCurrentWorkStream";
  fp.pos = {500, 15};
  fp.type = function_pointer(scalar("int"), {enum_ref("DLDeviceType"), scalar("int32_t")}, "DLPackCurrentWorkStream");
  a.function_pointers.push_back(fp);

  model::Model renamed = a;
  renamed.function_pointers[0].name = "DLPackStream";
  renamed.function_pointers[0].type.name = "DLPackStream";
  abi::Report r = abi::diff(a, renamed, no_policy());
  auto ren = changes(r, "function-pointer-renamed");
  REQUIRE(ren.size() == 1);
  CHECK(ren[0].old_name == "DLPackCurrentWorkStream");

  model::Model sig = a;
  sig.function_pointers[0].type.params[1].type = scalar("long");  // int32_t -> long: 64-bit Linux only
  abi::Report r2 = abi::diff(a, sig, no_policy());
  const abi::Change* c = change(r2, "function-pointer-signature-changed", "DLPackCurrentWorkStream");
  REQUIRE(c);
  CHECK(c->severity == abi::Severity::AbiBreaking);
  CHECK(c->targets == std::vector<std::string>{"x86_64-linux-gnu"});

  abi::Report r3 = abi::diff(base_model(), a, no_policy());
  CHECK(changes(r3, "function-pointer-added", "DLPackCurrentWorkStream").size() == 1);
  abi::Report r4 = abi::diff(a, base_model(), no_policy());
  CHECK(changes(r4, "function-pointer-removed", "DLPackCurrentWorkStream").size() == 1);
}

TEST_CASE("macros: added, removed, value changed; version macros give version-changed") {
  model::Model a = base_model(1, 1), b = base_model(1, 2);
  b.macros.push_back(make_macro("DLPACK_FLAG_BITMASK_NEW", 4, "(1UL << 2UL)", 14));
  b.macros[3].value = 8;  // IS_COPIED changes its bit
  b.macros[3].spelling = "(1UL << 3UL)";
  abi::Report r = abi::diff(a, b, no_policy());
  CHECK(changes(r, "macro-added", "DLPACK_FLAG_BITMASK_NEW").size() == 1);
  const abi::Change* v = change(r, "macro-value-changed", "DLPACK_FLAG_BITMASK_IS_COPIED");
  REQUIRE(v);
  CHECK(v->old_value == "(1UL << 1UL) (= 2)");
  CHECK(v->new_value == "(1UL << 3UL) (= 8)");
  CHECK(changes(r, "macro-value-changed", "DLPACK_MINOR_VERSION").empty());
  const abi::Change* ver = change(r, "version-changed", "DLPACK_MINOR_VERSION");
  REQUIRE(ver);
  CHECK(ver->old_value == "1.1");
  CHECK(ver->new_value == "1.2");
  CHECK(ver->location.line == 11);

  model::Model c = a;
  c.macros.erase(c.macros.begin() + 2);
  abi::Report r2 = abi::diff(a, c, no_policy());
  CHECK(change(r2, "macro-removed", "DLPACK_FLAG_BITMASK_READ_ONLY")->severity == abi::Severity::SourceBreaking);
}

TEST_CASE("doc changes are reported only with include_docs, and never as ABI changes") {
  model::Model a = base_model(), b = base_model();
  struct_named(b, "DLTensor").fields[0].doc = "The data pointer.";
  enum_named(b, "DLDeviceType").enumerators[0].doc = "CPU device";
  abi::Report quiet = abi::diff(a, b, no_policy());
  CHECK(quiet.changes.empty());
  abi::Options o = no_policy();
  o.include_docs = true;
  abi::Report r = abi::diff(a, b, o);
  auto docs = changes(r, "doc-changed");
  REQUIRE(docs.size() == 2);
  for (const auto& d : docs) CHECK(d.severity == abi::Severity::Compatible);
  CHECK(r.bits() == abi::kExitChanges);
}

TEST_CASE("labels name the files in locations") {
  model::Model a = base_model(), b = base_model();
  enum_named(b, "DLDeviceType").enumerators.push_back({"kDLTrn", 18, "", "", {41, 3}, {}});
  enum_named(b, "DLDataTypeCode").enumerators.pop_back();
  abi::Options o = no_policy();
  o.old_label = "old/dlpack.h";
  o.new_label = "new/dlpack.h";
  abi::Report r = abi::diff(a, b, o);
  CHECK(change(r, "enumerator-added", "kDLTrn")->location.str() == "new/dlpack.h:41:3");
  CHECK(change(r, "enumerator-removed", "kDLFloat")->location.str() == "old/dlpack.h:33:3");
  CHECK(r.old_side.label == "old/dlpack.h");
}

TEST_CASE("TypeComparator: Same, Equivalent, Different per target") {
  model::Model a = base_model();
  abi::RenameMap renames{{"DLDevice", "DLDevice2"}};
  abi::TypeComparator types(a, a, renames, a.targets);
  auto lp64 = a.targets[0], i686 = a.targets[1], win = a.targets[2];
  CHECK(types.compare(scalar("int"), scalar("int32_t"), lp64) == abi::TypeMatch::Equivalent);
  CHECK(types.compare(scalar("int64_t"), scalar("long"), lp64) == abi::TypeMatch::Equivalent);
  CHECK(types.compare(scalar("int64_t"), scalar("long"), win) == abi::TypeMatch::Different);
  CHECK(types.compare(scalar("uint64_t"), scalar("int64_t"), lp64) == abi::TypeMatch::Different);
  CHECK(types.compare(scalar("size_t"), scalar("uint32_t"), i686) == abi::TypeMatch::Equivalent);
  CHECK(types.compare(pointer_to(scalar("int64_t")), pointer_to(scalar("int32_t")), lp64) == abi::TypeMatch::Different);
  CHECK(types.compare(struct_ref("DLDevice"), struct_ref("DLDevice2"), lp64) == abi::TypeMatch::Same);
  CHECK(types.compare(struct_ref("DLDevice"), enum_ref("DLDevice"), lp64) == abi::TypeMatch::Different);
  CHECK(types.different_on(scalar("int64_t"), scalar("long")) ==
        std::vector<std::string>{"i686-linux-gnu", "x86_64-pc-windows-msvc"});
}

TEST_CASE("describe_targets names 32-bit, Windows and other subsets") {
  auto all = test_targets();
  CHECK(abi::describe_targets({}, all).empty());
  CHECK(abi::describe_targets({"x86_64-linux-gnu", "i686-linux-gnu", "x86_64-pc-windows-msvc"}, all).empty());
  CHECK(abi::describe_targets({"i686-linux-gnu"}, all) == "only on 32-bit targets (i686-linux-gnu)");
  CHECK(abi::describe_targets({"x86_64-pc-windows-msvc"}, all) == "only on Windows (x86_64-pc-windows-msvc)");
  CHECK(abi::describe_targets({"x86_64-linux-gnu"}, all) == "only on x86_64-linux-gnu");
}

TEST_CASE("the rule catalog is consistent") {
  CHECK(abi::is_known_rule("field-offset-changed"));
  CHECK(abi::is_known_rule("version-bump-missing"));
  CHECK_FALSE(abi::is_known_rule("field-moved"));
  CHECK(abi::find_change_rule("enumerator-renamed")->severity == abi::Severity::SourceBreaking);
  CHECK(abi::find_change_rule("enumerator-added")->severity == abi::Severity::Compatible);
  CHECK(abi::find_change_rule("struct-size-changed")->severity == abi::Severity::AbiBreaking);
  CHECK(abi::find_policy_rule("frozen-prefix-changed")->frozen);
  CHECK(abi::find_policy_rule("version-bump-unneeded")->level == abi::Level::Warning);
  for (const auto& r : abi::change_rules()) CHECK_FALSE(abi::find_policy_rule(r.id));  // ids are unique
}

TEST_CASE("aliases: added, removed, renamed, target changed; a type rename kept as an alias is compatible") {
  model::Model a = base_model();
  model::Alias alias;
  alias.name = "DLContext";
  alias.type = struct_ref("DLDevice");
  alias.pos = {55, 18};
  a.aliases.push_back(alias);

  abi::Report added = abi::diff(base_model(), a, no_policy());
  const abi::Change* c = change(added, "alias-added", "DLContext");
  REQUIRE(c);
  CHECK(c->severity == abi::Severity::Compatible);
  CHECK(c->kind == "alias");
  CHECK(c->new_value == "DLDevice");

  abi::Report gone = abi::diff(a, base_model(), no_policy());
  REQUIRE(change(gone, "alias-removed", "DLContext"));
  CHECK(change(gone, "alias-removed", "DLContext")->severity == abi::Severity::SourceBreaking);
  CHECK(gone.summary().abi_breaking == 0);

  model::Model renamed = a;
  renamed.aliases[0].name = "DLCtx";
  abi::Report r = abi::diff(a, renamed, no_policy());
  auto ren = changes(r, "alias-renamed");
  REQUIRE(ren.size() == 1);
  CHECK(ren[0].old_name == "DLContext");
  CHECK(changes(r, "alias-removed").empty());

  model::Model retargeted = a;
  retargeted.aliases[0].type = struct_ref("DLDataType");
  abi::Report t = abi::diff(a, retargeted, no_policy());
  const abi::Change* moved = change(t, "alias-target-changed", "DLContext");
  REQUIRE(moved);
  CHECK(moved->severity == abi::Severity::AbiBreaking);
  CHECK(moved->old_value == "DLDevice");
  CHECK(moved->new_value == "DLDataType");

  // DLDevice renamed DLDevice2, with `typedef DLDevice2 DLDevice;` left behind.
  model::Model kept = base_model();
  struct_named(kept, "DLDevice").name = "DLDevice2";
  for (auto& f : struct_named(kept, "DLTensor").fields)
    if (f.name == "device") f.type = struct_ref("DLDevice2");
  model::Alias old_name;
  old_name.name = "DLDevice";
  old_name.type = struct_ref("DLDevice2");
  kept.aliases.push_back(old_name);
  abi::Report k = abi::diff(base_model(), kept, no_policy());
  const abi::Change* sr = change(k, "struct-renamed", "DLDevice2");
  REQUIRE(sr);
  CHECK(sr->severity == abi::Severity::Compatible);
  CHECK(sr->message.find("'DLDevice' stays as an alias") != std::string::npos);
  CHECK(k.summary().source_breaking == 0);
}
