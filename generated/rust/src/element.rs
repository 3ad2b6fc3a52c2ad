// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! Element types and typed access.
//!
//! `Element` maps a Rust type to the one-lane dtype it holds, bit for bit:
//! the integers, `f32`, `f64` and `bool` of Rust, and this crate's own storage
//! types [`Float16`], [`BFloat16`], the 8-bit floats ([`Float8E4M3FN`], ...,
//! over [`Minifloat`]) and [`Complex`] (no dependency), for every
//! dtype code of this header that has one. `TensorView` reads a tensor
//! through them: `as_slice` for compact row-major elements, `get` and
//! `elements` for any layout, each checking dtype, device, alignment and
//! bounds first (what this header's overlay entries allow). With the feature
//! `alloc`, `producer::Builder` and `Owned::from_vec` make a managed tensor
//! from a `Vec`, freed by a deleter this crate owns.
//!
//! ```
//! use dlpack::element::Element;
//! let mut shape = [2, 3];
//! let mut strides = [1, 2]; // column-major
//! let data = [0.0f32, 3.0, 1.0, 4.0, 2.0, 5.0];
//! // SAFETY: all-zero bytes are a valid tensor; the arrays outlive the view.
//! let mut t: dlpack::DLTensor = unsafe { core::mem::zeroed() };
//! t.data = data.as_ptr() as *mut _;
//! t.ndim = 2;
//! t.shape = shape.as_mut_ptr();
//! t.strides = strides.as_mut_ptr();
//! t.dtype = f32::dtype();
//! t.device.device_type = dlpack::DLDeviceType::CPU;
//! // SAFETY: as above.
//! let view = unsafe { dlpack::safe::TensorView::new(&t, None) };
//! assert_eq!(view.get::<f32>(&[1, 2]), Ok(5.0));
//! let row_major: Vec<f32> = view.elements::<f32>().unwrap().collect();
//! assert_eq!(row_major, [0.0, 1.0, 2.0, 3.0, 4.0, 5.0]);
//! assert!(view.as_slice::<f32>().is_err()); // not C order
//! ```

mod minifloat; // src/element/minifloat.rs
pub use minifloat::*;

#[allow(unused_imports)]
use crate::safe::*;
#[allow(unused_imports)]
use crate::*;
#[allow(unused_imports)]
use core::{fmt, marker::PhantomData, mem::size_of};

/// IEEE 754 binary16 (`float16`), stored as its bits. Conversions round to
/// nearest, ties to even, and keep NaN payloads as numpy does.
#[repr(transparent)]
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Float16(pub u16);

impl Float16 {
    /// The value as `f32` (exact).
    #[allow(clippy::cast_possible_wrap, clippy::cast_sign_loss)] // bit fields of known width
    pub fn to_f32(self) -> f32 {
        let h = u32::from(self.0);
        let sign = (h & 0x8000) << 16;
        let exp = (h >> 10) & 0x1f;
        let man = h & 0x3ff;
        let bits = match exp {
            0 if man == 0 => sign,
            // Subnormal: man * 2^-24, normalised into f32.
            0 => {
                let shift = man.leading_zeros() - 21; // brings the top bit to bit 10
                sign | ((113 - shift) << 23) | (((man << shift) & 0x3ff) << 13)
            }
            0x1f => sign | 0x7f80_0000 | (man << 13),
            _ => sign | ((exp + 112) << 23) | (man << 13),
        };
        f32::from_bits(bits)
    }

    /// The nearest `float16` to `value` (ties to even; past the range: infinity).
    #[allow(clippy::cast_possible_truncation, clippy::cast_possible_wrap, clippy::cast_sign_loss)] // bit fields of known width
    pub fn from_f32(value: f32) -> Self {
        let b = value.to_bits();
        let sign = (b >> 16) & 0x8000;
        let exp = ((b >> 23) & 0xff) as i32;
        let man = b & 0x7f_ffff;
        if exp == 0xff {
            // Infinity, or NaN with the payload's top bits (never turned into infinity).
            let nan = if man != 0 { (man >> 13) | u32::from(man >> 13 == 0) } else { 0 };
            return Float16((sign | 0x7c00 | nan) as u16);
        }
        let e = exp - 112; // the binary16 exponent field
        if e >= 0x1f {
            return Float16((sign | 0x7c00) as u16);
        }
        let (full, shift) = if e <= 0 {
            if e < -10 {
                return Float16(sign as u16);
            }
            (man | 0x80_0000, (14 - e) as u32)
        } else {
            ((e as u32) << 23 | man, 13)
        };
        let rest = full & ((1 << shift) - 1);
        let half = 1 << (shift - 1);
        let mut h = full >> shift;
        if rest > half || (rest == half && h & 1 == 1) {
            h += 1; // a carry into the exponent is right, up to infinity
        }
        Float16((sign | h) as u16)
    }
}

/// bfloat16 (`bfloat16`), stored as its bits: the upper half of an `f32`.
/// From `f32` it rounds to nearest, ties to even; NaN stays NaN (quiet).
#[repr(transparent)]
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct BFloat16(pub u16);

impl BFloat16 {
    /// The value as `f32` (exact).
    pub fn to_f32(self) -> f32 {
        f32::from_bits(u32::from(self.0) << 16)
    }

    /// The nearest `bfloat16` to `value` (ties to even).
    #[allow(clippy::cast_possible_truncation)] // the upper 16 bits
    pub fn from_f32(value: f32) -> Self {
        let b = value.to_bits();
        if b & 0x7fff_ffff > 0x7f80_0000 {
            return BFloat16(((b >> 16) | 0x40) as u16); // NaN: keep sign and payload top, set quiet
        }
        let rounded = b.wrapping_add(0x7fff + ((b >> 16) & 1));
        BFloat16((rounded >> 16) as u16)
    }
}

