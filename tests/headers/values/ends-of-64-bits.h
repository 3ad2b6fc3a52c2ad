// Enumerators and a macro at the ends of 64 bits: an unsigned enum (unsigned
// long on LP64 targets) holding 2^63 and 2^64-1, a signed one holding INT64_MIN
// and INT64_MAX (tests/lang/exact_values.sh).
#ifndef BIG_H_
#define BIG_H_
#include <stdint.h>
#define DLPACK_MAJOR_VERSION 1
#define DLPACK_MINOR_VERSION 0
/*! \brief Values at the ends of 64 bits. */
typedef enum {
  kDLBigOne = 1,
  kDLBigHigh = 9223372036854775808ULL,
  kDLBigMax = 18446744073709551615ULL,
} DLBig;
/*! \brief Signed ends. */
typedef enum {
  kDLNegMin = -9223372036854775807LL - 1,
  kDLNegMax = 9223372036854775807LL,
} DLNeg;
#define DLBIG_MACRO 18446744073709551615ULL
#endif
