// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! DLPack for Rust, generated from `dlpack-v1.3-torch.h` (DLPack 1.3).
//!
//! - At the crate root, the C declarations: `#[repr(C)]` structs with the C
//!   names and fields; every C enum as a `#[repr(transparent)]` newtype over its
//!   exact integer type, with one associated const per enumerator (a value this
//!   header does not know, sent by a newer producer, is representable and never
//!   undefined behaviour); function pointers as `Option<unsafe extern "C" fn(..)>`;
//!   integer macros as typed consts.
//! - [`layout`] asserts at compile time that Rust lays every struct and enum out
//!   as C does, for each target of the schema: building for one of them checks it.
//! - `safe` (the feature `safe`): an owner of managed tensors whose `Drop` calls
//!   the deleter exactly once, a view with shape and strides as slices, and the
//!   text forms of dtypes and devices.
//! - `element` (the feature `safe`): the Rust type of each dtype (with the
//!   crate's own `Float16`, `BFloat16` and `Complex`), typed reads of any tensor
//!   (a slice of a compact one, elements of any layout) and, with the feature
//!   `alloc` (which enables `safe`), tensors made from a `Vec` with a deleter
//!   the crate owns.
//!
//! Without features the crate is the declarations and the layout asserts.
//! - `python` (the feature `python`): Python capsules taken and given by the
//!   DLPack protocol, through the CPython C API the crate declares itself.
#![no_std]
#![deny(missing_docs)]
// clippy::pedantic holds but where it does not fit generated bindings:
// doc_markdown (the doc comments carry the header's documentation as written),
// must_use_candidate (accessors of plain C data, harmless to ignore),
// wildcard_imports (the modules import the header's declarations, whose names
// the header decides), pub_underscore_fields (the zero-sized alignment
// markers `_align_*` are public so that a struct literal can name them), and
// unreadable_literal (the header's values, as numbers without separators).
#![allow(
    clippy::doc_markdown,
    clippy::must_use_candidate,
    clippy::wildcard_imports,
    clippy::pub_underscore_fields,
    clippy::unreadable_literal
)]
// Types, fields and macros keep the header's C names, whatever their case.
#![allow(non_camel_case_types, non_snake_case, non_upper_case_globals)]

#[cfg(feature = "alloc")]
extern crate alloc;

#[cfg(feature = "safe")]
pub mod element;
pub mod layout;
#[cfg(feature = "alloc")]
pub mod producer;
#[cfg(feature = "python")]
pub mod python;
#[cfg(feature = "safe")]
pub mod safe;

/// The dlpack.h this crate was generated from.
pub const HEADER_FILE: &str = "dlpack-v1.3-torch.h";
/// SHA-256 of that dlpack.h.
pub const HEADER_SHA256: &str = "d96863716c6db1cdb26ef28cf8aa39c305086380df33b4a8ac5b40f8fbf7851d";
/// The DLPack version that dlpack.h declares, as (major, minor); `None` when it declares none.
pub const HEADER_VERSION: Option<(u32, u32)> = Some((1, 3));

// ---- Integer macros ---------------------------------------------------------

/// The current major version of dlpack
///
/// Since DLPack 1.0.
pub const DLPACK_MAJOR_VERSION: u32 = 1;

/// The current minor version of dlpack
///
/// Since DLPack 1.0.
pub const DLPACK_MINOR_VERSION: u32 = 3;

/// bit mask to indicate that the tensor is read only.
///
/// Since DLPack 1.0.
pub const DLPACK_FLAG_BITMASK_READ_ONLY: u64 = 1;

/// bit mask to indicate that the tensor is a copy made by the producer.
///
/// If set, the tensor is considered solely owned throughout its lifetime by the
/// consumer, until the producer-provided deleter is invoked.
///
/// Since DLPack 1.0.
pub const DLPACK_FLAG_BITMASK_IS_COPIED: u64 = 2;

/// bit mask to indicate that whether a sub-byte type is packed or padded.
///
/// The default for sub-byte types (ex: fp4/fp6) is assumed packed. This flag can
/// be set by the producer to signal that a tensor of sub-byte type is padded.
///
/// Since DLPack 1.1.
pub const DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED: u64 = 4;

// ---- enum DLDeviceType ----------------------------------------------------------