macro_rules! float_like {
    ($($t:ident),*) => {$(
        impl From<f32> for $t {
            fn from(value: f32) -> Self {
                Self::from_f32(value)
            }
        }
        impl From<$t> for f32 {
            fn from(value: $t) -> Self {
                value.to_f32()
            }
        }
        impl fmt::Debug for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Debug::fmt(&self.to_f32(), f)
            }
        }
        impl fmt::Display for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&self.to_f32(), f)
            }
        }
    )*};
}
float_like!(Float16, BFloat16);

/// A complex number as C lays out `T _Complex`: real part, then imaginary part.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Complex<T> {
    /// The real part.
    pub re: T,
    /// The imaginary part.
    pub im: T,
}

/// The type of `DLDataType.code`.
pub type Code = u8;
/// The type of `DLDataType.bits`.
pub type Bits = u8;

/// A Rust type that holds one element of a one-lane dtype, bit for bit.
///
/// # Safety
/// `size_of::<Self>()` is `BITS / 8`, and every value of that size for which
/// [`Element::is_valid`] is true is a valid `Self`; when
/// [`Element::EVERY_BIT_PATTERN_VALID`] is true, every value of that size is.
pub unsafe trait Element: Copy + Send + Sync + 'static {
    /// The dtype code.
    const CODE: Code;
    /// The bits of one element.
    const BITS: Bits;
    /// Whether `bytes` (one element's) are a value of `Self`: true but for
    /// `bool`, whose bytes must be 0 or 1.
    fn is_valid(bytes: &[u8]) -> bool {
        let _ = bytes;
        true
    }
    /// Whether every bit pattern is a value of `Self` (`is_valid` always
    /// true): then [`TensorView::elements`] reads nothing before the first
    /// element. False by default, so that a type that overrides `is_valid`
    /// is checked unless it says otherwise; true for this crate's types but
    /// `bool`.
    const EVERY_BIT_PATTERN_VALID: bool = false;
    /// The one-lane dtype.
    fn dtype() -> DLDataType {
        DLDataType::new(Self::CODE, Self::BITS, 1)
    }
}

// The bytes of a whole-byte bit width (the size each `Element` impl asserts).
const fn whole_bytes(bits: usize) -> usize {
    assert!(bits % 8 == 0);
    bits / 8
}

// kDLInt, 8 bits.
const _: () = assert!(size_of::<i8>() == whole_bytes(8));
// SAFETY: the size is asserted above; every bit pattern is a value.
unsafe impl Element for i8 {
    const CODE: Code = 0;
    const BITS: Bits = 8;
    const EVERY_BIT_PATTERN_VALID: bool = true;
}

// kDLInt, 16 bits.
const _: () = assert!(size_of::<i16>() == whole_bytes(16));
// SAFETY: the size is asserted above; every bit pattern is a value.
unsafe impl Element for i16 {
    const CODE: Code = 0;
    const BITS: Bits = 16;
    const EVERY_BIT_PATTERN_VALID: bool = true;
}

// kDLInt, 32 bits.
const _: () = assert!(size_of::<i32>() == whole_bytes(32));
// SAFETY: the size is asserted above; every bit pattern is a value.
unsafe impl Element for i32 {
    const CODE: Code = 0;
    const BITS: Bits = 32;
    const EVERY_BIT_PATTERN_VALID: bool = true;
}

// kDLInt, 64 bits.
const _: () = assert!(size_of::<i64>() == whole_bytes(64));
// SAFETY: the size is asserted above; every bit pattern is a value.
unsafe impl Element for i64 {
    const CODE: Code = 0;
    const BITS: Bits = 64;
    const EVERY_BIT_PATTERN_VALID: bool = true;
}

// kDLUInt, 8 bits.
const _: () = assert!(size_of::<u8>() == whole_bytes(8));
// SAFETY: the size is asserted above; every bit pattern is a value.
unsafe impl Element for u8 {
    const CODE: Code = 1;
    const BITS: Bits = 8;
    const EVERY_BIT_PATTERN_VALID: bool = true;
}

// kDLUInt, 16 bits.
const _: () = assert!(size_of::<u16>() == whole_bytes(16));
// SAFETY: the size is asserted above; every bit pattern is a value.
unsafe impl Element for u16 {
    const CODE: Code = 1;
    const BITS: Bits = 16;
    const EVERY_BIT_PATTERN_VALID: bool = true;
}

// kDLUInt, 32 bits.
const _: () = assert!(size_of::<u32>() == whole_bytes(32));
// SAFETY: the size is asserted above; every bit pattern is a value.
unsafe impl Element for u32 {
    const CODE: Code = 1;
    const BITS: Bits = 32;
    const EVERY_BIT_PATTERN_VALID: bool = true;
}

// kDLUInt, 64 bits.
const _: () = assert!(size_of::<u64>() == whole_bytes(64));
// SAFETY: the size is asserted above; every bit pattern is a value.
unsafe impl Element for u64 {
    const CODE: Code = 1;
    const BITS: Bits = 64;
    const EVERY_BIT_PATTERN_VALID: bool = true;
}

// kDLFloat, 16 bits.
const _: () = assert!(size_of::<Float16>() == whole_bytes(16));
// SAFETY: the size is asserted above; every bit pattern is a value.
unsafe impl Element for Float16 {
    const CODE: Code = 2;
    const BITS: Bits = 16;
    const EVERY_BIT_PATTERN_VALID: bool = true;
}

// kDLFloat, 32 bits.
const _: () = assert!(size_of::<f32>() == whole_bytes(32));
// SAFETY: the size is asserted above; every bit pattern is a value.
unsafe impl Element for f32 {
    const CODE: Code = 2;
    const BITS: Bits = 32;
    const EVERY_BIT_PATTERN_VALID: bool = true;
}

