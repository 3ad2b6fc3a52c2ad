// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! DLPack for Zig, generated from `dlpack-v1.3-torch.h` (DLPack 1.3).
//!
//! - The C declarations: `extern struct`s with the C names and fields; every C
//!   enum as a non-exhaustive `enum(<its exact C integer type>)` with `_`, so a
//!   value this header does not know (from a newer producer) is legal; function
//!   pointers as optional pointers to `fn (...) callconv(.c)`; integer macros as
//!   typed constants.
//! - `layout` asserts at compile time that Zig lays every struct and enum out as
//!   C does, for each target of the schema, selected by `builtin.target`.
//! - `safe`: shape and strides as slices, an owner of managed tensors whose
//!   `deinit()` calls the deleter exactly once, the text form of a dtype, and
//!   typed reads of any tensor (`slice`, `get`, `elements`).
//! - `element`: the Zig type of each dtype (with `BFloat16` and `Complex`), and
//!   `fromSlice`, a managed tensor that owns a slice and its allocator.
//! - `python`: Python capsules by the DLPack protocol (`fromDlpack`,
//!   `exportSlice`), through CPython functions the process that loads the code provides.

const builtin = @import("builtin");
const std = @import("std");

pub const element = @import("element.zig");
pub const layout = @import("layout.zig");
/// Python capsules (src/python.zig): referenced, and its CPython functions
/// needed, only when used.
pub const python = @import("python.zig");
pub const safe = @import("safe.zig");

comptime {
    _ = layout; // the comptime asserts hold for every build of the package
}

/// The dlpack.h this package was generated from.
pub const header_file = "dlpack-v1.3-torch.h";
/// SHA-256 of that dlpack.h.
pub const header_sha256 = "d96863716c6db1cdb26ef28cf8aa39c305086380df33b4a8ac5b40f8fbf7851d";
/// The DLPack version that dlpack.h declares; `null` when it declares none.
pub const header_version: ?safe.Version = .{ .major = 1, .minor = 3 };

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

/// The integer type C gives `DLDeviceType` on the target being compiled for
/// (on a target the schema does not list: the first target's).
pub const DLDeviceTypeTag = if (builtin.target.cpu.arch == .x86_64 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) u32 else if (builtin.target.cpu.arch == .aarch64 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) u32 else if (builtin.target.cpu.arch == .x86 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 4) u32 else if (builtin.target.cpu.arch == .arm and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 4) u32 else if (builtin.target.cpu.arch == .riscv64 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) u32 else if (builtin.target.cpu.arch == .powerpc64le and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) u32 else if (builtin.target.cpu.arch == .s390x and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) u32 else if (builtin.target.cpu.arch == .wasm32 and builtin.target.os.tag == .freestanding and @sizeOf(usize) == 4) u32 else if (builtin.target.cpu.arch == .x86_64 and builtin.target.os.tag == .windows and builtin.target.abi == .msvc and @sizeOf(usize) == 8) i32 else u32;

