// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! A small safe layer over the C declarations, as far as this header declares them:
//! - [`Owned`], the owner of a managed tensor whose `Drop` calls the deleter
//!   exactly once;
//! - [`TensorView`], a tensor's shape and strides as slices under the
//!   producer's rules;
//! - the text form of a dtype (`Display`).
//!
//! ```
//! let dtype = dlpack::DLDataType::new(0, 32, 1);
//! assert_eq!(dtype.to_string(), "int32");
//! let vector = dlpack::DLDataType { lanes: 4, ..dtype };
//! assert_eq!(vector.to_string(), "int32x4");
//! ```

#[allow(unused_imports)]
use crate::*;
use core::fmt;
#[allow(unused_imports)]
use core::ptr::NonNull;

/// The most dimensions [`TensorView::validate`] accepts, checked before
/// `shape` is read (a garbage ndim would read far past it); a producer writes
/// no more (schema/semantics.yaml, `tensor.max_ndim`: the same in every language).
pub const MAX_NDIM: usize = 64;

/// The type of `ndim`.
pub type Ndim = i32;

/// The element type of `shape` and `strides`.
pub type Extent = i64;

/// Why a tensor or managed tensor was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// The pointer was NULL.
    Null,
    /// The producer implements DLPack `major.minor`, whose major version (the
    /// ABI) is not this header's: only the deleter was touched, and it was called.
    MajorVersionMismatch {
        /// The producer's major version.
        major: u32,
        /// The producer's minor version.
        minor: u32,
    },
    /// `ndim` is negative.
    NegativeNdim(Ndim),
    /// `ndim` is more than [`MAX_NDIM`] (checked before `shape` is read).
    TooManyDims(Ndim),
    /// `shape` is NULL although `ndim` is not 0.
    NullShape,
    /// A dimension is negative.
    NegativeDimension {
        /// Which dimension.
        dim: usize,
        /// Its extent.
        extent: Extent,
    },
    /// The number of elements overflows [`Extent`].
    NumelOverflow,
    /// The byte size, or the distance in bytes between the first element and
    /// the furthest one, does not fit the integer types that address memory.
    SizeOverflow,
    /// `strides` is NULL, which the producer's DLPack version no longer allows.
    NullStrides,
    /// The tensor's elements are not of the type asked for: its dtype
    /// (code, bits, lanes) differs from the one-lane dtype of that type.
    DtypeMismatch {
        /// The dtype of the type asked for, as (code, bits, lanes).
        expected: (u64, u64, u64),
        /// The tensor's.
        found: (u64, u64, u64),
    },
    /// The tensor's memory is on a device host code cannot read (its device type).
    NotHostAccessible(i64),
    /// `data` is NULL although the tensor has elements.
    NullData,
    /// The first element is not aligned for the type asked for.
    Misaligned {
        /// The alignment that type needs.
        align: usize,
    },
    /// A slice needs compact row-major (C order) elements.
    NotContiguous,
    /// An index has the wrong number of dimensions or is past an extent.
    IndexOutOfBounds,
    /// An element holds bytes that are no value of the type asked for (a
    /// `bool` other than 0 or 1).
    InvalidValue,
    /// The tensor is read-only (its flags say so).
    ReadOnly,
    /// The dtype is no element type: lanes or bits 0, a code this header does
    /// not know, or a width its code does not allow (the reason).
    InvalidDtype(&'static str),
    /// The flags hold bits the producer's DLPack version does not define.
    UnknownFlags(u64),
    /// The sub-byte padded flag is set on a dtype that is not sub-byte.
    PaddedNotSubbyte,
    /// A tensor to make: its data does not hold what shape, strides and
    /// `byte_offset` address, or they disagree (the reason).
    Layout(&'static str),
    /// A tensor to make: the managed-tensor struct cannot carry what was asked
    /// (a version or flags it has no field for, a version this crate cannot
    /// write, flags that version does not know).
    NotWritable(&'static str),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::Null => f.write_str("the tensor pointer is NULL"),
            Error::MajorVersionMismatch { major, minor } => write!(
                f,
                "the producer implements DLPack {major}.{minor}, whose major version is not this header's (1)"
            ),
            Error::NegativeNdim(n) => write!(f, "ndim is negative ({n})"),
            Error::TooManyDims(n) => write!(f, "ndim is {n}, more than {MAX_NDIM}"),
            Error::NullShape => f.write_str("shape is NULL although ndim is not 0"),
            Error::NegativeDimension { dim, extent } => write!(f, "dimension {dim} is negative ({extent})"),
            Error::NumelOverflow => f.write_str("the element count overflows"),
            Error::SizeOverflow => f.write_str("the byte size or the offset of the furthest element overflows"),
            Error::NullStrides => f.write_str("strides is NULL, which the producer's DLPack version does not allow"),
            Error::DtypeMismatch { expected, found } => {
                f.write_str("the tensor holds ")?;
                write_dtype(f, found)?;
                f.write_str(", not ")?;
                write_dtype(f, expected)
            }
            Error::NotHostAccessible(device_type) => {
                write!(f, "the tensor is on device type {device_type}, whose memory host code cannot read")
            }
            Error::NullData => f.write_str("data is NULL although the tensor has elements"),
            Error::Misaligned { align } => write!(f, "the first element is not aligned to {align} bytes"),
            Error::NotContiguous => f.write_str("the elements are not compact and row-major"),
            Error::IndexOutOfBounds => f.write_str("the index is out of bounds"),
            Error::InvalidValue => f.write_str("an element holds bytes that are no value of the type asked for"),
            Error::ReadOnly => f.write_str("the tensor is read-only"),
            Error::InvalidDtype(why) => write!(f, "the dtype is refused: {why}"),
            Error::UnknownFlags(bits) => write!(f, "flags holds bits {bits:#x} that the producer's DLPack version does not define"),
            Error::PaddedNotSubbyte => f.write_str("the sub-byte padded flag is set on a dtype that is not sub-byte"),
            Error::Layout(why) => write!(f, "the tensor's layout is refused: {why}"),
            Error::NotWritable(why) => write!(f, "the managed tensor cannot be written: {why}"),
        }
    }
}