/// The integer type C gives `DLDeviceType` on `x86_64-linux-gnu`.
#[cfg(all(target_arch = "x86_64", target_os = "linux", target_pointer_width = "64"))]
pub type DLDeviceTypeRepr = u32;
/// The integer type C gives `DLDeviceType` on `aarch64-linux-gnu`.
#[cfg(all(target_arch = "aarch64", target_endian = "little", target_os = "linux", target_pointer_width = "64"))]
pub type DLDeviceTypeRepr = u32;
/// The integer type C gives `DLDeviceType` on `i686-linux-gnu`.
#[cfg(all(target_arch = "x86", target_os = "linux", target_pointer_width = "32"))]
pub type DLDeviceTypeRepr = u32;
/// The integer type C gives `DLDeviceType` on `armv7-linux-gnueabihf`.
#[cfg(all(target_arch = "arm", target_endian = "little", target_os = "linux", target_pointer_width = "32"))]
pub type DLDeviceTypeRepr = u32;
/// The integer type C gives `DLDeviceType` on `riscv64-linux-gnu`.
#[cfg(all(target_arch = "riscv64", target_os = "linux", target_pointer_width = "64"))]
pub type DLDeviceTypeRepr = u32;
/// The integer type C gives `DLDeviceType` on `powerpc64le-linux-gnu`.
#[cfg(all(target_arch = "powerpc64", target_endian = "little", target_os = "linux", target_pointer_width = "64"))]
pub type DLDeviceTypeRepr = u32;
/// The integer type C gives `DLDeviceType` on `s390x-linux-gnu`.
#[cfg(all(target_arch = "s390x", target_os = "linux", target_pointer_width = "64"))]
pub type DLDeviceTypeRepr = u32;
/// The integer type C gives `DLDeviceType` on `wasm32-unknown-unknown`.
#[cfg(all(target_arch = "wasm32", target_os = "unknown", target_pointer_width = "32"))]
pub type DLDeviceTypeRepr = u32;
/// The integer type C gives `DLDeviceType` on `x86_64-pc-windows-msvc`.
#[cfg(all(target_arch = "x86_64", target_os = "windows", target_env = "msvc", target_pointer_width = "64"))]
pub type DLDeviceTypeRepr = i32;
/// The integer type C gives `DLDeviceType` on a target the schema does not list
/// (the first target's).
#[cfg(not(any(all(target_arch = "x86_64", target_os = "linux", target_pointer_width = "64"), all(target_arch = "aarch64", target_endian = "little", target_os = "linux", target_pointer_width = "64"), all(target_arch = "x86", target_os = "linux", target_pointer_width = "32"), all(target_arch = "arm", target_endian = "little", target_os = "linux", target_pointer_width = "32"), all(target_arch = "riscv64", target_os = "linux", target_pointer_width = "64"), all(target_arch = "powerpc64", target_endian = "little", target_os = "linux", target_pointer_width = "64"), all(target_arch = "s390x", target_os = "linux", target_pointer_width = "64"), all(target_arch = "wasm32", target_os = "unknown", target_pointer_width = "32"), all(target_arch = "x86_64", target_os = "windows", target_env = "msvc", target_pointer_width = "64"))))]
pub type DLDeviceTypeRepr = u32;

/// The device type in DLDevice.
///
/// A newtype over the integer C stores it in: any value converts, also one
/// this header does not name (from a newer producer); [`DLDeviceType::name`] is
/// then `None`.
///
/// Since DLPack 0.1.
#[repr(transparent)]
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DLDeviceType(pub DLDeviceTypeRepr);

impl From<DLDeviceTypeRepr> for DLDeviceType {
    fn from(value: DLDeviceTypeRepr) -> Self {
        Self(value)
    }
}

impl From<DLDeviceType> for DLDeviceTypeRepr {
    fn from(value: DLDeviceType) -> Self {
        value.0
    }
}

impl DLDeviceType {
    /// CPU device
    ///
    /// C: `kDLCPU` (renamed from `kCPU`). Since DLPack 0.1.
    pub const CPU: Self = Self(1);

    /// CUDA GPU device
    ///
    /// C: `kDLCUDA` (renamed from `kDLGPU`). Since DLPack 0.1.
    pub const CUDA: Self = Self(2);

    /// Pinned CUDA CPU memory by cudaMallocHost
    ///
    /// C: `kDLCUDAHost` (renamed from `kDLCPUPinned`). Since DLPack 0.1.
    pub const CUDA_HOST: Self = Self(3);

    /// OpenCL devices.
    ///
    /// C: `kDLOpenCL` (renamed from `kOpenCL`). Since DLPack 0.1.
    pub const OPENCL: Self = Self(4);

    /// Vulkan buffer for next generation graphics.
    ///
    /// C: `kDLVulkan`. Since DLPack 0.3.
    pub const VULKAN: Self = Self(7);

    /// Metal for Apple GPU.
    ///
    /// C: `kDLMetal`. Since DLPack 0.1.
    pub const METAL: Self = Self(8);

    /// Verilog simulator buffer
    ///
    /// C: `kDLVPI`. Since DLPack 0.1.
    pub const VPI: Self = Self(9);

    /// ROCm GPUs for AMD GPUs
    ///
    /// C: `kDLROCM`. Since DLPack 0.1.
    pub const ROCM: Self = Self(10);

    /// Pinned ROCm CPU memory allocated by hipMallocHost
    ///
    /// C: `kDLROCMHost`. Since DLPack 0.6.
    pub const ROCM_HOST: Self = Self(11);

    /// Reserved extension device type,
    /// used for quickly test extension device
    /// The semantics can differ depending on the implementation.
    ///
    /// C: `kDLExtDev`. Since DLPack 0.3.
    pub const EXT_DEV: Self = Self(12);

    /// CUDA managed/unified memory allocated by cudaMallocManaged
    ///
    /// C: `kDLCUDAManaged`. Since DLPack 0.6.
    pub const CUDA_MANAGED: Self = Self(13);

    /// Unified shared memory allocated on a oneAPI non-partititioned
    /// device. Call to oneAPI runtime is required to determine the device
    /// type, the USM allocation type and the sycl context it is bound to.
    ///
    /// C: `kDLOneAPI`. Since DLPack 0.7.
    pub const ONEAPI: Self = Self(14);

