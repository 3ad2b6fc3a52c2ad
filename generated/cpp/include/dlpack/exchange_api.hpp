// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// The DLPack exchange API table from C++: generated noexcept trampolines turn
// C++ exceptions into the C error convention, and find_compatible() walks the
// chain of older tables.
#pragma once

#include <array>
#include <exception>
#include <new>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

#include "dlpack/config.hpp"
#include "dlpack/issues.hpp"
#include "dlpack/version.hpp"

namespace dlpack {

/// An exception whose kind the trampolines pass on as is: throw
/// ExchangeError("BufferError", "cannot export a strided view") from a callable.
class ExchangeError : public std::runtime_error {
 public:
  ExchangeError(std::string kind, const std::string& message)
      : std::runtime_error(message), kind_(std::move(kind)) {}
  const char* kind() const noexcept { return kind_.c_str(); }

 private:
  std::string kind_;
};

namespace detail {

struct CaughtError {
  const char* kind;
  const char* message;
};

// The exception being handled, as a kind (Python's exception names, since
// SetError usually raises one) and a message. Call only inside a catch block;
// the strings live as long as that handler.
inline CaughtError current_error() noexcept {
  try {
    throw;
  } catch (const ExchangeError& e) {
    return {e.kind(), e.what()};
  } catch (const Error& e) {
    return {"BufferError", e.what()};
  } catch (const std::bad_alloc& e) {
    return {"MemoryError", e.what()};
  } catch (const std::invalid_argument& e) {
    return {"ValueError", e.what()};
  } catch (const std::domain_error& e) {
    return {"ValueError", e.what()};
  } catch (const std::out_of_range& e) {
    return {"IndexError", e.what()};
  } catch (const std::exception& e) {
    return {"RuntimeError", e.what()};
  } catch (...) {
    return {"RuntimeError", "unknown C++ exception"};
  }
}

template <class Impl, class = void>
struct has_set_error : std::false_type {};
template <class Impl>
struct has_set_error<Impl, std::void_t<decltype(Impl::set_error(static_cast<const char*>(nullptr), static_cast<const char*>(nullptr)))>>
    : std::true_type {};

// Reports an error of an entry without an error callback through
// Impl::set_error(kind, message) when Impl has one.
template <class Impl>
void report(const CaughtError& error) noexcept {
  if constexpr (has_set_error<Impl>::value) {
    try {
      Impl::set_error(error.kind, error.message);
    } catch (...) {
      // Nothing more can be done from a C callback.
    }
  } else {
    (void)error;
  }
}

// Reports an error through a C error callback (SetError-style).
template <class Callback>
void report(Callback callback, void* context, const CaughtError& error) noexcept {
  if (!callback) return;
  try {
    callback(context, error.kind, error.message);
  } catch (...) {
    // Nothing more can be done from a C callback.
  }
}

template <class Impl, class = void>
struct has_managed_tensor_allocator : std::false_type {};
template <class Impl>
struct has_managed_tensor_allocator<Impl, std::void_t<decltype(&Impl::managed_tensor_allocator)>> : std::true_type {};
template <class Impl, class = void>
struct has_managed_tensor_from_py_object_no_sync : std::false_type {};
template <class Impl>
struct has_managed_tensor_from_py_object_no_sync<Impl, std::void_t<decltype(&Impl::managed_tensor_from_py_object_no_sync)>> : std::true_type {};
template <class Impl, class = void>
struct has_managed_tensor_to_py_object_no_sync : std::false_type {};
template <class Impl>
struct has_managed_tensor_to_py_object_no_sync<Impl, std::void_t<decltype(&Impl::managed_tensor_to_py_object_no_sync)>> : std::true_type {};
template <class Impl, class = void>
struct has_dltensor_from_py_object_no_sync : std::false_type {};
template <class Impl>
struct has_dltensor_from_py_object_no_sync<Impl, std::void_t<decltype(&Impl::dltensor_from_py_object_no_sync)>> : std::true_type {};
template <class Impl, class = void>
struct has_current_work_stream : std::false_type {};
template <class Impl>
struct has_current_work_stream<Impl, std::void_t<decltype(&Impl::current_work_stream)>> : std::true_type {};

}  // namespace detail

/// The C entry points of a table built from Impl: each calls the static
/// member of Impl of the same name with the same arguments and returns what
/// it returns; an exception is caught and becomes the C error convention
/// (return -1 or NULL, report through the entry's error callback, or through
/// `static void Impl::set_error(const char* kind, const char* message)` for
/// entries that have none). No exception leaves a trampoline.
template <class Impl>
struct ExchangeTrampolines {
  /// \brief Request a producer library to create a new tensor.
  ///
  /// Create a new `DLManagedTensorVersioned` within the context of the producer
  /// library. The allocation is defined via the prototype DLTensor.
  ///
  /// This function is exposed by the framework through the DLPackExchangeAPI.
  ///
  /// \param prototype The prototype DLTensor. Only the dtype, ndim, shape,
  /// and device fields are used.
  /// \param out The output DLManagedTensorVersioned.
  /// \param error_ctx Context for `SetError`.
  /// \param SetError The function to set the error.
  /// \return The owning DLManagedTensorVersioned* or NULL on failure.
  /// SetError is called exactly when NULL is returned (the implementer
  /// must ensure this).
  /// \note - As a C function, must not thrown C++ exceptions.
  /// - Error propagation via SetError to avoid any direct need
  /// of Python API. Due to this `SetError` may have to ensure the GIL is
  /// held since it will presumably set a Python error.
  ///
  /// \sa DLPackExchangeAPI
  ///
  /// \since DLPack 1.1
  static int managed_tensor_allocator(DLTensor *prototype, DLManagedTensorVersioned **out, void *error_ctx, void (*SetError)(void *error_ctx, const char *kind, const char *message)) noexcept {
    try {
      return Impl::managed_tensor_allocator(prototype, out, error_ctx, SetError);
    } catch (...) {
      detail::report(SetError, error_ctx, detail::current_error());
    }
    return -1;
  }