/// The DLPack version from which a producer must set `strides` (before it, NULL
/// means compact row-major); `None` when this header states no such rule.
pub const STRIDES_REQUIRED_SINCE: Option<(u32, u32)> = Some((1, 2));

/// Whether a producer implementing DLPack `producer` (`None`: one that states
/// no version, such as a legacy managed tensor) may leave `strides` NULL for
/// compact row-major data.
pub const fn null_strides_allowed(producer: Option<(u32, u32)>) -> bool {
    match (producer, STRIDES_REQUIRED_SINCE) {
        (Some((major, minor)), Some((rule_major, rule_minor))) => {
            major < rule_major || (major == rule_major && minor < rule_minor)
        }
        _ => true,
    }
}

/// A [`DLTensor`] read under the rules of the DLPack version its producer implements.
#[derive(Clone, Copy, Debug)]
pub struct TensorView<'a> {
    tensor: &'a DLTensor,
    producer: Option<(u32, u32)>,
}

impl<'a> TensorView<'a> {
    /// A view of `tensor` made by a producer implementing DLPack `producer`
    /// (`None`: the producer states no version).
    ///
    /// # Safety
    /// `shape` (and `strides` unless NULL) point to `ndim` readable elements,
    /// for as long as the view lives.
    pub const unsafe fn new(tensor: &'a DLTensor, producer: Option<(u32, u32)>) -> Self {
        TensorView { tensor, producer }
    }