    /// GPU support for next generation WebGPU standard.
    ///
    /// C: `kDLWebGPU`. Since DLPack 0.7.
    pub const WEBGPU: Self = Self(15);

    /// Qualcomm Hexagon DSP
    ///
    /// C: `kDLHexagon`. Since DLPack 0.7.
    pub const HEXAGON: Self = Self(16);

    /// Microsoft MAIA devices
    ///
    /// C: `kDLMAIA`. Since DLPack 1.0.
    pub const MAIA: Self = Self(17);

    /// AWS Trainium
    ///
    /// C: `kDLTrn`. Since DLPack 1.1.
    pub const TRN: Self = Self(18);

    /// The C name of the enumerator with this value (the first, when several
    /// share it), or `None` for a value this header does not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("kDLCPU"),
            2 => Some("kDLCUDA"),
            3 => Some("kDLCUDAHost"),
            4 => Some("kDLOpenCL"),
            7 => Some("kDLVulkan"),
            8 => Some("kDLMetal"),
            9 => Some("kDLVPI"),
            10 => Some("kDLROCM"),
            11 => Some("kDLROCMHost"),
            12 => Some("kDLExtDev"),
            13 => Some("kDLCUDAManaged"),
            14 => Some("kDLOneAPI"),
            15 => Some("kDLWebGPU"),
            16 => Some("kDLHexagon"),
            17 => Some("kDLMAIA"),
            18 => Some("kDLTrn"),
            _ => None,
        }
    }
}

impl core::fmt::Debug for DLDeviceType {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(name) => f.write_str(name),
            None => write!(f, "DLDeviceType({})", self.0),
        }
    }
}

// ---- enum DLDataTypeCode ----------------------------------------------------------

/// The integer type C gives `DLDataTypeCode` on `x86_64-linux-gnu`.
#[cfg(all(target_arch = "x86_64", target_os = "linux", target_pointer_width = "64"))]
pub type DLDataTypeCodeRepr = u32;
/// The integer type C gives `DLDataTypeCode` on `aarch64-linux-gnu`.
#[cfg(all(target_arch = "aarch64", target_endian = "little", target_os = "linux", target_pointer_width = "64"))]
pub type DLDataTypeCodeRepr = u32;
/// The integer type C gives `DLDataTypeCode` on `i686-linux-gnu`.
#[cfg(all(target_arch = "x86", target_os = "linux", target_pointer_width = "32"))]
pub type DLDataTypeCodeRepr = u32;
/// The integer type C gives `DLDataTypeCode` on `armv7-linux-gnueabihf`.
#[cfg(all(target_arch = "arm", target_endian = "little", target_os = "linux", target_pointer_width = "32"))]
pub type DLDataTypeCodeRepr = u32;
/// The integer type C gives `DLDataTypeCode` on `riscv64-linux-gnu`.
#[cfg(all(target_arch = "riscv64", target_os = "linux", target_pointer_width = "64"))]
pub type DLDataTypeCodeRepr = u32;
/// The integer type C gives `DLDataTypeCode` on `powerpc64le-linux-gnu`.
#[cfg(all(target_arch = "powerpc64", target_endian = "little", target_os = "linux", target_pointer_width = "64"))]
pub type DLDataTypeCodeRepr = u32;
/// The integer type C gives `DLDataTypeCode` on `s390x-linux-gnu`.
#[cfg(all(target_arch = "s390x", target_os = "linux", target_pointer_width = "64"))]
pub type DLDataTypeCodeRepr = u32;
/// The integer type C gives `DLDataTypeCode` on `wasm32-unknown-unknown`.
#[cfg(all(target_arch = "wasm32", target_os = "unknown", target_pointer_width = "32"))]
pub type DLDataTypeCodeRepr = u32;
/// The integer type C gives `DLDataTypeCode` on `x86_64-pc-windows-msvc`.
#[cfg(all(target_arch = "x86_64", target_os = "windows", target_env = "msvc", target_pointer_width = "64"))]
pub type DLDataTypeCodeRepr = i32;
/// The integer type C gives `DLDataTypeCode` on a target the schema does not list
/// (the first target's).
#[cfg(not(any(all(target_arch = "x86_64", target_os = "linux", target_pointer_width = "64"), all(target_arch = "aarch64", target_endian = "little", target_os = "linux", target_pointer_width = "64"), all(target_arch = "x86", target_os = "linux", target_pointer_width = "32"), all(target_arch = "arm", target_endian = "little", target_os = "linux", target_pointer_width = "32"), all(target_arch = "riscv64", target_os = "linux", target_pointer_width = "64"), all(target_arch = "powerpc64", target_endian = "little", target_os = "linux", target_pointer_width = "64"), all(target_arch = "s390x", target_os = "linux", target_pointer_width = "64"), all(target_arch = "wasm32", target_os = "unknown", target_pointer_width = "32"), all(target_arch = "x86_64", target_os = "windows", target_env = "msvc", target_pointer_width = "64"))))]
pub type DLDataTypeCodeRepr = u32;

/// The type code options DLDataType.
///
/// A newtype over the integer C stores it in: any value converts, also one
/// this header does not name (from a newer producer); [`DLDataTypeCode::name`] is
/// then `None`.
///
/// Since DLPack 0.1.
#[repr(transparent)]
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DLDataTypeCode(pub DLDataTypeCodeRepr);

