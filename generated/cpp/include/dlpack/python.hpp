// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// Python capsules (opt-in): the DLPack glue every framework writes by hand, on
// CPython's C API alone (no pybind11 or nanobind needed; usable from both:
// pass `handle.ptr()`, and turn a NULL/empty result into the binding's
// "error already set" exception).
//
//   consume<Owner>(capsule), from_capsule(capsule)
//       check the capsule's name, validate the tensor through Owner::adopt()
//       WITHOUT taking ownership, and only then rename the capsule to
//       used_dltensor[_versioned] and own the tensor. A refused capsule keeps
//       its name and its tensor: its own destructor frees it, exactly once.
//   to_capsule(owner)
//       a capsule whose destructor calls the deleter only while the capsule
//       still has its unconsumed name.
//   from_dlpack(obj, options)
//       the consumer side: obj.__dlpack_device__(), then
//       obj.__dlpack__(stream=..., max_version=..., dl_device=..., copy=...),
//       again without max_version for a producer that raises TypeError (one
//       from before max_version), then from_capsule().
//   parse_dlpack_args(), check_request(), export_capsule(), device_tuple(),
//   KeepAlive
//       the producer side: __dlpack__(*, stream=None, max_version=None,
//       dl_device=None, copy=None) and __dlpack_device__().
//
// Every function needs the GIL, is noexcept, and fails the C API way: an empty
// result (NULL, an empty owner, false, nothing) with a Python exception set.
//
// <Python.h> must come before any standard header: include this header first
// in the translation unit, or include <Python.h> (with PY_SSIZE_T_CLEAN) before it.
#pragma once

#ifndef Py_PYTHON_H
#ifndef PY_SSIZE_T_CLEAN
#define PY_SSIZE_T_CLEAN
#endif
#include <Python.h>
#endif

#include <cstring>
#include <exception>
#include <limits>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "dlpack/builder.hpp"  // TensorBuilder (export_capsule), and the core: dlpack/dlpack.hpp
#include "dlpack/constraints.hpp"  // from_dlpack_as<T, C...>
#include "dlpack/dlpack.hpp"
#include "dlpack/text.hpp"  // to_string(Version), to_string(Issues)

namespace dlpack {
namespace python {

/// The capsule names of the Python DLPack protocol. A producer names the
/// capsule after the struct it holds; the consumer that takes the tensor
/// renames it to the used_ name, and from then on the capsule's destructor
/// must leave the tensor alone.
inline constexpr const char versioned_capsule_name[] = "dltensor_versioned";
inline constexpr const char used_versioned_capsule_name[] = "used_dltensor_versioned";
inline constexpr const char legacy_capsule_name[] = "dltensor";
inline constexpr const char used_legacy_capsule_name[] = "used_dltensor";

namespace detail {

// A new reference, released on scope exit.
class Ref {
 public:
  explicit Ref(PyObject* object = nullptr) noexcept : object_(object) {}
  Ref(const Ref&) = delete;
  Ref& operator=(const Ref&) = delete;
  ~Ref() { Py_XDECREF(object_); }
  PyObject* get() const noexcept { return object_; }
  PyObject* release() noexcept { return std::exchange(object_, nullptr); }
  explicit operator bool() const noexcept { return object_ != nullptr; }