/// The device type in DLDevice.
///
/// Non-exhaustive: any value of the C integer converts (`@fromBackingInt`), also
/// one this header does not name (from a newer producer); `name()` is then null.
///
/// Since DLPack 0.1.
pub const DLDeviceType = enum(DLDeviceTypeTag) {
    /// CPU device
    ///
    /// C: `kDLCPU` (renamed from `kCPU`). Since DLPack 0.1.
    cpu = 1,
    /// CUDA GPU device
    ///
    /// C: `kDLCUDA` (renamed from `kDLGPU`). Since DLPack 0.1.
    cuda = 2,
    /// Pinned CUDA CPU memory by cudaMallocHost
    ///
    /// C: `kDLCUDAHost` (renamed from `kDLCPUPinned`). Since DLPack 0.1.
    cuda_host = 3,
    /// OpenCL devices.
    ///
    /// C: `kDLOpenCL` (renamed from `kOpenCL`). Since DLPack 0.1.
    opencl = 4,
    /// Vulkan buffer for next generation graphics.
    ///
    /// C: `kDLVulkan`. Since DLPack 0.3.
    vulkan = 7,
    /// Metal for Apple GPU.
    ///
    /// C: `kDLMetal`. Since DLPack 0.1.
    metal = 8,
    /// Verilog simulator buffer
    ///
    /// C: `kDLVPI`. Since DLPack 0.1.
    vpi = 9,
    /// ROCm GPUs for AMD GPUs
    ///
    /// C: `kDLROCM`. Since DLPack 0.1.
    rocm = 10,
    /// Pinned ROCm CPU memory allocated by hipMallocHost
    ///
    /// C: `kDLROCMHost`. Since DLPack 0.6.
    rocm_host = 11,
    /// Reserved extension device type,
    /// used for quickly test extension device
    /// The semantics can differ depending on the implementation.
    ///
    /// C: `kDLExtDev`. Since DLPack 0.3.
    ext_dev = 12,
    /// CUDA managed/unified memory allocated by cudaMallocManaged
    ///
    /// C: `kDLCUDAManaged`. Since DLPack 0.6.
    cuda_managed = 13,
    /// Unified shared memory allocated on a oneAPI non-partititioned
    /// device. Call to oneAPI runtime is required to determine the device
    /// type, the USM allocation type and the sycl context it is bound to.
    ///
    /// C: `kDLOneAPI`. Since DLPack 0.7.
    oneapi = 14,
    /// GPU support for next generation WebGPU standard.
    ///
    /// C: `kDLWebGPU`. Since DLPack 0.7.
    webgpu = 15,
    /// Qualcomm Hexagon DSP
    ///
    /// C: `kDLHexagon`. Since DLPack 0.7.
    hexagon = 16,
    /// Microsoft MAIA devices
    ///
    /// C: `kDLMAIA`. Since DLPack 1.0.
    maia = 17,
    /// AWS Trainium
    ///
    /// C: `kDLTrn`. Since DLPack 1.1.
    trn = 18,
    _,

    /// The C name of the enumerator with this value (the first, when several
    /// share it), or null for a value this header does not know.
    pub fn name(self: DLDeviceType) ?[]const u8 {
        return switch (self) {
            .cpu => "kDLCPU",
            .cuda => "kDLCUDA",
            .cuda_host => "kDLCUDAHost",
            .opencl => "kDLOpenCL",
            .vulkan => "kDLVulkan",
            .metal => "kDLMetal",
            .vpi => "kDLVPI",
            .rocm => "kDLROCM",
            .rocm_host => "kDLROCMHost",
            .ext_dev => "kDLExtDev",
            .cuda_managed => "kDLCUDAManaged",
            .oneapi => "kDLOneAPI",
            .webgpu => "kDLWebGPU",
            .hexagon => "kDLHexagon",
            .maia => "kDLMAIA",
            .trn => "kDLTrn",
            _ => null,
        };
    }

    /// Every enumerator and its C name, in header order (aliases too).
    pub const c_names = [_]struct { DLDeviceType, []const u8 }{
        .{ DLDeviceType.cpu, "kDLCPU" },
        .{ DLDeviceType.cuda, "kDLCUDA" },
        .{ DLDeviceType.cuda_host, "kDLCUDAHost" },
        .{ DLDeviceType.opencl, "kDLOpenCL" },
        .{ DLDeviceType.vulkan, "kDLVulkan" },
        .{ DLDeviceType.metal, "kDLMetal" },
        .{ DLDeviceType.vpi, "kDLVPI" },
        .{ DLDeviceType.rocm, "kDLROCM" },
        .{ DLDeviceType.rocm_host, "kDLROCMHost" },
        .{ DLDeviceType.ext_dev, "kDLExtDev" },
        .{ DLDeviceType.cuda_managed, "kDLCUDAManaged" },
        .{ DLDeviceType.oneapi, "kDLOneAPI" },
        .{ DLDeviceType.webgpu, "kDLWebGPU" },
        .{ DLDeviceType.hexagon, "kDLHexagon" },
        .{ DLDeviceType.maia, "kDLMAIA" },
        .{ DLDeviceType.trn, "kDLTrn" },
    };
};

// ---- enum DLDataTypeCode ----------------------------------------------------------

/// The integer type C gives `DLDataTypeCode` on the target being compiled for
/// (on a target the schema does not list: the first target's).
pub const DLDataTypeCodeTag = if (builtin.target.cpu.arch == .x86_64 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) u32 else if (builtin.target.cpu.arch == .aarch64 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) u32 else if (builtin.target.cpu.arch == .x86 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 4) u32 else if (builtin.target.cpu.arch == .arm and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 4) u32 else if (builtin.target.cpu.arch == .riscv64 and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) u32 else if (builtin.target.cpu.arch == .powerpc64le and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) u32 else if (builtin.target.cpu.arch == .s390x and builtin.target.os.tag == .linux and !builtin.target.abi.isAndroid() and @sizeOf(usize) == 8) u32 else if (builtin.target.cpu.arch == .wasm32 and builtin.target.os.tag == .freestanding and @sizeOf(usize) == 4) u32 else if (builtin.target.cpu.arch == .x86_64 and builtin.target.os.tag == .windows and builtin.target.abi == .msvc and @sizeOf(usize) == 8) i32 else u32;