// kDLFloat, 64 bits.
const _: () = assert!(size_of::<f64>() == whole_bytes(64));
// SAFETY: the size is asserted above; every bit pattern is a value.
unsafe impl Element for f64 {
    const CODE: Code = 2;
    const BITS: Bits = 64;
    const EVERY_BIT_PATTERN_VALID: bool = true;
}

// kDLBfloat, 16 bits.
const _: () = assert!(size_of::<BFloat16>() == whole_bytes(16));
// SAFETY: the size is asserted above; every bit pattern is a value.
unsafe impl Element for BFloat16 {
    const CODE: Code = 4;
    const BITS: Bits = 16;
    const EVERY_BIT_PATTERN_VALID: bool = true;
}

// kDLComplex, 64 bits.
const _: () = assert!(size_of::<Complex<f32>>() == whole_bytes(64));
// SAFETY: the size is asserted above; every bit pattern is a value.
unsafe impl Element for Complex<f32> {
    const CODE: Code = 5;
    const BITS: Bits = 64;
    const EVERY_BIT_PATTERN_VALID: bool = true;
}

// kDLComplex, 128 bits.
const _: () = assert!(size_of::<Complex<f64>>() == whole_bytes(128));
// SAFETY: the size is asserted above; every bit pattern is a value.
unsafe impl Element for Complex<f64> {
    const CODE: Code = 5;
    const BITS: Bits = 128;
    const EVERY_BIT_PATTERN_VALID: bool = true;
}

// kDLBool, 8 bits.
const _: () = assert!(size_of::<bool>() == whole_bytes(8));
// SAFETY: the size is asserted above; every bit pattern is a value but for bool, whose is_valid checks.
unsafe impl Element for bool {
    const CODE: Code = 6;
    const BITS: Bits = 8;
    fn is_valid(bytes: &[u8]) -> bool {
        bytes.iter().all(|b| *b <= 1)
    }
}

// kDLFloat8_e3m4, 8 bits.
const _: () = assert!(size_of::<Float8E3M4>() == whole_bytes(8));
// SAFETY: the size is asserted above; every bit pattern is a value.
unsafe impl Element for Float8E3M4 {
    const CODE: Code = 7;
    const BITS: Bits = 8;
    const EVERY_BIT_PATTERN_VALID: bool = true;
}

// kDLFloat8_e4m3, 8 bits.
const _: () = assert!(size_of::<Float8E4M3>() == whole_bytes(8));
// SAFETY: the size is asserted above; every bit pattern is a value.
unsafe impl Element for Float8E4M3 {
    const CODE: Code = 8;
    const BITS: Bits = 8;
    const EVERY_BIT_PATTERN_VALID: bool = true;
}

// kDLFloat8_e4m3b11fnuz, 8 bits.
const _: () = assert!(size_of::<Float8E4M3B11FNUZ>() == whole_bytes(8));
// SAFETY: the size is asserted above; every bit pattern is a value.
unsafe impl Element for Float8E4M3B11FNUZ {
    const CODE: Code = 9;
    const BITS: Bits = 8;
    const EVERY_BIT_PATTERN_VALID: bool = true;
}

// kDLFloat8_e4m3fn, 8 bits.
const _: () = assert!(size_of::<Float8E4M3FN>() == whole_bytes(8));
// SAFETY: the size is asserted above; every bit pattern is a value.
unsafe impl Element for Float8E4M3FN {
    const CODE: Code = 10;
    const BITS: Bits = 8;
    const EVERY_BIT_PATTERN_VALID: bool = true;
}

// kDLFloat8_e4m3fnuz, 8 bits.
const _: () = assert!(size_of::<Float8E4M3FNUZ>() == whole_bytes(8));
// SAFETY: the size is asserted above; every bit pattern is a value.
unsafe impl Element for Float8E4M3FNUZ {
    const CODE: Code = 11;
    const BITS: Bits = 8;
    const EVERY_BIT_PATTERN_VALID: bool = true;
}

// kDLFloat8_e5m2, 8 bits.
const _: () = assert!(size_of::<Float8E5M2>() == whole_bytes(8));
// SAFETY: the size is asserted above; every bit pattern is a value.
unsafe impl Element for Float8E5M2 {
    const CODE: Code = 12;
    const BITS: Bits = 8;
    const EVERY_BIT_PATTERN_VALID: bool = true;
}

// kDLFloat8_e5m2fnuz, 8 bits.
const _: () = assert!(size_of::<Float8E5M2FNUZ>() == whole_bytes(8));
// SAFETY: the size is asserted above; every bit pattern is a value.
unsafe impl Element for Float8E5M2FNUZ {
    const CODE: Code = 13;
    const BITS: Bits = 8;
    const EVERY_BIT_PATTERN_VALID: bool = true;
}

// kDLFloat8_e8m0fnu, 8 bits.
const _: () = assert!(size_of::<Float8E8M0FNU>() == whole_bytes(8));
// SAFETY: the size is asserted above; every bit pattern is a value.
unsafe impl Element for Float8E8M0FNU {
    const CODE: Code = 14;
    const BITS: Bits = 8;
    const EVERY_BIT_PATTERN_VALID: bool = true;
}

/// What [`dispatch`] calls with the element type of a runtime dtype: one
/// generic method, as C++'s `dlpack::dispatch` calls a generic lambda.
///
/// ```
/// use dlpack::element::{dispatch, Element, Visitor};
/// struct Width;
/// impl Visitor for Width {
///     type Output = usize;
///     fn visit<T: Element>(self) -> usize {
///         core::mem::size_of::<T>()
///     }
/// }
/// assert_eq!(dispatch(f64::dtype(), Width), Ok(8));
/// ```
pub trait Visitor {
    /// What every call returns.
    type Output;
    /// Called with `T`, the element type of the dtype.
    fn visit<T: Element>(self) -> Self::Output;
}

