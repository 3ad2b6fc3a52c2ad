// A CPython extension module over dlpack/python.hpp, for test_capsules.py:
// it consumes capsules (numpy's and its own) into Tensor objects, produces
// capsules through a Producer type whose __dlpack__ is export_capsule(), and
// counts every deleter it installs, so the script can check that each tensor
// is freed exactly once whoever frees it.
//
// DLPACK_TEST_MODULE names the module (one per header version and build). It
// is built as an extension module, and also into an executable that embeds
// CPython (embed_main.cpp), so that it runs under ASan/UBSan.
#include "dlpack/python.hpp"  // first: it includes <Python.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <utility>
#include <vector>

#include "module_name.h"

// Which managed tensors this dlpack.h has (config.hpp defines the macro of each one it has).
#ifdef DLPACK_CPP_HAS_MANAGED_TENSOR_VERSIONED
#define TEST_HAS_VERSIONED 1
#else
#define TEST_HAS_VERSIONED 0
#endif
#ifdef DLPACK_CPP_HAS_MANAGED_TENSOR
#define TEST_HAS_LEGACY 1
#else
#define TEST_HAS_LEGACY 0
#endif

namespace py = dlpack::python;

namespace {

// ---------------------------------------------------------------------------
// Counters: how many times each kind of deleter ran.
// ---------------------------------------------------------------------------

long producer_deleted = 0;  // Producer tensors (TensorBuilder's on_delete)
long raw_deleted = 0;       // hand-built tensors (raw_capsule, named_capsule)
long fresh_deleted = 0;     // the buffers of Producer.dlpack_fresh (freed in on_delete)

// A hand-built managed tensor (no TensorBuilder: it may be invalid on
// purpose), freed by its own deleter, which counts.
template <class Managed>
struct Raw {
  Managed managed{};
  std::int64_t shape[2] = {2, 3};
  std::int64_t strides[2] = {3, 1};
  double data[6] = {1, 2, 3, 4, 5, 6};

