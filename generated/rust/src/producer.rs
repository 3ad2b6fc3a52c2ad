// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! Managed tensors made from a `Vec` (the feature `alloc`): `Builder` and
//! `Owned::from_vec`, where this header has a managed tensor, a dtype and a
//! device struct. The crate owns the deleter: it frees the elements, the
//! shape, the strides and the struct exactly once, from whichever thread the
//! consumer calls it on.
//!
//! ```
//! use dlpack::producer::Builder;
//! use dlpack::safe::Owned;
//! # type M = dlpack::DLManagedTensorVersioned;
//! let owned: Owned<M> = Owned::from_vec(vec![1i32, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
//! assert_eq!(owned.view().as_slice::<i32>().unwrap(), &[1, 2, 3, 4, 5, 6]);
//! // The transpose of the same data, through strides.
//! let t: Owned<M> = Builder::new(vec![1i32, 2, 3, 4, 5, 6], &[3, 2]).strides(&[1, 3]).build().unwrap();
//! assert_eq!(t.view().get::<i32>(&[2, 1]), Ok(6));
//! // C's deleter frees it: here, at the drop.
//! ```

use crate::element::Element;
use crate::safe::*;
#[allow(unused_imports)]
use crate::*;
use alloc::boxed::Box;
use alloc::sync::Arc;
use alloc::vec::Vec;

/// Memory a value owns, which a managed tensor can point to without a copy:
/// the tensor holds the value until the consumer's deleter runs, then drops
/// it, once, on whichever thread calls the deleter.
///
/// # Safety
/// `as_ptr()` addresses `len()` initialised elements that stay where they are
/// and unchanged by anyone else for as long as the value lives, moves
/// included (heap memory: `Vec`, `Box<[T]>`, `Arc<[T]>`, a memory map, an
/// arena's block; not an array held inline); when `WRITABLE` is true, nothing
/// else reads or writes them either, so a consumer may write.
///
/// ```
/// use dlpack::producer::{Buffer, Builder};
/// use dlpack::safe::Owned;
/// # type M = dlpack::DLManagedTensorVersioned;
/// use std::alloc::{alloc_zeroed, dealloc, Layout};
///
/// // Floats in one 64-byte-aligned block of the program's own (as a memory
/// // map or an arena would hand out), freed when the consumer lets go.
/// struct Block { ptr: *mut f32, len: usize }
/// // SAFETY: the block is this value's alone.
/// unsafe impl Send for Block {}
/// impl Block {
///     fn layout(len: usize) -> Layout { Layout::array::<f32>(len).unwrap().align_to(64).unwrap() }
///     fn new(len: usize) -> Self {
///         // SAFETY: a layout of non-zero size.
///         Block { ptr: unsafe { alloc_zeroed(Self::layout(len)) }.cast(), len }
///     }
/// }
/// impl Drop for Block {
///     // SAFETY: allocated with this layout.
///     fn drop(&mut self) { unsafe { dealloc(self.ptr.cast(), Self::layout(self.len)) } }
/// }
/// // SAFETY: the block stays where it is for as long as the value lives.
/// unsafe impl Buffer for Block {
///     type Elem = f32;
///     fn as_ptr(&self) -> *const f32 { self.ptr }
///     fn len(&self) -> usize { self.len }
/// }
/// let t: Owned<M> = Builder::from_owner(Block::new(16), &[4, 4]).build().unwrap();
/// assert_eq!(t.view().data() as usize % 64, 0);
/// ```
pub unsafe trait Buffer: Send + 'static {
    /// The element type.
    type Elem: Element;
    /// Whether a consumer may write the elements: `false` (an `Arc` shared
    /// with others) makes [`Builder::build`] set the read-only flag, or
    /// refuse a struct that cannot carry it.
    const WRITABLE: bool = true;
    /// The first element.
    fn as_ptr(&self) -> *const Self::Elem;
    /// The number of elements.
    fn len(&self) -> usize;
    /// Whether there are none.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

// SAFETY: a Vec's heap buffer does not move with the Vec.
unsafe impl<T: Element> Buffer for Vec<T> {
    type Elem = T;
    fn as_ptr(&self) -> *const T {
        self.as_slice().as_ptr()
    }
    fn len(&self) -> usize {
        self.as_slice().len()
    }
}

// SAFETY: a boxed slice does not move with the Box.
unsafe impl<T: Element> Buffer for Box<[T]> {
    type Elem = T;
    fn as_ptr(&self) -> *const T {
        (**self).as_ptr()
    }
    fn len(&self) -> usize {
        (**self).len()
    }
}

// SAFETY: the slice of an Arc does not move; other owners may read it, so it is not writable.
unsafe impl<T: Element> Buffer for Arc<[T]> {
    type Elem = T;
    const WRITABLE: bool = false;
    fn as_ptr(&self) -> *const T {
        (**self).as_ptr()
    }
    fn len(&self) -> usize {
        (**self).len()
    }
}

