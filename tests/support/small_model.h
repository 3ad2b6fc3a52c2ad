// A small hand-built Model shared by the context, language and renderer tests: two targets, one enum,
// two structs (one typedef'd anonymous, one tagged), a function pointer, two
// aliases, macros.
#pragma once

#include "model/model.h"

namespace dlpackgen::test {

inline model::Model small_model() {
  using namespace model;
  Model m;
  m.header.file = "dlpack.h";
  m.header.sha256 = "1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b";
  m.header.version = Version{1, 3};
  m.header.version_macro = "DLPACK_MAJOR_VERSION";
  m.targets = {{"x86_64-linux-gnu", 8, 8, false}, {"i686-linux-gnu", 4, 4, false}, {"mips-unknown-elf", 4, 4, true}};

  Enum dev;
  dev.name = "DLDeviceType";
  dev.doc = "\\brief The device type in DLDevice.\nSecond line.";
  dev.fixed_type_cxx = "int32_t";
  dev.underlying_c = {{"x86_64-linux-gnu", "unsigned int"}, {"i686-linux-gnu", "unsigned int"}};
  dev.underlying_cxx = {{"x86_64-linux-gnu", "int"}, {"i686-linux-gnu", "int"}};
  dev.layout = {{"x86_64-linux-gnu", {4, 4}}, {"i686-linux-gnu", {4, 4}}};
  Enumerator cpu;
  cpu.name = "kDLCPU";
  cpu.value = 1;
  cpu.doc = "\\brief CPU device";
  cpu.history.since = "0.2";
  Enumerator cuda;
  cuda.name = "kDLCUDA";
  cuda.value = 2;
  Enumerator f8;
  f8.name = "kDLFloat8_e4m3fn";
  f8.value = 10;
  dev.enumerators = {cpu, cuda, f8};
  dev.history.since = "0.1";
  m.enums.push_back(dev);

  Enum code;
  code.name = "DLDataTypeCode";
  code.underlying_c = {{"x86_64-linux-gnu", "unsigned int"}};
  code.underlying_cxx = {{"x86_64-linux-gnu", "unsigned int"}};
  code.layout = {{"x86_64-linux-gnu", {4, 4}}, {"i686-linux-gnu", {4, 4}}};
  Enumerator i;
  i.name = "kDLInt";
  i.value = 0;
  i.spelling = "0U";
  code.enumerators = {i};
  m.enums.push_back(code);

  Struct device;
  device.name = "DLDevice";
  device.doc = "A Device for Tensor and operator.";
  Field ty;
  ty.name = "device_type";
  ty.type.kind = TypeKind::Enum;
  ty.type.spelling = "DLDeviceType";
  ty.type.name = "DLDeviceType";
  ty.offset = {{"x86_64-linux-gnu", 0}, {"i686-linux-gnu", 0}};
  Field id;
  id.name = "device_id";
  id.type.spelling = "int32_t";
  id.type.name = "int32_t";
  id.offset = {{"x86_64-linux-gnu", 4}, {"i686-linux-gnu", 4}};
  device.fields = {ty, id};
  device.layout = {{"x86_64-linux-gnu", {8, 4}}, {"i686-linux-gnu", {8, 4}}};
  m.structs.push_back(device);

  Struct managed;
  managed.name = "DLManagedTensor";
  managed.tag = "DLManagedTensor";
  managed.has_typedef = false;  // struct DLManagedTensor {...}; C names it `struct DLManagedTensor`
  Field shape;
  shape.name = "shape";
  shape.type.kind = TypeKind::Pointer;
  shape.type.spelling = "int64_t *";
  Type i64;
  i64.spelling = "int64_t";
  i64.name = "int64_t";
  shape.type.element = {i64};
  Field del;
  del.name = "deleter";
  del.type.kind = TypeKind::FunctionPointer;
  del.type.spelling = "void (*)(struct DLManagedTensor *)";
  {
    Type v, self, ptr;
    v.spelling = v.name = "void";
    self.kind = TypeKind::Struct;
    self.spelling = "struct DLManagedTensor";
    self.name = "DLManagedTensor";
    ptr.kind = TypeKind::Pointer;
    ptr.spelling = "struct DLManagedTensor *";
    ptr.element = {self};
    del.type.result = {v};
    del.type.params = {Param{"self", ptr}};
  }
  del.doc = "Destructor.";
  shape.offset = {{"x86_64-linux-gnu", 0}, {"i686-linux-gnu", 0}};
  del.offset = {{"x86_64-linux-gnu", 8}, {"i686-linux-gnu", 4}};
  managed.fields = {shape, del};
  managed.layout = {{"x86_64-linux-gnu", {16, 8}}, {"i686-linux-gnu", {8, 4}}};
  m.structs.push_back(managed);

  FunctionPointer fp;
  fp.name = "DLPackCurrentWorkStream";
  fp.type.kind = TypeKind::FunctionPointer;
  fp.type.spelling = "int (*)(DLDeviceType, int32_t, void **)";
  fp.type.name = "DLPackCurrentWorkStream";
  Type ret;
  ret.spelling = ret.name = "int";
  fp.type.result = {ret};
  Param p1{"device_type", {}};
  p1.type.kind = TypeKind::Enum;
  p1.type.spelling = p1.type.name = "DLDeviceType";
  Param p2{"", {}};
  p2.type.spelling = p2.type.name = "int32_t";
  Type vp, v;
  v.spelling = v.name = "void";
  vp.kind = TypeKind::Pointer;
  vp.spelling = "void *";
  vp.element = {v};
  Param p3{"out_stream", {}};
  p3.type.kind = TypeKind::Pointer;
  p3.type.spelling = "void **";
  p3.type.element = {vp};
  fp.type.params = {p1, p2, p3};
  m.function_pointers.push_back(fp);

  Alias context;
  context.name = "DLContext";
  context.type.kind = TypeKind::Struct;
  context.type.name = "DLDevice";
  context.type.spelling = "DLDevice";
  context.doc = "\\brief This is an alias for DLDevice.\nIt will be removed.";
  context.history.since = "0.4";
  Alias tensor;
  tensor.name = "DLTensorOwner";
  tensor.type.kind = TypeKind::Struct;
  tensor.type.name = "DLManagedTensor";
  tensor.type.spelling = "struct DLManagedTensor";
  m.aliases = {context, tensor};

  Macro major;
  major.name = "DLPACK_MAJOR_VERSION";
  major.spelling = "1";
  major.value = 1;
  Macro minor;
  minor.name = "DLPACK_MINOR_VERSION";
  minor.spelling = "3";
  minor.value = 3;
  Macro flag;
  flag.name = "DLPACK_FLAG_BITMASK_IS_COPIED";
  flag.spelling = "(1UL << 1UL)";
  flag.value = 2;
  flag.is_unsigned = true;
  flag.doc = "bit mask to indicate that the tensor is a copy.";
  m.macros = {major, minor, flag};
  return m;
}

}  // namespace dlpackgen::test