impl From<DLDataTypeCodeRepr> for DLDataTypeCode {
    fn from(value: DLDataTypeCodeRepr) -> Self {
        Self(value)
    }
}

impl From<DLDataTypeCode> for DLDataTypeCodeRepr {
    fn from(value: DLDataTypeCode) -> Self {
        value.0
    }
}

impl DLDataTypeCode {
    /// signed integer
    ///
    /// C: `kDLInt` (renamed from `kInt`). Since DLPack 0.1.
    pub const INT: Self = Self(0);

    /// unsigned integer
    ///
    /// C: `kDLUInt` (renamed from `kUInt`). Since DLPack 0.1.
    pub const UINT: Self = Self(1);

    /// IEEE floating point
    ///
    /// C: `kDLFloat` (renamed from `kFloat`). Since DLPack 0.1.
    pub const FLOAT: Self = Self(2);

    /// Opaque handle type, reserved for testing purposes.
    /// Frameworks need to agree on the handle data type for the exchange to be well-defined.
    ///
    /// C: `kDLOpaqueHandle`. Since DLPack 0.4.
    pub const OPAQUE_HANDLE: Self = Self(3);

    /// bfloat16
    ///
    /// C: `kDLBfloat`. Since DLPack 0.3.
    pub const BFLOAT: Self = Self(4);

    /// complex number
    /// (C/C++/Python layout: compact struct per complex number)
    ///
    /// C: `kDLComplex`. Since DLPack 0.4.
    pub const COMPLEX: Self = Self(5);

    /// boolean
    ///
    /// C: `kDLBool`. Since DLPack 0.8.
    pub const BOOL: Self = Self(6);

    /// FP8 data types
    ///
    /// C: `kDLFloat8_e3m4`. Since DLPack 1.1.
    pub const FLOAT8_E3M4: Self = Self(7);

    /// FP8 data types
    ///
    /// C: `kDLFloat8_e4m3`. Since DLPack 1.1.
    pub const FLOAT8_E4M3: Self = Self(8);

    /// FP8 data types
    ///
    /// C: `kDLFloat8_e4m3b11fnuz`. Since DLPack 1.1.
    pub const FLOAT8_E4M3B11FNUZ: Self = Self(9);

    /// FP8 data types
    ///
    /// C: `kDLFloat8_e4m3fn`. Since DLPack 1.1.
    pub const FLOAT8_E4M3FN: Self = Self(10);

    /// FP8 data types
    ///
    /// C: `kDLFloat8_e4m3fnuz`. Since DLPack 1.1.
    pub const FLOAT8_E4M3FNUZ: Self = Self(11);

    /// FP8 data types
    ///
    /// C: `kDLFloat8_e5m2`. Since DLPack 1.1.
    pub const FLOAT8_E5M2: Self = Self(12);

    /// FP8 data types
    ///
    /// C: `kDLFloat8_e5m2fnuz`. Since DLPack 1.1.
    pub const FLOAT8_E5M2FNUZ: Self = Self(13);

    /// FP8 data types
    ///
    /// C: `kDLFloat8_e8m0fnu`. Since DLPack 1.1.
    pub const FLOAT8_E8M0FNU: Self = Self(14);

    /// FP6 data types
    /// Setting bits != 6 is currently unspecified, and the producer must ensure it is set
    /// while the consumer must stop importing if the value is unexpected.
    ///
    /// C: `kDLFloat6_e2m3fn`. Since DLPack 1.1.
    pub const FLOAT6_E2M3FN: Self = Self(15);

    /// FP6 data types
    /// Setting bits != 6 is currently unspecified, and the producer must ensure it is set
    /// while the consumer must stop importing if the value is unexpected.
    ///
    /// C: `kDLFloat6_e3m2fn`. Since DLPack 1.1.
    pub const FLOAT6_E3M2FN: Self = Self(16);

    /// FP4 data types
    /// Setting bits != 4 is currently unspecified, and the producer must ensure it is set
    /// while the consumer must stop importing if the value is unexpected.
    ///
    /// C: `kDLFloat4_e2m1fn`. Since DLPack 1.1.
    pub const FLOAT4_E2M1FN: Self = Self(17);

    /// The C name of the enumerator with this value (the first, when several
    /// share it), or `None` for a value this header does not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("kDLInt"),
            1 => Some("kDLUInt"),
            2 => Some("kDLFloat"),
            3 => Some("kDLOpaqueHandle"),
            4 => Some("kDLBfloat"),
            5 => Some("kDLComplex"),
            6 => Some("kDLBool"),
            7 => Some("kDLFloat8_e3m4"),
            8 => Some("kDLFloat8_e4m3"),
            9 => Some("kDLFloat8_e4m3b11fnuz"),
            10 => Some("kDLFloat8_e4m3fn"),
            11 => Some("kDLFloat8_e4m3fnuz"),
            12 => Some("kDLFloat8_e5m2"),
            13 => Some("kDLFloat8_e5m2fnuz"),
            14 => Some("kDLFloat8_e8m0fnu"),
            15 => Some("kDLFloat6_e2m3fn"),
            16 => Some("kDLFloat6_e3m2fn"),
            17 => Some("kDLFloat4_e2m1fn"),
            _ => None,
        }
    }
}

impl core::fmt::Debug for DLDataTypeCode {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(name) => f.write_str(name),
            None => write!(f, "DLDataTypeCode({})", self.0),
        }
    }
}

