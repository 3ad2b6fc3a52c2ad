// dlpack_gpu_interop: a CPython extension module over the generated C++
// glue (dlpack/python.hpp) and the CUDA shim (dlpack_shim/copy.hpp), for
// interop.py on a GPU machine. It takes tensors from any producer's
// __dlpack__ (torch.cuda, cupy) on a stream of its own, negotiated through
// __dlpack__(stream=...), copies them with the shim, and exports tensors the
// shim made as CUDA capsules for torch.from_dlpack and cupy.from_dlpack.
//
//   copy(src, dst)            dst[...] = src through dlpack_shim::copy on the module's stream
//   export(n, stream, max_version, dl_device, copy)
//                             a capsule of a new float32 CUDA tensor [0, 1.5, 3, ...] of n
//                             elements, written by the shim on the module's stream and ordered
//                             before the consumer's `stream` (the producer side of __dlpack__)
//   stream()                  the module's stream as __dlpack__ numbers it
//   live()                    exported tensors not yet deleted by their consumer
// Built by device-check.sh with nvcc (-shared); refusals raise BufferError or
// ValueError with the shim's or the glue's reason.
#include "dlpack/python.hpp"  // first: it includes <Python.h>

#include <cstdint>
#include <string>
#include <vector>

#include "dlpack_shim/copy.hpp"

namespace py = dlpack::python;
namespace sh = dlpack_shim;

