// A stand-in for {fmt}'s <fmt/core.h>, C++ only, for the vendored-header tests:
// a header of another library that a vendored dlpack.h includes outside any
// `#ifdef __cplusplus`, as Open3D's copies do.
#pragma once
namespace fmt {
template <typename T, typename Char = char>
struct formatter {};
}  // namespace fmt
