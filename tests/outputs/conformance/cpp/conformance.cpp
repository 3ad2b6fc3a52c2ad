// The conformance library of the generated C++ wrappers
// (tests/outputs/conformance/conformance.py says what each function does), built as a
// shared library over dlpack/python.hpp: from_dlpack() and a dtype dispatch
// over a strided walk consume; TensorBuilder and export_capsule() produce,
// each tensor's buffer a heap copy freed in on_delete and counted.
#include "dlpack/python.hpp"  // first: it includes <Python.h>

#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <type_traits>
#include <vector>

namespace py = dlpack::python;

namespace {

std::atomic<std::int64_t> live{0};

// The weighted sum of the elements of `view`, read as T in row-major order.
template <class T>
double weighted(const dlpack::TensorView& view) {
  (void)view.accessor<T>();  // its checks: the dtype, memory host code can read (throws dlpack::Error)
  const auto shape = view.shape();
  const std::size_t ndim = shape.size();
  const auto numel = view.numel();
  if (!numel) return NAN;
  const auto* base = static_cast<const unsigned char*>(view.data()) + view.byte_offset();
  std::vector<std::int64_t> index(ndim, 0);
  double total = 0;
  for (std::int64_t k = 0; k < *numel; ++k) {
    std::int64_t offset = 0;  // in elements
    for (std::size_t d = 0; d < ndim; ++d) offset += index[d] * view.stride(static_cast<dlpack::TensorView::ndim_type>(d));
    T value;
    std::memcpy(&value, base + offset * static_cast<std::int64_t>(sizeof(T)), sizeof(T));
    double v;
    if constexpr (std::is_same_v<T, bool>) {
      v = value ? 1.0 : 0.0;
    } else {
      v = static_cast<double>(value);
    }
    total += v * static_cast<double>(k + 1);
    for (std::size_t d = ndim; d-- > 0;) {
      if (++index[d] < shape[d]) break;
      index[d] = 0;
    }
  }
  return total;
}

double sum(const dlpack::TensorView& view) {
  return dlpack::dispatch(view.dtype(), [&](auto tag) -> double {
    using Tag = decltype(tag);
    if constexpr (std::is_same_v<Tag, dlpack::unsupported_dtype>) {
      return NAN;
    } else {
      using T = typename Tag::type;
      if constexpr (std::is_arithmetic_v<T> || dlpack::is_minifloat_v<T>) {
        if constexpr (dlpack::is_minifloat_v<T>) {
          if constexpr (sizeof(T) == 2) return weighted<T>(view);  // float16, bfloat16
          else return NAN;
        } else {
          return weighted<T>(view);
        }
      } else {
        return NAN;  // complex
      }
    }
  });
}

std::atomic<std::int64_t> last_data{0};

// A heap copy of `values` (at 64 bytes when `aligned`, which jax maps without
// a copy of its own), freed (and counted) by the builder's on_delete.
template <class T>
dlpack::TensorBuilder builder_of(const std::vector<T>& values, std::vector<std::int64_t> shape, bool aligned = false) {
  const std::size_t align = aligned ? 64 : alignof(T);
  const std::size_t bytes = (values.size() * sizeof(T) + align - 1) / align * align;
  void* raw = ::operator new(bytes > 0 ? bytes : align, std::align_val_t(align));
  if (!values.empty()) std::memcpy(raw, values.data(), values.size() * sizeof(T));
  dlpack::TensorBuilder builder;
  builder.data(raw, values.size() * sizeof(T)).dtype(dlpack::dtype_of_v<T>).shape(std::move(shape));
  ++live;
  last_data = static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(raw));
  builder.on_delete([raw, align] {
    ::operator delete(raw, std::align_val_t(align));
    --live;
  });
  return builder;
}

template <class T>
std::vector<T> minifloats(std::initializer_list<float> values) {
  std::vector<T> out;
  for (float v : values) out.push_back(T::from_float(v));
  return out;
}

}  // namespace