  static void deleter(Managed* self) noexcept {
    ++raw_deleted;
    delete static_cast<Raw*>(self->manager_ctx);
  }
  static Managed* make() {
    auto* raw = new Raw();
    DLTensor& t = raw->managed.dl_tensor;
    t.data = raw->data;
    t.device.device_type = kDLCPU;
    t.ndim = 2;
    t.dtype.code = kDLFloat;
    t.dtype.bits = 64;
    t.dtype.lanes = 1;
    t.shape = raw->shape;
    t.strides = raw->strides;
    raw->managed.manager_ctx = raw;
    raw->managed.deleter = &Raw::deleter;
    return &raw->managed;
  }
};

#if TEST_HAS_VERSIONED
// A valid hand-built versioned tensor of this header's version.
DLManagedTensorVersioned* make_raw_versioned() {
  DLManagedTensorVersioned* m = Raw<DLManagedTensorVersioned>::make();
  m->version.major = DLPACK_MAJOR_VERSION;
  m->version.minor = DLPACK_MINOR_VERSION;
  return m;
}
#endif

template <class Managed>
void destroy_raw_capsule(PyObject* capsule) noexcept {
  // Same rule as to_capsule()'s destructor, for any name this module gave.
  const char* name = PyCapsule_GetName(capsule);
  auto* owned_name = static_cast<std::string*>(PyCapsule_GetContext(capsule));
  if (name && owned_name && *owned_name == name) {
    auto* managed = static_cast<Managed*>(PyCapsule_GetPointer(capsule, name));
    if (managed && managed->deleter) managed->deleter(managed);
  }
  delete owned_name;
}

// A capsule named `name` holding a hand-built tensor, whose destructor frees
// it while the capsule still has that name.
template <class Managed>
PyObject* make_raw_capsule(Managed* managed, const std::string& name) {
  auto* owned_name = new std::string(name);
  PyObject* capsule = PyCapsule_New(managed, owned_name->c_str(), &destroy_raw_capsule<Managed>);
  if (!capsule || PyCapsule_SetContext(capsule, owned_name) != 0) {
    Py_XDECREF(capsule);
    if (!capsule) delete owned_name;
    managed->deleter(managed);
    return nullptr;
  }
  return capsule;
}

// ---------------------------------------------------------------------------
// Tensor: what consume() / from_capsule() / from_dlpack() took.
// ---------------------------------------------------------------------------

struct TensorObject {
  PyObject_HEAD
  py::Imported tensor;
};

PyTypeObject* tensor_type = nullptr;

PyObject* wrap(py::Imported&& tensor) {
  if (!tensor) return nullptr;  // the exception is set
  auto* self = PyObject_New(TensorObject, tensor_type);
  if (!self) return nullptr;  // `tensor` frees on return
  new (&self->tensor) py::Imported(std::move(tensor));
  return reinterpret_cast<PyObject*>(self);
}

void tensor_dealloc(PyObject* object) {
  auto* self = reinterpret_cast<TensorObject*>(object);
  PyTypeObject* type = Py_TYPE(object);
  self->tensor.~Imported();
  PyObject_Free(object);
  Py_DECREF(type);
}

bool held(TensorObject* self) {
  if (self->tensor) return true;
  PyErr_SetString(PyExc_ValueError, "the tensor was released");
  return false;
}

PyObject* int_tuple(dlpack::Span<const std::int64_t> values) {
  PyObject* tuple = PyTuple_New(static_cast<Py_ssize_t>(values.size()));
  for (std::size_t i = 0; tuple && i < values.size(); ++i) {
    PyObject* item = PyLong_FromLongLong(values[i]);
    if (!item) {
      Py_DECREF(tuple);
      return nullptr;
    }
    PyTuple_SET_ITEM(tuple, static_cast<Py_ssize_t>(i), item);
  }
  return tuple;
}

PyObject* tensor_shape(PyObject* object, void*) {
  auto* self = reinterpret_cast<TensorObject*>(object);
  return held(self) ? int_tuple(self->tensor.view().shape()) : nullptr;
}

PyObject* tensor_strides(PyObject* object, void*) {
  auto* self = reinterpret_cast<TensorObject*>(object);
  if (!held(self)) return nullptr;
  if (!self->tensor.view().has_strides()) Py_RETURN_NONE;
  return int_tuple(self->tensor.view().strides());
}

PyObject* tensor_version(PyObject* object, void*) {
  auto* self = reinterpret_cast<TensorObject*>(object);
  if (!held(self)) return nullptr;
  std::optional<dlpack::Version> v = self->tensor.version();
  if (!v) Py_RETURN_NONE;
  return Py_BuildValue("(kk)", static_cast<unsigned long>(v->major), static_cast<unsigned long>(v->minor));
}

PyObject* tensor_versioned(PyObject* object, void*) {
  auto* self = reinterpret_cast<TensorObject*>(object);
  if (!held(self)) return nullptr;
  return PyBool_FromLong(self->tensor.is_versioned());
}

PyObject* tensor_read_only(PyObject* object, void*) {
  auto* self = reinterpret_cast<TensorObject*>(object);
  if (!held(self)) return nullptr;
  return PyBool_FromLong(self->tensor.read_only());
}

PyObject* tensor_device(PyObject* object, void*) {
  auto* self = reinterpret_cast<TensorObject*>(object);
  return held(self) ? py::device_tuple(self->tensor.view().device()) : nullptr;
}

PyObject* tensor_dtype(PyObject* object, void*) {
  auto* self = reinterpret_cast<TensorObject*>(object);
  if (!held(self)) return nullptr;
  const dlpack::DataType d = self->tensor.view().dtype();
  return Py_BuildValue("(iii)", int(d.code), int(d.bits), int(d.lanes));
}

PyObject* tensor_held(PyObject* object, void*) {
  return PyBool_FromLong(static_cast<bool>(reinterpret_cast<TensorObject*>(object)->tensor));
}

// One element at `p` as a Python number, by dtype.
PyObject* element(const void* p, dlpack::DataType d) {
  const int code = d.code;
  if (code == kDLFloat && d.bits == 64) return PyFloat_FromDouble(*static_cast<const double*>(p));
  if (code == kDLFloat && d.bits == 32) return PyFloat_FromDouble(*static_cast<const float*>(p));
  if (code == kDLInt && d.bits == 64) return PyLong_FromLongLong(*static_cast<const std::int64_t*>(p));
  if (code == kDLInt && d.bits == 32) return PyLong_FromLong(*static_cast<const std::int32_t*>(p));
  if (code == kDLInt && d.bits == 16) return PyLong_FromLong(*static_cast<const std::int16_t*>(p));
  if (code == kDLInt && d.bits == 8) return PyLong_FromLong(*static_cast<const std::int8_t*>(p));
  if (code == kDLUInt && d.bits == 8) return PyLong_FromLong(*static_cast<const std::uint8_t*>(p));
  PyErr_Format(PyExc_TypeError, "values(): no reader for dtype code %d bits %d", code, int(d.bits));
  return nullptr;
}

// The elements in row-major order of the shape, read through the strides.
PyObject* tensor_values(PyObject* object, PyObject*) {
  auto* self = reinterpret_cast<TensorObject*>(object);
  if (!held(self)) return nullptr;
  const dlpack::TensorView view = self->tensor.view();
  const std::optional<std::int64_t> numel = view.numel();
  if (!numel || view.dtype().lanes != 1 || view.dtype().bits % 8 != 0) {
    PyErr_SetString(PyExc_ValueError, "values(): not a plain tensor");
    return nullptr;
  }
  const auto ndim = view.ndim();
  const std::int64_t item = view.dtype().bits / 8;
  PyObject* list = PyList_New(0);
  if (!list) return nullptr;
  std::vector<std::int64_t> index(static_cast<std::size_t>(ndim), 0);
  for (std::int64_t n = 0; n < *numel; ++n) {
    std::int64_t offset = 0;
    for (decltype(view.ndim()) d = 0; d < ndim; ++d) offset += index[static_cast<std::size_t>(d)] * view.stride(d);
    PyObject* value = element(static_cast<const char*>(view.data()) + offset * item, view.dtype());
    if (!value || PyList_Append(list, value) != 0) {
      Py_XDECREF(value);
      Py_DECREF(list);
      return nullptr;
    }
    Py_DECREF(value);
    for (auto d = ndim; d-- > 0;) {
      if (++index[static_cast<std::size_t>(d)] < view.size(d)) break;
      index[static_cast<std::size_t>(d)] = 0;
    }
  }
  return list;
}

// Calls the deleter now.
PyObject* tensor_release(PyObject* object, PyObject*) {
  reinterpret_cast<TensorObject*>(object)->tensor.reset();
  Py_RETURN_NONE;
}

PyGetSetDef tensor_getset[] = {
    {"shape", tensor_shape, nullptr, nullptr, nullptr},
    {"strides", tensor_strides, nullptr, nullptr, nullptr},
    {"version", tensor_version, nullptr, nullptr, nullptr},
    {"versioned", tensor_versioned, nullptr, nullptr, nullptr},
    {"read_only", tensor_read_only, nullptr, nullptr, nullptr},
    {"device", tensor_device, nullptr, nullptr, nullptr},
    {"dtype", tensor_dtype, nullptr, nullptr, nullptr},
    {"held", tensor_held, nullptr, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr},
};

PyMethodDef tensor_methods[] = {
    {"values", tensor_values, METH_NOARGS, nullptr},
    {"release", tensor_release, METH_NOARGS, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

PyType_Slot tensor_slots[] = {
    {Py_tp_dealloc, reinterpret_cast<void*>(tensor_dealloc)},
    {Py_tp_getset, tensor_getset},
    {Py_tp_methods, tensor_methods},
    {0, nullptr},
};

PyType_Spec tensor_spec = {DLPACK_TEST_MODULE_NAME ".Tensor", sizeof(TensorObject), 0,
                           Py_TPFLAGS_DEFAULT | Py_TPFLAGS_DISALLOW_INSTANTIATION, tensor_slots};

// ---------------------------------------------------------------------------
// Producer: an array of float64 in C++ memory with __dlpack__ and __dlpack_device__.
// ---------------------------------------------------------------------------

struct ProducerObject {
  PyObject_HEAD
  std::vector<double> data;
  std::vector<std::int64_t> shape, strides;
  bool has_strides;
  bool read_only;
  dlpack::Device device;
  PyObject* last_request;  // a dict of what the last __dlpack__ call asked, or NULL
};

PyTypeObject* producer_type = nullptr;

bool to_int64s(PyObject* sequence, std::vector<std::int64_t>& out) {
  PyObject* fast = PySequence_Fast(sequence, "expected a sequence of ints");
  if (!fast) return false;
  for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(fast); ++i) {
    const long long v = PyLong_AsLongLong(PySequence_Fast_GET_ITEM(fast, i));
    if (v == -1 && PyErr_Occurred()) {
      Py_DECREF(fast);
      return false;
    }
    out.push_back(v);
  }
  Py_DECREF(fast);
  return true;
}

// Producer(values, shape, strides=None, *, read_only=False, device=(1, 0))
PyObject* producer_new(PyTypeObject* type, PyObject* args, PyObject* kwargs) {
  static const char* keywords[] = {"values", "shape", "strides", "read_only", "device", nullptr};
  PyObject *values = nullptr, *shape = nullptr, *strides = Py_None, *device = nullptr;
  int read_only = 0;
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "OO|O$pO", const_cast<char**>(keywords), &values, &shape, &strides,
                                   &read_only, &device))
    return nullptr;
  auto* self = reinterpret_cast<ProducerObject*>(type->tp_alloc(type, 0));
  if (!self) return nullptr;
  new (&self->data) std::vector<double>();
  new (&self->shape) std::vector<std::int64_t>();
  new (&self->strides) std::vector<std::int64_t>();
  self->has_strides = strides != Py_None;
  self->read_only = read_only != 0;
  self->device = dlpack::Device(static_cast<dlpack::DeviceType>(kDLCPU), 0);
  self->last_request = nullptr;
  PyObject* fast = PySequence_Fast(values, "values: expected a sequence of floats");
  bool ok = fast != nullptr;
  for (Py_ssize_t i = 0; ok && i < PySequence_Fast_GET_SIZE(fast); ++i) {
    const double v = PyFloat_AsDouble(PySequence_Fast_GET_ITEM(fast, i));
    ok = !(v == -1.0 && PyErr_Occurred());
    if (ok) self->data.push_back(v);
  }
  Py_XDECREF(fast);
  ok = ok && to_int64s(shape, self->shape) && (!self->has_strides || to_int64s(strides, self->strides));
  if (ok && device) {
    // device=(type, id), parsed as __dlpack__'s dl_device is.
    py::DlpackRequest request;
    ok = py::parse_dlpack_request(nullptr, nullptr, device, nullptr, request);
    if (ok) self->device = *request.dl_device;
  }
  if (!ok) {
    Py_DECREF(self);
    return nullptr;
  }
  return reinterpret_cast<PyObject*>(self);
}