  /// \brief Exports a PyObject* Tensor/NDArray to a DLManagedTensorVersioned.
  ///
  /// This function does not perform any stream synchronization. The consumer should query
  /// DLPackCurrentWorkStream to get the current work stream and launch kernels on it.
  ///
  /// This function is exposed by the framework through the DLPackExchangeAPI.
  ///
  /// \param py_object The Python object to convert. Must have the same type
  /// as the one the `DLPackExchangeAPI` was discovered from.
  /// \return The owning DLManagedTensorVersioned* or NULL on failure with a
  /// Python exception set. If the data cannot be described using DLPack
  /// this should be a BufferError if possible.
  /// \note - As a C function, must not thrown C++ exceptions.
  ///
  /// \sa DLPackExchangeAPI, DLPackCurrentWorkStream
  ///
  /// \since DLPack 1.1
  static int managed_tensor_from_py_object_no_sync(void *py_object, DLManagedTensorVersioned **out) noexcept {
    static_assert(detail::has_set_error<Impl>::value,
                  "dlpack::ExchangeTrampolines<Impl>::managed_tensor_from_py_object_no_sync: this entry reports errors only through the "
                  "caller's error state, so Impl needs `static void set_error(const char* kind, const char* message)` "
                  "(set the Python exception there)");
    try {
      return Impl::managed_tensor_from_py_object_no_sync(py_object, out);
    } catch (...) {
      detail::report<Impl>(detail::current_error());
    }
    return -1;
  }

  /// \brief Imports a DLManagedTensorVersioned to a PyObject* Tensor/NDArray.
  ///
  /// Convert an owning DLManagedTensorVersioned* to the Python tensor of the
  /// producer (implementer) library with the correct type.
  ///
  /// This function does not perform any stream synchronization.
  ///
  /// This function is exposed by the framework through the DLPackExchangeAPI.
  ///
  /// \param tensor The DLManagedTensorVersioned to convert the ownership of the
  /// tensor is stolen.
  /// \param out_py_object The output Python object.
  /// \return 0 on success, -1 on failure with a Python exception set.
  ///
  /// \sa DLPackExchangeAPI
  ///
  /// \since DLPack 1.1
  static int managed_tensor_to_py_object_no_sync(DLManagedTensorVersioned *tensor, void **out_py_object) noexcept {
    static_assert(detail::has_set_error<Impl>::value,
                  "dlpack::ExchangeTrampolines<Impl>::managed_tensor_to_py_object_no_sync: this entry reports errors only through the "
                  "caller's error state, so Impl needs `static void set_error(const char* kind, const char* message)` "
                  "(set the Python exception there)");
    try {
      return Impl::managed_tensor_to_py_object_no_sync(tensor, out_py_object);
    } catch (...) {
      detail::report<Impl>(detail::current_error());
      // The callee owns `tensor` from the call on, failure included:
      // an Impl that throws leaves it to the trampoline, which frees it.
      if (tensor && tensor->deleter) tensor->deleter(tensor);
    }
    return -1;
  }