/// The alignment in bytes of the memory this crate allocates for elements
/// ([`Aligned`], [`Builder::copy_from`]): what consumers that map data
/// without a copy ask for (jax and XLA copy CPU data less aligned than this).
pub const DEFAULT_ALIGN: usize = 64;

/// Elements in one block of memory this crate allocates at a chosen alignment
/// ([`DEFAULT_ALIGN`] by default), freed when the value is dropped: the
/// [`Buffer`] of [`Builder::copy_from`].
pub struct Aligned<T: Element> {
    ptr: core::ptr::NonNull<T>,
    len: usize,
    align: usize,
}

// SAFETY: the block is this value's alone, and `T: Send + Sync`.
unsafe impl<T: Element> Send for Aligned<T> {}
// SAFETY: as above; `&Aligned` gives only shared access to the elements.
unsafe impl<T: Element> Sync for Aligned<T> {}

impl<T: Element> Aligned<T> {
    /// A copy of `data` at [`DEFAULT_ALIGN`] bytes (or `T`'s own alignment, when larger).
    ///
    /// # Panics
    /// When the size overflows `isize`; an allocation failure aborts, as `Vec`'s does.
    #[must_use]
    pub fn copy_from(data: &[T]) -> Self {
        Self::copy_from_aligned(data, DEFAULT_ALIGN).expect("a power of two")
    }

    /// A copy of `data` at `align` bytes (or `T`'s own alignment, when larger);
    /// `None` when `align` is not a power of two.
    ///
    /// # Panics
    /// When the size overflows `isize`; an allocation failure aborts, as `Vec`'s does.
    #[must_use]
    pub fn copy_from_aligned(data: &[T], align: usize) -> Option<Self> {
        if !align.is_power_of_two() {
            return None;
        }
        let align = align.max(core::mem::align_of::<T>());
        let layout = Self::layout(data.len(), align);
        let ptr = if layout.size() == 0 {
            // No memory: a dangling pointer at the alignment, as `Vec`'s is at `T`'s.
            core::ptr::NonNull::new(align as *mut T).expect("not zero")
        } else {
            // SAFETY: a layout of non-zero size.
            let raw = unsafe { alloc::alloc::alloc(layout) }.cast::<T>();
            let Some(ptr) = core::ptr::NonNull::new(raw) else { alloc::alloc::handle_alloc_error(layout) };
            // SAFETY: `ptr` is fresh memory for `data.len()` elements.
            unsafe { core::ptr::copy_nonoverlapping(data.as_ptr(), ptr.as_ptr(), data.len()) };
            ptr
        };
        Some(Aligned { ptr, len: data.len(), align })
    }

    fn layout(len: usize, align: usize) -> alloc::alloc::Layout {
        alloc::alloc::Layout::array::<T>(len).and_then(|l| l.align_to(align)).expect("a size within isize")
    }

    /// The alignment of the block, in bytes.
    #[must_use]
    pub fn align(&self) -> usize {
        self.align
    }

    /// The elements.
    #[must_use]
    pub fn as_slice(&self) -> &[T] {
        // SAFETY: `len` initialised elements at `ptr`, this value's.
        unsafe { core::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }

    /// The elements, to write.
    #[must_use]
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        // SAFETY: as above, borrowed mutably.
        unsafe { core::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) }
    }
}

impl<T: Element> Drop for Aligned<T> {
    fn drop(&mut self) {
        let layout = Self::layout(self.len, self.align);
        if layout.size() != 0 {
            // SAFETY: allocated in `copy_from_aligned` with this layout.
            unsafe { alloc::alloc::dealloc(self.ptr.as_ptr().cast(), layout) }
        }
    }
}

impl<T: Element + core::fmt::Debug> core::fmt::Debug for Aligned<T> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Aligned").field("align", &self.align).field("data", &self.as_slice()).finish_non_exhaustive()
    }
}

// SAFETY: the block does not move with the value and is freed only by its drop.
unsafe impl<T: Element> Buffer for Aligned<T> {
    type Elem = T;
    fn as_ptr(&self) -> *const T {
        self.ptr.as_ptr()
    }
    fn len(&self) -> usize {
        self.len
    }
}

/// A managed tensor to make on the CPU from memory a value owns (a `Vec<T>`,
/// or any [`Buffer`], without a copy): shape, and optionally strides, a byte
/// offset, flags and the version to declare. [`Builder::build`] refuses what
/// a consumer would refuse ([`TensorView::validate`] with strides required),
/// strides that address elements outside the buffer, and a version or flags
/// the struct cannot carry.
#[derive(Debug)]
pub struct Builder<T: Element, B: Buffer<Elem = T> = Vec<T>> {
    data: B,
    shape: Vec<Extent>,
    strides: Option<Vec<Extent>>,
    offset: usize,
    pub(crate) flags: u64, // read by the module `python`
    version: Option<(u32, u32)>,
    align: usize,
    pub(crate) device: Option<DLDevice>, // read by the module `python`
}