/// The type code options DLDataType.
///
/// Non-exhaustive: any value of the C integer converts (`@fromBackingInt`), also
/// one this header does not name (from a newer producer); `name()` is then null.
///
/// Since DLPack 0.1.
pub const DLDataTypeCode = enum(DLDataTypeCodeTag) {
    /// signed integer
    ///
    /// C: `kDLInt` (renamed from `kInt`). Since DLPack 0.1.
    int = 0,
    /// unsigned integer
    ///
    /// C: `kDLUInt` (renamed from `kUInt`). Since DLPack 0.1.
    uint = 1,
    /// IEEE floating point
    ///
    /// C: `kDLFloat` (renamed from `kFloat`). Since DLPack 0.1.
    float = 2,
    /// Opaque handle type, reserved for testing purposes.
    /// Frameworks need to agree on the handle data type for the exchange to be well-defined.
    ///
    /// C: `kDLOpaqueHandle`. Since DLPack 0.4.
    opaque_handle = 3,
    /// bfloat16
    ///
    /// C: `kDLBfloat`. Since DLPack 0.3.
    bfloat = 4,
    /// complex number
    /// (C/C++/Python layout: compact struct per complex number)
    ///
    /// C: `kDLComplex`. Since DLPack 0.4.
    complex = 5,
    /// boolean
    ///
    /// C: `kDLBool`. Since DLPack 0.8.
    bool = 6,
    /// FP8 data types
    ///
    /// C: `kDLFloat8_e3m4`. Since DLPack 1.1.
    float8_e3m4 = 7,
    /// FP8 data types
    ///
    /// C: `kDLFloat8_e4m3`. Since DLPack 1.1.
    float8_e4m3 = 8,
    /// FP8 data types
    ///
    /// C: `kDLFloat8_e4m3b11fnuz`. Since DLPack 1.1.
    float8_e4m3b11fnuz = 9,
    /// FP8 data types
    ///
    /// C: `kDLFloat8_e4m3fn`. Since DLPack 1.1.
    float8_e4m3fn = 10,
    /// FP8 data types
    ///
    /// C: `kDLFloat8_e4m3fnuz`. Since DLPack 1.1.
    float8_e4m3fnuz = 11,
    /// FP8 data types
    ///
    /// C: `kDLFloat8_e5m2`. Since DLPack 1.1.
    float8_e5m2 = 12,
    /// FP8 data types
    ///
    /// C: `kDLFloat8_e5m2fnuz`. Since DLPack 1.1.
    float8_e5m2fnuz = 13,
    /// FP8 data types
    ///
    /// C: `kDLFloat8_e8m0fnu`. Since DLPack 1.1.
    float8_e8m0fnu = 14,
    /// FP6 data types
    /// Setting bits != 6 is currently unspecified, and the producer must ensure it is set
    /// while the consumer must stop importing if the value is unexpected.
    ///
    /// C: `kDLFloat6_e2m3fn`. Since DLPack 1.1.
    float6_e2m3fn = 15,
    /// FP6 data types
    /// Setting bits != 6 is currently unspecified, and the producer must ensure it is set
    /// while the consumer must stop importing if the value is unexpected.
    ///
    /// C: `kDLFloat6_e3m2fn`. Since DLPack 1.1.
    float6_e3m2fn = 16,
    /// FP4 data types
    /// Setting bits != 4 is currently unspecified, and the producer must ensure it is set
    /// while the consumer must stop importing if the value is unexpected.
    ///
    /// C: `kDLFloat4_e2m1fn`. Since DLPack 1.1.
    float4_e2m1fn = 17,
    _,

    /// The C name of the enumerator with this value (the first, when several
    /// share it), or null for a value this header does not know.
    pub fn name(self: DLDataTypeCode) ?[]const u8 {
        return switch (self) {
            .int => "kDLInt",
            .uint => "kDLUInt",
            .float => "kDLFloat",
            .opaque_handle => "kDLOpaqueHandle",
            .bfloat => "kDLBfloat",
            .complex => "kDLComplex",
            .bool => "kDLBool",
            .float8_e3m4 => "kDLFloat8_e3m4",
            .float8_e4m3 => "kDLFloat8_e4m3",
            .float8_e4m3b11fnuz => "kDLFloat8_e4m3b11fnuz",
            .float8_e4m3fn => "kDLFloat8_e4m3fn",
            .float8_e4m3fnuz => "kDLFloat8_e4m3fnuz",
            .float8_e5m2 => "kDLFloat8_e5m2",
            .float8_e5m2fnuz => "kDLFloat8_e5m2fnuz",
            .float8_e8m0fnu => "kDLFloat8_e8m0fnu",
            .float6_e2m3fn => "kDLFloat6_e2m3fn",
            .float6_e3m2fn => "kDLFloat6_e3m2fn",
            .float4_e2m1fn => "kDLFloat4_e2m1fn",
            _ => null,
        };
    }

    /// Every enumerator and its C name, in header order (aliases too).
    pub const c_names = [_]struct { DLDataTypeCode, []const u8 }{
        .{ DLDataTypeCode.int, "kDLInt" },
        .{ DLDataTypeCode.uint, "kDLUInt" },
        .{ DLDataTypeCode.float, "kDLFloat" },
        .{ DLDataTypeCode.opaque_handle, "kDLOpaqueHandle" },
        .{ DLDataTypeCode.bfloat, "kDLBfloat" },
        .{ DLDataTypeCode.complex, "kDLComplex" },
        .{ DLDataTypeCode.bool, "kDLBool" },
        .{ DLDataTypeCode.float8_e3m4, "kDLFloat8_e3m4" },
        .{ DLDataTypeCode.float8_e4m3, "kDLFloat8_e4m3" },
        .{ DLDataTypeCode.float8_e4m3b11fnuz, "kDLFloat8_e4m3b11fnuz" },
        .{ DLDataTypeCode.float8_e4m3fn, "kDLFloat8_e4m3fn" },
        .{ DLDataTypeCode.float8_e4m3fnuz, "kDLFloat8_e4m3fnuz" },
        .{ DLDataTypeCode.float8_e5m2, "kDLFloat8_e5m2" },
        .{ DLDataTypeCode.float8_e5m2fnuz, "kDLFloat8_e5m2fnuz" },
        .{ DLDataTypeCode.float8_e8m0fnu, "kDLFloat8_e8m0fnu" },
        .{ DLDataTypeCode.float6_e2m3fn, "kDLFloat6_e2m3fn" },
        .{ DLDataTypeCode.float6_e3m2fn, "kDLFloat6_e3m2fn" },
        .{ DLDataTypeCode.float4_e2m1fn, "kDLFloat4_e2m1fn" },
    };
};

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
pub const DLPackVersion = extern struct {
    /// DLPack major version.
    ///
    /// Since DLPack 1.0.
    major: u32 = std.mem.zeroes(u32),
    /// DLPack minor version.
    ///
    /// Since DLPack 1.0.
    minor: u32 = std.mem.zeroes(u32),

    /// Whether `self` is older than `other`.
    pub fn lessThan(self: DLPackVersion, other: DLPackVersion) bool {
        return safe.versionLessThan(self, other);
    }

    /// The text form, for `{f}`: `1.3`.
    pub fn format(self: DLPackVersion, writer: *std.Io.Writer) std.Io.Writer.Error!void {
        return safe.formatVersion(self, writer);
    }
};