void producer_dealloc(PyObject* object) {
  auto* self = reinterpret_cast<ProducerObject*>(object);
  PyTypeObject* type = Py_TYPE(object);
  using Vector = std::vector<double>;
  using Ints = std::vector<std::int64_t>;
  self->data.~Vector();
  self->shape.~Ints();
  self->strides.~Ints();
  Py_XDECREF(self->last_request);
  type->tp_free(object);
  Py_DECREF(type);
}

// The builder of the producer's tensor: its memory stays valid while the
// producer lives, and the producer lives while a tensor of it does (KeepAlive).
dlpack::TensorBuilder builder_of(ProducerObject* self) {
  dlpack::TensorBuilder builder;
  builder.data(self->data)
      .device(self->device)
      .dtype(dlpack::DataType(static_cast<dlpack::DataTypeCode>(kDLFloat), 64))
      .shape(self->shape)
      .on_delete([keep = py::KeepAlive(reinterpret_cast<PyObject*>(self))] {
        (void)keep;
        ++producer_deleted;
      });
  if (self->has_strides) builder.strides(self->strides);
  return builder;
}

// Records the request as a dict (for the script's assertions).
bool record(ProducerObject* self, const py::DlpackRequest& request) {
  PyObject* max_version = request.max_version ? Py_BuildValue("(kk)", static_cast<unsigned long>(request.max_version->major),
                                                              static_cast<unsigned long>(request.max_version->minor))
                                              : Py_NewRef(Py_None);
  PyObject* dl_device = request.dl_device ? py::device_tuple(*request.dl_device) : Py_NewRef(Py_None);
  PyObject* copy = request.copy ? PyBool_FromLong(*request.copy) : Py_NewRef(Py_None);
  PyObject* dict = max_version && dl_device && copy
                       ? Py_BuildValue("{sOsOsOsO}", "stream", request.stream ? request.stream : Py_None, "max_version",
                                       max_version, "dl_device", dl_device, "copy", copy)
                       : nullptr;
  Py_XDECREF(max_version);
  Py_XDECREF(dl_device);
  Py_XDECREF(copy);
  if (!dict) return false;
  Py_XSETREF(self->last_request, dict);
  return true;
}