/// What the deleter frees: the struct first (the deleter's pointer is this
/// allocation's), then what the tensor points to.
#[repr(C)]
struct Holder<M, B> {
    managed: M,
    data: B,
    shape: Vec<Extent>,
    strides: Vec<Extent>,
}

/// The deleter of every tensor the builder makes.
///
/// # Safety
/// `managed` is NULL or a struct a [`Builder`] made with `M` and `B`, not yet deleted.
unsafe extern "C" fn delete<M, B>(managed: *mut M) {
    if !managed.is_null() {
        // SAFETY: the caller's contract: it is the first field of a boxed Holder.
        drop(unsafe { Box::from_raw(managed.cast::<Holder<M, B>>()) });
    }
}

// The flags a buffer's owner forces: read-only for one others may read.
fn forced_flags<B: Buffer>() -> u64 {
    if B::WRITABLE {
        return 0;
    }
    DLPACK_FLAG_BITMASK_READ_ONLY
}

impl<T: Element> Builder<T> {
    /// The elements `data`, read with `shape` in row-major order unless
    /// [`Builder::strides`] says otherwise.
    #[must_use]
    pub fn new(data: Vec<T>, shape: &[Extent]) -> Self {
        Builder::from_owner(data, shape)
    }
}

impl<T: Element> Builder<T, Aligned<T>> {
    /// A copy of `data` in memory this crate allocates at [`DEFAULT_ALIGN`]
    /// bytes ([`Aligned`]), read with `shape` in row-major order unless
    /// [`Builder::strides`] says otherwise: for consumers that take aligned
    /// data without a copy of their own.
    #[must_use]
    pub fn copy_from(data: &[T], shape: &[Extent]) -> Self {
        Builder::from_owner(Aligned::copy_from(data), shape)
    }
}

impl<T: Element, B: Buffer<Elem = T>> Builder<T, B> {
    /// The elements `owner` holds, without a copy ([`Buffer`]), read with
    /// `shape` in row-major order unless [`Builder::strides`] says otherwise;
    /// read-only when the buffer is not [`Buffer::WRITABLE`].
    #[must_use]
    pub fn from_owner(owner: B, shape: &[Extent]) -> Self {
        Builder {
            data: owner,
            shape: shape.to_vec(),
            strides: None,
            offset: 0,
            flags: forced_flags::<B>(),
            version: None,
            align: 1,
            device: None,
        }
    }

    /// The buffer the tensor will point to (where its elements are).
    #[must_use]
    pub fn buffer(&self) -> &B {
        &self.data
    }

    /// Requires the first element at a multiple of `bytes` (a power of two):
    /// [`Builder::build`] refuses it elsewhere ([`Error::Misaligned`]), as a
    /// consumer that maps aligned data only would copy it.
    #[must_use]
    pub fn align(mut self, bytes: usize) -> Self {
        self.align = bytes;
        self
    }

    /// Says the elements are memory of `device` (a GPU's, say), which the
    /// tensor describes and this crate never reads: a consumer on that device
    /// reads them there; one on the host refuses them
    /// ([`Error::NotHostAccessible`]).
    ///
    /// # Safety
    /// The buffer's pointer addresses its elements in the memory of `device`,
    /// as [`Buffer`] says for host memory (they stay there, unchanged by
    /// others, until the consumer lets go), and they are ready to read there
    /// on the stream the consumer asks for.
    #[must_use]
    pub unsafe fn on_device(mut self, device: DLDevice) -> Self {
        self.device = Some(device);
        self
    }

    /// The strides, in elements (default: compact row-major). Negative
    /// strides are allowed when [`Builder::offset`] makes room for them.
    #[must_use]
    pub fn strides(mut self, strides: &[Extent]) -> Self {
        self.strides = Some(strides.to_vec());
        self
    }

    /// The position in `data` of the first element (written as `byte_offset`).
    #[must_use]
    pub fn offset(mut self, elements: usize) -> Self {
        self.offset = elements;
        self
    }

    /// The flag bits (read-only, copied, ...); refused by a struct without
    /// flags. A buffer that is not writable keeps its read-only flag.
    #[must_use]
    pub fn flags(mut self, flags: u64) -> Self {
        self.flags = flags | forced_flags::<B>();
        self
    }

    /// The DLPack version to declare (default: this header's): an older minor
    /// version of this header's major version, for a consumer that asked for
    /// one; refused by a struct without a version.
    #[must_use]
    pub fn version(mut self, major: u32, minor: u32) -> Self {
        self.version = Some((major, minor));
        self
    }

