// schema/semantics.yaml: meaning the header only states in comments (which enum
// DLDataType.code holds, which macros are flag bits of `flags`, that the deleter
// owns manager_ctx, the text form and bits rule of each dtype code, when strides
// became mandatory, how the exchange API reports errors), as a validated overlay
// re-applied at every generation.
//
// Applicability: every entry may carry `since: "X.Y"`. For a header whose
// version is X.Y or newer the entry is required: each name it refers to must be
// in the header (or one of its `aliases`), otherwise loading fails naming the
// entry (file:line:col). For an older header, or one that declares no version,
// the entry is applied only when everything it names is there, and skipped
// otherwise (old headers do not always bump their version: v0.2 still says
// DLPACK_VERSION 010 but added DLManagedTensor). The format is documented in the
// README ("C++ wrappers and semantics.yaml").
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "model/model.h"

namespace dlpackgen::overlay {

/// The overlay after validation against one Model. Plain data only; every name
/// is the one the header uses (aliases are resolved).
struct Semantics {
  /// The `semantics_version` this build reads.
  static constexpr int kVersion = 1;

  /// The kinds `dtype.codes[].kind` may name (the context's `is_<kind>` keys).
  inline static const std::vector<std::string> kDTypeKinds = {"signed",  "unsigned", "float",  "bfloat", "complex",
                                                              "bool",    "handle",   "float8", "float6", "float4"};
  /// The roles `flags.bits[].role` may name.
  inline static const std::vector<std::string> kFlagRoles = {"read_only", "is_copied", "subbyte_padded"};

  std::string file;  // where it was loaded from ("" for the empty overlay)

  /// `tensor:` the plain tensor struct and the role of each of its fields.
  struct Tensor {
    bool present = false;
    std::string struct_name;  // "DLTensor"
    std::string data, device, ndim, dtype, shape, strides, byte_offset;  // field names
    /// The first version whose producers must fill strides for ndim != 0 (before
    /// it, NULL strides meant compact row-major). Unknown when not recorded.
    model::Version strides_required_since;
    /// The most dimensions a consumer reads (checked before `shape` is read:
    /// a garbage ndim would read far past it); a producer writes no more.
    int64_t max_ndim = kDefaultMaxNdim;
  } tensor;
  /// tensor.max_ndim when the overlay gives none: numpy's limit (NPY_MAXDIMS).
  static constexpr int64_t kDefaultMaxNdim = 64;

  /// One enumerator of the dtype code enum with its text form and bits rule.
  struct DTypeCode {
    std::string enumerator;  // as this header names it ("kDLFloat", or v0.1's "kFloat")
    std::string entry;       // the name the overlay entry uses ("kDLFloat")
    int64_t value = 0;
    std::string kind;    // signed, unsigned, float, bfloat, complex, bool, handle, float8, float6, float4
    std::string prefix;  // text = prefix + bits ("int" -> "int32"); "" when `name` is used
    std::string name;    // text for codes with a single width ("bool", "float8_e4m3fn")
    std::vector<unsigned> bits;         // the only bit widths allowed; empty: any non-zero width
    std::vector<unsigned> common_bits;  // widths that get named factories (prefix codes)
  };

  /// `dtype:` the dtype struct; `code` holds an enumerator of `code_enum`.
  struct DType {
    bool present = false;
    std::string struct_name;  // "DLDataType"
    std::string code, bits, lanes;  // field names
    std::string code_enum;    // "DLDataTypeCode"
    std::vector<DTypeCode> codes;  // in overlay order, only those this header has
    std::set<std::string> entries;  // every entry of dtype.codes, this header's or not
  } dtype;

  /// One bit of a flags field.
  struct FlagBit {
    std::string macro;  // "DLPACK_FLAG_BITMASK_READ_ONLY"
    std::string role;   // "read_only", "is_copied", "subbyte_padded", or "" when the overlay does not list it
    uint64_t value = 0;
    std::string since;  // the version the overlay gives for the bit ("1.1"), "" when it gives none
  };

  /// `flags:` an integer field holding macro bits.
  struct Flags {
    bool present = false;
    std::string struct_name;   // "DLManagedTensorVersioned"
    std::string field;         // "flags"
    std::string macro_prefix;  // "DLPACK_FLAG_BITMASK_"
    std::vector<FlagBit> bits; // every header macro with the prefix, in header order
  } flags;

  /// `version:` the struct a version travels in (a managed tensor's, the
  /// exchange table's): which of its integer fields is the major number, which the minor.
  struct VersionStruct {
    bool present = false;
    std::string struct_name;  // "DLPackVersion"
    std::string major, minor;  // field names
  } version;

  /// `managed:` a struct whose deleter owns its manager context and tensor.
  struct Managed {
    std::string struct_name;  // "DLManagedTensorVersioned"
    std::string tensor, context, deleter;  // field names
    std::string version, flags;  // field names, "" when the struct has none
    std::string capsule;  // the Python capsule name ("dltensor_versioned"), "" when none
  };
  std::vector<Managed> managed;  // in overlay order, only those that apply

  /// A function-pointer type that reports failure through a callback parameter.
  struct ErrorCallback {
    std::string function_pointer;  // "DLPackManagedTensorAllocator"
    std::string callback;          // parameter name of the callback ("SetError")
    std::string context;           // parameter passed back to it ("error_ctx")
  };

