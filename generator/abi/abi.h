// abi: compares two Models (docs/design.md, "Data flow"). One include for users of the
// whole stage; each part has its own header:
//   report.h   Change, PolicyFinding, Report, exit-code bits
//   rules.h    the catalog of stable rule ids and their severities
//   match.h    matching by name and rename detection
//   types.h    per-target comparison of types
//   diff.h     abi::diff(old, new, options)
//   policy.h   the DLPack version policy
//   suppress.h accepted changes (--suppress FILE)
//   format.h   text, Markdown and JSON output
//   history.h  since / renamed / removed across a series of headers
#pragma once

#include "abi/diff.h"
#include "abi/format.h"
#include "abi/history.h"
#include "abi/match.h"
#include "abi/policy.h"
#include "abi/report.h"
#include "abi/rules.h"
#include "abi/suppress.h"
#include "abi/targets.h"
#include "abi/types.h"