    /// The managed tensor, owned by the caller until handed to a consumer
    /// ([`Owned::into_raw`]).
    ///
    /// # Errors
    /// [`Error::Layout`] (the reason), [`Error::NotWritable`], and what
    /// [`TensorView::validate`] finds.
    pub fn build<M: Managed>(self) -> Result<Owned<M>, Error> {
        if self.shape.len() > MAX_NDIM {
            return Err(Error::Layout("more dimensions than MAX_NDIM"));
        }
        let ndim = Ndim::try_from(self.shape.len()).map_err(|_| Error::Layout("too many dimensions"))?;
        let strides = match self.strides {
            Some(s) if s.len() != self.shape.len() => return Err(Error::Layout("strides and shape differ in length")),
            Some(s) => s,
            None => compact_strides(&self.shape)?,
        };
        if !B::WRITABLE && forced_flags::<B>() == 0 {
            return Err(Error::NotWritable("a buffer others may read needs the read-only flag, which this header does not define"));
        }
        let byte_offset = self.offset.checked_mul(core::mem::size_of::<T>()).ok_or(Error::SizeOverflow)?;
        if !self.align.is_power_of_two() {
            return Err(Error::Layout("an alignment that is not a power of two"));
        }
        if (self.data.as_ptr() as usize).wrapping_add(byte_offset) % self.align != 0 {
            return Err(Error::Misaligned { align: self.align });
        }
        let mut holder = Box::new(Holder {
            // SAFETY: `Managed`'s contract: all-zero bytes are a valid struct.
            managed: unsafe { core::mem::zeroed::<M>() },
            data: self.data,
            shape: self.shape,
            strides,
        });
        let (data, shape, strides) = (holder.data.as_ptr().cast_mut(), holder.shape.as_mut_ptr(), holder.strides.as_mut_ptr());
        let t = holder.managed.tensor_mut();
        t.data = data.cast();
        t.byte_offset = byte_offset as _;
        t.ndim = ndim;
        t.shape = shape;
        t.strides = strides;
        t.dtype = T::dtype();
        match self.device {
            Some(device) => t.device = device,
            None => t.device.device_type = DLDeviceType::CPU,
        }
        write_version(&mut holder.managed, self.version, self.flags)?;
        // SAFETY: the tensor points into the holder, which lives until the deleter.
        let view = unsafe { TensorView::new(holder.managed.tensor(), holder.managed.producer_version()) };
        view.validate()?;
        // What this crate's consumer (Owned::from_raw) refuses, its producer does not make.
        check_flags(&holder.managed)?;
        let (low, high) = view.span()?;
        // The first element is data[offset]; the others are data[offset + low ..= offset + high].
        let (first, len) = (self.offset as i128, holder.data.len() as i128);
        if view.numel()? != 0 && (first + i128::from(low) < 0 || first + i128::from(high) >= len) {
            return Err(Error::Layout("shape, strides and offset address elements outside the data"));
        }
        let raw = Box::into_raw(holder);
        // SAFETY: `raw` is a live Holder; its first field is the struct.
        unsafe {
            (*raw).managed.set_owner(raw.cast(), delete::<M, B>);
            Owned::from_raw(raw.cast::<M>())
        }
    }
}

// The version and flags of a new struct, or why they cannot be written.
fn write_version<M: Managed>(m: &mut M, version: Option<(u32, u32)>, flags: u64) -> Result<(), Error> {
    match (HEADER_VERSION, version) {
        (None, Some(_)) => return Err(Error::NotWritable("this header declares no version")),
        (None, None) => {}
        (Some(header), asked) => {
            let (major, minor) = asked.unwrap_or(header);
            if major != header.0 || minor > header.1 {
                return Err(Error::NotWritable("a version of another major, or a newer minor, than this header's"));
            }
            if !m.set_producer_version((major, minor)) && asked.is_some() {
                return Err(Error::NotWritable("the struct has no version field"));
            }
        }
    }
    let defined: &[u64] = &[DLPACK_FLAG_BITMASK_READ_ONLY, DLPACK_FLAG_BITMASK_IS_COPIED, DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED, ];
    if flags & !defined.iter().fold(0, |all, bit| all | bit) != 0 {
        return Err(Error::NotWritable("flags this header does not define"));
    }
    if flags != 0 && !m.set_flags(flags) {
        return Err(Error::NotWritable("the struct has no flags field"));
    }
    Ok(())
}

// Row-major strides of `shape`.
fn compact_strides(shape: &[Extent]) -> Result<Vec<Extent>, Error> {
    let mut strides = alloc::vec![0; shape.len()];
    let mut next: Extent = 1;
    for (stride, &extent) in strides.iter_mut().zip(shape).rev() {
        *stride = next;
        next = next.checked_mul(extent.max(1)).ok_or(Error::NumelOverflow)?;
    }
    Ok(strides)
}

impl<M: Managed> Owned<M> {
    /// A managed tensor of `data` with `shape`, row-major, on the CPU
    /// ([`Builder`] for more); [`Error::Layout`] when the shape does not
    /// describe exactly `data.len()` elements.
    ///
    /// # Errors
    /// [`Error::Layout`], and those of [`Builder::build`].
    pub fn from_vec<T: Element>(data: Vec<T>, shape: &[Extent]) -> Result<Self, Error> {
        let one: Extent = 1;
        let numel = shape.iter().try_fold(one, |n, &e| if e < 0 { None } else { n.checked_mul(e) });
        if numel.and_then(|n| usize::try_from(n).ok()) != Some(data.len()) {
            return Err(Error::Layout("the shape does not describe exactly the elements given"));
        }
        Builder::new(data, shape).build()
    }
}