 private:
  PyObject* object_;
};

// Raises `type` with `message`.
inline void set_error(PyObject* type, std::string_view message) noexcept {
  Ref text(PyUnicode_FromStringAndSize(message.data(), static_cast<Py_ssize_t>(message.size())));
  if (text) PyErr_SetObject(type, text.get());  // else MemoryError is set
}

// Raises the C++ exception being handled as a Python one: std::bad_alloc as
// MemoryError, dlpack::Error as BufferError, anything else as RuntimeError.
// Call it only inside a catch block.
inline void set_error_from_current_exception() noexcept {
  try {
    throw;
  } catch (const std::bad_alloc&) {
    PyErr_NoMemory();
  } catch (const Error& e) {
    set_error(PyExc_BufferError, e.what());
  } catch (const std::exception& e) {
    set_error(PyExc_RuntimeError, e.what());
  } catch (...) {
    PyErr_SetString(PyExc_RuntimeError, "dlpack: unknown C++ exception");
  }
}

// An int of `what` into `out`, or TypeError/OverflowError naming `what`.
template <class Int>
bool to_int(PyObject* value, const char* what, Int& out) noexcept {
  if (!PyLong_Check(value)) {
    PyErr_Format(PyExc_TypeError, "dlpack: %s must be an int, not %.100s", what, Py_TYPE(value)->tp_name);
    return false;
  }
  int overflow = 0;
  const long long v = PyLong_AsLongLongAndOverflow(value, &overflow);
  if (v == -1 && PyErr_Occurred()) return false;
  bool fits = overflow == 0;
  if constexpr (std::is_signed<Int>::value)
    fits = fits && v >= (std::numeric_limits<Int>::min)() && v <= (std::numeric_limits<Int>::max)();
  else
    fits = fits && v >= 0 && static_cast<unsigned long long>(v) <= (std::numeric_limits<Int>::max)();
  if (!fits) {
    PyErr_Format(PyExc_OverflowError, "dlpack: %s is out of range", what);
    return false;
  }
  out = static_cast<Int>(v);
  return true;
}

// "(2, 0)", as __dlpack_device__ returns it.
inline std::string text(Device device) {
  // Appended, not `"(" + std::string`: GCC 12 at -O3 takes that insert for an overlapping copy (-Wrestrict).
  std::string out = "(";
  out += std::to_string(static_cast<long long>(device.device_type));
  out += ", ";
  out += std::to_string(static_cast<long long>(device.device_id));
  out += ")";
  return out;
}

// Whether device type `type` is the plain CPU (no streams: only stream=None).
constexpr bool is_cpu(DeviceType type) noexcept {
  return false || type == static_cast<DeviceType>(::kDLCPU);
}

// A (device_type, device_id) tuple of ints into `out`, or TypeError/OverflowError naming `what`.
inline bool to_device(PyObject* value, const char* what, Device& out) noexcept {
  if (!PyTuple_Check(value) || PyTuple_GET_SIZE(value) != 2) {
    PyErr_Format(PyExc_TypeError, "dlpack: %s must be a tuple (device_type, device_id), not %.100s", what,
                 Py_TYPE(value)->tp_name);
    return false;
  }
  std::underlying_type_t<DeviceType> type{};
  if (!to_int(PyTuple_GET_ITEM(value, 0), what, type) || !to_int(PyTuple_GET_ITEM(value, 1), what, out.device_id))
    return false;
  out.device_type = static_cast<DeviceType>(type);
  return true;
}

// True when `capsule` is a capsule named `name`. Else TypeError (not a
// capsule) or ValueError (another name; an already consumed capsule says so).
// `also`: another name the caller accepts, for the message.
inline bool check_capsule(PyObject* capsule, const char* name, const char* also = nullptr) noexcept {
  if (!capsule || !PyCapsule_CheckExact(capsule)) {
    PyErr_Format(PyExc_TypeError, "dlpack: expected a DLPack capsule, not %.100s",
                 capsule ? Py_TYPE(capsule)->tp_name : "NULL");
    return false;
  }
  const char* actual = PyCapsule_GetName(capsule);
  if (actual && std::strcmp(actual, name) == 0) return true;
  if (!actual) {
    PyErr_Format(PyExc_ValueError, "dlpack: the capsule has no name; a DLPack capsule is named '%s'", name);
  } else if (std::strcmp(actual, used_versioned_capsule_name) == 0 || std::strcmp(actual, used_legacy_capsule_name) == 0) {
    PyErr_Format(PyExc_ValueError, "dlpack: the capsule was already consumed (it is named '%s')", actual);
  } else {
    PyErr_Format(PyExc_ValueError, "dlpack: the capsule is named '%.100s', not '%s'%s%s%s", actual, name,
                 also ? " or '" : "", also ? also : "", also ? "'" : "");
  }
  return false;
}

}  // namespace detail

/// The exception bridge for a function that returns to Python: call it in a
/// `catch (...)` block, then return NULL. Raises the C++ exception being
/// handled as a Python one: std::bad_alloc as MemoryError, dlpack::Error as
/// BufferError (its message lists every reason), any other std::exception and
/// anything else as RuntimeError.
using detail::set_error_from_current_exception;

/// What `obj.__dlpack_device__()` returns, (device_type, device_id); nothing
/// with an exception set when it fails (AttributeError: `obj` has no such
/// method; TypeError: it returned something else than a tuple of two ints).
inline std::optional<Device> dlpack_device(PyObject* obj) noexcept {
  detail::Ref method(PyObject_GetAttrString(obj, "__dlpack_device__"));
  if (!method) return std::nullopt;
  detail::Ref result(PyObject_CallObject(method.get(), nullptr));
  if (!result) return std::nullopt;
  Device device;
  if (!detail::to_device(result.get(), "__dlpack_device__()", device)) return std::nullopt;
  return device;
}

/// A new (device_type, device_id) tuple of ints: what __dlpack_device__ returns.
inline PyObject* device_tuple(Device device) noexcept {
  return Py_BuildValue("(LL)", static_cast<long long>(device.device_type),
                       static_cast<long long>(device.device_id));
}

/// The arguments of `__dlpack__(*, stream=None, max_version=None,
/// dl_device=None, copy=None)`, parsed.
struct DlpackRequest {
  /// The consumer's stream (borrowed from the call's arguments); NULL for None.
  /// CUDA/ROCm: an int (-1: do not synchronize). The plain CPU takes only None.
  PyObject* stream = nullptr;
  /// The newest DLPack version the consumer reads; nothing: it predates
  /// max_version and reads only the legacy DLManagedTensor (capsule "dltensor").
  std::optional<Version> max_version;
  /// The device the consumer wants the tensor on; nothing: where it is.
  std::optional<Device> dl_device;
  /// True: always copy; false: never copy (BufferError if one is needed);
  /// nothing: copy only if needed.
  std::optional<bool> copy;
};

/// Parses `__dlpack__`'s arguments, each given or NULL (absent) or None.
/// TypeError for a wrong type (max_version not a tuple of two ints, dl_device
/// not a tuple of two ints, copy not a bool), OverflowError for a number out of range.
inline bool parse_dlpack_request(PyObject* stream, PyObject* max_version, PyObject* dl_device, PyObject* copy,
                                 DlpackRequest& out) noexcept {
  out = DlpackRequest{};
  if (stream && stream != Py_None) out.stream = stream;
  if (max_version && max_version != Py_None) {
    if (!PyTuple_Check(max_version) || PyTuple_GET_SIZE(max_version) != 2) {
      PyErr_Format(PyExc_TypeError, "dlpack: max_version must be None or a tuple (major, minor), not %.100s",
                   Py_TYPE(max_version)->tp_name);
      return false;
    }
    Version v;
    if (!detail::to_int(PyTuple_GET_ITEM(max_version, 0), "max_version", v.major) ||
        !detail::to_int(PyTuple_GET_ITEM(max_version, 1), "max_version", v.minor))
      return false;
    out.max_version = v;
  }
  if (dl_device && dl_device != Py_None) {
    Device device;
    if (!detail::to_device(dl_device, "dl_device", device)) return false;
    out.dl_device = device;
  }
  if (copy && copy != Py_None) {
    if (!PyBool_Check(copy)) {
      PyErr_Format(PyExc_TypeError, "dlpack: copy must be None or a bool, not %.100s", Py_TYPE(copy)->tp_name);
      return false;
    }
    out.copy = copy == Py_True;
  }
  return true;
}

namespace detail {
// Which of __dlpack__'s keywords `name` is (0..3), or -1 with TypeError.
inline int dlpack_keyword(PyObject* name) noexcept {
  static const char* const keywords[] = {"stream", "max_version", "dl_device", "copy"};
  if (PyUnicode_Check(name))
    for (int i = 0; i < 4; ++i)
      if (PyUnicode_CompareWithASCIIString(name, keywords[i]) == 0) return i;
  PyErr_Format(PyExc_TypeError, "__dlpack__() got an unexpected keyword argument %R", name);
  return -1;
}
}  // namespace detail

/// Parses the arguments of a `__dlpack__` method declared METH_FASTCALL |
/// METH_KEYWORDS. Every argument is keyword-only: a positional one, or an
/// unknown keyword, is a TypeError.
inline bool parse_dlpack_args(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames, DlpackRequest& out) noexcept {
  if (PyVectorcall_NARGS(nargs) != 0) {
    PyErr_SetString(PyExc_TypeError, "__dlpack__() takes only keyword arguments");
    return false;
  }
  PyObject* values[4] = {nullptr, nullptr, nullptr, nullptr};
  const Py_ssize_t count = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
  for (Py_ssize_t i = 0; i < count; ++i) {
    const int k = detail::dlpack_keyword(PyTuple_GET_ITEM(kwnames, i));
    if (k < 0) return false;
    values[k] = args[i];
  }
  return parse_dlpack_request(values[0], values[1], values[2], values[3], out);
}

/// Parses the arguments of a `__dlpack__` method declared METH_VARARGS |
/// METH_KEYWORDS (`args` a tuple, `kwargs` a dict or NULL).
inline bool parse_dlpack_args(PyObject* args, PyObject* kwargs, DlpackRequest& out) noexcept {
  if (args && PyTuple_GET_SIZE(args) != 0) {
    PyErr_SetString(PyExc_TypeError, "__dlpack__() takes only keyword arguments");
    return false;
  }
  PyObject* values[4] = {nullptr, nullptr, nullptr, nullptr};
  PyObject* key = nullptr;
  PyObject* value = nullptr;
  Py_ssize_t pos = 0;
  while (kwargs && PyDict_Next(kwargs, &pos, &key, &value)) {
    const int k = detail::dlpack_keyword(key);
    if (k < 0) return false;
    values[k] = value;
  }
  return parse_dlpack_request(values[0], values[1], values[2], values[3], out);
}

/// The capsule names of an owner type: CapsuleNames<ManagedTensorVersioned>::name.
template <class Owner>
struct CapsuleNames;
template <>
struct CapsuleNames<ManagedTensorVersioned> {
  static constexpr const char* name = versioned_capsule_name;
  static constexpr const char* used_name = used_versioned_capsule_name;
};
template <>
struct CapsuleNames<ManagedTensor> {
  static constexpr const char* name = legacy_capsule_name;
  static constexpr const char* used_name = used_legacy_capsule_name;
};

namespace detail {

// ::DLManagedTensorVersioned: its deleter, what is checked before adopt(), its owner.
inline void call_deleter(::DLManagedTensorVersioned* managed) noexcept {
  if (managed && managed->deleter) managed->deleter(managed);
}
// A major version other than this header's: nothing else of the struct may be read.
inline bool check_major(const ::DLManagedTensorVersioned& managed) {
  const Version producer(managed.version);
  if (is_abi_compatible(producer)) return true;
  set_error(PyExc_BufferError, "dlpack: the capsule holds a tensor of DLPack " + dlpack::to_string(producer) +
                                   ", whose major version is not this consumer's (" + dlpack::to_string(header_version) + ")");
  return false;
}
inline ManagedTensorVersioned own(::DLManagedTensorVersioned* managed, const AdoptOptions&) noexcept { return ManagedTensorVersioned(managed); }

// ::DLManagedTensor: its deleter, what is checked before adopt(), its owner.
inline void call_deleter(::DLManagedTensor* managed) noexcept {
  if (managed && managed->deleter) managed->deleter(managed);
}
inline bool check_major(const ::DLManagedTensor&) noexcept { return true; }  // no version to check
// With the strides rule adopt() used.
inline ManagedTensor own(::DLManagedTensor* managed, const AdoptOptions& options) noexcept {
  return ManagedTensor(managed, options.unversioned_strides);
}

// Owner::check(): adopt()'s checks without owning, so a refused tensor is
// left as it was (its capsule still owns it).
template <class Owner>
bool accept(typename Owner::pointer managed, const AdoptOptions& options) noexcept {
  try {
    if (!check_major(*managed)) return false;
    const Issues issues = Owner::check(managed, options);
    if (issues.ok()) return true;
    set_error(PyExc_BufferError, "dlpack: the capsule's tensor is refused: " + dlpack::to_string(issues));
  } catch (...) {
    set_error_from_current_exception();
  }
  return false;
}

// The capsule destructor of to_capsule(): the deleter runs only while the
// capsule has its unconsumed name (a consumer that took the tensor renamed it).
template <class Owner>
void capsule_destructor(PyObject* capsule) noexcept {
  const char* name = PyCapsule_GetName(capsule);
  if (!name || std::strcmp(name, CapsuleNames<Owner>::name) != 0) return;
  call_deleter(static_cast<typename Owner::pointer>(PyCapsule_GetPointer(capsule, name)));
}

}  // namespace detail

/// Takes the tensor of a capsule named CapsuleNames<Owner>::name, in this order:
///  1. `capsule` must be a capsule of that name: else TypeError (not a
///     capsule) or ValueError (another name, or already consumed: used_*);
///  2. the tensor must pass Owner::check(managed, options), adopt()'s checks
///     without owning, so that nothing is owned or freed yet: else BufferError
///     with the reasons (a major version other than this header's is refused
///     first, reading only the version);
///  3. the capsule is renamed to CapsuleNames<Owner>::used_name;
///  4. the returned owner holds the tensor and calls its deleter once.
/// On any failure the result is empty, a Python exception is set, and the
/// capsule is untouched: still unconsumed, so its own destructor frees the
/// tensor, exactly once. Calling adopt() first would free a refused tensor,
/// and the capsule's destructor would free it again.
template <class Owner>
Owner consume(PyObject* capsule, const AdoptOptions& options = {}) noexcept {
  using Names = CapsuleNames<Owner>;
  if (!detail::check_capsule(capsule, Names::name)) return Owner();
  auto* managed = static_cast<typename Owner::pointer>(PyCapsule_GetPointer(capsule, Names::name));
  if (!managed || !detail::accept<Owner>(managed, options)) return Owner();
  if (PyCapsule_SetName(capsule, Names::used_name) != 0) return Owner();
  return detail::own(managed, options);
}

/// Gives the tensor of `owner` to a new capsule (returned, a new reference)
/// named CapsuleNames<Owner>::name, whose destructor calls the deleter only if
/// the capsule still has that name: a consumer that took the tensor renamed it
/// and calls the deleter itself. On failure (an empty owner: ValueError; no
/// memory) NULL is returned and `owner` keeps the tensor.
template <class Owner>
PyObject* to_capsule(Owner&& owner) noexcept {
  static_assert(!std::is_lvalue_reference<Owner>::value, "to_capsule takes the owner by std::move(owner)");
  if (!owner) {
    PyErr_SetString(PyExc_ValueError, "dlpack: to_capsule() of an empty owner");
    return nullptr;
  }
  PyObject* capsule = PyCapsule_New(owner.get(), CapsuleNames<Owner>::name, &detail::capsule_destructor<Owner>);
  if (capsule) owner.release();
  return capsule;
}

/// A tensor taken from a capsule of a kind this header has, held by the owner
/// of that kind: `versioned` for "dltensor_versioned", `legacy` for "dltensor".
class Imported {
 public:
  ManagedTensorVersioned versioned;  ///< The tensor of a "dltensor_versioned" capsule.
  ManagedTensor legacy;  ///< The tensor of a "dltensor" capsule.

