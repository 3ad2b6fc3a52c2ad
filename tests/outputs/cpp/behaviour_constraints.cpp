// Behaviour of dlpack/constraints.hpp: check<T, C...>() names every mismatch
// (dtype, ndim, shape, order, device, writability) in one pass; Constrained
// gives typed access of the fixed rank; describe<T, C...>() says what is asked.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>

#include "dlpack/all.hpp"
#include "dlpack/constraints.hpp"

namespace {

struct Tensor {
  std::int64_t shape[2] = {2, 3};
  std::int64_t strides[2] = {3, 1};
  float data[6] = {0, 1, 2, 3, 4, 5};
  DLTensor t{};
  Tensor() {
    t.data = data;
    t.ndim = 2;
    t.shape = shape;
    t.strides = strides;
    t.dtype.code = kDLFloat;
    t.dtype.bits = 32;
    t.dtype.lanes = 1;
    t.DLPACK_TEST_DEVICE_FIELD.device_type = kDLCPU;
  }
  dlpack::TensorView view() const { return dlpack::TensorView(t); }
};

}  // namespace

TEST_CASE("constraints: a tensor that satisfies them all, and typed access of the fixed rank") {
  using Image = dlpack::Constrained<float, dlpack::ndim<2>, dlpack::c_contig, dlpack::on_cpu, dlpack::writable>;
  static_assert(Image::rank == 2);
  Tensor x;
  CHECK(dlpack::check<float, dlpack::ndim<2>, dlpack::c_contig, dlpack::on_cpu, dlpack::writable>(x.view()).ok());
  CHECK(dlpack::check<float, dlpack::shape<2, dlpack::any_extent>>(x.view()).ok());
  const Image image = Image::from(x.view());
  CHECK(image.accessor()(1, 2) == 5.0f);
  CHECK(image.data() == x.data);
  CHECK(dlpack::describe<float, dlpack::ndim<2>, dlpack::c_contig, dlpack::on_cpu, dlpack::writable>() ==
        "float32, ndim 2, C order, on CPU, writable");
  CHECK(dlpack::describe<std::int8_t, dlpack::shape<dlpack::any_extent, 4>, dlpack::f_contig>() ==
        "int8, shape (*, 4), Fortran order");
  CHECK(dlpack::Constrained<float>::rank == dlpack::dynamic_rank);
}

TEST_CASE("constraints: every mismatch is named in one pass") {
  Tensor x;
  x.strides[0] = 1;  // column-major: not C order
  x.strides[1] = 2;
  x.t.DLPACK_TEST_DEVICE_FIELD.device_type = kDLCUDA;
  const dlpack::Issues issues =
      dlpack::check<double, dlpack::shape<2, 4>, dlpack::c_contig, dlpack::on_cpu, dlpack::writable>(x.view(), true);
  CHECK(issues.has(dlpack::Problem::DtypeMismatch));
  CHECK(issues.has(dlpack::Problem::ShapeMismatch));
  CHECK(issues.has(dlpack::Problem::LayoutMismatch));
  CHECK(issues.has(dlpack::Problem::DeviceMismatch));
  CHECK(issues.has(dlpack::Problem::ReadOnly));
  CHECK(issues.count() == 5);
  const std::string text = dlpack::to_string(issues);
  CHECK(text.find("the dtype is float32, not float64") != std::string::npos);
  CHECK(text.find("shape[1] is 3, not 4") != std::string::npos);
  CHECK(text.find("the tensor is on CUDA, not CPU") != std::string::npos);
  // Column-major strides satisfy f_contig and not c_contig.
  CHECK(dlpack::check<float, dlpack::f_contig>(x.view()).ok());
  CHECK(dlpack::check<float, dlpack::c_contig>(x.view()).has(dlpack::Problem::LayoutMismatch));
  CHECK(dlpack::check<float, dlpack::ndim<3>>(x.view()).has(dlpack::Problem::RankMismatch));
  // Constrained::from throws dlpack::Error with them.
  CHECK_THROWS_AS((dlpack::Constrained<float, dlpack::ndim<3>>::from(x.view())), dlpack::Error);
  // An invalid tensor is reported as such, before any constraint.
  x.shape[0] = -1;
  CHECK(dlpack::check<float, dlpack::ndim<2>>(x.view()).has(dlpack::Problem::NegativeShape));
}
