/*! \brief A valid header with nothing DLPack-like in it. */
typedef struct {
  int x;
  int y;
} Point;
#define ANSWER 42