// ---- struct DLDevice ---------------------------------------------------------

/// A Device for Tensor and operator.
///
/// Since DLPack 0.1.
pub const DLDevice = extern struct {
    /// The device type used in the device.
    ///
    /// Since DLPack 0.1.
    device_type: DLDeviceType = std.mem.zeroes(DLDeviceType),
    /// The device index.
    /// For vanilla CPU memory, pinned memory, or managed memory, this is set to 0.
    ///
    /// Since DLPack 0.1.
    device_id: i32 = std.mem.zeroes(i32),

    /// The text form, for `{f}`: the device type's C name and the id
    /// (`kDLCUDA:1`); a device type this header does not name as
    /// `DLDeviceType(42):1`.
    pub fn format(self: DLDevice, writer: *std.Io.Writer) std.Io.Writer.Error!void {
        return safe.formatDevice(self, writer);
    }
};

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
pub const DLDataType = extern struct {
    /// Type code of base types.
    /// We keep it uint8_t instead of DLDataTypeCode for minimal memory
    /// footprint, but the value should be one of DLDataTypeCode enum values.
    ///
    /// Since DLPack 0.1.
    code: u8 = std.mem.zeroes(u8),
    /// Number of bits, common choices are 8, 16, 32.
    ///
    /// Since DLPack 0.1.
    bits: u8 = std.mem.zeroes(u8),
    /// Number of lanes in the type, used for vector types.
    ///
    /// Since DLPack 0.1.
    lanes: u16 = std.mem.zeroes(u16),

    /// The text form, for `{f}`: `float32`, `bfloat16`, `int8x4` (4 lanes);
    /// `dtype(code=C,bits=B,lanes=L)` for a dtype without one (`safe.dtypeText`).
    pub fn format(self: DLDataType, writer: *std.Io.Writer) std.Io.Writer.Error!void {
        return safe.formatDtype(self, writer);
    }
};

