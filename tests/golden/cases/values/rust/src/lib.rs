// Generated from values.h v1.3 (sha256 ecc9ce36c299) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! DLPack for Rust, generated from `values.h` (DLPack 1.3).
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
pub const HEADER_FILE: &str = "values.h";
/// SHA-256 of that dlpack.h.
pub const HEADER_SHA256: &str = "ecc9ce36c2997e01d42d1f0d7219602d5d2da1c666fdf5786b119a9a982e2564";
/// The DLPack version that dlpack.h declares, as (major, minor); `None` when it declares none.
pub const HEADER_VERSION: Option<(u32, u32)> = Some((1, 3));

// ---- Integer macros ---------------------------------------------------------

/// The C macro `DLPACK_MAJOR_VERSION`.
pub const DLPACK_MAJOR_VERSION: u32 = 1;

/// The C macro `DLPACK_MINOR_VERSION`.
pub const DLPACK_MINOR_VERSION: u32 = 3;

/// Flags, as DLPack spells its bitmasks.
pub const DLCASE_FLAG_A: u32 = 1;

/// The C macro `DLCASE_FLAG_TOP`.
pub const DLCASE_FLAG_TOP: u64 = 9223372036854775808;

/// The C macro `DLCASE_NEGATIVE`.
pub const DLCASE_NEGATIVE: i32 = -3;

/// The C macro `DLCASE_HEX`.
pub const DLCASE_HEX: u32 = 127;

// ---- enum DLEnds ----------------------------------------------------------

/// The integer type C gives `DLEnds` on every target of the schema.
pub type DLEndsRepr = u64;

/// Unsigned ends: `2^63` and `2^64 - 1`.
///
/// Text a comment must hold: a closing \*/ marker, `backticks`, \<T\> in angles,
/// a backslash \\\\ and naïve “quotes”.
///
/// A newtype over the integer C stores it in: any value converts, also one
/// this header does not name (from a newer producer); [`DLEnds::name`] is
/// then `None`.
#[repr(transparent)]
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DLEnds(pub DLEndsRepr);

impl From<DLEndsRepr> for DLEnds {
    fn from(value: DLEndsRepr) -> Self {
        Self(value)
    }
}

impl From<DLEnds> for DLEndsRepr {
    fn from(value: DLEnds) -> Self {
        value.0
    }
}

impl DLEnds {
    /// C: `kDLEndOne`.
    pub const END_ONE: Self = Self(1);

    /// C: `kDLEndHigh`.
    pub const END_HIGH: Self = Self(9223372036854775808);

    /// C: `kDLEndMax`.
    pub const END_MAX: Self = Self(18446744073709551615);

    /// The C name of the enumerator with this value (the first, when several
    /// share it), or `None` for a value this header does not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("kDLEndOne"),
            9223372036854775808 => Some("kDLEndHigh"),
            18446744073709551615 => Some("kDLEndMax"),
            _ => None,
        }
    }
}

impl core::fmt::Debug for DLEnds {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(name) => f.write_str(name),
            None => write!(f, "DLEnds({})", self.0),
        }
    }
}

// ---- enum DLSignedEnds ----------------------------------------------------------

/// The integer type C gives `DLSignedEnds` on every target of the schema.
pub type DLSignedEndsRepr = i64;

/// Signed ends and an implicit value after a negative one.
///
/// A newtype over the integer C stores it in: any value converts, also one
/// this header does not name (from a newer producer); [`DLSignedEnds::name`] is
/// then `None`.
#[repr(transparent)]
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DLSignedEnds(pub DLSignedEndsRepr);

impl From<DLSignedEndsRepr> for DLSignedEnds {
    fn from(value: DLSignedEndsRepr) -> Self {
        Self(value)
    }
}

impl From<DLSignedEnds> for DLSignedEndsRepr {
    fn from(value: DLSignedEnds) -> Self {
        value.0
    }
}

impl DLSignedEnds {
    /// C: `kDLSignedMin`.
    pub const SIGNED_MIN: Self = Self(-9223372036854775808);

    /// C: `kDLSignedMinus`.
    pub const SIGNED_MINUS: Self = Self(-2);

    /// C: `kDLSignedNext`.
    pub const SIGNED_NEXT: Self = Self(-1);

    /// C: `kDLSignedMax`.
    pub const SIGNED_MAX: Self = Self(9223372036854775807);

    /// The C name of the enumerator with this value (the first, when several
    /// share it), or `None` for a value this header does not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            -9223372036854775808 => Some("kDLSignedMin"),
            -2 => Some("kDLSignedMinus"),
            -1 => Some("kDLSignedNext"),
            9223372036854775807 => Some("kDLSignedMax"),
            _ => None,
        }
    }
}

impl core::fmt::Debug for DLSignedEnds {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(name) => f.write_str(name),
            None => write!(f, "DLSignedEnds({})", self.0),
        }
    }
}

// ---- enum DLByte ----------------------------------------------------------

/// The integer type C gives `DLByte` on every target of the schema.
pub type DLByteRepr = u32;

/// A small range.
///
/// A newtype over the integer C stores it in: any value converts, also one
/// this header does not name (from a newer producer); [`DLByte::name`] is
/// then `None`.
#[repr(transparent)]
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DLByte(pub DLByteRepr);

impl From<DLByteRepr> for DLByte {
    fn from(value: DLByteRepr) -> Self {
        Self(value)
    }
}

impl From<DLByte> for DLByteRepr {
    fn from(value: DLByte) -> Self {
        value.0
    }
}

impl DLByte {
    /// C: `kDLByteZero`.
    pub const BYTE_ZERO: Self = Self(0);

    /// C: `kDLByteTop`.
    pub const BYTE_TOP: Self = Self(255);

    /// The C name of the enumerator with this value (the first, when several
    /// share it), or `None` for a value this header does not know.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("kDLByteZero"),
            255 => Some("kDLByteTop"),
            _ => None,
        }
    }
}

impl core::fmt::Debug for DLByte {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(name) => f.write_str(name),
            None => write!(f, "DLByte({})", self.0),
        }
    }
}

// ---- struct DLValues ---------------------------------------------------------

/// Flags, as DLPack spells its bitmasks.
#[repr(C)]
// Integers and enums only: value equality, hashing and the all-zero default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DLValues {
    /// The C field `ends`.
    pub ends: DLEnds,
    /// The C field `signed_ends`.
    pub signed_ends: DLSignedEnds,
    /// The C field `byte`.
    pub byte: DLByte,
    /// The C field `flags`.
    pub flags: u64,
}