    /// The C struct.
    pub const fn raw(&self) -> &'a DLTensor {
        self.tensor
    }

    /// The number of dimensions (0 when `ndim` is negative: see [`TensorView::validate`]).
    pub fn ndim(&self) -> usize {
        usize::try_from(self.tensor.ndim).unwrap_or(0)
    }

    /// The extent of every dimension.
    pub fn shape(&self) -> &'a [Extent] {
        let n = self.ndim();
        if n == 0 || self.tensor.shape.is_null() {
            return &[];
        }
        // SAFETY: `new`'s contract: shape points to ndim elements.
        unsafe { core::slice::from_raw_parts(self.tensor.shape, n) }
    }

    /// The strides (in elements) as the producer gave them; `None` when NULL.
    pub fn strides(&self) -> Option<&'a [Extent]> {
        let n = self.ndim();
        if self.tensor.strides.is_null() {
            return None;
        }
        if n == 0 {
            return Some(&[]);
        }
        // SAFETY: `new`'s contract: strides is NULL or points to ndim elements.
        Some(unsafe { core::slice::from_raw_parts(self.tensor.strides, n) })
    }

    /// The stride (in elements) of dimension `dim`: the given one, or the
    /// compact row-major one when strides is NULL (exact for a tensor
    /// [`TensorView::validate`] accepts). Panics when `dim >= ndim`.
    pub fn stride(&self, dim: usize) -> Extent {
        match self.strides() {
            Some(s) => s[dim],
            None => self.shape()[dim + 1..].iter().fold(1, |n: Extent, &e| n.saturating_mul(e)),
        }
    }

    /// Whether the elements are compact and row-major (C order); dimensions
    /// of extent 1 may have any stride.
    pub fn is_contiguous(&self) -> bool {
        let Some(strides) = self.strides() else { return true };
        let mut expected: Extent = 1;
        for (extent, stride) in self.shape().iter().zip(strides).rev() {
            if *extent != 1 && *stride != expected {
                return false;
            }
            expected = expected.saturating_mul(*extent);
        }
        true
    }

    /// The number of elements (1 for a 0-d tensor, 0 when a dimension is 0);
    /// [`Error::NumelOverflow`] when the product overflows, and the error of
    /// [`TensorView::validate`] for a negative `ndim` or extent.
    ///
    /// # Errors
    /// [`Error::NumelOverflow`], [`Error::NegativeNdim`], [`Error::NullShape`], [`Error::NegativeDimension`].
    pub fn numel(&self) -> Result<Extent, Error> {
        self.check_dims()?;
        let shape = self.shape();
        if shape.contains(&0) {
            return Ok(0);
        }
        let one: Extent = 1;
        shape.iter().try_fold(one, |n, &e| n.checked_mul(e)).ok_or(Error::NumelOverflow)
    }

    /// The bytes the elements occupy: numel * bits * lanes / 8, sub-byte
    /// elements packed (rounded up once); an error when [`TensorView::numel`]
    /// has one or the size overflows.
    ///
    /// # Errors
    /// Those of [`TensorView::numel`], and [`Error::SizeOverflow`].
    pub fn nbytes(&self) -> Result<Extent, Error> {
        let n = self.numel()?;
        let (_, bits, lanes) = self.dtype().parts();
        let bits = Extent::try_from(bits * lanes).map_err(|_| Error::SizeOverflow)?;
        if bits % 8 == 0 {
            return n.checked_mul(bits / 8).ok_or(Error::SizeOverflow);
        }
        // ceil(n * bits / 8) without forming n * bits.
        (n / 8).checked_mul(bits).and_then(|b| b.checked_add((n % 8 * bits + 7) / 8)).ok_or(Error::SizeOverflow)
    }

    /// The offsets, in elements, of the first-in-memory and the last-in-memory
    /// element from the first element (`(0, 0)` for a tensor without elements);
    /// [`Error::SizeOverflow`] when one does not fit [`Extent`].
    ///
    /// # Errors
    /// Those of [`TensorView::numel`], and [`Error::SizeOverflow`].
    pub fn span(&self) -> Result<(Extent, Extent), Error> {
        if self.numel()? == 0 {
            return Ok((0, 0));
        }
        let (mut low, mut high): (Extent, Extent) = (0, 0);
        for (dim, &extent) in self.shape().iter().enumerate() {
            let term = (extent - 1).checked_mul(self.stride(dim)).ok_or(Error::SizeOverflow)?;
            let side = if term < 0 { &mut low } else { &mut high };
            *side = side.checked_add(term).ok_or(Error::SizeOverflow)?;
        }
        Ok((low, high))
    }

    // ndim, shape and extents as validate() requires them.
    fn check_dims(&self) -> Result<(), Error> {
        let ndim = self.tensor.ndim;
        if ndim < 0 {
            return Err(Error::NegativeNdim(ndim));
        }
        if usize::try_from(ndim).map_or(true, |n| n > MAX_NDIM) {
            return Err(Error::TooManyDims(ndim));
        }
        if ndim != 0 && self.tensor.shape.is_null() {
            return Err(Error::NullShape);
        }
        if let Some((dim, &extent)) = self.shape().iter().enumerate().find(|(_, e)| **e < 0) {
            return Err(Error::NegativeDimension { dim, extent });
        }
        Ok(())
    }

    /// The raw data pointer (add [`TensorView::byte_offset`] to reach the first element).
    pub fn data(&self) -> *mut core::ffi::c_void {
        self.tensor.data
    }

    /// The offset in bytes of the first element from [`TensorView::data`].
    pub fn byte_offset(&self) -> u64 {
        self.tensor.byte_offset
    }

    /// Where the elements are (typed reads refuse a device whose memory host
    /// code cannot read: [`Error::NotHostAccessible`]).
    pub fn device(&self) -> DLDevice {
        self.tensor.device
    }

    /// The element type.
    pub fn dtype(&self) -> DLDataType {
        self.tensor.dtype
    }

    /// The DLPack version the producer implements, when it states one.
    pub const fn producer(&self) -> Option<(u32, u32)> {
        self.producer
    }

    /// Checks what a consumer relies on: ndim not negative, shape given when
    /// ndim is not 0, no negative extent, `data + byte_offset` an address (no
    /// wrap around the address space), strides given when the producer's
    /// version requires them, an element count, a byte size and a span
    /// ([`TensorView::span`]) that do not overflow.
    ///
    /// # Errors
    /// The first problem found, as an [`Error`].
    pub fn validate(&self) -> Result<(), Error> {
        self.check_dims()?;
        // data + byte_offset is an address: it does not wrap around the address space.
        let offset = usize::try_from(self.byte_offset()).map_err(|_| Error::SizeOverflow)?;
        if self.numel()? != 0 && (self.data() as usize).checked_add(offset).is_none() {
            return Err(Error::SizeOverflow);
        }
        if self.ndim() != 0 && self.tensor.strides.is_null() && !null_strides_allowed(self.producer) {
            return Err(Error::NullStrides);
        }
        self.dtype().check()?;
        self.nbytes()?;
        self.span().map(|_| ())
    }
}