// export_capsule() of the producer's tensor for `request`.
PyObject* export_producer(ProducerObject* self, const py::DlpackRequest& request) {
  py::ExportOptions options;
  options.read_only = self->read_only;
  try {
    return py::export_capsule(builder_of(self), request, options);
  } catch (const std::bad_alloc&) {  // building the builder; export_capsule() itself throws nothing
    return PyErr_NoMemory();
  }
}

// __dlpack__ the recommended way: check_request() before building, so that a
// refused request builds (and deletes) nothing.
PyObject* producer_dlpack(PyObject* object, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  auto* self = reinterpret_cast<ProducerObject*>(object);
  py::DlpackRequest request;
  if (!py::parse_dlpack_args(args, nargs, kwnames, request) || !record(self, request)) return nullptr;
  if (!py::check_request(request, self->device)) return nullptr;
  return export_producer(self, request);
}

// The same through METH_VARARGS | METH_KEYWORDS, without check_request():
// a refusal after building deletes the built tensor (on_delete runs).
PyObject* producer_dlpack_unchecked(PyObject* object, PyObject* args, PyObject* kwargs) {
  auto* self = reinterpret_cast<ProducerObject*>(object);
  py::DlpackRequest request;
  if (!py::parse_dlpack_args(args, kwargs, request) || !record(self, request)) return nullptr;
  return export_producer(self, request);
}

