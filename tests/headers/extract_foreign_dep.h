/* Included by extract_foreign_field.h: a struct declared outside the main file. */
struct foreign_thing {
  int x;
};
