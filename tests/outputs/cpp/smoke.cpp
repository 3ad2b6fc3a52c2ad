// Uses every part of the generated C++ wrappers that the header offers, so that
// compiling this file instantiates every template (see test_generated_compile.cpp).
#include "dlpack/all.hpp"

#include <string>
#include <vector>

namespace smoke {

template <class E>
bool enum_round_trip() {
  bool ok = true;
  for (E v : dlpack::all_values<E>()) ok = ok && dlpack::from_string<E>(dlpack::to_string(v)) == v && dlpack::is_known(v);
  return ok;
}

#if DLPACK_CPP_HAS_EXCHANGE_API
struct Impl {
  static int managed_tensor_allocator(DLTensor*, DLManagedTensorVersioned**, void*, void (*)(void*, const char*, const char*)) {
    return 0;
  }
  static int managed_tensor_from_py_object_no_sync(void*, DLManagedTensorVersioned**) { return 0; }
  static int managed_tensor_to_py_object_no_sync(DLManagedTensorVersioned*, void**) { return 0; }
  static int current_work_stream(DLDeviceType, int32_t, void**) { return 0; }
  static void set_error(const char*, const char*) {}
};
#endif

std::string use_everything(DLTensor& tensor) {
  std::string out;
  out += enum_round_trip<dlpack::DeviceType>() ? "" : "!";
  out += enum_round_trip<dlpack::DataTypeCode>() ? "" : "!";
  out += dlpack::to_string(dlpack::header_version);
  out += dlpack::strides_required(dlpack::Version(1, 2)) ? "strict" : "lenient";
#if DLPACK_CPP_HAS_DATA_TYPE
  constexpr dlpack::DataType f32 = dlpack::dtype_of<float>();
  static_assert(dlpack::from_string<dlpack::DataType>("float32x4") == f32.with_lanes(4), "text form");
  out += dlpack::to_string(f32) + dlpack::to_string(dlpack::validate(f32));
  out += dlpack::dispatch(dlpack::DataType(tensor.dtype), [](auto tag) -> std::string {
    if constexpr (std::is_same<decltype(tag), dlpack::unsupported_dtype>::value)
      return "?";
    else
      return dlpack::to_string(dlpack::dtype_of<typename decltype(tag)::type>());
  });
  for (const dlpack::DataType& t : dlpack::named_dtypes) out += dlpack::to_string(t);
#endif
#if DLPACK_CPP_HAS_DEVICE
  out += dlpack::to_string(dlpack::Device(dlpack::all_values<dlpack::DeviceType>().front(), 0));
#endif
#if DLPACK_CPP_HAS_TENSOR_VIEW
  dlpack::TensorView view(tensor);
  out += dlpack::to_string(view.validate());
  out += std::to_string(view.numel().value_or(-1) + view.nbytes().value_or(-1) + view.offset(0, 0) + view.stride(0));
  out += view.is_contiguous() ? "c" : "s";
  if (view.ndim() == 2 && view.dtype() == dlpack::dtype_of<float>()) out += std::to_string(view.accessor<const float, 2>()(0, 0));
  out += std::to_string(view.at<float>(0));
  out += dlpack::to_string(dlpack::TensorView(tensor, dlpack::Version(0, 1)).validate());
#endif
#if DLPACK_CPP_HAS_FLAGS
  dlpack::Flags flags = dlpack::known_flags & ~dlpack::Flags{};
  out += dlpack::to_string(flags) + (dlpack::from_string<dlpack::Flags>("0x1") ? "" : "!");
#endif
#if DLPACK_CPP_HAS_MANAGED_TENSOR
  {
    dlpack::ManagedTensor legacy = dlpack::TensorBuilder().data(tensor.data, 64).shape({1}).dtype(dlpack::DataType(tensor.dtype)).build_managed_tensor();
    auto adopted = dlpack::ManagedTensor::adopt(legacy.release());
    out += dlpack::to_string(adopted.issues) + std::to_string(adopted.tensor.view().ndim());
  }
#endif
#if DLPACK_CPP_HAS_MANAGED_TENSOR_VERSIONED
  {
    dlpack::ManagedTensorVersioned owned = dlpack::TensorBuilder().data(tensor.data, 64).shape({2, 2}).build_managed_tensor_versioned();
    out += dlpack::to_string(owned.version()) + dlpack::to_string(owned.flags());
    dlpack::ManagedTensorVersioned other = dlpack::ManagedTensorVersioned::adopt_or_throw(owned.release());
    other.reset();
  }
#endif
#if DLPACK_CPP_HAS_EXCHANGE_API
  const auto* api = dlpack::find_compatible(dlpack::exchange_api<Impl>());
  out += api ? dlpack::to_string(dlpack::version_of(*api)) : "none";
#endif
  return out;
}

}  // namespace smoke

int main() {
  std::vector<float> data(16);
  std::vector<int64_t> shape = {4, 4}, strides = {4, 1};
  DLTensor t{};
  t.data = data.data();
  t.ndim = 2;
  t.shape = shape.data();
  t.strides = strides.data();
  return smoke::use_everything(t).empty() ? 1 : 0;
}
