/*!
 * \file values.h
 * \brief Values at the ends of their types and doc text a language must escape:
 * the expected outputs are in tests/golden/cases/values/.
 */
#ifndef CASE_VALUES_H_
#define CASE_VALUES_H_
#include <stdint.h>
#define DLPACK_MAJOR_VERSION 1
#define DLPACK_MINOR_VERSION 3

/// \brief Unsigned ends: `2^63` and `2^64 - 1`.
///
/// Text a comment must hold: a closing */ marker, `backticks`, <T> in angles,
/// a backslash \\ and naïve “quotes”.
typedef enum {
  kDLEndOne = 1,
  kDLEndHigh = 9223372036854775808ULL,
  kDLEndMax = 18446744073709551615ULL,
} DLEnds;

/*! \brief Signed ends and an implicit value after a negative one. */
typedef enum {
  kDLSignedMin = -9223372036854775807LL - 1,
  kDLSignedMinus = -2,
  kDLSignedNext,
  kDLSignedMax = 9223372036854775807LL,
} DLSignedEnds;

/*! \brief A small range. */
typedef enum {
  kDLByteZero = 0,
  kDLByteTop = 255,
} DLByte;

/*! \brief Flags, as DLPack spells its bitmasks. */
#define DLCASE_FLAG_A (1UL << 0)
#define DLCASE_FLAG_TOP (1ULL << 63)
#define DLCASE_NEGATIVE (-3)
#define DLCASE_HEX 0x7fU

typedef struct {
  DLEnds ends;
  DLSignedEnds signed_ends;
  DLByte byte;
  uint64_t flags;
} DLValues;
#endif