// builder_of() over a fresh copy of the data on the heap, freed (and
// counted in fresh_deleted) by on_delete.
dlpack::TensorBuilder fresh_builder_of(ProducerObject* self) {
  dlpack::TensorBuilder builder = builder_of(self);
  std::unique_ptr<double[]> copy(new double[self->data.size()]);
  std::copy(self->data.begin(), self->data.end(), copy.get());
  double* buffer = copy.get();
  builder.data(buffer, self->data.size() * sizeof(double)).on_delete([buffer] {
    delete[] buffer;
    ++fresh_deleted;
  });
  copy.release();  // on_delete owns it now
  return builder;
}

// export_capsule() of a fresh copy of the data on the heap, freed in on_delete
// (as builder.hpp advises: the builder does not own `data`), without
// check_request() first: on a refusal, export_capsule() must run on_delete all
// the same, or the copy leaks.
PyObject* producer_dlpack_fresh(PyObject* object, PyObject* args, PyObject* kwargs) {
  auto* self = reinterpret_cast<ProducerObject*>(object);
  py::DlpackRequest request;
  if (!py::parse_dlpack_args(args, kwargs, request)) return nullptr;
  py::ExportOptions options;
  options.read_only = self->read_only;
  try {
    return py::export_capsule(fresh_builder_of(self), request, options);
  } catch (const std::bad_alloc&) {
    return PyErr_NoMemory();
  }
}

// dlpack_fresh, but a refused export is retried with the same (moved-from)
// builder and the copy request dropped: the builder was handed on, so the retry
// is refused too (BufferError, "handed on"), and on_delete has run once, never
// twice, and no freed buffer is exported.
PyObject* producer_dlpack_retry(PyObject* object, PyObject* args, PyObject* kwargs) {
  auto* self = reinterpret_cast<ProducerObject*>(object);
  py::DlpackRequest request;
  if (!py::parse_dlpack_args(args, kwargs, request)) return nullptr;
  try {
    dlpack::TensorBuilder builder = fresh_builder_of(self);
    PyObject* first = py::export_capsule(std::move(builder), request, {});
    if (first) return first;
    PyErr_Clear();
    request.copy.reset();
    return py::export_capsule(std::move(builder), request, {});  // NOLINT(bugprone-use-after-move): the point
  } catch (const std::bad_alloc&) {
    return PyErr_NoMemory();
  }
}