  explicit operator bool() const noexcept {
    return static_cast<bool>(versioned) || static_cast<bool>(legacy);
  }
  /// True when the tensor came as a DLManagedTensorVersioned.
  bool is_versioned() const noexcept {
    return static_cast<bool>(versioned);
  }
  /// The producer's version; nothing for a legacy tensor (it carries none).
  std::optional<Version> version() const noexcept {
    if (versioned) return versioned.version();
    return std::nullopt;
  }
  /// True when the producer marked the data read-only (only a versioned
  /// tensor can; consumers such as numpy treat a legacy one as read-only).
  bool read_only() const noexcept {
    if (versioned) return versioned.read_only();
    return false;
  }
  /// True when the producer says it copied the data for this consumer (only
  /// a versioned tensor can; numpy does for copy=True, not every producer).
  bool is_copied() const noexcept {
    if (versioned) return versioned.is_copied();
    return false;
  }
  /// A view of the held tensor (an empty view when none is held).
  TensorView view() const noexcept {
    if (versioned) return versioned.view();
    if (legacy) return legacy.view();
    return TensorView();
  }
  /// Calls the deleter of the held tensor, if any.
  void reset() noexcept {
    versioned.reset();
    legacy.reset();
  }
};

/// consume() by the capsule's name: "dltensor_versioned" or "dltensor". Same rules and errors as consume().
inline Imported from_capsule(PyObject* capsule, const AdoptOptions& options = {}) noexcept {
  Imported out;
  const char* name = capsule && PyCapsule_CheckExact(capsule) ? PyCapsule_GetName(capsule) : nullptr;
  if (name && std::strcmp(name, CapsuleNames<ManagedTensorVersioned>::name) == 0) {
    out.versioned = consume<ManagedTensorVersioned>(capsule, options);
    return out;
  }
  if (name && std::strcmp(name, CapsuleNames<ManagedTensor>::name) == 0) {
    out.legacy = consume<ManagedTensor>(capsule, options);
    return out;
  }
  if (name && (std::strcmp(name, versioned_capsule_name) == 0 || std::strcmp(name, legacy_capsule_name) == 0)) {
    PyErr_Format(PyExc_BufferError, "dlpack: a '%s' capsule, whose struct this dlpack.h (1.3) does not have", name);
    return out;
  }
  // Raises the TypeError or ValueError, naming every capsule name this header reads.
  detail::check_capsule(capsule, versioned_capsule_name, legacy_capsule_name);
  return out;
}

/// What from_dlpack() asks the producer for, and how it checks the result.
struct ImportOptions {
  /// Passed as max_version=(major, minor): the newest DLPack version this
  /// consumer reads (this header's). Nothing: max_version is not passed, and
  /// the producer gives the legacy DLManagedTensor.
  std::optional<Version> max_version = header_version;
  /// Passed as stream= (borrowed); NULL passes none (the producer's None).
  PyObject* stream = nullptr;
  /// When set, called with the device __dlpack_device__() reports to choose
  /// the stream instead: a new reference (None allowed), or NULL with an
  /// exception set, which from_dlpack() then returns.
  PyObject* (*stream_for)(Device device, void* context) = nullptr;
  void* stream_context = nullptr;  ///< Passed to stream_for.
  /// Passed as dl_device=(type, id) and then required of the tensor.
  std::optional<Device> dl_device;
  /// Passed as copy=.
  std::optional<bool> copy;
  /// What the tensor must satisfy (consume()).
  AdoptOptions adopt;
};

namespace detail {

// obj.__dlpack__(...) as from_dlpack() step 3 says: a new reference, or NULL.
// `dl_device`: options.dl_device unless it is where the data already is (NULL: not passed).
inline PyObject* call_dlpack(PyObject* obj, PyObject* stream, const Device* dl_device,
                             const ImportOptions& options) noexcept {
  Ref method(PyObject_GetAttrString(obj, "__dlpack__"));
  Ref args(PyTuple_New(0));
  Ref kwargs(PyDict_New());
  if (!method || !args || !kwargs) return nullptr;
  if (stream && PyDict_SetItemString(kwargs.get(), "stream", stream) != 0) return nullptr;
  if (dl_device) {
    Ref value(device_tuple(*dl_device));
    if (!value || PyDict_SetItemString(kwargs.get(), "dl_device", value.get()) != 0) return nullptr;
  }
  if (options.copy && PyDict_SetItemString(kwargs.get(), "copy", *options.copy ? Py_True : Py_False) != 0) return nullptr;
  if (options.max_version) {
    Ref value(Py_BuildValue("(kk)", static_cast<unsigned long>(options.max_version->major),
                            static_cast<unsigned long>(options.max_version->minor)));
    if (!value || PyDict_SetItemString(kwargs.get(), "max_version", value.get()) != 0) return nullptr;
  }
  PyObject* capsule = PyObject_Call(method.get(), args.get(), kwargs.get());
  if (capsule || !options.max_version || dl_device || options.copy || !PyErr_ExceptionMatches(PyExc_TypeError))
    return capsule;
  // A producer from before max_version (the Python array API's rule).
  PyErr_Clear();
  if (PyDict_DelItemString(kwargs.get(), "max_version") != 0) return nullptr;
  return PyObject_Call(method.get(), args.get(), kwargs.get());
}

}  // namespace detail

/// The consumer side of the protocol:
///  1. `obj.__dlpack_device__()` (AttributeError when `obj` has none);
///  2. the stream: options.stream, or options.stream_for(that device);
///  3. `obj.__dlpack__(stream=..., max_version=..., dl_device=..., copy=...)`,
///     each keyword passed only when set (stream: when not None; dl_device:
///     when it is not the device of step 1, so producers from before it
///     work); if that raises TypeError while max_version was passed and
///     dl_device and copy were not, the producer predates max_version: it is
///     called again without max_version (and gives the legacy "dltensor"
///     capsule). A producer from before dl_device and copy cannot honour
///     them: its TypeError stands;
///  4. from_capsule() of the result, with options.adopt;
///  5. the tensor must be on options.dl_device if set, else on the device of
///     step 1: else BufferError (the tensor is freed).
/// Errors raised by the producer's methods propagate as they are. The
/// capsule is released before returning: a refused one frees its tensor.
inline Imported from_dlpack(PyObject* obj, const ImportOptions& options = {}) noexcept {
  const std::optional<Device> device = dlpack_device(obj);
  if (!device) return Imported();
  detail::Ref chosen(options.stream_for ? options.stream_for(*device, options.stream_context) : nullptr);
  if (options.stream_for && !chosen) return Imported();
  PyObject* stream = options.stream_for ? chosen.get() : options.stream;
  if (stream == Py_None) stream = nullptr;

  const Device* dl_device = options.dl_device && *options.dl_device != *device ? &*options.dl_device : nullptr;
  detail::Ref capsule(detail::call_dlpack(obj, stream, dl_device, options));
  if (!capsule) return Imported();
  Imported out = from_capsule(capsule.get(), options.adopt);
  if (!out) return out;
  const Device expected = options.dl_device ? *options.dl_device : *device;
  const Device actual = out.view().device();
  if (actual != expected) {
    out.reset();
    try {
      detail::set_error(PyExc_BufferError, "dlpack: __dlpack__() gave a tensor on device " + detail::text(actual) +
                                               ", not " + detail::text(expected) +
                                               (options.dl_device ? " (dl_device)" : " (what __dlpack_device__() said)"));
    } catch (...) {
      detail::set_error_from_current_exception();
    }
    return Imported();
  }
  return out;
}

/// A tensor from from_dlpack_as<T, C...>(): held by its owner, known to
/// satisfy T and the constraints C... (dlpack/constraints.hpp).
template <class T, class... C>
class Array {
 public:
  /// The number of dimensions the constraints fix (dynamic_rank when none does).
  static constexpr std::size_t rank = Constrained<T, C...>::rank;

