struct DLOpaque;
typedef struct {
  struct DLOpaque* handle;
} DLHasOpaque;