PyObject* producer_dlpack_device(PyObject* object, PyObject*) {
  return py::device_tuple(reinterpret_cast<ProducerObject*>(object)->device);
}

PyObject* producer_last_request(PyObject* object, void*) {
  PyObject* request = reinterpret_cast<ProducerObject*>(object)->last_request;
  return Py_NewRef(request ? request : Py_None);
}

template <class F>
PyCFunction as_cfunction(F f) {
  return reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)(void)>(f));
}

PyMethodDef producer_methods[] = {
    {"__dlpack__", as_cfunction(producer_dlpack), METH_FASTCALL | METH_KEYWORDS, nullptr},
    {"dlpack_unchecked", as_cfunction(producer_dlpack_unchecked), METH_VARARGS | METH_KEYWORDS, nullptr},
    {"dlpack_fresh", as_cfunction(producer_dlpack_fresh), METH_VARARGS | METH_KEYWORDS, nullptr},
    {"dlpack_retry", as_cfunction(producer_dlpack_retry), METH_VARARGS | METH_KEYWORDS, nullptr},
    {"__dlpack_device__", producer_dlpack_device, METH_NOARGS, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

PyGetSetDef producer_getset[] = {
    {"last_request", producer_last_request, nullptr, nullptr, nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr},
};

PyType_Slot producer_slots[] = {
    {Py_tp_new, reinterpret_cast<void*>(producer_new)},
    {Py_tp_dealloc, reinterpret_cast<void*>(producer_dealloc)},
    {Py_tp_methods, producer_methods},
    {Py_tp_getset, producer_getset},
    {0, nullptr},
};

PyType_Spec producer_spec = {DLPACK_TEST_MODULE_NAME ".Producer", sizeof(ProducerObject), 0,
                             Py_TPFLAGS_DEFAULT, producer_slots};

// ---------------------------------------------------------------------------
// Module functions.
// ---------------------------------------------------------------------------

// consume(capsule, *, require_writable=False, kind=None): from_capsule(), or
// consume<Owner>() when kind is "versioned" or "legacy".
PyObject* consume(PyObject*, PyObject* args, PyObject* kwargs) {
  static const char* keywords[] = {"capsule", "require_writable", "kind", nullptr};
  PyObject* capsule = nullptr;
  int require_writable = 0;
  const char* kind = nullptr;
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O|$pz", const_cast<char**>(keywords), &capsule, &require_writable,
                                   &kind))
    return nullptr;
  dlpack::AdoptOptions options;
  options.require_writable = require_writable != 0;
  py::Imported tensor;
  if (!kind) {
    tensor = py::from_capsule(capsule, options);
#if TEST_HAS_VERSIONED
  } else if (std::strcmp(kind, "versioned") == 0) {
    tensor.versioned = py::consume<dlpack::ManagedTensorVersioned>(capsule, options);
#endif
#if TEST_HAS_LEGACY
  } else if (std::strcmp(kind, "legacy") == 0) {
    tensor.legacy = py::consume<dlpack::ManagedTensor>(capsule, options);
#endif
  } else {
    PyErr_Format(PyExc_ValueError, "kind %s is not in this header", kind);
    return nullptr;
  }
  return wrap(std::move(tensor));
}

PyObject* stream_for_device(dlpack::Device device, void* context) {
  // Records the device it was asked about, and gives None.
  auto* seen = static_cast<PyObject**>(context);
  *seen = py::device_tuple(device);
  if (!*seen) return nullptr;
  return Py_NewRef(Py_None);
}

PyObject* last_stream_device = nullptr;

