// CPU strided copy of the generated shims (dlpack_shim::copy) against numpy,
// in one run and one process: this program embeds CPython, imports the
// project venv's numpy and calls its C API on numpy arrays over the very
// buffers the shim copies between, so both sides are timed by the same loop
// with no interpreter in it:
//   copyto               PyArray_CopyInto(dst, view): np.copyto(dst, view)'s assignment
//   shim                 dlpack_shim::copy(view, dst)
//   ascontiguousarray    PyArray_NewCopy(view, NPY_CORDER) and its release, what
//                        np.ascontiguousarray(view) runs for a non-compact view
//   shim_alloc           dlpack_shim::cpu::allocate, copy into it, release (the same work)
// for float32 views of four kinds: a transpose (x.T), every other column
// (x[:, ::2]), every other row (x[::2, :]) and a 3-D permute
// (x.transpose(2, 0, 1)) and a broadcast column (np.broadcast_to(col[:, None], ...):
// stride 0 innermost), each copying 4 KiB, 1 MiB and 64 MiB into compact
// memory. bench/shim/numpy.sh prints the table of docs/performance.md.
#include <Python.h>
#define NPY_NO_DEPRECATED_API NPY_2_0_API_VERSION
#include <numpy/arrayobject.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "dlpack_shim/copy.hpp"

namespace {

enum class View { transpose, every_other_column, every_other_row, permute_3d, broadcast_column };

// A view's source layout (elements): shape, strides and the elements of the
// buffer it is cut from; the destination is compact of the same shape.
struct Layout {
  std::vector<std::int64_t> shape, strides;
  std::int64_t buffer_elements;
};

// The view copying about `bytes` of float32.
Layout layout(View v, std::int64_t bytes) {
  const std::int64_t n = bytes / 4;
  std::int64_t side = 1;
  while ((side * 2) * (side * 2) <= n) side *= 2;
  switch (v) {
    case View::transpose: return {{side, n / side}, {1, side}, n};  // x.T of a (n/side) x side matrix
    case View::every_other_column: return {{side, n / side}, {2 * (n / side), 2}, 2 * n};
    case View::every_other_row: return {{side, n / side}, {2 * (n / side), 1}, 2 * n};
    case View::broadcast_column:  // np.broadcast_to(col[:, None], (side, n / side)): each row one value
      return {{side, n / side}, {1, 0}, side};
    case View::permute_3d: {
      std::int64_t c = 1;
      while (c * c * c * 8 <= n) c *= 2;  // x of shape (a, b, c) = (c, 2c, n / 2c^2)
      const std::int64_t a = c, b = 2 * c, d = n / (a * b);
      // x.transpose(2, 0, 1): shape (d, a, b), strides (1, b*d, d)
      return {{d, a, b}, {1, b * d, d}, n};
    }
  }
  return {};
}

struct Case {
  Layout lay;
  float* src;
  float* dst;
  std::int64_t elements;
  PyObject* src_view;
  PyObject* dst_array;
  DLTensor src_t, dst_t;
};

PyObject* wrap(float* data, const std::vector<std::int64_t>& shape, const std::vector<std::int64_t>& strides) {
  std::vector<npy_intp> dims(shape.begin(), shape.end()), st(strides.size());
  for (std::size_t i = 0; i < strides.size(); ++i) st[i] = static_cast<npy_intp>(strides[i] * 4);
  return PyArray_New(&PyArray_Type, static_cast<int>(dims.size()), dims.data(), NPY_FLOAT32, st.data(), data, 4,
                     NPY_ARRAY_WRITEABLE | NPY_ARRAY_ALIGNED, nullptr);
}

// Buffers and arrays of every (view, size), made once: page-aligned, the
// destination 2 KiB past a page (no 4 KiB aliasing with the source).
Case& get(View v, std::int64_t bytes) {
  static std::map<std::pair<int, std::int64_t>, Case> cases;
  auto key = std::make_pair(static_cast<int>(v), bytes);
  if (auto it = cases.find(key); it != cases.end()) return it->second;
  Case c{};
  c.lay = layout(v, bytes);
  c.elements = 1;
  for (std::int64_t e : c.lay.shape) c.elements *= e;
  const std::size_t page = 4096;
  auto round = [&](std::size_t b) { return (b + page - 1) / page * page; };
  const std::size_t sbytes = round(static_cast<std::size_t>(c.lay.buffer_elements) * 4);
  const std::size_t dbytes = round(static_cast<std::size_t>(c.elements) * 4);
  void* memory = nullptr;
  if (posix_memalign(&memory, page, sbytes + dbytes + page) != 0) std::abort();
  std::memset(memory, 1, sbytes + dbytes + page);
  c.src = static_cast<float*>(memory);
  c.dst = reinterpret_cast<float*>(static_cast<char*>(memory) + sbytes + page / 2);
  c.src_view = wrap(c.src, c.lay.shape, c.lay.strides);
  std::vector<std::int64_t> compact(c.lay.shape.size());
  std::int64_t s = 1;
  for (std::size_t i = compact.size(); i-- > 0;) {
    compact[i] = s;
    s *= c.lay.shape[i];
  }
  c.dst_array = wrap(c.dst, c.lay.shape, compact);
  if (!c.src_view || !c.dst_array) {
    PyErr_Print();
    std::abort();
  }
  Case& stored = cases.emplace(key, std::move(c)).first->second;  // the tensors point into it
  stored.src_t = DLTensor{};
  stored.src_t.data = stored.src;
  stored.src_t.device = DLDevice{kDLCPU, 0};
  stored.src_t.ndim = static_cast<int>(stored.lay.shape.size());
  stored.src_t.dtype = DLDataType{kDLFloat, 32, 1};
  stored.src_t.shape = stored.lay.shape.data();
  stored.src_t.strides = stored.lay.strides.data();
  stored.dst_t = stored.src_t;
  stored.dst_t.data = stored.dst;
  stored.dst_t.strides = nullptr;
  return stored;
}

enum class How { copyto, shim, ascontiguousarray, shim_alloc };

void run(benchmark::State& state, View v, How how) {
  Case& c = get(v, state.range(0));
  const std::size_t bytes = static_cast<std::size_t>(c.elements) * 4;
  auto* view = reinterpret_cast<PyArrayObject*>(c.src_view);
  auto* dst = reinterpret_cast<PyArrayObject*>(c.dst_array);
  for (auto _ : state) {
    switch (how) {
      case How::copyto:
        if (PyArray_CopyInto(dst, view) != 0) state.SkipWithError("copyto failed");
        break;
      case How::shim:
        if (!dlpack_shim::copy(c.src_t, c.dst_t)) state.SkipWithError("copy failed");
        break;
      case How::ascontiguousarray: {
        PyObject* copy = PyArray_NewCopy(view, NPY_CORDER);
        if (!copy) state.SkipWithError("ascontiguousarray failed");
        benchmark::DoNotOptimize(copy);
        Py_XDECREF(copy);
        break;
      }
      case How::shim_alloc: {
        DLTensor out = c.dst_t;
        out.data = dlpack_shim::cpu::allocate(bytes);
        if (!out.data || !dlpack_shim::copy(c.src_t, out)) state.SkipWithError("copy failed");
        benchmark::DoNotOptimize(out.data);
        dlpack_shim::cpu::release(out.data);
        break;
      }
    }
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(bytes));
}

// The two sides must agree: every view copied by both, compared byte for byte.
bool same_results() {
  for (View v : {View::transpose, View::every_other_column, View::every_other_row, View::permute_3d,
                 View::broadcast_column}) {
    Case& c = get(v, 4 << 10);
    for (std::int64_t i = 0; i < c.lay.buffer_elements; ++i) c.src[i] = static_cast<float>(i);
    std::vector<float> ours(static_cast<std::size_t>(c.elements));
    if (!dlpack_shim::copy(c.src_t, c.dst_t)) return false;
    std::memcpy(ours.data(), c.dst, ours.size() * 4);
    std::memset(c.dst, 0, ours.size() * 4);
    if (PyArray_CopyInto(reinterpret_cast<PyArrayObject*>(c.dst_array), reinterpret_cast<PyArrayObject*>(c.src_view)) != 0)
      return false;
    if (std::memcmp(ours.data(), c.dst, ours.size() * 4) != 0) return false;
  }
  return true;
}

void sizes(benchmark::internal::Benchmark* b) {
  for (std::int64_t s : {std::int64_t{4} << 10, std::int64_t{1} << 20, std::int64_t{64} << 20}) b->Arg(s);
}

int start_numpy() {
  // numpy's BLAS starts threads that spin on the benchmark's cores; copies use none.
  setenv("OPENBLAS_NUM_THREADS", "1", 0);
  setenv("OMP_NUM_THREADS", "1", 0);
  Py_Initialize();
  import_array1(-1);
  return 0;
}

}  // namespace