  Array() noexcept = default;
  explicit Array(Imported tensor) noexcept : tensor_(std::move(tensor)) {}

  explicit operator bool() const noexcept { return static_cast<bool>(tensor_); }
  /// The owner (its version, flags; reset() frees the tensor early).
  Imported& imported() noexcept { return tensor_; }
  TensorView view() const noexcept { return tensor_.view(); }
  /// The first element.
  T* data() const noexcept { return tensor_.view().template data_as<T>(); }
  /// Element access, of rank `rank` (operator()(i, j, ...)) or any.
  Accessor<T, rank> accessor() const { return tensor_.view().template accessor<T, rank>(); }

 private:
  Imported tensor_;
};

/// from_dlpack(obj, options), then dlpack::check<T, C...>() of the tensor
/// (dtype, ndim, shape, order, device, writability: dlpack/constraints.hpp)
/// in one call: the tensor when it satisfies them all, else an empty Array
/// with TypeError "dlpack: expected float32, ndim 2, C order, on CPU: the
/// dtype is float64, not float32; ndim is 3, not 2" (every mismatch), the
/// tensor freed. from_dlpack()'s own errors propagate as they are.
template <class T, class... C>
Array<T, C...> from_dlpack_as(PyObject* obj, const ImportOptions& options = {}) noexcept {
  Imported tensor = from_dlpack(obj, options);
  if (!tensor) return Array<T, C...>();
  try {
    const Issues issues = check<T, C...>(tensor.view(), tensor.read_only());
    if (issues.ok()) return Array<T, C...>(std::move(tensor));
    tensor.reset();
    detail::set_error(PyExc_TypeError, "dlpack: expected " + describe<T, C...>() + ": " + to_string(issues));
  } catch (...) {
    tensor.reset();
    set_error_from_current_exception();
  }
  return Array<T, C...>();
}

namespace detail {
enum class RequestProblem { None, OtherDevice, StreamOnCpu };

inline RequestProblem request_problem(const DlpackRequest& request, Device device) noexcept {
  if (request.dl_device && *request.dl_device != device) return RequestProblem::OtherDevice;
  if (request.stream && is_cpu(device.device_type)) return RequestProblem::StreamOnCpu;
  return RequestProblem::None;
}

inline void set_request_error(RequestProblem problem, const DlpackRequest& request, Device device) noexcept {
  try {
    if (problem == RequestProblem::OtherDevice)
      set_error(PyExc_BufferError, "dlpack: dl_device=" + text(*request.dl_device) +
                                       " asks for a copy to another device; the tensor is on " + text(device));
    else if (problem == RequestProblem::StreamOnCpu)
      PyErr_SetString(PyExc_ValueError, "dlpack: a CPU tensor takes only stream=None");
  } catch (...) {
    set_error_from_current_exception();
  }
}
}  // namespace detail

/// Checks `request` against the device of the tensor a producer exports:
/// dl_device, when given, must be that device (BufferError: a copy to another
/// device would be needed); the plain CPU takes only stream=None
/// (ValueError). Synchronizing with the consumer's stream is the producer's
/// part: export once the data is ready for work queued on `request.stream`
/// (CUDA/ROCm; -1: no synchronization wanted).
inline bool check_request(const DlpackRequest& request, Device device) noexcept {
  const detail::RequestProblem problem = detail::request_problem(request, device);
  if (problem == detail::RequestProblem::None) return true;
  detail::set_request_error(problem, request, device);
  return false;
}

/// TensorBuilder::on_delete(KeepAlive(array)): holds a reference to a Python
/// object (the array whose memory the tensor shows) until the tensor is
/// deleted, on whatever thread the consumer deletes it: the reference is
/// dropped under PyGILState_Ensure(), and left alone once the interpreter is
/// finalized (as numpy does). Copies hold a reference each; create and copy
/// it with the GIL held.
class KeepAlive {
 public:
  explicit KeepAlive(PyObject* object) noexcept : object_(object) { Py_XINCREF(object_); }
  KeepAlive(const KeepAlive& other) noexcept : object_(other.object_) { Py_XINCREF(object_); }
  KeepAlive(KeepAlive&& other) noexcept : object_(std::exchange(other.object_, nullptr)) {}
  KeepAlive& operator=(KeepAlive other) noexcept {
    std::swap(object_, other.object_);
    return *this;
  }
  ~KeepAlive() {
    if (!object_ || !Py_IsInitialized()) return;
    const PyGILState_STATE state = PyGILState_Ensure();
    Py_DECREF(object_);
    PyGILState_Release(state);
  }
  /// The on_delete call itself does nothing: the reference goes with the callback.
  void operator()() const noexcept {}
  PyObject* get() const noexcept { return object_; }

