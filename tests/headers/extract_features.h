/*!
 * \file extract_features.h
 * \brief A small header exercising everything the extractor models.
 */
#ifndef EXTRACT_FEATURES_H_
#define EXTRACT_FEATURES_H_

#include <stdint.h>
#include <stddef.h>

#define DLX_LPAREN (
#define DLX_RPAREN )
#define DLX_LPAREN_TWICE ((
#define DLX_APPLY(x) x
#define DLX_BROKEN_ARGUMENT DLX_APPLY(1 +)
/*! \brief Octal, as v0.x wrote its version. */
#define DLX_OCTAL 010
#define DLX_HEX 0x7fU /*!< \brief A trailing doc comment. */
/// \brief A shifted unsigned long long.
#define DLX_SHIFTED (1ULL << 40)
#define DLX_NEGATIVE (-3)
#define DLX_FROM_ENUM kDLSignedMinus
#define DLX_FLOAT 1.5
#define DLX_STRING "text"
#define DLX_EMPTY
#define DLX_FUNCTION_LIKE(x) ((x) + 1)
#define DLX_UNDEFINED_LATER 5
#undef DLX_UNDEFINED_LATER

/*!
 * \brief Durations in µs — naïve “quotes” survive.
 *
 * \code{.c}
 * if (x) {
 *     y();
 * }
 * \endcode
 */
typedef enum {
  kDLSignedMinus = -2,  ///< \brief Negative.
  kDLSignedImplicit,    ///< \brief Implicit value: -1.
  kDLSignedShift = 1 << 4,
} DLSigned;

/** \brief Only C++ gets a fixed underlying type. */
#ifdef __cplusplus
typedef enum : uint8_t {
#else
typedef enum {
#endif
  kDLSmallA = 0,
  kDLSmallB = 200,
} DLSmall;

/// \brief An enum named by its tag only.
enum DLTagOnly { kDLTagOnlyA = 7 };

//! \brief A struct named by its tag only.
struct DLPoint {
  int32_t x;
  int32_t y;
};

/*! \brief A typedef whose tag differs from its name. */
typedef struct DLShape_s {
  /*! \brief A fixed-size array. */
  int64_t dims[4];
  char label[3];
  struct DLPoint corners[2];
  /*! \brief A pointer to const. */
  const float* weights;
  double* const fixed_pointer;
  enum DLTagOnly tag_only;
  DLSigned sign;
  size_t count;
  unsigned long long big;
  unsigned char flag;
} DLShape;

/*!
 * \brief A callback with a nested callback parameter.
 */
typedef int (*DLCallback)(const DLShape* shape, void (*on_error)(int code, const char* what), void*);

/*! \brief Forward-declared, then defined. */
typedef struct DLNode DLNode;
struct DLNode {
  DLNode* next;
  struct DLNode* prev;
  DLCallback callback;
  void (*array_param)(int values[8]);
};

/*! \brief Another name for DLPoint: an alias; fields through it resolve to DLPoint. */
typedef struct DLPoint DLPointAlias;
typedef DLShape DLShapeAlias;
/// \brief An alias of an alias: it denotes DLShape.
typedef DLShapeAlias DLShapeAlias2;
//! \brief An alias of an enum typedef.
typedef DLSigned DLSignedAlias;
typedef enum DLTagOnly DLTagOnlyAlias;
/*! \brief An alias of a function-pointer typedef. */
typedef DLCallback DLCallbackAlias;

typedef struct {
  DLShapeAlias shape;
  DLPointAlias point;
  DLShapeAlias2 shape2;
  DLSignedAlias sign;
  DLCallbackAlias callback;
} DLUsesAliases;

/*! \brief Two typedef names in one declaration: the first names the struct, the second is an alias. */
typedef struct {
  int32_t first;
} DLPair, DLPairAlias;

_Static_assert(sizeof(int32_t) == 4, "static assertions are allowed");

#ifdef __cplusplus
/* Only C++ sees this: the C++ runs leave it alone. */
enum class DLCxxOnly : int { kA = 1 };
#endif

#endif  // EXTRACT_FEATURES_H_
