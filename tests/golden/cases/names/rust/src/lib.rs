// Generated from names.h v1.0 (sha256 e8849bc75d12) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! DLPack for Rust, generated from `names.h` (DLPack 1.0).
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
pub const HEADER_FILE: &str = "names.h";
/// SHA-256 of that dlpack.h.
pub const HEADER_SHA256: &str = "e8849bc75d12b28e9f0ab72fc0eba872c45ec5e93350e3991f5cd5d3b989be7f";
/// The DLPack version that dlpack.h declares, as (major, minor); `None` when it declares none.
pub const HEADER_VERSION: Option<(u32, u32)> = Some((1, 0));

// ---- Integer macros ---------------------------------------------------------

/// The C macro `DLPACK_MAJOR_VERSION`.
pub const DLPACK_MAJOR_VERSION: u32 = 1;

/// The C macro `DLPACK_MINOR_VERSION`.
pub const DLPACK_MINOR_VERSION: u32 = 0;

/// The C macro `DLCASE_WORDS_MAX`.
pub const DLCASE_WORDS_MAX: u32 = 4;

// ---- enum DLWordCode ----------------------------------------------------------

/// The integer type C gives `DLWordCode` on every target of the schema.
pub type DLWordCodeRepr = u32;

/// Enumerators that are words of a language once the prefix is stripped.
///
/// A newtype over the integer C stores it in: any value converts, also one
/// this header does not name (from a newer producer); [`DLWordCode::name`] is
/// then `None`.
#[repr(transparent)]
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DLWordCode(pub DLWordCodeRepr);

impl From<DLWordCodeRepr> for DLWordCode {
    fn from(value: DLWordCodeRepr) -> Self {
        Self(value)
    }
}

impl From<DLWordCode> for DLWordCodeRepr {
    fn from(value: DLWordCode) -> Self {
        value.0
    }
}

impl DLWordCode {
    /// C: `kDLType`.
    pub const TYPE: Self = Self(0);

    /// C: `kDLFn`.
    pub const FN: Self = Self(1);

    /// C: `kDLError`.
    pub const ERROR: Self = Self(2);

    /// C: `kDLTrue`.
    pub const TRUE: Self = Self(3);

    /// C: `kDLSelf`.
    pub const SELF: Self = Self(4);

    /// The C name of the enumerator with this value (the first, when several
    /// share it), or `None` for a value this header does not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("kDLType"),
            1 => Some("kDLFn"),
            2 => Some("kDLError"),
            3 => Some("kDLTrue"),
            4 => Some("kDLSelf"),
            _ => None,
        }
    }
}

impl core::fmt::Debug for DLWordCode {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(name) => f.write_str(name),
            None => write!(f, "DLWordCode({})", self.0),
        }
    }
}

// ---- struct DLWords ---------------------------------------------------------

/// Fields named as reserved words of C++, Rust or Zig.
#[repr(C)]
// Integers and enums only: value equality, hashing and the all-zero default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DLWords {
    /// Rust and Zig: a keyword.
    pub r#type: i32,
    /// The C field `fn`.
    pub r#fn: i32,
    /// The C field `match`.
    pub r#match: i32,
    /// The C field `var`.
    pub var: i64,
    /// The C field `error`.
    pub error: u8,
    /// The C field `test`.
    pub test: u8,
    /// The C field `self`.
    pub self_: i16,
    /// The C field `loop`.
    pub r#loop: i16,
    /// The C field `code`.
    pub code: DLWordCode,
}

// ---- struct DLAsync ---------------------------------------------------------

/// A struct named as a word, through a typedef of another name.
#[repr(C)]
// Integers and enums only: value equality, hashing and the all-zero default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DLAsync {
    /// The C field `words`.
    pub words: DLWords,
    /// The C field `async`.
    pub r#async: i32,
    /// The C field `defer`.
    pub defer: i32,
}

// ---- Function-pointer typedefs ----------------------------------------------

/// A parameter named as a word.
pub type DLWordFn = Option<unsafe extern "C" fn(self_: *mut DLAsync, r#type: i32) -> i32>;