// ---- struct DLPackVersion ---------------------------------------------------------

/// The DLPack version.
///
/// A change in major version indicates that we have changed the
/// data layout of the ABI - DLManagedTensorVersioned.
///
/// A change in minor version indicates that we have added new
/// code, such as a new device type, but the ABI is kept the same.
///
/// If an obtained DLPack tensor has a major version that disagrees
/// with the version number specified in this header file
/// (i.e. major != DLPACK_MAJOR_VERSION), the consumer must call the deleter
/// (and it is safe to do so). It is not safe to access any other fields
/// as the memory layout will have changed.
///
/// In the case of a minor version mismatch, the tensor can be safely used as
/// long as the consumer knows how to interpret all fields. Minor version
/// updates indicate the addition of enumeration values.
///
/// Since DLPack 1.0.
#[repr(C)]
// Integers and enums only: value equality, hashing and the all-zero default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DLPackVersion {
    /// DLPack major version.
    ///
    /// Since DLPack 1.0.
    pub major: u32,
    /// DLPack minor version.
    ///
    /// Since DLPack 1.0.
    pub minor: u32,
}

// ---- struct DLDevice ---------------------------------------------------------

/// A Device for Tensor and operator.
///
/// Since DLPack 0.1.
#[repr(C)]
// Integers and enums only: value equality, hashing and the all-zero default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DLDevice {
    /// The device type used in the device.
    ///
    /// Since DLPack 0.1.
    pub device_type: DLDeviceType,
    /// The device index.
    /// For vanilla CPU memory, pinned memory, or managed memory, this is set to 0.
    ///
    /// Since DLPack 0.1.
    pub device_id: i32,
}

// ---- struct DLDataType ---------------------------------------------------------

/// The data type the tensor can hold. The data type is assumed to follow the
/// native endian-ness. An explicit error message should be raised when attempting to
/// export an array with non-native endianness
///
/// Examples
/// - float: type_code = 2, bits = 32, lanes = 1
/// - float4(vectorized 4 float): type_code = 2, bits = 32, lanes = 4
/// - int8: type_code = 0, bits = 8, lanes = 1
/// - std::complex\<float\>: type_code = 5, bits = 64, lanes = 1
/// - bool: type_code = 6, bits = 8, lanes = 1 (as per common array library convention, the underlying storage size of bool is 8 bits)
/// - float8_e4m3: type_code = 8, bits = 8, lanes = 1 (packed in memory)
/// - float6_e3m2fn: type_code = 16, bits = 6, lanes = 1 (packed in memory)
/// - float4_e2m1fn: type_code = 17, bits = 4, lanes = 1 (packed in memory)
///
/// When a sub-byte type is packed, DLPack requires the data to be in little bit-endian, i.e.,
/// for a packed data set D ((D \>\> (i \* bits)) && bit_mask) stores the i-th element.
///
/// Since DLPack 0.1.
#[repr(C)]
// Integers and enums only: value equality, hashing and the all-zero default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DLDataType {
    /// Type code of base types.
    /// We keep it uint8_t instead of DLDataTypeCode for minimal memory
    /// footprint, but the value should be one of DLDataTypeCode enum values.
    ///
    /// Since DLPack 0.1.
    pub code: u8,
    /// Number of bits, common choices are 8, 16, 32.
    ///
    /// Since DLPack 0.1.
    pub bits: u8,
    /// Number of lanes in the type, used for vector types.
    ///
    /// Since DLPack 0.1.
    pub lanes: u16,
}

// ---- struct DLTensor ---------------------------------------------------------

/// Plain C Tensor object, does not manage memory.
///
/// Since DLPack 0.1.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DLTensor {
    /// The data pointer points to the allocated data. This will be CUDA
    /// device pointer or cl_mem handle in OpenCL. It may be opaque on some device
    /// types. This pointer is always aligned to 256 bytes as in CUDA. The
    /// `byte_offset` field should be used to point to the beginning of the data.
    ///
    /// Note that as of Nov 2021, multiple libraries (CuPy, PyTorch, TensorFlow,
    /// TVM, perhaps others) do not adhere to this 256 byte alignment requirement
    /// on CPU/CUDA/ROCm, and always use `byte_offset=0`. This must be fixed
    /// (after which this note will be updated); at the moment it is recommended
    /// to not rely on the data pointer being correctly aligned.
    ///
    /// For given DLTensor, the size of memory required to store the contents of
    /// data is calculated as follows:
    ///
    /// ```c
    /// static inline size_t GetDataSize(const DLTensor* t) {
    /// size_t size = 1;
    /// for (tvm_index_t i = 0; i < t->ndim; ++i) {
    /// size *= t->shape[i];
    /// }
    /// size *= (t->dtype.bits * t->dtype.lanes + 7) / 8;
    /// return size;
    /// }
    /// ```
    ///
    /// Note that if the tensor is of size zero, then the data pointer should be
    /// set to `NULL`.
    ///
    /// Since DLPack 0.1.
    pub data: *mut core::ffi::c_void,
    /// The device of the tensor
    ///
    /// Since DLPack 0.1.
    pub device: DLDevice,
    /// Number of dimensions
    ///
    /// Since DLPack 0.1.
    pub ndim: i32,
    /// The data type of the pointer
    ///
    /// Since DLPack 0.1.
    pub dtype: DLDataType,
    /// The shape of the tensor
    ///
    /// When ndim == 0, shape can be set to NULL.
    ///
    /// Since DLPack 0.1.
    pub shape: *mut i64,
    /// strides of the tensor (in number of elements, not bytes),
    /// can not be NULL if ndim != 0, must points to
    /// an array of ndim elements that specifies the strides,
    /// so consumer can always rely on strides\[dim\] being valid for 0 \<= dim \< ndim.
    ///
    /// When ndim == 0, strides can be set to NULL.
    ///
    /// Note: Before DLPack v1.2, strides can be NULL to indicate contiguous data.
    /// This is not allowed in DLPack v1.2 and later. The rationale
    /// is to simplify the consumer handling.
    ///
    /// Since DLPack 0.1.
    pub strides: *mut i64,
    /// The offset in bytes to the beginning pointer to data
    ///
    /// Since DLPack 0.1.
    pub byte_offset: u64,
}

