/* The C side of the Rust and Zig interop tests (tests/outputs/rust/interop/run.sh,
 * tests/outputs/zig/interop/build.zig), compiled against the very dlpack.h the crate
 * or package was generated from (include/dlpack/dlpack.h): by the system cc
 * into a static library the Rust program links, and by Zig's C compiler for
 * each target into one the Zig test links.
 *
 * Two tensors, made by either side and checked by either side:
 *  - spec A (legacy DLManagedTensor, v0.2 on): float32, shape {2, 3}, strides
 *    {3, 1} (row-major), byte_offset 0, element (i, j) = (i * 3 + j) * 0.5;
 *  - spec B (DLManagedTensorVersioned, v1.0 on): int16, shape {3, 2}, strides
 *    {1, 3} (column-major, so not contiguous), byte_offset 8 (4 int16 of
 *    padding before the first element), element (i, j) = i * 10 + j - 5.
 *
 * Producer: dlc_make_legacy() / dlc_make_versioned(major, null_strides) return
 * a fresh tensor whose deleter checks that it gets its own tensor, frees it
 * and counts (dlc_deleted()); the versioned one carries the given major
 * version (DLPACK_MAJOR_VERSION for a good one) and READ_ONLY.
 * Consumer: dlc_consume_legacy() / dlc_consume_versioned() check such a
 * tensor field by field and element by element (failures go to stderr and
 * dlc_errors()), remember the flags (dlc_last_flags()) and call the deleter,
 * whoever made the tensor.
 *
 * -DDL_HAS_VERSIONED: the header has DLManagedTensorVersioned (v1.0 on).
 * -DDL_CTX: DLTensor's device field is `ctx` (DLContext, before v0.4).
 */
#include <dlpack/dlpack.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef DL_CTX
#define DL_DEV(t) ((t)->ctx)
#else
#define DL_DEV(t) ((t)->device)
#endif

static int g_deleted;
static int g_errors;
static uint64_t g_last_flags = 0xdeadbeef;

int dlc_deleted(void) { return g_deleted; }
int dlc_errors(void) { return g_errors; }
uint64_t dlc_last_flags(void) { return g_last_flags; }

