// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.
//
// Every part of the dlpack C++ wrappers that needs nothing beyond the C++
// standard library: the core (dlpack/dlpack.hpp) and the opt-in headers.
// dlpack/python.hpp, which needs <Python.h>, is left to include by hand.
#pragma once

#include "dlpack/dlpack.hpp"
#include "dlpack/managed.hpp"
#include "dlpack/parse.hpp"
#include "dlpack/text.hpp"
#include "dlpack/complex.hpp"
#include "dlpack/builder.hpp"
#include "dlpack/constraints.hpp"
#include "dlpack/exchange_api.hpp"
