// The reasons the C++ wrappers give for refused tensors (dlpack::Issues,
// dlpack::Error), one line per case they check, the same tensors as reasons.rs:
// run.sh compares each line with Rust's line of the same case. The C++ view
// checks no alignment, contiguity, index or bool bytes (its accessors are
// unchecked), so those cases are not printed.
#include <cstdint>
#include <cstdio>
#include <string>

#include "dlpack/dlpack.hpp"
#include "dlpack/managed.hpp"  // ManagedTensorVersioned::check
#include "dlpack/text.hpp"     // to_string(Issues)

namespace {

DLTensor tensor(const void* data, int64_t* shape, int64_t* strides, int ndim, dlpack::DataType dtype) {
  DLTensor t{};
  t.data = const_cast<void*>(data);
  t.ndim = ndim;
  t.shape = shape;
  t.strides = strides;
  t.dtype = dtype;
  t.device.device_type = kDLCPU;
  return t;
}

// A view made by a DLPack 1.3 producer: strides required.
dlpack::TensorView view(const DLTensor& t) { return dlpack::TensorView(t); }

void say(const char* name, const dlpack::Issues& issues) {
  std::printf("%s: %s\n", name, issues.ok() ? "accepted" : dlpack::to_string(issues).c_str());
}

// The reason an accessor of T throws, as its issues.
template <class T>
void say_accessor(const char* name, const DLTensor& t) {
  try {
    (void)view(t).accessor<T>();
    std::printf("%s: accepted\n", name);
  } catch (const dlpack::Error& e) {
    say(name, e.issues());
  }
}

}  // namespace

int main() {
  const int32_t data[6] = {0, 1, 2, 3, 4, 5};
  int64_t shape[2] = {2, 3}, strides[2] = {3, 1};
  const auto i32 = dlpack::dtype_of<int32_t>();
  const DLTensor base = tensor(data, shape, strides, 2, i32);

  DLTensor t = base;
  t.ndim = -1;
  say("negative ndim", view(t).validate());
  t.ndim = 1000;
  say("too many dims", view(t).validate());
  t = base;
  t.shape = nullptr;
  say("null shape", view(t).validate());
  {
    int64_t s[2] = {2, -3}, st[2] = {3, 1};
    say("negative dimension", view(tensor(data, s, st, 2, i32)).validate());
  }
  {
    int64_t s[2] = {int64_t{1} << 62, 4}, st[2] = {4, 1};
    say("numel overflow", view(tensor(data, s, st, 2, i32)).validate());
  }
  {
    int64_t s[2] = {3, 3}, st[2] = {int64_t{1} << 62, 1};
    say("span overflow", view(tensor(data, s, st, 2, i32)).validate());
  }
  t = base;
  t.strides = nullptr;
  say("null strides", view(t).validate());
  t = base;
  t.dtype.lanes = 0;
  say("zero lanes", view(t).validate());
  t.dtype = dlpack::DataType(static_cast<dlpack::DataTypeCode>(99), 32, 1);
  say("unknown code", view(t).validate());
  t.dtype = dlpack::DataType(static_cast<dlpack::DataTypeCode>(6), 16, 1);
  say("bad width", view(t).validate());
  say_accessor<float>("dtype mismatch", base);
  t = base;
  t.dtype = dlpack::DataType(static_cast<dlpack::DataTypeCode>(0), 32, 4);
  say_accessor<int32_t>("dtype mismatch, lanes", t);
  t = base;
  t.device.device_type = kDLCUDA;
  say_accessor<int32_t>("device", t);
  t = base;
  t.data = nullptr;
  say("null data", view(t).validate());

  // Managed tensors: what adopt() refuses before the tensor is read.
  const uint64_t padded = DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED;
  const struct {
    const char* name;
    uint32_t major, minor;
    uint64_t flags;
  } cases[] = {
      {"managed, another major version", 2, 0, 0},
      {"managed, a flag newer than the producer", 1, 0, padded},
      {"managed, a flag no version defines", 1, 3, uint64_t{1} << 40},
      {"managed, padded, not sub-byte", 1, 3, padded},
  };
  for (const auto& c : cases) {
    DLManagedTensorVersioned m{};
    m.version.major = c.major;
    m.version.minor = c.minor;
    m.flags = c.flags;
    m.dl_tensor = base;
    if (c.flags == padded && c.minor == 0) m.dl_tensor.dtype = dlpack::DataType(static_cast<dlpack::DataTypeCode>(0), 4, 1);  // int4: padded is its flag
    say(c.name, dlpack::ManagedTensorVersioned::check(&m));
  }
  say_accessor<int32_t>("accepted", base);
  return 0;
}