/// Calls `visitor.visit::<T>()` with the element type `T` of `dtype`: every
/// one-lane dtype that has an [`Element`] type in this crate (each code and
/// width the header's overlay names and the descriptor gives a type), in one
/// `match`, as hand-written code would do. Total: several lanes, an unknown
/// code or a width without a type is [`Error::InvalidDtype`].
///
/// # Errors
/// [`Error::InvalidDtype`] for a dtype without an element type.
pub fn dispatch<V: Visitor>(dtype: DLDataType, visitor: V) -> Result<V::Output, Error> {
    match dtype.parts() {
        (0, 8, 1) => Ok(visitor.visit::<i8>()), // kDLInt
        (0, 16, 1) => Ok(visitor.visit::<i16>()), // kDLInt
        (0, 32, 1) => Ok(visitor.visit::<i32>()), // kDLInt
        (0, 64, 1) => Ok(visitor.visit::<i64>()), // kDLInt
        (1, 8, 1) => Ok(visitor.visit::<u8>()), // kDLUInt
        (1, 16, 1) => Ok(visitor.visit::<u16>()), // kDLUInt
        (1, 32, 1) => Ok(visitor.visit::<u32>()), // kDLUInt
        (1, 64, 1) => Ok(visitor.visit::<u64>()), // kDLUInt
        (2, 16, 1) => Ok(visitor.visit::<Float16>()), // kDLFloat
        (2, 32, 1) => Ok(visitor.visit::<f32>()), // kDLFloat
        (2, 64, 1) => Ok(visitor.visit::<f64>()), // kDLFloat
        (4, 16, 1) => Ok(visitor.visit::<BFloat16>()), // kDLBfloat
        (5, 64, 1) => Ok(visitor.visit::<Complex<f32>>()), // kDLComplex
        (5, 128, 1) => Ok(visitor.visit::<Complex<f64>>()), // kDLComplex
        (6, 8, 1) => Ok(visitor.visit::<bool>()), // kDLBool
        (7, 8, 1) => Ok(visitor.visit::<Float8E3M4>()), // kDLFloat8_e3m4
        (8, 8, 1) => Ok(visitor.visit::<Float8E4M3>()), // kDLFloat8_e4m3
        (9, 8, 1) => Ok(visitor.visit::<Float8E4M3B11FNUZ>()), // kDLFloat8_e4m3b11fnuz
        (10, 8, 1) => Ok(visitor.visit::<Float8E4M3FN>()), // kDLFloat8_e4m3fn
        (11, 8, 1) => Ok(visitor.visit::<Float8E4M3FNUZ>()), // kDLFloat8_e4m3fnuz
        (12, 8, 1) => Ok(visitor.visit::<Float8E5M2>()), // kDLFloat8_e5m2
        (13, 8, 1) => Ok(visitor.visit::<Float8E5M2FNUZ>()), // kDLFloat8_e5m2fnuz
        (14, 8, 1) => Ok(visitor.visit::<Float8E8M0FNU>()), // kDLFloat8_e8m0fnu
        (_, _, 1) => Err(Error::InvalidDtype("no element type of this crate has its code and width")),
        _ => Err(Error::InvalidDtype("several lanes have no element type")),
    }
}

/// Whether host code may read memory of device type `kind` (the overlay's
/// `host_accessible`).
#[allow(clippy::match_like_matches_macro)] // one arm per device type, maybe none
pub fn host_accessible(kind: DLDeviceType) -> bool {
    match kind {
        DLDeviceType::CPU => true,
        DLDeviceType::CUDA_HOST => true,
        DLDeviceType::ROCM_HOST => true,
        DLDeviceType::CUDA_MANAGED => true,
        _ => false,
    }
}

/// Where a checked view's elements are: the first element and the span.
#[derive(Clone, Copy)]
struct Checked<T> {
    first: *const T,
    numel: usize,
}

impl<'a> TensorView<'a> {
    /// Checks that the tensor's elements can be read as `T`: what
    /// [`TensorView::validate`] checks, the dtype `T`'s one-lane dtype, memory
    /// host code can read, `data` not NULL and the first element aligned for
    /// `T` when there are elements, and the span addressable.
    ///
    /// # Errors
    /// What [`TensorView::validate`] finds, [`Error::DtypeMismatch`],
    /// [`Error::NotHostAccessible`], [`Error::NullData`], [`Error::Misaligned`],
    /// [`Error::SizeOverflow`].
    pub fn check_element<T: Element>(&self) -> Result<(), Error> {
        self.checked::<T>().map(|_| ())
    }

    fn checked<T: Element>(&self) -> Result<Checked<T>, Error> {
        self.validate()?;
        let (expected, found) = (T::dtype().parts(), self.dtype().parts());
        if expected != found {
            return Err(Error::DtypeMismatch { expected, found });
        }
        let kind = self.raw().device.device_type;
        if !host_accessible(kind) {
            #[allow(clippy::unnecessary_cast, clippy::cast_lossless, clippy::cast_possible_wrap)] // the enum's integer type varies
            return Err(Error::NotHostAccessible(kind.0 as i64));
        }
        let numel = usize::try_from(self.numel()?).map_err(|_| Error::SizeOverflow)?;
        let offset = usize::try_from(self.byte_offset()).map_err(|_| Error::SizeOverflow)?;
        let first = (self.data() as *const u8).wrapping_add(offset);
        if numel == 0 {
            return Ok(Checked { first: first.cast(), numel });
        }
        if self.data().is_null() {
            return Err(Error::NullData);
        }
        if first as usize % core::mem::align_of::<T>() != 0 {
            return Err(Error::Misaligned { align: core::mem::align_of::<T>() });
        }
        // Every byte offset from the first element fits isize (pointer arithmetic).
        let (low, high) = self.span()?;
        let size = isize::try_from(size_of::<T>()).map_err(|_| Error::SizeOverflow)?;
        let bytes = |n: Extent| isize::try_from(n).ok().and_then(|n| n.checked_mul(size));
        let (lo, hi) = bytes(low).zip(bytes(high)).and_then(|(l, h)| Some((l, h.checked_add(size)?))).ok_or(Error::SizeOverflow)?;
        // Every address from the lowest byte to one past the highest exists: data +
        // byte_offset does not wrap around the address space, nor does the extent
        // around it (a byte_offset of 2^64 - 4 is 4 bytes before data, not after).
        let first_address = (self.data() as usize).checked_add(offset).ok_or(Error::SizeOverflow)?;
        first_address.checked_add_signed(lo).zip(first_address.checked_add_signed(hi)).ok_or(Error::SizeOverflow)?;
        Ok(Checked { first: first.cast(), numel })
    }

