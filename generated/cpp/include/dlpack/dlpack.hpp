// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// The dlpack C++ wrappers: header-only, C++17, namespace dlpack. Include this
// one header, or the parts:
//   dlpack/version.hpp       Version, header_version, is_abi_compatible, strides_required
//   dlpack/enums.hpp         enum classes for every C enum, Device
//   dlpack/flags.hpp         Flags (DLPACK_FLAG_BITMASK_* bits)
//   dlpack/dtype.hpp         DataType, dtype_of<T>, dispatch
//   dlpack/issues.hpp        Problem, Issues, Error
//   dlpack/tensor_view.hpp   TensorView, Accessor
//   dlpack/managed.hpp       owners of managed tensors, adopt(), TensorBuilder
//   dlpack/exchange_api.hpp  make_exchange_api<Impl>, find_compatible
#pragma once

#include "dlpack/config.hpp"
#include "dlpack/version.hpp"
#include "dlpack/enums.hpp"
#include "dlpack/flags.hpp"
#include "dlpack/issues.hpp"
#include "dlpack/dtype.hpp"
#include "dlpack/tensor_view.hpp"
#include "dlpack/managed.hpp"
#include "dlpack/exchange_api.hpp"