#define CHECK(cond)                                                                            \
  do {                                                                                         \
    if (!(cond)) {                                                                             \
      fprintf(stderr, "producer.c:%d: %s: check failed: %s\n", __LINE__, __func__, #cond);     \
      g_errors++;                                                                              \
    }                                                                                          \
  } while (0)

/* ---- spec A: float32 {2, 3}, row-major ------------------------------------ */

#define A_ROWS 2
#define A_COLS 3

static float spec_a_value(int i, int j) { return (float)(i * A_COLS + j) * 0.5f; }

struct a_storage {
  int64_t shape[2];
  int64_t strides[2];
  float data[A_ROWS * A_COLS];
};

static void fill_a(DLTensor *t, struct a_storage *s) {
  for (int i = 0; i < A_ROWS; ++i)
    for (int j = 0; j < A_COLS; ++j) s->data[i * A_COLS + j] = spec_a_value(i, j);
  s->shape[0] = A_ROWS;
  s->shape[1] = A_COLS;
  s->strides[0] = A_COLS;
  s->strides[1] = 1;
  t->data = s->data;
  DL_DEV(t).device_type = kDLCPU;
  DL_DEV(t).device_id = 0;
  t->ndim = 2;
  t->dtype.code = kDLFloat;
  t->dtype.bits = 32;
  t->dtype.lanes = 1;
  t->shape = s->shape;
  t->strides = s->strides;
  t->byte_offset = 0;
}

static void check_a(const DLTensor *t) {
  CHECK(t->data != NULL);
  CHECK(DL_DEV(t).device_type == kDLCPU);
  CHECK(DL_DEV(t).device_id == 0);
  CHECK(t->ndim == 2);
  CHECK(t->dtype.code == kDLFloat && t->dtype.bits == 32 && t->dtype.lanes == 1);
  CHECK(t->shape != NULL && t->strides != NULL);
  if (t->ndim != 2 || t->shape == NULL || t->strides == NULL || t->data == NULL) return;
  CHECK(t->shape[0] == A_ROWS && t->shape[1] == A_COLS);
  CHECK(t->strides[0] == A_COLS && t->strides[1] == 1);
  CHECK(t->byte_offset == 0);
  const float *base = (const float *)((const char *)t->data + t->byte_offset);
  for (int i = 0; i < A_ROWS; ++i) {
    for (int j = 0; j < A_COLS; ++j) {
      float v = base[i * t->strides[0] + j * t->strides[1]];
      if (v != spec_a_value(i, j)) {
        fprintf(stderr, "producer.c: spec A (%d, %d) is %g, expected %g\n", i, j, (double)v, (double)spec_a_value(i, j));
        g_errors++;
      }
    }
  }
}

/* ---- DLManagedTensor (v0.2 on): spec A ------------------------------------- */

struct legacy_holder {
  DLManagedTensor m; /* first: the deleter gets &m */
  struct a_storage s;
};

static void legacy_deleter(DLManagedTensor *self) {
  struct legacy_holder *h = (struct legacy_holder *)self->manager_ctx;
  CHECK(h != NULL && &h->m == self);
  memset(h, 0xa5, sizeof *h); /* a use after the deleter reads garbage */
  free(h);
  g_deleted++;
}

DLManagedTensor *dlc_make_legacy(void) {
  struct legacy_holder *h = (struct legacy_holder *)calloc(1, sizeof *h);
  if (h == NULL) return NULL;
  fill_a(&h->m.dl_tensor, &h->s);
  h->m.manager_ctx = h;
  h->m.deleter = legacy_deleter;
  return &h->m;
}

void dlc_consume_legacy(DLManagedTensor *m) {
  CHECK(m != NULL);
  if (m == NULL) return;
  check_a(&m->dl_tensor);
  g_last_flags = 0;
  CHECK(m->deleter != NULL);
  if (m->deleter != NULL) m->deleter(m);
}

/* ---- DLManagedTensorVersioned (v1.0 on): spec B ---------------------------- */

#ifdef DL_HAS_VERSIONED
/* ---- spec B: int16 {3, 2}, column-major, byte_offset 8 --------------------- */

#define B_ROWS 3
#define B_COLS 2
#define B_PAD 4 /* int16 elements before the first one: byte_offset 8 */

static int16_t spec_b_value(int i, int j) { return (int16_t)(i * 10 + j - 5); }

struct b_storage {
  int64_t shape[2];
  int64_t strides[2];
  int16_t data[B_PAD + B_ROWS * B_COLS];
};

static void fill_b(DLTensor *t, struct b_storage *s) {
  for (int k = 0; k < B_PAD; ++k) s->data[k] = 0x7777;
  for (int i = 0; i < B_ROWS; ++i)
    for (int j = 0; j < B_COLS; ++j) s->data[B_PAD + i + j * B_ROWS] = spec_b_value(i, j);
  s->shape[0] = B_ROWS;
  s->shape[1] = B_COLS;
  s->strides[0] = 1;
  s->strides[1] = B_ROWS;
  t->data = s->data;
  DL_DEV(t).device_type = kDLCPU;
  DL_DEV(t).device_id = 0;
  t->ndim = 2;
  t->dtype.code = kDLInt;
  t->dtype.bits = 16;
  t->dtype.lanes = 1;
  t->shape = s->shape;
  t->strides = s->strides;
  t->byte_offset = B_PAD * sizeof(int16_t);
}

static void check_b(const DLTensor *t) {
  CHECK(t->data != NULL);
  CHECK(DL_DEV(t).device_type == kDLCPU);
  CHECK(DL_DEV(t).device_id == 0);
  CHECK(t->ndim == 2);
  CHECK(t->dtype.code == kDLInt && t->dtype.bits == 16 && t->dtype.lanes == 1);
  CHECK(t->shape != NULL && t->strides != NULL);
  if (t->ndim != 2 || t->shape == NULL || t->strides == NULL || t->data == NULL) return;
  CHECK(t->shape[0] == B_ROWS && t->shape[1] == B_COLS);
  CHECK(t->strides[0] == 1 && t->strides[1] == B_ROWS);
  CHECK(t->byte_offset == B_PAD * sizeof(int16_t));
  const int16_t *base = (const int16_t *)((const char *)t->data + t->byte_offset);
  for (int i = 0; i < B_ROWS; ++i) {
    for (int j = 0; j < B_COLS; ++j) {
      int16_t v = base[i * t->strides[0] + j * t->strides[1]];
      if (v != spec_b_value(i, j)) {
        fprintf(stderr, "producer.c: spec B (%d, %d) is %d, expected %d\n", i, j, v, spec_b_value(i, j));
        g_errors++;
      }
    }
  }
}

struct versioned_holder {
  struct DLManagedTensorVersioned m;
  struct b_storage s;
};

static void versioned_deleter(struct DLManagedTensorVersioned *self) {
  struct versioned_holder *h = (struct versioned_holder *)self->manager_ctx;
  CHECK(h != NULL && &h->m == self);
  memset(h, 0xa5, sizeof *h);
  free(h);
  g_deleted++;
}

/* major: the version to state (DLPACK_MAJOR_VERSION for a good tensor);
 * null_strides: leave strides NULL (allowed to producers before DLPack 1.2). */
struct DLManagedTensorVersioned *dlc_make_versioned(uint32_t major, int null_strides) {
  struct versioned_holder *h = (struct versioned_holder *)calloc(1, sizeof *h);
  if (h == NULL) return NULL;
  fill_b(&h->m.dl_tensor, &h->s);
  if (null_strides) h->m.dl_tensor.strides = NULL;
  h->m.version.major = major;
  h->m.version.minor = DLPACK_MINOR_VERSION;
  h->m.manager_ctx = h;
  h->m.deleter = versioned_deleter;
  h->m.flags = DLPACK_FLAG_BITMASK_READ_ONLY;
  return &h->m;
}

void dlc_consume_versioned(struct DLManagedTensorVersioned *m) {
  CHECK(m != NULL);
  if (m == NULL) return;
  /* Only the deleter may be touched before the major version is checked. */
  CHECK(m->version.major == DLPACK_MAJOR_VERSION);
  if (m->version.major == DLPACK_MAJOR_VERSION) {
    CHECK(m->version.minor == DLPACK_MINOR_VERSION);
    check_b(&m->dl_tensor);
    g_last_flags = m->flags;
  }
  CHECK(m->deleter != NULL);
  if (m->deleter != NULL) m->deleter(m);
}
#endif