    /// The elements as a slice, for compact row-major (C order) elements
    /// ([`TensorView::is_contiguous`]): [`Error::NotContiguous`] otherwise, and
    /// the errors of [`TensorView::check_element`].
    ///
    /// # Errors
    /// Those of [`TensorView::check_element`], [`Error::NotContiguous`], and
    /// [`Error::InvalidValue`] for bytes that are no `T`.
    pub fn as_slice<T: Element>(&self) -> Result<&'a [T], Error> {
        let c = self.checked::<T>()?;
        if !self.is_contiguous() {
            return Err(Error::NotContiguous);
        }
        if c.numel == 0 {
            return Ok(&[]);
        }
        // SAFETY: `new`'s contract: data + byte_offset addresses numel compact
        // elements, alive as long as the view; checked aligned above.
        let slice = unsafe { core::slice::from_raw_parts(c.first, c.numel) };
        // SAFETY: the same bytes, as bytes.
        let bytes = unsafe { core::slice::from_raw_parts(c.first.cast::<u8>(), c.numel * size_of::<T>()) };
        if !bytes.chunks(size_of::<T>()).all(T::is_valid) {
            return Err(Error::InvalidValue);
        }
        Ok(slice)
    }

    /// The element at `index` (one entry per dimension), in any layout.
    ///
    /// # Errors
    /// Those of [`TensorView::check_element`], [`Error::IndexOutOfBounds`],
    /// [`Error::InvalidValue`].
    #[allow(clippy::cast_possible_wrap, clippy::cast_possible_truncation)] // in bounds: the span was checked to fit isize
    pub fn get<T: Element>(&self, index: &[usize]) -> Result<T, Error> {
        let c = self.checked::<T>()?;
        let shape = self.shape();
        if index.len() != shape.len() {
            return Err(Error::IndexOutOfBounds);
        }
        let mut offset: isize = 0;
        for (dim, (&i, &extent)) in index.iter().zip(shape).enumerate() {
            if Extent::try_from(i).ok().filter(|i| *i < extent).is_none() {
                return Err(Error::IndexOutOfBounds);
            }
            // In bounds: within the span checked_element() found addressable.
            offset += i as isize * self.stride(dim) as isize;
        }
        // SAFETY: an element of the tensor (in bounds, aligned, readable).
        unsafe { read(c.first.offset(offset)) }
    }

    /// The elements in row-major (C) order, whatever the layout. The checks
    /// that need the whole extent (dtype, device, alignment, that every
    /// address exists) are done here in O(ndim), so the first element is
    /// read at once; only a type with invalid bit patterns (`bool`) has every
    /// element's bytes checked here first.
    ///
    /// # Errors
    /// Those of [`TensorView::check_element`], and [`Error::InvalidValue`].
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)] // the innermost extent: checked, at most numel
    pub fn elements<T: Element>(&self) -> Result<Elements<'a, T>, Error> {
        let c = self.checked::<T>()?;
        let ndim = self.shape().len();
        let inner = self.shape().last().map_or(1, |extent| *extent as usize);
        let step = if ndim == 0 { 0 } else { self.stride(ndim - 1) };
        let elements =
            Elements { view: *self, first: c.first, next: 0, end: c.numel, row: c.first, column: 0, inner, step, _t: PhantomData };
        if !T::EVERY_BIT_PATTERN_VALID {
            for i in 0..c.numel {
                // SAFETY: every i < numel is an element of the tensor.
                unsafe { read(elements.at(i))? };
            }
        }
        Ok(elements)
    }
}

// Reads an element after checking its bytes.
//
// SAFETY: `p` is aligned and points to size_of::<T>() readable bytes.
unsafe fn read<T: Element>(p: *const T) -> Result<T, Error> {
    // SAFETY: the caller's contract.
    let bytes = unsafe { core::slice::from_raw_parts(p.cast::<u8>(), size_of::<T>()) };
    if !T::is_valid(bytes) {
        return Err(Error::InvalidValue);
    }
    // SAFETY: the caller's contract; the bytes are a value of T.
    Ok(unsafe { p.read() })
}

/// The elements of a tensor in row-major order ([`TensorView::elements`]):
/// one step of the innermost stride per element, the position of a row worked
/// out once per row.
#[derive(Clone)]
pub struct Elements<'a, T> {
    view: TensorView<'a>,
    first: *const T,
    next: usize,
    end: usize,
    row: *const T,  // the next element, within the current innermost row
    column: usize,  // its index in that row (0: a new row, found from `next`)
    inner: usize,   // the innermost extent (1 for a 0-d tensor)
    step: Extent,   // the innermost stride, in elements
    _t: PhantomData<&'a T>,
}

