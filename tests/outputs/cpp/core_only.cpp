// dlpack/dlpack.hpp is the core that hundreds of files of a framework include:
// it must not bring the heavy standard headers (include guards of libstdc++
// and libc++). Compiled for every header with g++ and clang++, C++17 and C++20
// (test_generated_compile.cpp); bench/include measures what it costs.
#include "dlpack/dlpack.hpp"

// The checks below read include guards. They can only fail where the guards
// are known: with another standard library, or guards renamed, stop here
// rather than pass without checking. <type_traits> is one the core does include.
#if !defined(__GLIBCXX__) && !defined(_LIBCPP_VERSION)
#error "core_only.cpp knows the include guards of libstdc++ and libc++ only"
#endif
#if !defined(_GLIBCXX_TYPE_TRAITS) && !defined(_LIBCPP_TYPE_TRAITS)
#error "core_only.cpp cannot see the standard library's include guards (<type_traits>, which the core includes)"
#endif

// nvcc force-includes cuda_runtime.h, which brings <utility> and more itself:
// these are checked where the core is the only include.
#if !defined(__CUDACC__)
#if defined(_GLIBCXX_STRING_VIEW) || defined(_LIBCPP_STRING_VIEW)
#error "dlpack/dlpack.hpp brings <string_view>"
#endif
#if defined(_GLIBCXX_OPTIONAL) || defined(_LIBCPP_OPTIONAL)
#error "dlpack/dlpack.hpp brings <optional>"
#endif
#if defined(_GLIBCXX_ARRAY) || defined(_LIBCPP_ARRAY)
#error "dlpack/dlpack.hpp brings <array>"
#endif
#if defined(_GLIBCXX_UTILITY) || defined(_LIBCPP_UTILITY)
#error "dlpack/dlpack.hpp brings <utility>"
#endif
#if defined(_GLIBCXX_SPAN) || defined(_LIBCPP_SPAN)
#error "dlpack/dlpack.hpp brings <span>"
#endif
#endif  // !__CUDACC__

#if defined(_GLIBCXX_STRING) || defined(_LIBCPP_STRING)
#error "dlpack/dlpack.hpp brings <string>"
#endif
#if defined(_GLIBCXX_VECTOR) || defined(_LIBCPP_VECTOR)
#error "dlpack/dlpack.hpp brings <vector>"
#endif
#if defined(_GLIBCXX_OSTREAM) || defined(_LIBCPP_OSTREAM) || defined(_GLIBCXX_IOSTREAM) || defined(_LIBCPP_IOSTREAM)
#error "dlpack/dlpack.hpp brings <ostream>"
#endif
#if defined(_GLIBCXX_COMPLEX) || defined(_LIBCPP_COMPLEX)
#error "dlpack/dlpack.hpp brings <complex>"
#endif
#if defined(_GLIBCXX_FUNCTIONAL) || defined(_LIBCPP_FUNCTIONAL)
#error "dlpack/dlpack.hpp brings <functional>"
#endif
#if defined(_GLIBCXX_MEMORY) || defined(_LIBCPP_MEMORY)
#error "dlpack/dlpack.hpp brings <memory>"
#endif
#if defined(_GLIBCXX_STDEXCEPT) || defined(_LIBCPP_STDEXCEPT)
#error "dlpack/dlpack.hpp brings <stdexcept>"
#endif

// What the core offers without them: versions, enums, dtypes with text built
// in a Message, views with validation reasons and sizes. Parsing (parse.hpp)
// and the owners of managed tensors (managed.hpp) are opt-in.
int core_use(const DLTensor* tensor) {
  dlpack::Message m;
  m << "dlpack " << dlpack::header_version;
  const dlpack::TextView name = dlpack::to_string(dlpack::Problem::NullShape);
  m << name.substr(0, 3);
#if DLPACK_CPP_HAS_DATA_TYPE
  m << " " << dlpack::DataType::float32() << " " << dlpack::dispatch(dlpack::DataType::float32(), [](auto tag) -> int {
    if constexpr (std::is_same<decltype(tag), dlpack::unsupported_dtype>::value) return 0; else return 1;
  });
#endif
#if DLPACK_CPP_HAS_TENSOR_VIEW
  if (tensor) {
    const dlpack::Issues issues = dlpack::TensorView(*tensor).validate();
    for (const dlpack::Issue& issue : issues) m << issue.message.view();
    if (const dlpack::Optional<std::int64_t> n = dlpack::TensorView(*tensor).nbytes()) m << *n;
  }
#else
  (void)tensor;
#endif
  return static_cast<int>(m.size());
}