// from_dlpack(obj, *, max_version=<this header's>, stream=None, dl_device=None,
// copy=None, stream_for=False): max_version=None passes none.
PyObject* from_dlpack(PyObject*, PyObject* args, PyObject* kwargs) {
  static const char* keywords[] = {"obj", "max_version", "stream", "dl_device", "copy", "stream_for", nullptr};
  PyObject *obj = nullptr, *max_version = nullptr, *stream = Py_None, *dl_device = Py_None, *copy = Py_None;
  int stream_for = 0;
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O|$OOOOp", const_cast<char**>(keywords), &obj, &max_version, &stream,
                                   &dl_device, &copy, &stream_for))
    return nullptr;
  // The request parser reads the same argument types.
  py::DlpackRequest request;
  if (!py::parse_dlpack_request(stream, max_version, dl_device, copy, request)) return nullptr;
  py::ImportOptions options;
  if (max_version) options.max_version = request.max_version;
  options.stream = request.stream;
  options.dl_device = request.dl_device;
  options.copy = request.copy;
  if (stream_for) {
    Py_CLEAR(last_stream_device);
    options.stream_for = &stream_for_device;
    options.stream_context = &last_stream_device;
  }
  return wrap(py::from_dlpack(obj, options));
}

PyObject* stream_device(PyObject*, PyObject*) { return Py_NewRef(last_stream_device ? last_stream_device : Py_None); }

// The capsule of raw_capsule(): to_capsule() of an owner, or make_raw_capsule().
template <class Owner, class Managed>
PyObject* capsule_of(Managed* managed, const char* name, const char* default_name, bool via_owner) {
  if (via_owner) return py::to_capsule(Owner(managed));
  return make_raw_capsule(managed, name ? name : default_name);
}

// raw_capsule(kind, problem=None, name=None, *, via_owner=False): a hand-built
// tensor in a capsule. kind: "versioned" or "legacy"; problem: None (valid),
// "negative_shape", "major_version" (versioned, the next major),
// "unknown_flags" (versioned); name: the capsule's name (default: the
// protocol's name for kind); via_owner: made by to_capsule() of an owner.
PyObject* raw_capsule(PyObject*, PyObject* args, PyObject* kwargs) {
  static const char* keywords[] = {"kind", "problem", "name", "via_owner", nullptr};
  const char* kind = nullptr;
  const char* problem = nullptr;
  const char* name = nullptr;
  int via_owner = 0;
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "s|zz$p", const_cast<char**>(keywords), &kind, &problem, &name,
                                   &via_owner))
    return nullptr;
  const std::string p = problem ? problem : "";
  try {
#if TEST_HAS_VERSIONED
    if (std::strcmp(kind, "versioned") == 0) {
      DLManagedTensorVersioned* m = make_raw_versioned();
      if (p == "negative_shape") m->dl_tensor.shape[1] = -3;
      if (p == "major_version") m->version.major = DLPACK_MAJOR_VERSION + 1;
      if (p == "unknown_flags") m->flags = std::uint64_t{1} << 60;
      return capsule_of<dlpack::ManagedTensorVersioned>(m, name, py::versioned_capsule_name, via_owner);
    }
#endif
#if TEST_HAS_LEGACY
    if (std::strcmp(kind, "legacy") == 0) {
      DLManagedTensor* m = Raw<DLManagedTensor>::make();
      if (p == "negative_shape") m->dl_tensor.shape[1] = -3;
      return capsule_of<dlpack::ManagedTensor>(m, name, py::legacy_capsule_name, via_owner);
    }
#endif
  } catch (const std::bad_alloc&) {
    return PyErr_NoMemory();
  }
  PyErr_Format(PyExc_ValueError, "kind %s is not in this header", kind);
  return nullptr;
}

// to_capsule() of an empty owner: a ValueError.
PyObject* empty_owner_capsule(PyObject*, PyObject*) {
#if TEST_HAS_VERSIONED
  return py::to_capsule(dlpack::ManagedTensorVersioned());
#else
  return py::to_capsule(dlpack::ManagedTensor());
#endif
}

PyObject* capsule_name(PyObject*, PyObject* capsule) {
  if (!PyCapsule_CheckExact(capsule)) {
    PyErr_SetString(PyExc_TypeError, "not a capsule");
    return nullptr;
  }
  const char* name = PyCapsule_GetName(capsule);
  if (!name) Py_RETURN_NONE;
  return PyUnicode_FromString(name);
}

