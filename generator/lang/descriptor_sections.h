// The descriptor sections read in descriptor_sections.cpp (`base`, `vars`,
// `verbatim`, `fan_out`, `element_types`), for descriptor.cpp's Loader. Internal to lang/.
#pragma once

#include "lang/descriptor.h"
#include "schema/diagnostics.h"
#include "schema/map_reader.h"

namespace dlpackgen::lang::detail {

/// A yaml-cpp mark (0-based) as a descriptor position (1-based; 0 when unknown).
Pos pos_of(const YAML::Mark& m);
/// A name a template looks up: lower-case letters, digits and '_', not starting with a digit.
bool key_name(const std::string& s);

void read_base(schema::Diagnostics& diags, schema::MapReader& r, Descriptor& d);
void read_vars(schema::Diagnostics& diags, schema::MapReader& r, Descriptor& d);
void read_verbatim(schema::Diagnostics& diags, schema::MapReader& r, Descriptor& d);
void read_fan_out(schema::Diagnostics& diags, schema::MapReader& r, Descriptor& d);
void read_element_types(schema::Diagnostics& diags, schema::MapReader& r, Descriptor& d);

}  // namespace dlpackgen::lang::detail