// ---- struct DLTensor ---------------------------------------------------------

/// Plain C Tensor object, does not manage memory.
///
/// Since DLPack 0.1.
pub const DLTensor = extern struct {
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
    data: ?*anyopaque = std.mem.zeroes(?*anyopaque),
    /// The device of the tensor
    ///
    /// Since DLPack 0.1.
    device: DLDevice = std.mem.zeroes(DLDevice),
    /// Number of dimensions
    ///
    /// Since DLPack 0.1.
    ndim: i32 = std.mem.zeroes(i32),
    /// The data type of the pointer
    ///
    /// Since DLPack 0.1.
    dtype: DLDataType = std.mem.zeroes(DLDataType),
    /// The shape of the tensor
    ///
    /// When ndim == 0, shape can be set to NULL.
    ///
    /// Since DLPack 0.1.
    shape: ?[*]i64 = std.mem.zeroes(?[*]i64),
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
    strides: ?[*]i64 = std.mem.zeroes(?[*]i64),
    /// The offset in bytes to the beginning pointer to data
    ///
    /// Since DLPack 0.1.
    byte_offset: u64 = std.mem.zeroes(u64),
};

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
pub const DLManagedTensor = extern struct {
    /// DLTensor which is being memory managed
    ///
    /// Since DLPack 0.1.
    dl_tensor: DLTensor = std.mem.zeroes(DLTensor),
    /// the context of the original host framework of DLManagedTensor in
    /// which DLManagedTensor is used in the framework. It can also be NULL.
    ///
    /// Since DLPack 0.1.
    manager_ctx: ?*anyopaque = std.mem.zeroes(?*anyopaque),
    /// Destructor - this should be called
    /// to destruct the manager_ctx which backs the DLManagedTensor. It can be
    /// NULL if there is no way for the caller to provide a reasonable destructor.
    /// The destructor deletes the argument self as well.
    ///
    /// Since DLPack 0.1.
    deleter: ?*const fn (self: ?*DLManagedTensor) callconv(.c) void = std.mem.zeroes(?*const fn (self: ?*DLManagedTensor) callconv(.c) void),
};

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
pub const DLManagedTensorVersioned = extern struct {
    /// The API and ABI version of the current managed Tensor
    ///
    /// Since DLPack 1.0.
    version: DLPackVersion = std.mem.zeroes(DLPackVersion),
    /// the context of the original host framework.
    ///
    /// Stores DLManagedTensorVersioned is used in the
    /// framework. It can also be NULL.
    ///
    /// Since DLPack 1.0.
    manager_ctx: ?*anyopaque = std.mem.zeroes(?*anyopaque),
    /// Destructor.
    ///
    /// This should be called to destruct manager_ctx which holds the DLManagedTensorVersioned.
    /// It can be NULL if there is no way for the caller to provide a reasonable
    /// destructor. The destructor deletes the argument self as well.
    ///
    /// Since DLPack 1.0.
    deleter: ?*const fn (self: ?*DLManagedTensorVersioned) callconv(.c) void = std.mem.zeroes(?*const fn (self: ?*DLManagedTensorVersioned) callconv(.c) void),
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
    flags: u64 = std.mem.zeroes(u64),
    /// DLTensor which is being memory managed
    ///
    /// Since DLPack 1.0.
    dl_tensor: DLTensor = std.mem.zeroes(DLTensor),
};