impl<T> Elements<'_, T> {
    // The element with row-major position `i` (< numel).
    #[allow(clippy::cast_possible_wrap, clippy::cast_possible_truncation, clippy::cast_sign_loss)] // in bounds: checked by elements()
    fn at(&self, mut i: usize) -> *const T {
        let shape = self.view.shape();
        let mut offset: isize = 0;
        for dim in (0..shape.len()).rev() {
            let extent = shape[dim] as usize;
            offset += (i % extent) as isize * self.view.stride(dim) as isize;
            i /= extent;
        }
        self.first.wrapping_offset(offset)
    }
}

impl<T: Element> Iterator for Elements<'_, T> {
    type Item = T;
    fn next(&mut self) -> Option<T> {
        if self.next == self.end {
            return None;
        }
        if self.column == 0 {
            self.row = self.at(self.next);
        }
        let p = self.row;
        #[allow(clippy::cast_possible_truncation)] // in bounds: checked by elements()
        {
            self.row = p.wrapping_offset(self.step as isize);
        }
        self.column += 1;
        if self.column == self.inner {
            self.column = 0;
        }
        self.next += 1;
        // SAFETY: checked by TensorView::elements: in bounds, aligned, valid.
        Some(unsafe { p.read() })
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.end - self.next, Some(self.end - self.next))
    }
    // A row at a time (sum, for_each, collect): the innermost loop is a plain
    // strided loop the compiler can unroll and vectorise.
    #[allow(clippy::cast_possible_truncation, clippy::cast_possible_wrap)] // in bounds: checked by elements()
    fn fold<B, F: FnMut(B, T) -> B>(mut self, init: B, mut f: F) -> B {
        let mut acc = init;
        let step = self.step as isize;
        while self.next < self.end {
            if self.column == 0 {
                self.row = self.at(self.next);
            }
            let n = (self.inner - self.column).min(self.end - self.next);
            let row = self.row;
            if step == 1 {
                // SAFETY: n elements of the tensor, compact: in bounds, aligned, valid.
                for x in unsafe { core::slice::from_raw_parts(row, n) } {
                    acc = f(acc, *x);
                }
            } else {
                for k in 0..n {
                    // SAFETY: an element of the tensor (checked by elements()).
                    acc = f(acc, unsafe { row.wrapping_offset(k as isize * step).read() });
                }
            }
            self.next += n;
            self.column = 0;
        }
        acc
    }
}

impl<T: Element> ExactSizeIterator for Elements<'_, T> {}