namespace {

sh::gpu::stream_t module_stream = nullptr;
long live_tensors = 0;

PyObject* shim_error(const sh::Result& r, const char* what) {
  PyErr_Format(PyExc_BufferError, "%s: %s", what, r.message);
  return nullptr;
}

// The consumer side: __dlpack__(stream=<the module's stream>) for a tensor on
// a CUDA device, so the producer orders its work before ours; stream=None for
// one in host memory (the protocol's rule for the CPU).
PyObject* stream_for(dlpack::Device device, void*) {
  if (device.device_type != dlpack::DeviceType::CUDA && device.device_type != dlpack::DeviceType::CUDAManaged)
    Py_RETURN_NONE;
  std::int64_t number = 0;
  if (!sh::gpu::to_dlpack_stream(module_stream, number)) {
    PyErr_SetString(PyExc_RuntimeError, "the module's stream has no __dlpack__ number");
    return nullptr;
  }
  return PyLong_FromLongLong(number);
}

py::Imported take(PyObject* obj) {
  py::ImportOptions options;
  options.stream_for = stream_for;
  return py::from_dlpack(obj, options);
}

PyObject* copy(PyObject*, PyObject* args) {
  PyObject *src_obj = nullptr, *dst_obj = nullptr;
  if (!PyArg_ParseTuple(args, "OO", &src_obj, &dst_obj)) return nullptr;
  py::Imported src = take(src_obj);
  if (!src) return nullptr;
  py::Imported dst = take(dst_obj);
  if (!dst) return nullptr;
  if (dst.read_only()) {
    PyErr_SetString(PyExc_BufferError, "copy: the destination is read-only");
    return nullptr;
  }
  sh::Result r;
  Py_BEGIN_ALLOW_THREADS
  r = sh::copy(*src.view().get(), *dst.view().get(), module_stream);
  Py_END_ALLOW_THREADS
  if (!r) return shim_error(r, "copy");
  Py_RETURN_NONE;
}

PyObject* stream(PyObject*, PyObject*) {
  std::int64_t number = 0;
  if (!sh::gpu::to_dlpack_stream(module_stream, number)) {
    PyErr_SetString(PyExc_RuntimeError, "the module's stream has no __dlpack__ number");
    return nullptr;
  }
  return PyLong_FromLongLong(number);
}

PyObject* live(PyObject*, PyObject*) { return PyLong_FromLong(live_tensors); }

PyObject* export_tensor(PyObject*, PyObject* args) {
  long long n = 0;
  PyObject *stream_obj = Py_None, *max_version = Py_None, *dl_device = Py_None, *copy_obj = Py_None;
  if (!PyArg_ParseTuple(args, "L|OOOO", &n, &stream_obj, &max_version, &dl_device, &copy_obj)) return nullptr;
  if (n < 1 || n > (1LL << 30)) {
    PyErr_SetString(PyExc_ValueError, "export: n is 1 .. 2^30");
    return nullptr;
  }
  py::DlpackRequest request;
  if (!py::parse_dlpack_request(stream_obj, max_version, dl_device, copy_obj, request)) return nullptr;
  const dlpack::Device device(dlpack::DeviceType::CUDA, 0);
  if (!py::check_request(request, device)) return nullptr;
  // The consumer's stream, which must see the data written on ours.
  sh::gpu::DLPackStream consumer;
  if (request.stream) {
    const long long number = PyLong_AsLongLong(request.stream);
    if (number == -1 && PyErr_Occurred()) return nullptr;
    const sh::Result r = sh::gpu::stream_from_dlpack(number, consumer);
    if (!r) return shim_error(r, "export: stream");
  }
  void* memory = nullptr;
  const std::size_t bytes = static_cast<std::size_t>(n) * sizeof(float);
  sh::Result r = sh::gpu::allocate(sh::gpu::Memory::device, bytes, 0, &memory);
  if (!r) return shim_error(r, "export: allocate");
  // The data: a host iota copied to the device by the shim, reversed on the
  // way (a negative-stride source), so the consumer sees 0, 1.5, 3, ...
  std::vector<float> host(static_cast<std::size_t>(n));
  for (long long i = 0; i < n; ++i) host[static_cast<std::size_t>(i)] = 1.5f * static_cast<float>(n - 1 - i);
  std::int64_t shape[1] = {n}, reversed[1] = {-1};
  const DLTensor from{host.data() + (n - 1), {kDLCPU, 0}, 1, {kDLFloat, 32, 1}, shape, reversed, 0};
  const DLTensor to{memory, {kDLCUDA, 0}, 1, {kDLFloat, 32, 1}, shape, nullptr, 0};
  r = sh::copy(from, to, module_stream);  // the host buffer is read before this returns
  if (r && request.stream && consumer.synchronize) r = sh::gpu::wait(consumer.stream, module_stream);
  if (!r) {
    (void)sh::gpu::release(sh::gpu::Memory::device, memory);
    return shim_error(r, "export: copy");
  }
  dlpack::TensorBuilder builder;
  builder.data(memory, bytes).device(device).dtype(dlpack::DataType::float32()).shape({n});
  ++live_tensors;
  builder.on_delete([memory] {
    (void)sh::gpu::release(sh::gpu::Memory::device, memory);
    --live_tensors;
  });
  return py::export_capsule(std::move(builder), request);
}

PyMethodDef methods[] = {
    {"copy", copy, METH_VARARGS, "copy(src, dst): dst[...] = src through the shim"},
    {"export", export_tensor, METH_VARARGS, "export(n, stream, max_version, dl_device, copy): a CUDA capsule"},
    {"stream", stream, METH_NOARGS, "the module's stream, numbered as __dlpack__ numbers streams"},
    {"live", live, METH_NOARGS, "exported tensors not yet deleted"},
    {nullptr, nullptr, 0, nullptr}};

PyModuleDef module_def = {PyModuleDef_HEAD_INIT, "dlpack_gpu_interop", nullptr, -1, methods,
                          nullptr, nullptr, nullptr, nullptr};

}  // namespace

PyMODINIT_FUNC PyInit_dlpack_gpu_interop() {
  if (cudaStreamCreateWithFlags(&module_stream, cudaStreamNonBlocking) != cudaSuccess) {
    PyErr_SetString(PyExc_RuntimeError, "dlpack_gpu_interop: cannot create a CUDA stream (no GPU?)");
    return nullptr;
  }
  return PyModule_Create(&module_def);
}