/// A C struct that owns a [`DLTensor`] and frees it through its deleter:
/// implemented for every managed-tensor struct of this header.
///
/// # Safety
/// Implementations return and set the struct's own fields, and all-zero bytes
/// are a valid value of the struct (integers, NULL pointers, `None`).
pub unsafe trait Managed: Sized {
    /// The DLPack version the producer implements, when the struct carries one.
    fn producer_version(&self) -> Option<(u32, u32)>;
    /// The tensor.
    fn tensor(&self) -> &DLTensor;
    /// The deleter, called with the struct itself.
    fn deleter(&self) -> Option<unsafe extern "C" fn(*mut Self)>;
    /// The flag bits (0 when the struct has none).
    fn flags(&self) -> u64;
    /// The tensor, to fill in.
    fn tensor_mut(&mut self) -> &mut DLTensor;
    /// Sets the manager context and the deleter.
    fn set_owner(&mut self, context: *mut core::ffi::c_void, deleter: unsafe extern "C" fn(*mut Self));
    /// Sets the version the producer declares; false when the struct has no version field.
    fn set_producer_version(&mut self, version: (u32, u32)) -> bool;
    /// Sets the flag bits; false when the struct has no flags field.
    fn set_flags(&mut self, flags: u64) -> bool;
}

// SAFETY: the accessors return the fields of the struct itself.
unsafe impl Managed for DLManagedTensorVersioned {
    fn producer_version(&self) -> Option<(u32, u32)> {
        Some((self.version.major, self.version.minor))
    }
    fn tensor(&self) -> &DLTensor {
        &self.dl_tensor
    }
    fn deleter(&self) -> Option<unsafe extern "C" fn(*mut Self)> {
        self.deleter
    }
    fn flags(&self) -> u64 {
        self.flags
    }
    fn tensor_mut(&mut self) -> &mut DLTensor {
        &mut self.dl_tensor
    }
    fn set_owner(&mut self, context: *mut core::ffi::c_void, deleter: unsafe extern "C" fn(*mut Self)) {
        self.manager_ctx = context.cast();
        self.deleter = Some(deleter);
    }
    fn set_producer_version(&mut self, version: (u32, u32)) -> bool {
        (self.version.major, self.version.minor) = version;
        true
    }
    fn set_flags(&mut self, flags: u64) -> bool {
        self.flags = flags as _;
        true
    }
}