#[cfg(test)]
#[allow(non_snake_case)] // named after the C struct
mod tests_DLManagedTensorVersioned {
    use super::*;
    type M = DLManagedTensorVersioned;

    #[test]
    fn builds_what_it_is_given() {
        let owned: Owned<M> = Owned::from_vec(alloc::vec![1.5f64, 2.5, 3.5], &[3]).unwrap();
        let v = owned.view();
        assert_eq!(v.as_slice::<f64>(), Ok(&[1.5, 2.5, 3.5][..]));
        assert_eq!(v.strides(), Some(&[1][..]));
        assert_eq!(owned.get().tensor().device.device_id, 0);
        let raw = owned.into_raw();
        // SAFETY: a tensor the builder made, handed back once.
        let again = unsafe { Owned::from_raw(raw) }.unwrap();
        assert_eq!(again.view().get::<f64>(&[2]), Ok(3.5));

        // Reversed: a negative stride from the last element.
        let r: Owned<M> = Builder::new(alloc::vec![0u8, 1, 2, 3], &[4]).strides(&[-1]).offset(3).build().unwrap();
        assert_eq!(r.view().byte_offset(), 3);
        let read: alloc::vec::Vec<u8> = r.view().elements::<u8>().unwrap().collect();
        assert_eq!(read, [3, 2, 1, 0]);
        // Zero elements need no data.
        let empty: Owned<M> = Owned::from_vec(alloc::vec::Vec::<i16>::new(), &[0, 5]).unwrap();
        assert_eq!(empty.view().as_slice::<i16>(), Ok(&[][..]));
        let scalar: Owned<M> = Owned::from_vec(alloc::vec![7i16], &[]).unwrap();
        assert_eq!(scalar.view().get::<i16>(&[]), Ok(7));
    }

    // A buffer of the test's own that counts its drops.
    struct Counted {
        data: Vec<i32>,
        drops: Arc<core::sync::atomic::AtomicUsize>,
    }
    impl Drop for Counted {
        fn drop(&mut self) {
            self.drops.fetch_add(1, core::sync::atomic::Ordering::SeqCst);
        }
    }
    // SAFETY: the Vec's heap buffer stays where it is while the value lives.
    unsafe impl Buffer for Counted {
        type Elem = i32;
        fn as_ptr(&self) -> *const i32 {
            self.data.as_ptr()
        }
        fn len(&self) -> usize {
            self.data.len()
        }
    }

    #[test]
    fn exports_memory_its_owner_holds_without_a_copy() {
        use core::sync::atomic::{AtomicUsize, Ordering::SeqCst};
        let drops = Arc::new(AtomicUsize::new(0));
        let data = alloc::vec![1i32, 2, 3, 4, 5, 6];
        let first = data.as_ptr();
        let owned: Owned<M> = Builder::from_owner(Counted { data, drops: drops.clone() }, &[2, 3]).build().unwrap();
        assert_eq!(owned.view().data().cast_const().cast::<i32>(), first, "the owner's memory, not a copy");
        assert_eq!(owned.view().get::<i32>(&[1, 2]), Ok(6));
        // Handed to a consumer, which lets go through the deleter: the owner is dropped then, once.
        let raw = owned.into_raw();
        assert_eq!(drops.load(SeqCst), 0);
        // SAFETY: a tensor the builder made, handed over once.
        drop(unsafe { Owned::<M>::from_raw(raw) }.unwrap());
        assert_eq!(drops.load(SeqCst), 1);
        // A refused layout drops the owner once too.
        let refused = Builder::from_owner(Counted { data: alloc::vec![0; 6], drops: drops.clone() }, &[7]).build::<M>();
        assert!(matches!(refused, Err(Error::Layout(_))));
        assert_eq!(drops.load(SeqCst), 2);

        let boxed: Box<[f32]> = alloc::vec![0.5f32; 4].into_boxed_slice();
        let first = boxed.as_ptr();
        let b: Owned<M> = Builder::from_owner(boxed, &[2, 2]).build().unwrap();
        assert_eq!(b.view().data().cast_const().cast::<f32>(), first);

        // An Arc's slice others may read: read-only where the struct can say so, refused where it cannot.
        let shared: Arc<[i16]> = Arc::from(alloc::vec![1i16, 2, 3]);
        let built = Builder::from_owner(shared.clone(), &[3]).build::<M>();
        let mut ro = built.unwrap();
        assert!(ro.read_only());
        assert_eq!(ro.view().data().cast_const().cast::<i16>(), shared.as_ptr());
        assert_eq!(ro.as_mut_slice::<i16>(), Err(Error::ReadOnly));
        assert_eq!(Arc::strong_count(&shared), 2);
        drop(ro);
        assert_eq!(Arc::strong_count(&shared), 1, "the tensor let go of its share");
    }