// ---- struct DLManagedTensor ---------------------------------------------------------

/// C Tensor object, manage memory of DLTensor. This data structure is
/// intended to facilitate the borrowing of DLTensor by another framework. It is
/// not meant to transfer the tensor. When the borrowing framework doesn't need
/// the tensor, it should call the deleter to notify the host that the resource
/// is no longer needed.
///
/// Note: This data structure is used as Legacy DLManagedTensor
/// in DLPack exchange and is deprecated after DLPack v0.8
/// Use DLManagedTensorVersioned instead.
/// This data structure may get renamed or deleted in future versions.
///
/// See also: DLManagedTensorVersioned
///
/// Since DLPack 0.1.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DLManagedTensor {
    /// DLTensor which is being memory managed
    ///
    /// Since DLPack 0.1.
    pub dl_tensor: DLTensor,
    /// the context of the original host framework of DLManagedTensor in
    /// which DLManagedTensor is used in the framework. It can also be NULL.
    ///
    /// Since DLPack 0.1.
    pub manager_ctx: *mut core::ffi::c_void,
    /// Destructor - this should be called
    /// to destruct the manager_ctx which backs the DLManagedTensor. It can be
    /// NULL if there is no way for the caller to provide a reasonable destructor.
    /// The destructor deletes the argument self as well.
    ///
    /// Since DLPack 0.1.
    pub deleter: Option<unsafe extern "C" fn(self_: *mut DLManagedTensor)>,
}

// ---- struct DLManagedTensorVersioned ---------------------------------------------------------

/// A versioned and managed C Tensor object, manage memory of DLTensor.
///
/// This data structure is intended to facilitate the borrowing of DLTensor by
/// another framework. It is not meant to transfer the tensor. When the borrowing
/// framework doesn't need the tensor, it should call the deleter to notify the
/// host that the resource is no longer needed.
///
/// Note: This is the current standard DLPack exchange data structure.
///
/// Since DLPack 1.0.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DLManagedTensorVersioned {
    /// The API and ABI version of the current managed Tensor
    ///
    /// Since DLPack 1.0.
    pub version: DLPackVersion,
    /// the context of the original host framework.
    ///
    /// Stores DLManagedTensorVersioned is used in the
    /// framework. It can also be NULL.
    ///
    /// Since DLPack 1.0.
    pub manager_ctx: *mut core::ffi::c_void,
    /// Destructor.
    ///
    /// This should be called to destruct manager_ctx which holds the DLManagedTensorVersioned.
    /// It can be NULL if there is no way for the caller to provide a reasonable
    /// destructor. The destructor deletes the argument self as well.
    ///
    /// Since DLPack 1.0.
    pub deleter: Option<unsafe extern "C" fn(self_: *mut DLManagedTensorVersioned)>,
    /// Additional bitmask flags information about the tensor.
    ///
    /// By default the flags should be set to 0.
    ///
    /// Note: Future ABI changes should keep everything until this field
    /// stable, to ensure that deleter can be correctly called.
    ///
    /// See also: DLPACK_FLAG_BITMASK_READ_ONLY
    ///
    /// See also: DLPACK_FLAG_BITMASK_IS_COPIED
    ///
    /// Since DLPack 1.0.
    pub flags: u64,
    /// DLTensor which is being memory managed
    ///
    /// Since DLPack 1.0.
    pub dl_tensor: DLTensor,
}

// ---- struct DLPackExchangeAPIHeader ---------------------------------------------------------

/// DLPackExchangeAPI stable header.
///
/// See also: DLPackExchangeAPI
///
/// Since DLPack 1.1.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DLPackExchangeAPIHeader {
    /// The provided DLPack version the consumer must check major version
    /// compatibility before using this struct.
    ///
    /// Since DLPack 1.1.
    pub version: DLPackVersion,
    /// Optional pointer to an older DLPackExchangeAPI in the chain.
    ///
    /// It must be NULL if the framework does not support older versions.
    /// If the current major version is larger than the one supported by the
    /// consumer, the consumer may walk this to find an earlier supported version.
    ///
    /// See also: DLPackExchangeAPI
    ///
    /// Since DLPack 1.1.
    pub prev_api: *mut DLPackExchangeAPIHeader,
}

// ---- struct DLPackExchangeAPI ---------------------------------------------------------