// SAFETY: the accessors return the fields of the struct itself.
unsafe impl Managed for DLManagedTensor {
    fn producer_version(&self) -> Option<(u32, u32)> {
        None
    }
    fn tensor(&self) -> &DLTensor {
        &self.dl_tensor
    }
    fn deleter(&self) -> Option<unsafe extern "C" fn(*mut Self)> {
        self.deleter
    }
    fn flags(&self) -> u64 {
        0
    }
    fn tensor_mut(&mut self) -> &mut DLTensor {
        &mut self.dl_tensor
    }
    fn set_owner(&mut self, context: *mut core::ffi::c_void, deleter: unsafe extern "C" fn(*mut Self)) {
        self.manager_ctx = context.cast();
        self.deleter = Some(deleter);
    }
    fn set_producer_version(&mut self, _version: (u32, u32)) -> bool {
        false
    }
    fn set_flags(&mut self, _flags: u64) -> bool {
        false
    }
}

/// The owner of a managed tensor (`*mut M`): dropping it calls the deleter
/// exactly once; [`Owned::into_raw`] hands ownership back without calling it.
///
/// `Owned` is neither `Send` nor `Sync`: it holds a raw pointer, and DLPack
/// does not say that a producer's deleter, or its memory, may be used from
/// another thread. A project whose producer allows it (the deleters of this
/// crate's `producer` module do: they only free what they allocated) can wrap
/// the owner in its own type with `unsafe impl Send`.
pub struct Owned<M: Managed> {
    ptr: NonNull<M>,
}

impl<M: Managed> Owned<M> {
    /// Takes ownership of `ptr`, then checks it: a producer whose major
    /// version is not this header's (then only the deleter is touched), and
    /// what [`TensorView::validate`] checks. On any problem the deleter has
    /// been called when the error is returned.
    ///
    /// # Safety
    /// `ptr` is NULL or a managed tensor that the caller owns, valid until its
    /// deleter is called, whose shape and strides point to ndim elements.
    ///
    /// # Errors
    /// [`Error::Null`], [`Error::MajorVersionMismatch`], and what
    /// [`TensorView::validate`] returns.
    pub unsafe fn from_raw(ptr: *mut M) -> Result<Self, Error> {
        let owned = Owned { ptr: NonNull::new(ptr).ok_or(Error::Null)? };
        if let Some((major, minor)) = owned.get().producer_version() {
            if major != 1 {
                return Err(Error::MajorVersionMismatch { major, minor });
            }
        }
        owned.view().validate()?;
        check_flags(owned.get())?;
        Ok(owned)
    }

    /// Gives up ownership without calling the deleter.
    pub fn into_raw(self) -> *mut M {
        let ptr = self.ptr.as_ptr();
        core::mem::forget(self);
        ptr
    }

    /// The managed tensor, still owned.
    pub fn as_ptr(&self) -> *mut M {
        self.ptr.as_ptr()
    }

    /// The C struct.
    pub fn get(&self) -> &M {
        // SAFETY: `from_raw`'s contract: valid until the deleter is called.
        unsafe { self.ptr.as_ref() }
    }

    /// The tensor under its producer's rules.
    pub fn view(&self) -> TensorView<'_> {
        let m = self.get();
        // SAFETY: `from_raw`'s contract: shape and strides point to ndim elements.
        unsafe { TensorView::new(m.tensor(), m.producer_version()) }
    }

    /// The flag bits (0 when the struct has none).
    pub fn flags(&self) -> u64 {
        self.get().flags()
    }

    /// Whether the flag `DLPACK_FLAG_BITMASK_READ_ONLY` is set.
    pub fn read_only(&self) -> bool {
        self.flags() & DLPACK_FLAG_BITMASK_READ_ONLY != 0
    }

    /// Whether the flag `DLPACK_FLAG_BITMASK_IS_COPIED` is set.
    pub fn is_copied(&self) -> bool {
        self.flags() & DLPACK_FLAG_BITMASK_IS_COPIED != 0
    }

    /// Whether the flag `DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED` is set.
    pub fn subbyte_padded(&self) -> bool {
        self.flags() & DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED != 0
    }
}