impl<M: Managed> Owned<M> {
    /// The elements as a mutable slice ([`TensorView::as_slice`]);
    /// [`Error::ReadOnly`] when the flags say the tensor is read-only.
    ///
    /// # Errors
    /// [`Error::ReadOnly`], and those of [`TensorView::as_slice`].
    pub fn as_mut_slice<T: Element>(&mut self) -> Result<&mut [T], Error> {
        if self.flags() & DLPACK_FLAG_BITMASK_READ_ONLY != 0 {
            return Err(Error::ReadOnly);
        }
        let slice = self.view().as_slice::<T>()?;
        // SAFETY: the owner holds the tensor exclusively (&mut self) and it is
        // writable; the slice is the tensor's elements.
        Ok(unsafe { core::slice::from_raw_parts_mut(slice.as_ptr().cast_mut(), slice.len()) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    extern crate std;
    #[allow(unused_imports)]
    use std::string::ToString;

    #[test]
    fn float16_known_values() {
        let cases: [(f32, u16); 10] = [
            (1.0, 0x3c00),
            (-2.0, 0xc000),
            (65504.0, 0x7bff),
            (f32::INFINITY, 0x7c00),
            (-0.0, 0x8000),
            (5.960_464_5e-8, 0x0001), // 2^-24, the least subnormal
            (6.097_555e-5, 0x03ff),   // the greatest subnormal
            (6.103_515_6e-5, 0x0400), // 2^-14, the least normal
            (0.333_251_95, 0x3555),
            (0.0, 0x0000),
        ];
        for (value, bits) in cases {
            assert_eq!(Float16::from_f32(value).0, bits, "{value}");
            assert_eq!(Float16(bits).to_f32().to_bits(), value.to_bits(), "{bits:#06x}");
        }
        // Ties go to the even neighbour; past the range is infinity.
        assert_eq!(Float16::from_f32(65520.0).0, 0x7c00);
        assert_eq!(Float16::from_f32(65519.0).0, 0x7bff);
        assert_eq!(Float16::from_f32(2.980_232_2e-8).0, 0x0000); // 2^-25: half the least subnormal
        assert_eq!(Float16::from_f32(4.470_348_4e-8).0, 0x0001); // 3 * 2^-26
        assert_eq!(Float16::from_f32(1.000_488_3).0, 0x3c00); // 1 + 2^-11: tie, even
        assert_eq!(Float16::from_f32(1.001_464_8).0, 0x3c02); // 1 + 3 * 2^-11: tie, even
        assert!(Float16::from_f32(f32::NAN).to_f32().is_nan());
        assert_eq!(Float16::from_f32(f32::from_bits(0x7f80_0001)).0, 0x7c01, "a NaN never becomes infinity");
    }

    #[test]
    fn half_types_round_trip_every_bit_pattern() {
        for bits in 0..=u16::MAX {
            assert_eq!(Float16::from_f32(Float16(bits).to_f32()).0, bits, "float16 {bits:#06x}");
            let b = BFloat16(bits);
            if b.to_f32().is_nan() {
                assert!(BFloat16::from_f32(b.to_f32()).to_f32().is_nan());
            } else {
                assert_eq!(BFloat16::from_f32(b.to_f32()).0, bits, "bfloat16 {bits:#06x}");
            }
        }
        assert_eq!(BFloat16::from_f32(1.0).0, 0x3f80);
        assert_eq!(BFloat16::from_f32(f32::from_bits(0x3f80_8000)).0, 0x3f80); // tie, even
        assert_eq!(BFloat16::from_f32(f32::from_bits(0x3f81_8000)).0, 0x3f82); // tie, even
        assert_eq!(BFloat16::from_f32(f32::from_bits(0x3f80_8001)).0, 0x3f81);
        assert_eq!(BFloat16::from_f32(f32::MAX).0, 0x7f80); // rounds to infinity
    }

    // A tensor over `data` (on the CPU) with `shape` and `strides`.
    fn tensor<T: Element>(data: &[T], shape: &mut [Extent], strides: &mut [Extent]) -> DLTensor {
        // SAFETY: all-zero bytes are a valid tensor.
        let mut t: DLTensor = unsafe { core::mem::zeroed() };
        t.data = data.as_ptr() as *mut _;
        t.ndim = Ndim::try_from(shape.len()).unwrap();
        t.shape = shape.as_mut_ptr();
        t.strides = strides.as_mut_ptr();
        t.dtype = T::dtype();
        t.device.device_type = DLDeviceType::CPU;
        t
    }

    #[test]
    fn typed_reads_check_first() {
        let data: [i32; 6] = [0, 1, 2, 3, 4, 5];
        let (mut shape, mut strides) = ([2, 3], [3, 1]);
        let t = tensor(&data, &mut shape, &mut strides);
        // SAFETY: data, shape and strides outlive the view.
        let v = unsafe { TensorView::new(&t, None) };
        assert_eq!(v.as_slice::<i32>(), Ok(&data[..]));
        assert_eq!(v.get::<i32>(&[1, 0]), Ok(3));
        assert_eq!(v.get::<i32>(&[1, 3]), Err(Error::IndexOutOfBounds));
        assert_eq!(v.get::<i32>(&[1]), Err(Error::IndexOutOfBounds));
        let Err(Error::DtypeMismatch { expected, found }) = v.as_slice::<u32>() else { panic!("u32 read as i32") };
        assert_eq!((expected, found), (u32::dtype().parts(), i32::dtype().parts()));
        assert_eq!(v.as_slice::<i64>().unwrap_err().to_string(), "the tensor holds int32, not int64");

        // The transpose: any layout reads in row-major order, a slice is refused.
        let (mut shape, mut strides) = ([3, 2], [1, 3]);
        let t = tensor(&data, &mut shape, &mut strides);
        // SAFETY: as above.
        let v = unsafe { TensorView::new(&t, None) };
        assert_eq!(v.as_slice::<i32>(), Err(Error::NotContiguous));
        let read: [i32; 6] = core::array::from_fn({
            let mut e = v.elements::<i32>().unwrap();
            move |_| e.next().unwrap()
        });
        assert_eq!(read, [0, 3, 1, 4, 2, 5]);
        assert_eq!(v.elements::<i32>().unwrap().len(), 6);

        // Reversed through a negative stride and a byte offset.
        let (mut shape, mut strides) = ([6], [-1]);
        let mut t = tensor(&data, &mut shape, &mut strides);
        t.byte_offset = 5 * 4;
        // SAFETY: as above.
        let v = unsafe { TensorView::new(&t, None) };
        assert_eq!(v.get::<i32>(&[0]), Ok(5));
        assert_eq!(v.elements::<i32>().unwrap().last(), Some(0));

        // A byte_offset that wraps data around the address space (2^64 - 4 would
        // be 4 bytes before it): refused, as is an extent that wraps.
        t.byte_offset = u64::MAX - 3;
        // SAFETY: as above (nothing is read).
        let v = unsafe { TensorView::new(&t, None) };
        assert_eq!(v.validate(), Err(Error::SizeOverflow));
        assert_eq!(v.get::<i32>(&[0]), Err(Error::SizeOverflow));
        assert!(v.elements::<i32>().is_err());

        // Misaligned, NULL data, and a device host code cannot read.
        t.byte_offset = 2;
        // SAFETY: as above (nothing is read).
        let v = unsafe { TensorView::new(&t, None) };
        assert_eq!(v.get::<i32>(&[0]), Err(Error::Misaligned { align: 4 }));
        t.data = core::ptr::null_mut();
        // SAFETY: as above.
        let v = unsafe { TensorView::new(&t, None) };
        assert_eq!(v.check_element::<i32>(), Err(Error::NullData));
        let unreadable = (0..64).map(|v: DLDeviceTypeRepr| DLDeviceType(v)).find(|k| k.name().is_some() && !host_accessible(*k));
        if let Some(kind) = unreadable {
            t.data = data.as_ptr() as *mut _;
            t.device.device_type = kind;
            // SAFETY: as above.
            let v = unsafe { TensorView::new(&t, None) };
            assert!(matches!(v.as_slice::<i32>(), Err(Error::NotHostAccessible(_))));
        }
    }
    #[test]
    #[allow(clippy::useless_conversion)] // the dtype fields' types are the header's
    fn dispatch_reaches_every_element_type_and_nothing_else() {
        // The dtype of the type dispatch chose, and its size.
        struct Chosen;
        impl Visitor for Chosen {
            type Output = ((u64, u64, u64), usize);
            fn visit<T: Element>(self) -> Self::Output {
                (T::dtype().parts(), size_of::<T>())
            }
        }
        let mut reached = 0;
        for code in 0..=255u8 {
            for bits in 1..=255u8 {
                let dtype = DLDataType::new(code.into(), bits.into(), 1);
                match dispatch(dtype, Chosen) {
                    Ok((parts, size)) => {
                        assert_eq!(parts, (u64::from(code), u64::from(bits), 1), "{dtype}");
                        assert_eq!(size * 8, usize::from(bits), "{dtype}");
                        assert!(dtype.check().is_ok(), "{dtype}: dispatched, yet refused");
                        reached += 1;
                    }
                    Err(e) => assert_eq!(e, Error::InvalidDtype("no element type of this crate has its code and width")),
                }
                let lanes = DLDataType::new(code.into(), bits.into(), 4);
                assert_eq!(dispatch(lanes, Chosen), Err(Error::InvalidDtype("several lanes have no element type")));
            }
        }
        // Every Element type of this crate, once.
        let every: &[(u64, u64, u64)] = &[
            <i8>::dtype().parts(), // kDLInt
            <i16>::dtype().parts(), // kDLInt
            <i32>::dtype().parts(), // kDLInt
            <i64>::dtype().parts(), // kDLInt
            <u8>::dtype().parts(), // kDLUInt
            <u16>::dtype().parts(), // kDLUInt
            <u32>::dtype().parts(), // kDLUInt
            <u64>::dtype().parts(), // kDLUInt
            <Float16>::dtype().parts(), // kDLFloat
            <f32>::dtype().parts(), // kDLFloat
            <f64>::dtype().parts(), // kDLFloat
            <BFloat16>::dtype().parts(), // kDLBfloat
            <Complex<f32>>::dtype().parts(), // kDLComplex
            <Complex<f64>>::dtype().parts(), // kDLComplex
            <bool>::dtype().parts(), // kDLBool
            <Float8E3M4>::dtype().parts(), // kDLFloat8_e3m4
            <Float8E4M3>::dtype().parts(), // kDLFloat8_e4m3
            <Float8E4M3B11FNUZ>::dtype().parts(), // kDLFloat8_e4m3b11fnuz
            <Float8E4M3FN>::dtype().parts(), // kDLFloat8_e4m3fn
            <Float8E4M3FNUZ>::dtype().parts(), // kDLFloat8_e4m3fnuz
            <Float8E5M2>::dtype().parts(), // kDLFloat8_e5m2
            <Float8E5M2FNUZ>::dtype().parts(), // kDLFloat8_e5m2fnuz
            <Float8E8M0FNU>::dtype().parts(), // kDLFloat8_e8m0fnu
        ];
        assert_eq!(reached, every.len());
    }

    #[test]
    #[allow(clippy::cast_sign_loss, clippy::cast_possible_truncation)] // small test extents
    fn elements_walk_every_layout_in_row_major_order() {
        let data: [i32; 24] = core::array::from_fn(|i| i32::try_from(i).unwrap());
        // (shape, strides, byte_offset in elements): compact, permuted, reversed,
        // broadcast, a 1-wide innermost row, a 0-d tensor.
        let cases: [(&[Extent], &[Extent], u64); 7] = [
            (&[2, 3, 4], &[12, 4, 1], 0),
            (&[4, 3, 2], &[1, 4, 12], 0),
            (&[2, 3, 4], &[-12, 4, -1], 15),
            (&[3, 5], &[1, 0], 0),
            (&[4, 1], &[2, 7], 1),
            (&[], &[], 6),
            (&[2, 0, 3], &[3, 3, 1], 0),
        ];
        for (shape, strides, offset) in cases {
            let (mut shape_buf, mut stride_buf): ([Extent; 3], [Extent; 3]) = ([0; 3], [0; 3]);
            shape_buf[..shape.len()].copy_from_slice(shape);
            stride_buf[..strides.len()].copy_from_slice(strides);
            let mut t = tensor(&data, &mut shape_buf[..shape.len()], &mut stride_buf[..strides.len()]);
            t.byte_offset = offset * 4;
            // SAFETY: data, shape and strides outlive the view; every case stays inside data.
            let v = unsafe { TensorView::new(&t, None) };
            let numel: usize = shape.iter().map(|e| *e as usize).product();
            let mut it = v.elements::<i32>().unwrap();
            assert_eq!(it.len(), numel, "{shape:?}");
            let mut index = [0usize; 3];
            let mut expected = [0i32; 24];
            for (n, slot) in expected.iter_mut().enumerate().take(numel) {
                // The row-major index of element n.
                let mut rest = n;
                for dim in (0..shape.len()).rev() {
                    index[dim] = rest % shape[dim] as usize;
                    rest /= shape[dim] as usize;
                }
                *slot = v.get::<i32>(&index[..shape.len()]).unwrap();
                assert_eq!(it.next(), Some(*slot), "{shape:?} {strides:?} element {n}");
            }
            assert_eq!(it.next(), None, "{shape:?}");
            // fold (sum, for_each, collect) goes a row at a time: whole, and after next() took one element.
            let hash = |acc: i64, x: i32| acc.wrapping_mul(31).wrapping_add(i64::from(x));
            assert_eq!(v.elements::<i32>().unwrap().fold(7, hash), expected[..numel].iter().copied().fold(7, hash), "{shape:?}");
            let mut rest = v.elements::<i32>().unwrap();
            if rest.next().is_some() {
                assert_eq!(rest.fold(7, hash), expected[1..numel].iter().copied().fold(7, hash), "{shape:?} after one");
            }
        }
    }

    #[test]
    fn bool_bytes_are_checked() {
        let bytes: [u8; 3] = [1, 0, 2];
        let (mut shape, mut strides) = ([2], [1]);
        let mut t = tensor(&bytes, &mut shape, &mut strides);
        t.dtype = bool::dtype();
        // SAFETY: bytes, shape and strides outlive the view.
        let v = unsafe { TensorView::new(&t, None) };
        assert_eq!(v.as_slice::<bool>(), Ok(&[true, false][..]));
        shape[0] = 3;
        t.shape = shape.as_mut_ptr();
        // SAFETY: as above.
        let v = unsafe { TensorView::new(&t, None) };
        assert_eq!(v.as_slice::<bool>(), Err(Error::InvalidValue));
        assert_eq!(v.get::<bool>(&[2]), Err(Error::InvalidValue));
        assert_eq!(v.get::<bool>(&[0]), Ok(true));
        assert!(v.elements::<bool>().is_err());
    }
}