    #[test]
    fn aligns_what_it_allocates_and_checks_what_it_is_asked() {
        // The crate's own allocation: DEFAULT_ALIGN, whatever the element.
        for len in [0usize, 1, 3, 100] {
            let data: Vec<u8> = (0..len).map(|i| u8::try_from(i % 256).unwrap()).collect();
            let b = Builder::copy_from(&data, &[Extent::try_from(len).unwrap()]).align(DEFAULT_ALIGN);
            let t: Owned<M> = b.build().unwrap();
            assert_eq!(t.view().data() as usize % DEFAULT_ALIGN, 0, "{len} elements");
            assert_eq!(t.view().as_slice::<u8>(), Ok(&data[..]));
        }
        let a = Aligned::copy_from_aligned(&[1.0f64, 2.0], 4096).unwrap();
        assert_eq!((a.as_ptr() as usize % 4096, a.align(), a.as_slice()), (0, 4096, &[1.0, 2.0][..]));
        assert!(Aligned::copy_from_aligned(&[1u8], 48).is_none());
        // A smaller request than the type's own alignment gets the type's.
        assert_eq!(Aligned::copy_from_aligned(&[1u64], 1).unwrap().align(), core::mem::align_of::<u64>());
        // Asked of memory the caller gives: the first element, after the offset, must sit there.
        let block = Aligned::copy_from(&[0u8; 80]);
        assert!(Builder::from_owner(block, &[8]).offset(64).align(64).build::<M>().is_ok());
        let block = Aligned::copy_from(&[0u8; 80]);
        assert_eq!(Builder::from_owner(block, &[8]).offset(8).align(64).build::<M>().unwrap_err(), Error::Misaligned { align: 64 });
        assert!(matches!(Builder::new(alloc::vec![0u8; 4], &[4]).align(3).build::<M>(), Err(Error::Layout(_))));
    }

    #[test]
    fn describes_device_memory_it_never_reads() {
        // The device struct of a CPU tensor (all its fields, padding members included), moved.
        let mut device = Owned::<M>::from_vec(alloc::vec![0u8], &[1]).unwrap().view().device();
        device.device_type = DLDeviceType::CUDA;
        device.device_id = 1;
        // SAFETY: no one reads these elements: the test only describes them.
        let t: Owned<M> = unsafe { Builder::new(alloc::vec![1.0f32, 2.0, 3.0], &[3]).on_device(device) }.build().unwrap();
        let view = t.view();
        assert_eq!(view.device(), device);
        assert_eq!(view.shape(), &[3]);
        let refused = view.as_slice::<f32>().unwrap_err();
        assert_eq!(refused, Error::NotHostAccessible(i64::from(DLDeviceType::CUDA.0)));
        assert!(alloc::format!("{refused}").contains("host code cannot read"), "{refused}");
        assert!(view.elements::<f32>().is_err());
    }

    #[test]
    fn refuses_what_a_consumer_would() {
        let refused = |b: Builder<i32>| b.build::<M>().unwrap_err();
        let data = || alloc::vec![0i32; 6];
        assert!(matches!(Owned::<M>::from_vec(data(), &[2, 2]), Err(Error::Layout(_))));
        assert!(matches!(Owned::<M>::from_vec(data(), &[-2, -3]), Err(Error::Layout(_))));
        assert!(matches!(refused(Builder::new(data(), &[2, 3]).strides(&[3])), Error::Layout(_)));
        assert!(matches!(refused(Builder::new(data(), &[2, 3]).strides(&[4, 1])), Error::Layout(_)));
        assert!(matches!(refused(Builder::new(data(), &[6]).strides(&[-1])), Error::Layout(_)));
        assert!(matches!(refused(Builder::new(data(), &[2, 3]).offset(1)), Error::Layout(_)));
        assert_eq!(refused(Builder::new(data(), &[-1])), Error::NegativeDimension { dim: 0, extent: -1 });
        assert_eq!(refused(Builder::new(data(), &[Extent::MAX, 3])), Error::NumelOverflow);
        assert_eq!(refused(Builder::new(data(), &[3, 2]).strides(&[Extent::MAX, 1])), Error::SizeOverflow);
        let (major, minor) = HEADER_VERSION.unwrap();
        assert!(matches!(refused(Builder::new(data(), &[6]).version(major, minor + 1)), Error::NotWritable(_)));
        assert!(matches!(refused(Builder::new(data(), &[6]).version(major + 1, 0)), Error::NotWritable(_)));
        assert_eq!(refused(Builder::new(data(), &[6]).flags(1 << 63)), Error::NotWritable("flags this header does not define"));
        // What the consumer refuses, the producer does not make: the padded flag on int32,
        // or in a version from before it.
        assert_eq!(refused(Builder::new(data(), &[6]).flags(DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED)), Error::PaddedNotSubbyte);
        if 1 > 0 {
            let old = Builder::new(data(), &[6]).flags(DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED).version(1, 1 - 1);
            assert_eq!(refused(old), Error::UnknownFlags(DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED));
        }
        let mut ro: Owned<M> = Builder::new(data(), &[6]).flags(DLPACK_FLAG_BITMASK_READ_ONLY).build().unwrap();
        assert!(ro.read_only());
        assert_eq!(ro.as_mut_slice::<i32>(), Err(Error::ReadOnly));
        let mut rw: Owned<M> = Owned::from_vec(data(), &[6]).unwrap();
        rw.as_mut_slice::<i32>().unwrap()[5] = 9;
        assert_eq!(rw.view().get::<i32>(&[5]), Ok(9));
    }
}