impl<M: Managed> Drop for Owned<M> {
    fn drop(&mut self) {
        // SAFETY: we own the tensor; its deleter is called once, here.
        unsafe {
            if let Some(deleter) = self.ptr.as_ref().deleter() {
                deleter(self.ptr.as_ptr());
            }
        }
    }
}

impl<M: Managed> fmt::Debug for Owned<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Owned").field("ptr", &self.ptr).finish()
    }
}

/// Writes the text form of the dtype (code, bits, lanes): `float32`,
/// `bfloat16`, `bool`, `float8_e4m3fn`, `int8x4` (4 lanes); a dtype without one
/// (unknown code, a fixed-width code with another width, zero lanes) as
/// `dtype(code=C,bits=B,lanes=L)`.
#[allow(clippy::match_single_binding)] // a header without dtype codes has only `_`
fn write_dtype(f: &mut fmt::Formatter<'_>, (code, bits, lanes): (u64, u64, u64)) -> fmt::Result {
    // The text before the bit width, and whether the width follows it.
    let base: Option<(&str, bool)> = match i128::from(code) {
        0 => Some(("int", true)),
        1 => Some(("uint", true)),
        2 => Some(("float", true)),
        3 => Some(("handle", true)),
        4 => Some(("bfloat", true)),
        5 => Some(("complex", true)),
        6 => (bits == 8).then_some(("bool", false)),
        7 => (bits == 8).then_some(("float8_e3m4", false)),
        8 => (bits == 8).then_some(("float8_e4m3", false)),
        9 => (bits == 8).then_some(("float8_e4m3b11fnuz", false)),
        10 => (bits == 8).then_some(("float8_e4m3fn", false)),
        11 => (bits == 8).then_some(("float8_e4m3fnuz", false)),
        12 => (bits == 8).then_some(("float8_e5m2", false)),
        13 => (bits == 8).then_some(("float8_e5m2fnuz", false)),
        14 => (bits == 8).then_some(("float8_e8m0fnu", false)),
        15 => (bits == 6).then_some(("float6_e2m3fn", false)),
        16 => (bits == 6).then_some(("float6_e3m2fn", false)),
        17 => (bits == 4).then_some(("float4_e2m1fn", false)),
        _ => None,
    };
    let Some((name, with_bits)) = base.filter(|_| lanes != 0) else {
        return write!(f, "dtype(code={code},bits={bits},lanes={lanes})");
    };
    f.write_str(name)?;
    if with_bits {
        write!(f, "{bits}")?;
    }
    if lanes != 1 {
        write!(f, "x{lanes}")?;
    }
    Ok(())
}

// Whether `version` is `major.minor` or newer.
const fn at_least(version: (u32, u32), major: u32, minor: u32) -> bool {
    version.0 > major || (version.0 == major && version.1 >= minor)
}

/// The flags a tensor of DLPack `version` may carry: those defined in it or
/// before (the schema's history; a flag of unknown age counts as always there).
#[must_use]
pub const fn known_flags_in(version: (u32, u32)) -> u64 {
    let mut known = 0u64;
    if at_least(version, 1, 0) {
        known |= DLPACK_FLAG_BITMASK_READ_ONLY;
    }
    if at_least(version, 1, 0) {
        known |= DLPACK_FLAG_BITMASK_IS_COPIED;
    }
    if at_least(version, 1, 1) {
        known |= DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED;
    }
    known
}

/// The flags rule a consumer applies to an imported managed tensor and a
/// producer to one it makes: no bit the tensor's version does not define, and
/// the sub-byte padded flag (where the header has one) only on a sub-byte dtype.
///
/// # Errors
/// [`Error::UnknownFlags`], [`Error::PaddedNotSubbyte`].
pub fn check_flags<M: Managed>(m: &M) -> Result<(), Error> {
    let flags = m.flags();
    let version = m.producer_version().or(HEADER_VERSION).unwrap_or((0, 0));
    let unknown = flags & !known_flags_in(version);
    if unknown != 0 {
        return Err(Error::UnknownFlags(unknown));
    }
    let (_, bits, lanes) = m.tensor().dtype.parts();
    if flags & DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED != 0 && bits * lanes >= 8 {
        return Err(Error::PaddedNotSubbyte);
    }
    Ok(())
}

