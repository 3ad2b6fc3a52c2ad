// Generated from layout.h v1.2 (sha256 6cf437b88de0) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! DLPack for Rust, generated from `layout.h` (DLPack 1.2).
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
pub const HEADER_FILE: &str = "layout.h";
/// SHA-256 of that dlpack.h.
pub const HEADER_SHA256: &str = "6cf437b88de0d8ecc413ab60b2d5f945621729074b8f6d216d142fd34a093a4e";
/// The DLPack version that dlpack.h declares, as (major, minor); `None` when it declares none.
pub const HEADER_VERSION: Option<(u32, u32)> = Some((1, 2));

// ---- Declared field alignments ----------------------------------------------
//
// Rust has no alignment attribute on a field: a zero-sized field of one of
// these types, just before a field C declares aligned, makes `repr(C)` start
// that field at a multiple of the alignment, as C does.

/// A zero-sized type aligned to 16 bytes (see the struct fields `_align_*`).
#[repr(C, align(16))]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Align16;

// ---- Integer macros ---------------------------------------------------------

/// The C macro `DLPACK_MAJOR_VERSION`.
pub const DLPACK_MAJOR_VERSION: u32 = 1;

/// The C macro `DLPACK_MINOR_VERSION`.
pub const DLPACK_MINOR_VERSION: u32 = 2;

// ---- enum DLSmall ----------------------------------------------------------

/// The integer type C gives `DLSmall` on `x86_64-linux-gnu`.
#[cfg(all(target_arch = "x86_64", target_os = "linux", target_pointer_width = "64"))]
pub type DLSmallRepr = u32;
/// The integer type C gives `DLSmall` on `i686-linux-gnu`.
#[cfg(all(target_arch = "x86", target_os = "linux", target_pointer_width = "32"))]
pub type DLSmallRepr = u32;
/// The integer type C gives `DLSmall` on `x86_64-pc-windows-msvc`.
#[cfg(all(target_arch = "x86_64", target_os = "windows", target_env = "msvc", target_pointer_width = "64"))]
pub type DLSmallRepr = i32;
/// The integer type C gives `DLSmall` on a target the schema does not list
/// (the first target's).
#[cfg(not(any(all(target_arch = "x86_64", target_os = "linux", target_pointer_width = "64"), all(target_arch = "x86", target_os = "linux", target_pointer_width = "32"), all(target_arch = "x86_64", target_os = "windows", target_env = "msvc", target_pointer_width = "64"))))]
pub type DLSmallRepr = u32;

/// Small.
///
/// A newtype over the integer C stores it in: any value converts, also one
/// this header does not name (from a newer producer); [`DLSmall::name`] is
/// then `None`.
#[repr(transparent)]
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DLSmall(pub DLSmallRepr);

impl From<DLSmallRepr> for DLSmall {
    fn from(value: DLSmallRepr) -> Self {
        Self(value)
    }
}

impl From<DLSmall> for DLSmallRepr {
    fn from(value: DLSmall) -> Self {
        value.0
    }
}

impl DLSmall {
    /// C: `kDLSmallA`.
    pub const SMALL_A: Self = Self(1);

    /// C: `kDLSmallB`.
    pub const SMALL_B: Self = Self(2);

    /// The C name of the enumerator with this value (the first, when several
    /// share it), or `None` for a value this header does not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("kDLSmallA"),
            2 => Some("kDLSmallB"),
            _ => None,
        }
    }
}

impl core::fmt::Debug for DLSmall {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(name) => f.write_str(name),
            None => write!(f, "DLSmall({})", self.0),
        }
    }
}

// ---- struct DLCaseLayout ---------------------------------------------------------

/// Every field whose size or alignment a target decides.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DLCaseLayout {
    /// 8 bytes on LP64, 4 on ILP32 and LLP64.
    pub native: core::ffi::c_long,
    /// The C field `count`.
    pub count: usize,
    /// The C field `data`.
    pub data: *mut core::ffi::c_void,
    /// Aligned to 4 on i686.
    pub wide: i64,
    /// The C field `real`.
    pub real: f64,
    /// The C field `pair`.
    pub pair: [u16; 2],
    /// The C field `small`.
    pub small: DLSmall,
    /// The C field `callback`.
    pub callback: DLCaseCallback,
    /// The C field `shape`.
    pub shape: *const i64,
}

// ---- struct DLCaseAligned ---------------------------------------------------------

/// A declared alignment.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DLCaseAligned {
    /// The C field `tag`.
    pub tag: u8,
    /// Aligns `block` to 16 bytes, as C declares it (zero-sized).
    pub _align_block: Align16,
    /// The C field `block`.
    pub block: [u8; 16],
    /// The C field `inner`.
    pub inner: DLCaseLayout,
}

// ---- Function-pointer typedefs ----------------------------------------------

/// A callback the struct holds.
pub type DLCaseCallback = Option<unsafe extern "C" fn(ctx: *mut core::ffi::c_void, code: i64)>;