#[cfg(test)]
#[allow(non_snake_case)] // named after the C struct
mod tests_DLManagedTensor {
    use super::*;
    type M = DLManagedTensor;

    #[test]
    fn builds_what_it_is_given() {
        let owned: Owned<M> = Owned::from_vec(alloc::vec![1.5f64, 2.5, 3.5], &[3]).unwrap();
        let v = owned.view();
        assert_eq!(v.as_slice::<f64>(), Ok(&[1.5, 2.5, 3.5][..]));
        assert_eq!(v.strides(), Some(&[1][..]));
        assert_eq!(owned.get().tensor().device.device_id, 0);
        let raw = owned.into_raw();
        // SAFETY: a tensor the builder made, handed back once.
        let again = unsafe { Owned::from_raw(raw) }.unwrap();
        assert_eq!(again.view().get::<f64>(&[2]), Ok(3.5));

        // Reversed: a negative stride from the last element.
        let r: Owned<M> = Builder::new(alloc::vec![0u8, 1, 2, 3], &[4]).strides(&[-1]).offset(3).build().unwrap();
        assert_eq!(r.view().byte_offset(), 3);
        let read: alloc::vec::Vec<u8> = r.view().elements::<u8>().unwrap().collect();
        assert_eq!(read, [3, 2, 1, 0]);
        // Zero elements need no data.
        let empty: Owned<M> = Owned::from_vec(alloc::vec::Vec::<i16>::new(), &[0, 5]).unwrap();
        assert_eq!(empty.view().as_slice::<i16>(), Ok(&[][..]));
        let scalar: Owned<M> = Owned::from_vec(alloc::vec![7i16], &[]).unwrap();
        assert_eq!(scalar.view().get::<i16>(&[]), Ok(7));
    }

    // A buffer of the test's own that counts its drops.
    struct Counted {
        data: Vec<i32>,
        drops: Arc<core::sync::atomic::AtomicUsize>,
    }
    impl Drop for Counted {
        fn drop(&mut self) {
            self.drops.fetch_add(1, core::sync::atomic::Ordering::SeqCst);
        }
    }
    // SAFETY: the Vec's heap buffer stays where it is while the value lives.
    unsafe impl Buffer for Counted {
        type Elem = i32;
        fn as_ptr(&self) -> *const i32 {
            self.data.as_ptr()
        }
        fn len(&self) -> usize {
            self.data.len()
        }
    }

    #[test]
    fn exports_memory_its_owner_holds_without_a_copy() {
        use core::sync::atomic::{AtomicUsize, Ordering::SeqCst};
        let drops = Arc::new(AtomicUsize::new(0));
        let data = alloc::vec![1i32, 2, 3, 4, 5, 6];
        let first = data.as_ptr();
        let owned: Owned<M> = Builder::from_owner(Counted { data, drops: drops.clone() }, &[2, 3]).build().unwrap();
        assert_eq!(owned.view().data().cast_const().cast::<i32>(), first, "the owner's memory, not a copy");
        assert_eq!(owned.view().get::<i32>(&[1, 2]), Ok(6));
        // Handed to a consumer, which lets go through the deleter: the owner is dropped then, once.
        let raw = owned.into_raw();
        assert_eq!(drops.load(SeqCst), 0);
        // SAFETY: a tensor the builder made, handed over once.
        drop(unsafe { Owned::<M>::from_raw(raw) }.unwrap());
        assert_eq!(drops.load(SeqCst), 1);
        // A refused layout drops the owner once too.
        let refused = Builder::from_owner(Counted { data: alloc::vec![0; 6], drops: drops.clone() }, &[7]).build::<M>();
        assert!(matches!(refused, Err(Error::Layout(_))));
        assert_eq!(drops.load(SeqCst), 2);

        let boxed: Box<[f32]> = alloc::vec![0.5f32; 4].into_boxed_slice();
        let first = boxed.as_ptr();
        let b: Owned<M> = Builder::from_owner(boxed, &[2, 2]).build().unwrap();
        assert_eq!(b.view().data().cast_const().cast::<f32>(), first);

        // An Arc's slice others may read: read-only where the struct can say so, refused where it cannot.
        let shared: Arc<[i16]> = Arc::from(alloc::vec![1i16, 2, 3]);
        let built = Builder::from_owner(shared.clone(), &[3]).build::<M>();
        assert!(matches!(built, Err(Error::NotWritable(_))));
        assert_eq!(Arc::strong_count(&shared), 1, "the tensor let go of its share");
    }

