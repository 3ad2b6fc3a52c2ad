/*!
 * \file names.h
 * \brief Names a generated language reserves or spells its own way (its
 * descriptor's renaming rule, docs/languages/): the expected outputs are in
 * tests/golden/cases/names/.
 */
#ifndef CASE_NAMES_H_
#define CASE_NAMES_H_
#include <stdint.h>
#define DLPACK_MAJOR_VERSION 1
#define DLPACK_MINOR_VERSION 0

/*! \brief Enumerators that are words of a language once the prefix is stripped. */
typedef enum {
  kDLType = 0,
  kDLFn = 1,
  kDLError = 2,
  kDLTrue = 3,
  kDLSelf = 4,
} DLWordCode;

/*! \brief Fields named as reserved words of C++, Rust or Zig. */
typedef struct {
  /*! \brief Rust and Zig: a keyword. */
  int32_t type;
  int32_t fn;
  int32_t match;
  int64_t var;
  uint8_t error;
  uint8_t test;
  int16_t self;
  int16_t loop;
  DLWordCode code;
} DLWords;

/*! \brief A struct named as a word, through a typedef of another name. */
typedef struct DLAsync {
  DLWords words;
  int32_t async;
  int32_t defer;
} DLAsync;

/*! \brief A parameter named as a word. */
typedef int32_t (*DLWordFn)(DLAsync* self, int32_t type);

#define DLCASE_WORDS_MAX 4
#endif
