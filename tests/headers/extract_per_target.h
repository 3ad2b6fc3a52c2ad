/* A header whose declarations depend on the target: the Model cannot hold that. */
typedef struct {
#ifdef _WIN32
  int value;
#else
  long value;
#endif
} DLPerTarget;