extern "C" {

__attribute__((visibility("default"))) std::int64_t dlpack_conformance_live(void) { return live.load(); }

__attribute__((visibility("default"))) double dlpack_conformance_consume(PyObject* obj, int max_major, int max_minor,
                                                                         int copy, std::int64_t dev_type,
                                                                         std::int64_t dev_id, std::int64_t* info) {
  py::ImportOptions options;
  if (max_major < 0) {
    options.max_version.reset();
  } else {
    options.max_version = dlpack::Version(static_cast<std::uint32_t>(max_major), static_cast<std::uint32_t>(max_minor));
  }
  if (copy >= 0) options.copy = copy == 1;
  if (dev_type >= 0) {
    dlpack::Device device{};
    device.device_type = static_cast<dlpack::DeviceType>(dev_type);
    device.device_id = static_cast<std::int32_t>(dev_id);
    options.dl_device = device;
  }
  py::Imported imported = py::from_dlpack(obj, options);
  if (!imported) return NAN;  // the exception is set
  const dlpack::TensorView view = imported.view();
  info[0] = imported.is_versioned();
  info[1] = imported.read_only();
  info[2] = static_cast<std::int64_t>(view.shape().size());
  info[3] = view.numel().value_or(-1);
  info[4] = static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(view.data()) + view.byte_offset());
  info[5] = imported.is_copied();
  info[6] = static_cast<std::int64_t>(view.device().device_type);
  info[7] = view.device().device_id;
  try {
    return sum(view);
  } catch (...) {
    // What a typed read refuses (memory host code cannot read): BufferError with the reasons.
    py::set_error_from_current_exception();
    return NAN;
  }
}

__attribute__((visibility("default"))) std::int64_t dlpack_conformance_last_data(void) { return last_data.load(); }

__attribute__((visibility("default"))) PyObject* dlpack_conformance_produce(int kind, int max_major, int max_minor,
                                                                            int copy, std::int64_t dev_type,
                                                                            std::int64_t dev_id, int has_stream,
                                                                            std::int64_t stream) {
  py::DlpackRequest request;
  if (max_major >= 0)
    request.max_version = dlpack::Version(static_cast<std::uint32_t>(max_major), static_cast<std::uint32_t>(max_minor));
  if (copy >= 0) request.copy = copy == 1;
  if (dev_type >= 0) {
    dlpack::Device device{};
    device.device_type = static_cast<dlpack::DeviceType>(dev_type);
    device.device_id = static_cast<std::int32_t>(dev_id);
    request.dl_device = device;
  }
  PyObject* stream_object = has_stream ? PyLong_FromLongLong(stream) : nullptr;
  if (has_stream && !stream_object) return nullptr;
  request.stream = stream_object;
  py::ExportOptions options;
  PyObject* out = nullptr;
  try {
    dlpack::TensorBuilder builder;
    switch (kind) {
      case 0: builder = builder_of<double>({1, 2, 3, 4, 5, 6}, {2, 3}); break;
      case 1:
        builder = builder_of<float>({1, 2, 3, 4, 5, 6}, {3, 2}, true);
        builder.strides({1, 3});
        break;
      case 2:
        builder = builder_of<std::int32_t>({1, 2, 3, 4}, {4});
        builder.strides({-1}).byte_offset(3 * sizeof(std::int32_t));
        last_data += 3 * sizeof(std::int32_t);
        break;
      case 3: builder = builder_of<double>({7.5}, {}); break;
      case 4: builder = builder_of<float>({}, {0, 3}); break;
      case 5:
        builder = builder_of<float>({1, 2, 3, 4}, {2, 2});
        options.read_only = true;
        break;
      case 6: builder = builder_of(minifloats<dlpack::float16_t>({0.5f, -2.0f, 65504.0f}), {3}, true); break;
      case 7: builder = builder_of(minifloats<dlpack::bfloat16_t>({1.5f, -3.0f, 256.0f}), {3}, true); break;
      case 8:
        builder = builder_of<std::uint8_t>({0, 1, 2, 3, 4, 5, 6, 7}, {2, 2});
        builder.strides({4, 2});
        break;
      case 9: {
        // Described as memory of (kDLCUDA, 0), which no one here reads.
        dlpack::Device cuda{};
        cuda.device_type = dlpack::DeviceType::CUDA;
        builder = builder_of<float>({1, 2, 3}, {3});
        builder.device(cuda);
        break;
      }
      default: PyErr_SetString(PyExc_ValueError, "no such kind");
    }
    if (kind >= 0 && kind <= 9) out = py::export_capsule(std::move(builder), request, options);
  } catch (...) {
    py::set_error_from_current_exception();
  }
  Py_XDECREF(stream_object);
  return out;
}

}  // extern "C"