// from_dlpack_as<double, ndim<2>, c_contig, on_cpu>(obj): the sum of
// row i * 10 + column j weighted elements, through the typed accessor.
PyObject* matrix_sum(PyObject*, PyObject* obj) {
  auto matrix = py::from_dlpack_as<double, dlpack::ndim<2>, dlpack::c_contig, dlpack::on_cpu>(obj);
  if (!matrix) return nullptr;
  static_assert(decltype(matrix)::rank == 2);
  const auto a = matrix.accessor();
  const auto shape = matrix.view().shape();
  double total = 0;
  for (std::int64_t i = 0; i < shape[0]; ++i)
    for (std::int64_t j = 0; j < shape[1]; ++j) total += a(i, j) * static_cast<double>(i * 10 + j);
  return PyFloat_FromDouble(total);
}

// from_dlpack_as<float, shape<any_extent, 3>, writable>(obj): writes 7 at [0][0].
PyObject* write_rows_of_3(PyObject*, PyObject* obj) {
  auto rows = py::from_dlpack_as<float, dlpack::shape<dlpack::any_extent, 3>, dlpack::writable>(obj);
  if (!rows) return nullptr;
  rows.accessor()(0, 0) = 7.0f;
  Py_RETURN_NONE;
}

PyObject* counters(PyObject*, PyObject*) {
  return Py_BuildValue("{slslsl}", "producer_deleted", producer_deleted, "raw_deleted", raw_deleted, "fresh_deleted",
                       fresh_deleted);
}

PyObject* reset_counters(PyObject*, PyObject*) {
  producer_deleted = 0;
  raw_deleted = 0;
  fresh_deleted = 0;
  Py_RETURN_NONE;
}

PyMethodDef module_methods[] = {
    {"consume", as_cfunction(consume), METH_VARARGS | METH_KEYWORDS, nullptr},
    {"from_dlpack", as_cfunction(from_dlpack), METH_VARARGS | METH_KEYWORDS, nullptr},
    {"stream_device", stream_device, METH_NOARGS, nullptr},
    {"raw_capsule", as_cfunction(raw_capsule), METH_VARARGS | METH_KEYWORDS, nullptr},
    {"empty_owner_capsule", empty_owner_capsule, METH_NOARGS, nullptr},
    {"capsule_name", capsule_name, METH_O, nullptr},
    {"matrix_sum", matrix_sum, METH_O, nullptr},
    {"write_rows_of_3", write_rows_of_3, METH_O, nullptr},
    {"counters", counters, METH_NOARGS, nullptr},
    {"reset_counters", reset_counters, METH_NOARGS, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

PyModuleDef module_def = {PyModuleDef_HEAD_INIT,
                          DLPACK_TEST_MODULE_NAME,
                          "dlpack/python.hpp under test",
                          -1,
                          module_methods,
                          nullptr,
                          nullptr,
                          nullptr,
                          nullptr};

}  // namespace

PyMODINIT_FUNC DLPACK_TEST_MODULE_INIT(void) {
  PyObject* module = PyModule_Create(&module_def);
  if (!module) return nullptr;
  tensor_type = reinterpret_cast<PyTypeObject*>(PyType_FromSpec(&tensor_spec));
  producer_type = reinterpret_cast<PyTypeObject*>(PyType_FromSpec(&producer_spec));
  const dlpack::Version v = dlpack::header_version;
  if (!tensor_type || !producer_type ||
      PyModule_AddObject(module, "Tensor", Py_NewRef(reinterpret_cast<PyObject*>(tensor_type))) != 0 ||
      PyModule_AddObject(module, "Producer", Py_NewRef(reinterpret_cast<PyObject*>(producer_type))) != 0 ||
      PyModule_AddObject(module, "HEADER_VERSION",
                         Py_BuildValue("(kk)", static_cast<unsigned long>(v.major), static_cast<unsigned long>(v.minor))) != 0 ||
      PyModule_AddIntConstant(module, "HAS_VERSIONED", TEST_HAS_VERSIONED) != 0 ||
      PyModule_AddIntConstant(module, "HAS_LEGACY", TEST_HAS_LEGACY) != 0) {
    Py_DECREF(module);
    return nullptr;
  }
  return module;
}