/// Framework-specific function pointers table for DLPack exchange.
///
/// Additionally to `__dlpack__()` we define a C function table sharable by
///
/// Python implementations via `__dlpack_c_exchange_api__`.
/// This attribute must be set on the type as a Python PyCapsule
/// with name "dlpack_exchange_api".
///
/// A consumer library may use a pattern such as:
///
/// ```text
/// PyObject *api_obj = type(tensor_obj).__dlpack_c_exchange_api__; // as C-code
/// MyDLPackExchangeAPI *api = PyCapsule_GetPointer(api_obj, "dlpack_exchange_api");
/// if (api == NULL && PyErr_Occurred()) { goto handle_error; }
/// ```
///
/// Note that this must be defined on the type. The consumer should look up the
/// attribute on the type and may cache the result for each unique type.
///
/// The precise API table is given by:
///
/// ```text
/// struct MyDLPackExchangeAPI : public DLPackExchangeAPI {
/// MyDLPackExchangeAPI() {
/// header.version.major = DLPACK_MAJOR_VERSION;
/// header.version.minor = DLPACK_MINOR_VERSION;
/// header.prev_version_api = nullptr;
///
/// managed_tensor_allocator = MyDLPackManagedTensorAllocator;
/// managed_tensor_from_py_object_no_sync = MyDLPackManagedTensorFromPyObjectNoSync;
/// managed_tensor_to_py_object_no_sync = MyDLPackManagedTensorToPyObjectNoSync;
/// dltensor_from_py_object_no_sync = MyDLPackDLTensorFromPyObjectNoSync;
/// current_work_stream = MyDLPackCurrentWorkStream;
/// }
///
/// static const DLPackExchangeAPI* Global() {
/// static MyDLPackExchangeAPI inst;
/// return &inst;
/// }
/// };
/// ```
///
/// Guidelines for leveraging DLPackExchangeAPI:
///
/// There are generally two kinds of consumer needs for DLPack exchange:
/// - N0: library support, where consumer.kernel(x, y, z) would like to run a kernel
///   with the data from x, y, z. The consumer is also expected to run the kernel with the same
///   stream context as the producer. For example, when x, y, z is torch.Tensor,
///   consumer should query exchange_api-\>current_work_stream to get the
///   current stream and launch the kernel with the same stream.
///   This setup is necessary for no synchronization in kernel launch and maximum compatibility
///   with CUDA graph capture in the producer.
///   This is the desirable behavior for library extension support for frameworks like PyTorch.
/// - N1: data ingestion and retention
///
/// Note that obj.\_\_dlpack\_\_() API should provide useful ways for N1.
/// The primary focus of the current DLPackExchangeAPI is to enable faster exchange N0
/// with the support of the function pointer current_work_stream.
///
/// Array/Tensor libraries should statically create and initialize this structure
/// then return a pointer to DLPackExchangeAPI as an int value in Tensor/Array.
/// The DLPackExchangeAPI\* must stay alive throughout the lifetime of the process.
///
/// One simple way to do so is to create a static instance of DLPackExchangeAPI
/// within the framework and return a pointer to it. The following code
/// shows an example to do so in C++. It should also be reasonably easy
/// to do so in other languages.
///
/// Since DLPack 1.1.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DLPackExchangeAPI {
    /// The header that remains stable across versions.
    ///
    /// Since DLPack 1.1.
    pub header: DLPackExchangeAPIHeader,
    /// Producer function pointer for DLPackManagedTensorAllocator
    /// This function must not be NULL.
    ///
    /// See also: DLPackManagedTensorAllocator
    ///
    /// Since DLPack 1.1.
    pub managed_tensor_allocator: DLPackManagedTensorAllocator,
    /// Producer function pointer for DLPackManagedTensorFromPyObject
    /// This function must be not NULL.
    ///
    /// See also: DLPackManagedTensorFromPyObject
    ///
    /// Since DLPack 1.1.
    pub managed_tensor_from_py_object_no_sync: DLPackManagedTensorFromPyObjectNoSync,
    /// Producer function pointer for DLPackManagedTensorToPyObject
    /// This function must be not NULL.
    ///
    /// See also: DLPackManagedTensorToPyObject
    ///
    /// Since DLPack 1.1.
    pub managed_tensor_to_py_object_no_sync: DLPackManagedTensorToPyObjectNoSync,
    /// Producer function pointer for DLPackDLTensorFromPyObject
    /// This function can be NULL when the producer does not support this function.
    ///
    /// See also: DLPackDLTensorFromPyObjectNoSync
    ///
    /// Since DLPack 1.1.
    pub dltensor_from_py_object_no_sync: DLPackDLTensorFromPyObjectNoSync,
    /// Producer function pointer for DLPackCurrentWorkStream
    /// This function must be not NULL.
    ///
    /// See also: DLPackCurrentWorkStream
    ///
    /// Since DLPack 1.1.
    pub current_work_stream: DLPackCurrentWorkStream,
}

// ---- Function-pointer typedefs ----------------------------------------------