  /// \brief Exports a PyObject* Tensor/NDArray to a provided DLTensor.
  ///
  /// This function provides a faster interface for temporary, non-owning,
  /// exchange. The producer (implementer) still owns the memory of data, strides,
  /// shape. The liveness of the DLTensor and the data it views is only guaranteed
  /// until control is returned.
  ///
  /// This function currently assumes that the producer (implementer) can fill
  /// in the DLTensor shape and strides without the need for temporary allocations.
  ///
  /// This function does not perform any stream synchronization. The consumer
  /// should query DLPackCurrentWorkStream to get the current work stream and
  /// launch kernels on it.
  ///
  /// This function is exposed by the framework through the DLPackExchangeAPI.
  ///
  /// \param py_object The Python object to convert. Must have the same type
  /// as the one the `DLPackExchangeAPI` was discovered from.
  /// \param out The output DLTensor, whose space is pre-allocated on stack.
  /// \return 0 on success, -1 on failure with a Python exception set.
  /// \note - As a C function, must not thrown C++ exceptions.
  ///
  /// \sa DLPackExchangeAPI, DLPackCurrentWorkStream
  ///
  /// \since DLPack 1.1
  static int dltensor_from_py_object_no_sync(void *py_object, DLTensor *out) noexcept {
    static_assert(detail::has_set_error<Impl>::value,
                  "dlpack::ExchangeTrampolines<Impl>::dltensor_from_py_object_no_sync: this entry reports errors only through the "
                  "caller's error state, so Impl needs `static void set_error(const char* kind, const char* message)` "
                  "(set the Python exception there)");
    try {
      return Impl::dltensor_from_py_object_no_sync(py_object, out);
    } catch (...) {
      detail::report<Impl>(detail::current_error());
    }
    return -1;
  }