  /// `exchange_api:` the function table producers publish.
  struct ExchangeApi {
    bool present = false;
    std::string struct_name;     // "DLPackExchangeAPI"
    std::string header_field;    // "header"
    std::string header_struct;   // "DLPackExchangeAPIHeader"
    std::string version_field;   // "version" (in the header struct)
    std::string prev_field;      // "prev_api" or v1.1's "prev_version_api"
    std::vector<std::string> optional_fields;  // table entries that may be NULL
    std::vector<ErrorCallback> error_callbacks;
    /// Function-pointer types whose callee owns a managed-tensor parameter
    /// from the call on, failure included ("the tensor is stolen").
    struct Steal {
      std::string function_pointer;  // "DLPackManagedTensorToPyObjectNoSync"
      std::string param;             // "tensor"
      std::string deleter;           // the deleter field of the struct it points to ("deleter")
    };
    std::vector<Steal> steals;
  } exchange_api;

  /// A header enumerator that something does not map (the overlay's devices, a
  /// language's element types).
  struct Unmapped {
    std::string enum_name;   // "DLDeviceType"
    std::string enumerator;  // "kDLNewDevice"
    int64_t value = 0;
    unsigned line = 0;       // in the header, 0 when unknown
    unsigned column = 0;
  };
  /// Every enumerator of `e` whose value is not in `mapped`, once per value
  /// (an alias of a mapped enumerator is covered by it).
  static std::vector<Unmapped> unmapped_in(const model::Enum& e, const std::set<int64_t>& mapped);

  /// One device type: its backend and whether host code may dereference its memory.
  struct DeviceType {
    std::string enumerator;  // as this header names it ("kDLCUDA", v0.4's "kDLGPU")
    std::string entry;       // the overlay's name
    int64_t value = 0;
    std::string backend;     // one of Devices::backends
    bool host_accessible = false;
  };

  /// `devices.backends[]`: a dispatch target a device type can map to, and
  /// whether host code may dereference its memory (the default of the device
  /// types that map to it). The list is data: `cpu` (memory plain host code
  /// owns) and `unsupported` (no backend) are the two the templates name.
  struct Backend {
    std::string name;  // "cuda_host"
    bool host_accessible = false;
  };

  /// `devices:` which backend serves each enumerator of the device type enum.
  struct Devices {
    bool present = false;
    std::string enum_name;  // "DLDeviceType"
    /// The device struct and its fields, "" when the overlay does not name them.
    std::string struct_name;  // "DLDevice" (v0.3's "DLContext")
    std::string type_field;   // "device_type", holds an enumerator of enum_name
    std::string id_field;     // "device_id"
    /// The overlay's `backends` (an overlay that declares none: the built-in
    /// overlay's), in order.
    std::vector<Backend> backends;
    std::vector<DeviceType> types;  // in overlay order, only those this header has
    std::vector<Unmapped> unmapped;  // enumerators of enum_name no entry maps (aliases excluded)
  } devices;

  /// Entries not applied to this header ("file:line: what"), for diagnostics.
  std::vector<std::string> skipped;

  /// Entries not applied because a field of the header has another type than
  /// the entry needs (`int32_t device_type` where the device type enum goes):
  /// the section (`devices`), and where in the header and why, for a language
  /// that needs the section to say so at the header's line.
  struct LeftOut {
    std::string section;
    unsigned line = 0, column = 0;  // in the header
    std::string message;
  };
  std::vector<LeftOut> left_out_at_header;

  /// Without `strict`: entries that apply to this header's version but name
  /// something it lacks (a pre-release that says 1.0 without a 1.0 flag
  /// macro), left out ("file:line:col: what"), for the caller to print.
  std::vector<std::string> warnings;

  const DTypeCode* find_code(const std::string& enumerator) const;
  const Managed* find_managed(const std::string& struct_name) const;
  const FlagBit* find_flag_role(const std::string& role) const;
  const ErrorCallback* find_error_callback(const std::string& function_pointer) const;
};

/// Loads `path` and checks it against `model`. Throws util::Error naming the
/// entry (file:line:col) for every problem: YAML syntax, unknown or missing keys,
/// wrong types, and entries that apply to this header but name something it does
/// not have. An empty path yields the empty overlay.
///
/// `strict` (the default) makes an entry that applies to the header's version
/// but names something the header lacks an error; without it that entry is
/// left out with a line in `warnings` (`generate` without `--strict`).
///
/// `extends: builtin` (the overlay `builtin` names: dlpackgen's own) or
/// `extends: PATH` (relative to the file) lays the file over another overlay:
/// a section's keys are combined one by one; devices.types and dtype.codes
/// entries by `enumerator`, flags.bits by `macro`, managed by `struct`: an
/// entry of the file replaces the base's entry of the same key, a new one is
/// added; any other value replaces the base's. Every error names the file and
/// line that said the value.
Semantics load_semantics(const std::string& path, const model::Model& model, bool strict = true,
                         const std::string& builtin = "");

/// The same from text; `filename` is used in diagnostics only.
Semantics parse_semantics(const std::string& text, const std::string& filename,
                          const model::Model& model, bool strict = true);

}  // namespace dlpackgen::overlay
