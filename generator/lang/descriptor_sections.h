// The descriptor sections read in descriptor_sections.cpp (`base`, `vars`,
// `verbatim`, `element_types`), for descriptor.cpp's Loader. Internal to lang/.
#pragma once

#include "lang/descriptor.h"
#include "schema/diagnostics.h"
#include "schema/map_reader.h"

namespace dlpackgen::lang::detail {

void read_base(schema::Diagnostics& diags, schema::MapReader& r, Descriptor& d);
void read_vars(schema::Diagnostics& diags, schema::MapReader& r, Descriptor& d);
void read_verbatim(schema::Diagnostics& diags, schema::MapReader& r, Descriptor& d);
void read_element_types(schema::Diagnostics& diags, schema::MapReader& r, Descriptor& d);

}  // namespace dlpackgen::lang::detail