  /// \brief Obtain the current work stream of a device.
  ///
  /// Obtain the current work stream of a device from the producer framework.
  /// For example, it should map to torch.cuda.current_stream in PyTorch.
  ///
  /// When device_type is kDLCPU, the consumer do not have to query the stream
  /// and the producer can simply return NULL when queried.
  /// The consumer do not have to do anything on stream sync or setting.
  /// So CPU only framework can just provide a dummy implementation that
  /// always set out_current_stream[0] to NULL.
  ///
  /// \param device_type The device type.
  /// \param device_id The device id.
  /// \param out_current_stream The output current work stream.
  ///
  /// \return 0 on success, -1 on failure with a Python exception set.
  /// \note - As a C function, must not thrown C++ exceptions.
  ///
  /// \sa DLPackExchangeAPI
  ///
  /// \since DLPack 1.1
  static int current_work_stream(DLDeviceType device_type, int32_t device_id, void **out_current_stream) noexcept {
    static_assert(detail::has_set_error<Impl>::value,
                  "dlpack::ExchangeTrampolines<Impl>::current_work_stream: this entry reports errors only through the "
                  "caller's error state, so Impl needs `static void set_error(const char* kind, const char* message)` "
                  "(set the Python exception there)");
    try {
      return Impl::current_work_stream(device_type, device_id, out_current_stream);
    } catch (...) {
      detail::report<Impl>(detail::current_error());
    }
    return -1;
  }

};

/// \brief Framework-specific function pointers table for DLPack exchange.
///
/// Additionally to `__dlpack__()` we define a C function table sharable by
///
/// Python implementations via `__dlpack_c_exchange_api__`.
/// This attribute must be set on the type as a Python PyCapsule
/// with name "dlpack_exchange_api".
///
/// A consumer library may use a pattern such as:
///
/// \code
///
/// PyObject *api_obj = type(tensor_obj).__dlpack_c_exchange_api__; // as C-code
/// MyDLPackExchangeAPI *api = PyCapsule_GetPointer(api_obj, "dlpack_exchange_api");
/// if (api == NULL && PyErr_Occurred()) { goto handle_error; }
///
/// \endcode
///
/// Note that this must be defined on the type. The consumer should look up the
/// attribute on the type and may cache the result for each unique type.
///
/// The precise API table is given by:
/// \code
/// struct MyDLPackExchangeAPI : public DLPackExchangeAPI {
/// MyDLPackExchangeAPI() {
/// header.version.major = DLPACK_MAJOR_VERSION;
/// header.version.minor = DLPACK_MINOR_VERSION;
/// header.prev_version_api = nullptr;
///
/// managed_tensor_allocator = MyDLPackManagedTensorAllocator;
/// managed_tensor_from_py_object_no_sync = MyDLPackManagedTensorFromPyObjectNoSync;
/// managed_tensor_to_py_object_no_sync = MyDLPackManagedTensorToPyObjectNoSync;
/// dltensor_from_py_object_no_sync = MyDLPackDLTensorFromPyObjectNoSync;
/// current_work_stream = MyDLPackCurrentWorkStream;
/// }
///
/// static const DLPackExchangeAPI* Global() {
/// static MyDLPackExchangeAPI inst;
/// return &inst;
/// }
/// };
/// \endcode
///
/// Guidelines for leveraging DLPackExchangeAPI:
///
/// There are generally two kinds of consumer needs for DLPack exchange:
/// - N0: library support, where consumer.kernel(x, y, z) would like to run a kernel
/// with the data from x, y, z. The consumer is also expected to run the kernel with the same
/// stream context as the producer. For example, when x, y, z is torch.Tensor,
/// consumer should query exchange_api->current_work_stream to get the
/// current stream and launch the kernel with the same stream.
/// This setup is necessary for no synchronization in kernel launch and maximum compatibility
/// with CUDA graph capture in the producer.
/// This is the desirable behavior for library extension support for frameworks like PyTorch.
/// - N1: data ingestion and retention
///
/// Note that obj.__dlpack__() API should provide useful ways for N1.
/// The primary focus of the current DLPackExchangeAPI is to enable faster exchange N0
/// with the support of the function pointer current_work_stream.
///
/// Array/Tensor libraries should statically create and initialize this structure
/// then return a pointer to DLPackExchangeAPI as an int value in Tensor/Array.
/// The DLPackExchangeAPI* must stay alive throughout the lifetime of the process.
///
/// One simple way to do so is to create a static instance of DLPackExchangeAPI
/// within the framework and return a pointer to it. The following code
/// shows an example to do so in C++. It should also be reasonably easy
/// to do so in other languages.
///
/// \since DLPack 1.1
///
/// make_exchange_api<Impl>() fills a ::DLPackExchangeAPI from the static
/// members of Impl (functions, or static callable objects), each of the C
/// signature of its entry. An entry Impl lacks is NULL: real tables leave
/// entries NULL that dlpack.h says must not be, and consumers check
/// (has_required_entries). `exchange_api_is_complete<Impl>` says whether Impl
/// provides every entry dlpack.h requires (managed_tensor_allocator) (managed_tensor_from_py_object_no_sync) (managed_tensor_to_py_object_no_sync) (current_work_stream);
/// `static_assert` it to insist. The version is the one this header
/// implements; `prev` links an older table.
template <class Impl>
constexpr ::DLPackExchangeAPI make_exchange_api(::DLPackExchangeAPIHeader* prev = nullptr) noexcept {
  ::DLPackExchangeAPI api{};
  api.header.version = header_version;
  api.header.prev_api = prev;
  if constexpr (detail::has_managed_tensor_allocator<Impl>::value)
    api.managed_tensor_allocator = &ExchangeTrampolines<Impl>::managed_tensor_allocator;
  else
    api.managed_tensor_allocator = nullptr;
  if constexpr (detail::has_managed_tensor_from_py_object_no_sync<Impl>::value)
    api.managed_tensor_from_py_object_no_sync = &ExchangeTrampolines<Impl>::managed_tensor_from_py_object_no_sync;
  else
    api.managed_tensor_from_py_object_no_sync = nullptr;
  if constexpr (detail::has_managed_tensor_to_py_object_no_sync<Impl>::value)
    api.managed_tensor_to_py_object_no_sync = &ExchangeTrampolines<Impl>::managed_tensor_to_py_object_no_sync;
  else
    api.managed_tensor_to_py_object_no_sync = nullptr;
  if constexpr (detail::has_dltensor_from_py_object_no_sync<Impl>::value)
    api.dltensor_from_py_object_no_sync = &ExchangeTrampolines<Impl>::dltensor_from_py_object_no_sync;
  else
    api.dltensor_from_py_object_no_sync = nullptr;
  if constexpr (detail::has_current_work_stream<Impl>::value)
    api.current_work_stream = &ExchangeTrampolines<Impl>::current_work_stream;
  else
    api.current_work_stream = nullptr;
  return api;
}

/// True when Impl provides every entry dlpack.h says must not be NULL.
template <class Impl>
inline constexpr bool exchange_api_is_complete = true && detail::has_managed_tensor_allocator<Impl>::value && detail::has_managed_tensor_from_py_object_no_sync<Impl>::value && detail::has_managed_tensor_to_py_object_no_sync<Impl>::value && detail::has_current_work_stream<Impl>::value;

/// One entry of a table, for a consumer that got the table from elsewhere.
struct ExchangeApiEntry {
  const char* name;   ///< the field: "managed_tensor_allocator"
  bool required;      ///< dlpack.h says it must not be NULL
  bool present;       ///< it is not NULL in this table
};

/// Every function entry of `api`, in declaration order, and whether it is set.
inline std::array<ExchangeApiEntry, 5> entries_of(const ::DLPackExchangeAPI& api) noexcept {
  return {{
      ExchangeApiEntry{"managed_tensor_allocator", true, api.managed_tensor_allocator != nullptr},
      ExchangeApiEntry{"managed_tensor_from_py_object_no_sync", true, api.managed_tensor_from_py_object_no_sync != nullptr},
      ExchangeApiEntry{"managed_tensor_to_py_object_no_sync", true, api.managed_tensor_to_py_object_no_sync != nullptr},
      ExchangeApiEntry{"dltensor_from_py_object_no_sync", false, api.dltensor_from_py_object_no_sync != nullptr},
      ExchangeApiEntry{"current_work_stream", true, api.current_work_stream != nullptr},
  }};
}

/// True when every entry dlpack.h says must not be NULL is set (real tables
/// do not always hold to it: check before calling one).
inline bool has_required_entries(const ::DLPackExchangeAPI& api) noexcept {
  for (const ExchangeApiEntry& e : entries_of(api))
    if (e.required && !e.present) return false;
  return true;
}

/// The table of Impl, built once and alive for the whole process (as DLPack
/// requires of a published table).
template <class Impl>
const ::DLPackExchangeAPI* exchange_api() noexcept {
  static const ::DLPackExchangeAPI api = make_exchange_api<Impl>();
  return &api;
}

/// The version a table declares.
inline Version version_of(const ::DLPackExchangeAPI& api) noexcept { return Version(api.header.version); }

/// The first table of the chain starting at `api` (following
/// header.prev_api) with the major version of `required` and
/// at least its minor version: a table this header can call. NULL when there
/// is none; a chain longer than `max_links` (a cycle) counts as none.
inline const ::DLPackExchangeAPI* find_compatible(const ::DLPackExchangeAPI* api,
                                                  Version required = Version{header_version.major, 0},
                                                  int max_links = 64) noexcept {
  const ::DLPackExchangeAPIHeader* link = api ? &api->header : nullptr;
  for (int i = 0; link && i < max_links; ++i, link = link->prev_api) {
    const Version v(link->version);
    if (v.major == required.major && v.minor >= required.minor)
      // The header is the table's first member: the table starts where it does.
      return reinterpret_cast<const ::DLPackExchangeAPI*>(link);
  }
  return nullptr;
}
static_assert(offsetof(::DLPackExchangeAPI, header) == 0,
              "the exchange API header must be the table's first member");

}  // namespace dlpack