/// Request a producer library to create a new tensor.
///
/// Create a new `DLManagedTensorVersioned` within the context of the producer
/// library. The allocation is defined via the prototype DLTensor.
///
/// This function is exposed by the framework through the DLPackExchangeAPI.
///
/// - `prototype`: The prototype DLTensor. Only the dtype, ndim, shape,
///   and device fields are used.
/// - `out`: The output DLManagedTensorVersioned.
/// - `error_ctx`: Context for `SetError`.
/// - `SetError`: The function to set the error.
///
/// Returns: The owning DLManagedTensorVersioned\* or NULL on failure.
/// SetError is called exactly when NULL is returned (the implementer
/// must ensure this).
///
/// Note: - As a C function, must not thrown C++ exceptions.
/// - Error propagation via SetError to avoid any direct need
///   of Python API. Due to this `SetError` may have to ensure the GIL is
///   held since it will presumably set a Python error.
///
/// See also: DLPackExchangeAPI
///
/// Since DLPack 1.1.
pub type DLPackManagedTensorAllocator = Option<unsafe extern "C" fn(prototype: *mut DLTensor, out: *mut *mut DLManagedTensorVersioned, error_ctx: *mut core::ffi::c_void, set_error: Option<unsafe extern "C" fn(error_ctx: *mut core::ffi::c_void, kind: *const core::ffi::c_char, message: *const core::ffi::c_char)>) -> core::ffi::c_int>;

/// Exports a PyObject\* Tensor/NDArray to a DLManagedTensorVersioned.
///
/// This function does not perform any stream synchronization. The consumer should query
/// DLPackCurrentWorkStream to get the current work stream and launch kernels on it.
///
/// This function is exposed by the framework through the DLPackExchangeAPI.
///
/// - `py_object`: The Python object to convert. Must have the same type
///   as the one the `DLPackExchangeAPI` was discovered from.
///
/// Returns: The owning DLManagedTensorVersioned\* or NULL on failure with a
/// Python exception set. If the data cannot be described using DLPack
/// this should be a BufferError if possible.
///
/// Note: - As a C function, must not thrown C++ exceptions.
///
/// See also: DLPackExchangeAPI, DLPackCurrentWorkStream
///
/// Since DLPack 1.1.
pub type DLPackManagedTensorFromPyObjectNoSync = Option<unsafe extern "C" fn(py_object: *mut core::ffi::c_void, out: *mut *mut DLManagedTensorVersioned) -> core::ffi::c_int>;

/// Exports a PyObject\* Tensor/NDArray to a provided DLTensor.
///
/// This function provides a faster interface for temporary, non-owning,
/// exchange. The producer (implementer) still owns the memory of data, strides,
/// shape. The liveness of the DLTensor and the data it views is only guaranteed
/// until control is returned.
///
/// This function currently assumes that the producer (implementer) can fill
/// in the DLTensor shape and strides without the need for temporary allocations.
///
/// This function does not perform any stream synchronization. The consumer
/// should query DLPackCurrentWorkStream to get the current work stream and
/// launch kernels on it.
///
/// This function is exposed by the framework through the DLPackExchangeAPI.
///
/// - `py_object`: The Python object to convert. Must have the same type
///   as the one the `DLPackExchangeAPI` was discovered from.
/// - `out`: The output DLTensor, whose space is pre-allocated on stack.
///
/// Returns: 0 on success, -1 on failure with a Python exception set.
///
/// Note: - As a C function, must not thrown C++ exceptions.
///
/// See also: DLPackExchangeAPI, DLPackCurrentWorkStream
///
/// Since DLPack 1.1.
pub type DLPackDLTensorFromPyObjectNoSync = Option<unsafe extern "C" fn(py_object: *mut core::ffi::c_void, out: *mut DLTensor) -> core::ffi::c_int>;

/// Obtain the current work stream of a device.
///
/// Obtain the current work stream of a device from the producer framework.
/// For example, it should map to torch.cuda.current_stream in PyTorch.
///
/// When device_type is kDLCPU, the consumer do not have to query the stream
/// and the producer can simply return NULL when queried.
/// The consumer do not have to do anything on stream sync or setting.
/// So CPU only framework can just provide a dummy implementation that
/// always set out_current_stream\[0\] to NULL.
///
/// - `device_type`: The device type.
/// - `device_id`: The device id.
/// - `out_current_stream`: The output current work stream.
///
/// Returns: 0 on success, -1 on failure with a Python exception set.
///
/// Note: - As a C function, must not thrown C++ exceptions.
///
/// See also: DLPackExchangeAPI
///
/// Since DLPack 1.1.
pub type DLPackCurrentWorkStream = Option<unsafe extern "C" fn(device_type: DLDeviceType, device_id: i32, out_current_stream: *mut *mut core::ffi::c_void) -> core::ffi::c_int>;

/// Imports a DLManagedTensorVersioned to a PyObject\* Tensor/NDArray.
///
/// Convert an owning DLManagedTensorVersioned\* to the Python tensor of the
/// producer (implementer) library with the correct type.
///
/// This function does not perform any stream synchronization.
///
/// This function is exposed by the framework through the DLPackExchangeAPI.
///
/// - `tensor`: The DLManagedTensorVersioned to convert the ownership of the
///   tensor is stolen.
/// - `out_py_object`: The output Python object.
///
/// Returns: 0 on success, -1 on failure with a Python exception set.
///
/// See also: DLPackExchangeAPI
///
/// Since DLPack 1.1.
pub type DLPackManagedTensorToPyObjectNoSync = Option<unsafe extern "C" fn(tensor: *mut DLManagedTensorVersioned, out_py_object: *mut *mut core::ffi::c_void) -> core::ffi::c_int>;