// ---- struct DLPackExchangeAPIHeader ---------------------------------------------------------

/// DLPackExchangeAPI stable header.
///
/// See also: DLPackExchangeAPI
///
/// Since DLPack 1.1.
pub const DLPackExchangeAPIHeader = extern struct {
    /// The provided DLPack version the consumer must check major version
    /// compatibility before using this struct.
    ///
    /// Since DLPack 1.1.
    version: DLPackVersion = std.mem.zeroes(DLPackVersion),
    /// Optional pointer to an older DLPackExchangeAPI in the chain.
    ///
    /// It must be NULL if the framework does not support older versions.
    /// If the current major version is larger than the one supported by the
    /// consumer, the consumer may walk this to find an earlier supported version.
    ///
    /// See also: DLPackExchangeAPI
    ///
    /// Since DLPack 1.1.
    prev_api: ?*DLPackExchangeAPIHeader = std.mem.zeroes(?*DLPackExchangeAPIHeader),
};

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
pub const DLPackExchangeAPI = extern struct {
    /// The header that remains stable across versions.
    ///
    /// Since DLPack 1.1.
    header: DLPackExchangeAPIHeader = std.mem.zeroes(DLPackExchangeAPIHeader),
    /// Producer function pointer for DLPackManagedTensorAllocator
    /// This function must not be NULL.
    ///
    /// See also: DLPackManagedTensorAllocator
    ///
    /// Since DLPack 1.1.
    managed_tensor_allocator: DLPackManagedTensorAllocator = std.mem.zeroes(DLPackManagedTensorAllocator),
    /// Producer function pointer for DLPackManagedTensorFromPyObject
    /// This function must be not NULL.
    ///
    /// See also: DLPackManagedTensorFromPyObject
    ///
    /// Since DLPack 1.1.
    managed_tensor_from_py_object_no_sync: DLPackManagedTensorFromPyObjectNoSync = std.mem.zeroes(DLPackManagedTensorFromPyObjectNoSync),
    /// Producer function pointer for DLPackManagedTensorToPyObject
    /// This function must be not NULL.
    ///
    /// See also: DLPackManagedTensorToPyObject
    ///
    /// Since DLPack 1.1.
    managed_tensor_to_py_object_no_sync: DLPackManagedTensorToPyObjectNoSync = std.mem.zeroes(DLPackManagedTensorToPyObjectNoSync),
    /// Producer function pointer for DLPackDLTensorFromPyObject
    /// This function can be NULL when the producer does not support this function.
    ///
    /// See also: DLPackDLTensorFromPyObjectNoSync
    ///
    /// Since DLPack 1.1.
    dltensor_from_py_object_no_sync: DLPackDLTensorFromPyObjectNoSync = std.mem.zeroes(DLPackDLTensorFromPyObjectNoSync),
    /// Producer function pointer for DLPackCurrentWorkStream
    /// This function must be not NULL.
    ///
    /// See also: DLPackCurrentWorkStream
    ///
    /// Since DLPack 1.1.
    current_work_stream: DLPackCurrentWorkStream = std.mem.zeroes(DLPackCurrentWorkStream),
};

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
pub const DLPackManagedTensorAllocator = ?*const fn (prototype: ?*DLTensor, out: ?*?*DLManagedTensorVersioned, error_ctx: ?*anyopaque, set_error: ?*const fn (error_ctx: ?*anyopaque, kind: ?[*]const c_char, message: ?[*]const c_char) callconv(.c) void) callconv(.c) c_int;

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
pub const DLPackManagedTensorFromPyObjectNoSync = ?*const fn (py_object: ?*anyopaque, out: ?*?*DLManagedTensorVersioned) callconv(.c) c_int;

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
pub const DLPackDLTensorFromPyObjectNoSync = ?*const fn (py_object: ?*anyopaque, out: ?*DLTensor) callconv(.c) c_int;

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
pub const DLPackCurrentWorkStream = ?*const fn (device_type: DLDeviceType, device_id: i32, out_current_stream: ?*?*anyopaque) callconv(.c) c_int;

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
pub const DLPackManagedTensorToPyObjectNoSync = ?*const fn (tensor: ?*DLManagedTensorVersioned, out_py_object: ?*?*anyopaque) callconv(.c) c_int;

test {
    _ = element;
    _ = safe;
    _ = @import("safe_tests.zig");
    _ = @import("minifloat.zig");
}
