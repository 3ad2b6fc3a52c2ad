/* The C side of the Rust interop test (tests/rust/interop/run.sh), compiled
 * against the very dlpack.h the Rust crate was generated from, into a static
 * library the Rust program links.
 *
 * Producer: make_tensor() / make_legacy_tensor() return a 2x3 float32 tensor
 * holding 0..5 (row-major, strides given, on the CPU) whose deleter frees it
 * and counts (deleted_count()). make_tensor() sets the READ_ONLY flag.
 * Consumer: consume_and_delete() / consume_and_delete_legacy() check such a
 * tensor field by field (failures go to stderr and consume_errors()), remember
 * its flags (last_flags()) and call its deleter, whoever made it.
 *
 * -DDL_HAS_VERSIONED: the header has DLManagedTensorVersioned (v1.0 on).
 * -DDL_CTX: DLTensor's device field is `ctx` (DLContext, before v0.4).
 */
#include <dlpack/dlpack.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#ifdef DL_CTX
#define DL_DEVICE_FIELD ctx
#else
#define DL_DEVICE_FIELD device
#endif

static int g_deleted;
static int g_errors;
static uint64_t g_last_flags;

int deleted_count(void) { return g_deleted; }
int consume_errors(void) { return g_errors; }
uint64_t last_flags(void) { return g_last_flags; }

#define CHECK(cond)                                                                 \
  do {                                                                              \
    if (!(cond)) {                                                                  \
      fprintf(stderr, "producer.c:%d: %s: check failed: %s\n", __LINE__, __func__, #cond); \
      g_errors++;                                                                   \
    }                                                                               \
  } while (0)

static void fill(DLTensor *t, float *data, int64_t *shape, int64_t *strides) {
  for (int i = 0; i < 6; ++i) data[i] = (float)i;
  shape[0] = 2;
  shape[1] = 3;
  strides[0] = 3;
  strides[1] = 1;
  t->data = data;
  t->DL_DEVICE_FIELD.device_type = kDLCPU;
  t->DL_DEVICE_FIELD.device_id = 0;
  t->ndim = 2;
  t->dtype.code = kDLFloat;
  t->dtype.bits = 32;
  t->dtype.lanes = 1;
  t->shape = shape;
  t->strides = strides;
  t->byte_offset = 0;
}

/* What both producers (C's and Rust's) must have made. */
static void check_tensor(const DLTensor *t) {
  CHECK(t->data != NULL);
  CHECK(t->DL_DEVICE_FIELD.device_type == kDLCPU);
  CHECK(t->DL_DEVICE_FIELD.device_id == 0);
  CHECK(t->ndim == 2);
  CHECK(t->dtype.code == kDLFloat);
  CHECK(t->dtype.bits == 32);
  CHECK(t->dtype.lanes == 1);
  CHECK(t->shape != NULL);
  if (t->ndim == 2 && t->shape != NULL) {
    CHECK(t->shape[0] == 2);
    CHECK(t->shape[1] == 3);
  }
  CHECK(t->strides != NULL);
  if (t->ndim == 2 && t->strides != NULL) {
    CHECK(t->strides[0] == 3);
    CHECK(t->strides[1] == 1);
  }
  CHECK(t->byte_offset == 0);
  if (t->data != NULL) {
    const float *d = (const float *)((const char *)t->data + t->byte_offset);
    for (int i = 0; i < 6; ++i) {
      if (d[i] != (float)i) {
        fprintf(stderr, "producer.c: data[%d] is %g, expected %d\n", i, (double)d[i], i);
        g_errors++;
      }
    }
  }
}

/* ---- DLManagedTensor (v0.2 on) --------------------------------------------- */

struct legacy_holder {
  DLManagedTensor m; /* first: the deleter gets &m */
  int64_t shape[2];
  int64_t strides[2];
  float data[6];
};

static void legacy_deleter(DLManagedTensor *self) {
  struct legacy_holder *h = (struct legacy_holder *)self->manager_ctx;
  CHECK(h != NULL && &h->m == self);
  free(h);
  g_deleted++;
}

DLManagedTensor *make_legacy_tensor(void) {
  struct legacy_holder *h = (struct legacy_holder *)calloc(1, sizeof *h);
  if (h == NULL) return NULL;
  fill(&h->m.dl_tensor, h->data, h->shape, h->strides);
  h->m.manager_ctx = h;
  h->m.deleter = legacy_deleter;
  return &h->m;
}

void consume_and_delete_legacy(DLManagedTensor *m) {
  CHECK(m != NULL);
  if (m == NULL) return;
  check_tensor(&m->dl_tensor);
  g_last_flags = 0;
  CHECK(m->deleter != NULL);
  if (m->deleter != NULL) m->deleter(m);
}

/* ---- DLManagedTensorVersioned (v1.0 on) ------------------------------------- */

#ifdef DL_HAS_VERSIONED
struct versioned_holder {
  struct DLManagedTensorVersioned m;
  int64_t shape[2];
  int64_t strides[2];
  float data[6];
};

static void versioned_deleter(struct DLManagedTensorVersioned *self) {
  struct versioned_holder *h = (struct versioned_holder *)self->manager_ctx;
  CHECK(h != NULL && &h->m == self);
  free(h);
  g_deleted++;
}

struct DLManagedTensorVersioned *make_tensor(void) {
  struct versioned_holder *h = (struct versioned_holder *)calloc(1, sizeof *h);
  if (h == NULL) return NULL;
  h->m.version.major = DLPACK_MAJOR_VERSION;
  h->m.version.minor = DLPACK_MINOR_VERSION;
  h->m.manager_ctx = h;
  h->m.deleter = versioned_deleter;
  h->m.flags = DLPACK_FLAG_BITMASK_READ_ONLY;
  fill(&h->m.dl_tensor, h->data, h->shape, h->strides);
  return &h->m;
}

void consume_and_delete(struct DLManagedTensorVersioned *m) {
  CHECK(m != NULL);
  if (m == NULL) return;
  /* A consumer must check the major version before touching anything but the deleter. */
  CHECK(m->version.major == DLPACK_MAJOR_VERSION);
  if (m->version.major == DLPACK_MAJOR_VERSION) {
    CHECK(m->version.minor == DLPACK_MINOR_VERSION);
    check_tensor(&m->dl_tensor);
    g_last_flags = m->flags;
  }
  CHECK(m->deleter != NULL);
  if (m->deleter != NULL) m->deleter(m);
}
#endif