 private:
  PyObject* object_;
};

/// What export_capsule() needs to know beyond the builder.
struct ExportOptions {
  /// The consumer must not write the data: a versioned tensor gets the
  /// read-only flag, and a request for the legacy DLManagedTensor, which
  /// cannot say so, is refused with BufferError (as numpy does).
  bool read_only = false;
};

namespace detail {
// check_request() on the built tensor, then to_capsule(). A refused tensor is
// deleted before the exception is set, so that its on_delete runs with none set.
template <class Owner>
PyObject* finish_export(Owner owner, const DlpackRequest& request) noexcept {
  const Device device = owner.view().device();
  const RequestProblem problem = request_problem(request, device);
  if (problem == RequestProblem::None) return to_capsule(std::move(owner));
  owner.reset();
  set_request_error(problem, request, device);
  return nullptr;
}
}  // namespace detail

/// The producer side of `__dlpack__`: a new capsule of the tensor `builder`
/// describes, or NULL with an exception set.
///  - copy=True: BufferError (export_capsule() never copies; a producer that
///    can copy makes the copy, sets Flags::IsCopied where the header has it,
///    and exports that with request.copy reset);
///  - max_version (major, minor) of this header's major or newer: a
///    DLManagedTensorVersioned of version_for(max_version) ("dltensor_versioned");
///    no max_version, or an older major: the legacy DLManagedTensor ("dltensor"),
///    refused (BufferError) when options.read_only;
///  - the builder's checks (TensorBuilder::build_*(): a tensor past the data's
///    size, a spent builder, ...): BufferError with the reasons;
///  - check_request() on the built tensor's device (dl_device, stream).
/// The builder's on_delete runs exactly once for each call: when the consumer
/// deletes the tensor, or, on any refusal, before this returns NULL (the built
/// tensor is deleted, or the builder abandon()ed) and before the exception is
/// set. A buffer freed in on_delete is never leaked. check_request() first
/// refuses a bad request before anything is built.
inline PyObject* export_capsule(TensorBuilder&& given, const DlpackRequest& request,
                                const ExportOptions& options = {}) noexcept {
  (void)options;
  // Taken over: the caller's builder is spent whatever happens, so a retry
  // with it can neither run on_delete again nor export freed data.
  TensorBuilder builder(std::move(given));
  try {
    if (request.copy && *request.copy) {
      builder.abandon();
      PyErr_SetString(PyExc_BufferError, "dlpack: copy=True: this producer exports without copying");
      return nullptr;
    }
    if (const Optional<Version> version = request.max_version ? version_for(*request.max_version) : Optional<Version>()) {
      builder.version(*version);
      ManagedTensorVersioned owner = builder.build_managed_tensor_versioned();
      if (options.read_only) owner.get()->flags |= to_underlying(Flags::ReadOnly);
      return detail::finish_export(std::move(owner), request);
    }
    if (options.read_only) {
      builder.abandon();
      PyErr_SetString(PyExc_BufferError,
                      "dlpack: the data is read-only, which a legacy DLManagedTensor cannot say; "
                      "ask with max_version=(1, 0) or newer");
      return nullptr;
    }
    return detail::finish_export(builder.build_managed_tensor(), request);
  } catch (...) {
    builder.abandon();  // the build threw: no tensor holds on_delete
    set_error_from_current_exception();
    return nullptr;
  }
}

}  // namespace python
}  // namespace dlpack
