// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// The dlpack C++ wrappers: header-only, C++17, namespace dlpack. This header is
// the core a framework includes in every TU, cheap to include: it brings no
// <string>, <string_view>, <optional>, <array>, <utility>, <vector>, <ostream>,
// <complex>, <memory> or <functional>, and no text parsing (bench/include
// measures it). Its parts:
//   dlpack/config.hpp        checked arithmetic, TextView, Optional, Span, Array, Message (text without allocating)
//   dlpack/version.hpp       Version, header_version, version_for, is_abi_compatible, strides_required
//   dlpack/enums.hpp         enum classes for every C enum, Device
//   dlpack/flags.hpp         Flags (DLPACK_FLAG_BITMASK_* bits)
//   dlpack/issues.hpp        Problem, Issues, Error
//   dlpack/float_types.hpp   float16_t, bfloat16_t, float8/6/4 storage types, complex64_t/complex128_t
//   dlpack/dtype.hpp         DataType, dtype_of<T>, dispatch
//   dlpack/tensor_view.hpp   TensorView, Accessor
// Opt-in (include what you use; dlpack/all.hpp includes all but python.hpp):
//   dlpack/managed.hpp       owners of managed tensors, adopt()
//   dlpack/text.hpp          to_string() as std::string, operator<< for every type
//   dlpack/parse.hpp         from_string<T>() for enum classes, Flags, DataType (std::optional)
//   dlpack/complex.hpp       std::complex: dtype_of, to_std/from_std, dispatch_std
//   dlpack/builder.hpp       TensorBuilder (a producer of managed tensors)
//   dlpack/constraints.hpp   check<T, C...>, Constrained: dtype, ndim, shape, order, device, writability at once
//   dlpack/exchange_api.hpp  make_exchange_api<Impl>, find_compatible
//   dlpack/python.hpp        Python capsules (needs <Python.h>)
#pragma once

#include "dlpack/config.hpp"
#include "dlpack/version.hpp"
#include "dlpack/enums.hpp"
#include "dlpack/flags.hpp"
#include "dlpack/issues.hpp"
#include "dlpack/float_types.hpp"
#include "dlpack/dtype.hpp"
#include "dlpack/tensor_view.hpp"

namespace dlpack {
// The main types of the opt-in headers, declared here so that a use without
// their #include gets a compiler note on this line naming the header.
class ManagedTensorVersioned;  // #include <dlpack/managed.hpp>
class ManagedTensor;  // #include <dlpack/managed.hpp>
class TensorBuilder;  // #include <dlpack/builder.hpp>
template <class T, class... C>
class Constrained;  // #include <dlpack/constraints.hpp>
template <class T>
struct text_traits;  // from_string<T>(): #include <dlpack/parse.hpp>
}  // namespace dlpack