impl DLDataType {
    /// The dtype (code, bits, lanes); any alignment markers (`_align_*`) the
    /// header's declared alignments add are set too, which a struct literal
    /// would have to name.
    pub fn new(
        code: u8,
        bits: u8,
        lanes: u16,
    ) -> Self {
        // SAFETY: all-zero bytes are a valid value of every struct of this crate.
        let mut d: Self = unsafe { core::mem::zeroed() };
        d.code = code;
        d.bits = bits;
        d.lanes = lanes;
        d
    }

    /// Why this dtype is no element type: lanes or bits 0, a code this header
    /// does not know, a width its code does not allow (bool: 8, the float8
    /// codes: 8, ...). The rule of C++'s `dlpack::validate(DataType)` and Zig's.
    ///
    /// # Errors
    /// [`Error::InvalidDtype`] with the reason.
    pub fn check(&self) -> Result<(), Error> {
        // (code, the widths it allows: none listed means any).
        const CODES: &[(i128, &[u64])] = &[
            (0, &[]), // kDLInt
            (1, &[]), // kDLUInt
            (2, &[]), // kDLFloat
            (3, &[]), // kDLOpaqueHandle
            (4, &[16]), // kDLBfloat
            (5, &[]), // kDLComplex
            (6, &[8]), // kDLBool
            (7, &[8]), // kDLFloat8_e3m4
            (8, &[8]), // kDLFloat8_e4m3
            (9, &[8]), // kDLFloat8_e4m3b11fnuz
            (10, &[8]), // kDLFloat8_e4m3fn
            (11, &[8]), // kDLFloat8_e4m3fnuz
            (12, &[8]), // kDLFloat8_e5m2
            (13, &[8]), // kDLFloat8_e5m2fnuz
            (14, &[8]), // kDLFloat8_e8m0fnu
            (15, &[6]), // kDLFloat6_e2m3fn
            (16, &[6]), // kDLFloat6_e3m2fn
            (17, &[4]), // kDLFloat4_e2m1fn
        ];
        let (code, bits, lanes) = self.parts();
        if lanes == 0 {
            return Err(Error::InvalidDtype("lanes is 0"));
        }
        if bits == 0 {
            return Err(Error::InvalidDtype("bits is 0"));
        }
        match CODES.iter().find(|(c, _)| *c == i128::from(code)) {
            None => Err(Error::InvalidDtype("a code this header does not know")),
            Some((_, widths)) if !widths.is_empty() && !widths.contains(&bits) => {
                Err(Error::InvalidDtype("a width its code does not allow"))
            }
            Some(_) => Ok(()),
        }
    }

    /// (code, bits, lanes), each widened to `u64`.
    #[allow(clippy::cast_lossless, clippy::cast_sign_loss, clippy::unnecessary_cast)] // the fields' types are the header's
    pub fn parts(&self) -> (u64, u64, u64) {
        (self.code as u64, self.bits as u64, self.lanes as u64)
    }
}

impl fmt::Display for DLDataType {
    /// `float32`, `bfloat16`, `bool`, `float8_e4m3fn`, `int8x4` (4 lanes); a
    /// dtype without one (unknown code, a fixed-width code with another width,
    /// zero lanes) as `dtype(code=C,bits=B,lanes=L)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_dtype(f, self.parts())
    }
}

impl fmt::Display for DLDevice {
    /// The device type's C name and the id: `kDLCUDA:1`; a device type this
    /// header does not name as `DLDeviceType(42):1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (kind, id) = (self.device_type, self.device_id);
        match kind.name() {
            Some(name) => write!(f, "{name}:{id}"),
            None => write!(f, "DLDeviceType({}):{id}", kind.0),
        }
    }
}

#[cfg(test)]
mod tests; // src/safe/tests.rs