    #[test]
    fn aligns_what_it_allocates_and_checks_what_it_is_asked() {
        // The crate's own allocation: DEFAULT_ALIGN, whatever the element.
        for len in [0usize, 1, 3, 100] {
            let data: Vec<u8> = (0..len).map(|i| u8::try_from(i % 256).unwrap()).collect();
            let b = Builder::copy_from(&data, &[Extent::try_from(len).unwrap()]).align(DEFAULT_ALIGN);
            let t: Owned<M> = b.build().unwrap();
            assert_eq!(t.view().data() as usize % DEFAULT_ALIGN, 0, "{len} elements");
            assert_eq!(t.view().as_slice::<u8>(), Ok(&data[..]));
        }
        let a = Aligned::copy_from_aligned(&[1.0f64, 2.0], 4096).unwrap();
        assert_eq!((a.as_ptr() as usize % 4096, a.align(), a.as_slice()), (0, 4096, &[1.0, 2.0][..]));
        assert!(Aligned::copy_from_aligned(&[1u8], 48).is_none());
        // A smaller request than the type's own alignment gets the type's.
        assert_eq!(Aligned::copy_from_aligned(&[1u64], 1).unwrap().align(), core::mem::align_of::<u64>());
        // Asked of memory the caller gives: the first element, after the offset, must sit there.
        let block = Aligned::copy_from(&[0u8; 80]);
        assert!(Builder::from_owner(block, &[8]).offset(64).align(64).build::<M>().is_ok());
        let block = Aligned::copy_from(&[0u8; 80]);
        assert_eq!(Builder::from_owner(block, &[8]).offset(8).align(64).build::<M>().unwrap_err(), Error::Misaligned { align: 64 });
        assert!(matches!(Builder::new(alloc::vec![0u8; 4], &[4]).align(3).build::<M>(), Err(Error::Layout(_))));
    }

    #[test]
    fn describes_device_memory_it_never_reads() {
        // The device struct of a CPU tensor (all its fields, padding members included), moved.
        let mut device = Owned::<M>::from_vec(alloc::vec![0u8], &[1]).unwrap().view().device();
        device.device_type = DLDeviceType::CUDA;
        device.device_id = 1;
        // SAFETY: no one reads these elements: the test only describes them.
        let t: Owned<M> = unsafe { Builder::new(alloc::vec![1.0f32, 2.0, 3.0], &[3]).on_device(device) }.build().unwrap();
        let view = t.view();
        assert_eq!(view.device(), device);
        assert_eq!(view.shape(), &[3]);
        let refused = view.as_slice::<f32>().unwrap_err();
        assert_eq!(refused, Error::NotHostAccessible(i64::from(DLDeviceType::CUDA.0)));
        assert!(alloc::format!("{refused}").contains("host code cannot read"), "{refused}");
        assert!(view.elements::<f32>().is_err());
    }

    #[test]
    fn refuses_what_a_consumer_would() {
        let refused = |b: Builder<i32>| b.build::<M>().unwrap_err();
        let data = || alloc::vec![0i32; 6];
        assert!(matches!(Owned::<M>::from_vec(data(), &[2, 2]), Err(Error::Layout(_))));
        assert!(matches!(Owned::<M>::from_vec(data(), &[-2, -3]), Err(Error::Layout(_))));
        assert!(matches!(refused(Builder::new(data(), &[2, 3]).strides(&[3])), Error::Layout(_)));
        assert!(matches!(refused(Builder::new(data(), &[2, 3]).strides(&[4, 1])), Error::Layout(_)));
        assert!(matches!(refused(Builder::new(data(), &[6]).strides(&[-1])), Error::Layout(_)));
        assert!(matches!(refused(Builder::new(data(), &[2, 3]).offset(1)), Error::Layout(_)));
        assert_eq!(refused(Builder::new(data(), &[-1])), Error::NegativeDimension { dim: 0, extent: -1 });
        assert_eq!(refused(Builder::new(data(), &[Extent::MAX, 3])), Error::NumelOverflow);
        assert_eq!(refused(Builder::new(data(), &[3, 2]).strides(&[Extent::MAX, 1])), Error::SizeOverflow);
        let (major, minor) = HEADER_VERSION.unwrap();
        assert!(matches!(refused(Builder::new(data(), &[6]).version(major, minor + 1)), Error::NotWritable(_)));
        assert!(matches!(refused(Builder::new(data(), &[6]).version(major + 1, 0)), Error::NotWritable(_)));
        assert!(matches!(refused(Builder::new(data(), &[6]).version(0, 0)), Error::NotWritable(_)));
        assert_eq!(refused(Builder::new(data(), &[6]).flags(1)), Error::NotWritable("the struct has no flags field"));
        let mut rw: Owned<M> = Owned::from_vec(data(), &[6]).unwrap();
        rw.as_mut_slice::<i32>().unwrap()[5] = 9;
        assert_eq!(rw.view().get::<i32>(&[5]), Ok(9));
    }
}