#define VIEW_BENCH(view)                                                                   \
  BENCHMARK_CAPTURE(run, view/copyto, View::view, How::copyto)->Apply(sizes)->UseRealTime(); \
  BENCHMARK_CAPTURE(run, view/shim, View::view, How::shim)->Apply(sizes)->UseRealTime();     \
  BENCHMARK_CAPTURE(run, view/ascontiguousarray, View::view, How::ascontiguousarray)         \
      ->Apply(sizes)                                                                       \
      ->UseRealTime();                                                                     \
  BENCHMARK_CAPTURE(run, view/shim_alloc, View::view, How::shim_alloc)->Apply(sizes)->UseRealTime();
VIEW_BENCH(transpose)
VIEW_BENCH(every_other_column)
VIEW_BENCH(every_other_row)
VIEW_BENCH(permute_3d)
VIEW_BENCH(broadcast_column)

int main(int argc, char** argv) {
  if (start_numpy() != 0) {
    PyErr_Print();
    std::fprintf(stderr, "numpy_bench: cannot import numpy (PYTHONPATH must hold the venv's site-packages)\n");
    return 1;
  }
  std::fprintf(stderr, "numpy %s\n", PyUnicode_AsUTF8(PyObject_GetAttrString(PyImport_ImportModule("numpy"), "__version__")));
  if (!same_results()) {
    std::fprintf(stderr, "numpy_bench: the shim and numpy copied different bytes\n");
    return 1;
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
