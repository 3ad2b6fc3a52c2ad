// Generated from dlpack-v1.3-torch.h v1.3 (sha256 d96863716c6d) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! The unit tests of `safe.rs`: views, overflow, the strides rule, owners.

use super::*;

fn tensor(shape: &mut [Extent], strides: Option<&mut [Extent]>) -> DLTensor {
    // SAFETY: all-zero bytes are a valid value of every field (integers,
    // NULL pointers, None function pointers).
    let mut t: DLTensor = unsafe { core::mem::zeroed() };
    t.ndim = Ndim::try_from(shape.len()).unwrap();
    t.shape = shape.as_mut_ptr();
    // A dtype validate() accepts: the first code, one byte, one lane.
    t.dtype = DLDataType::new(0, 8, 1);
    if let Some(s) = strides {
        t.strides = s.as_mut_ptr();
    }
    t
}

#[test]
fn shape_and_compact_strides() {
    let mut shape = [2, 3, 4];
    let t = tensor(&mut shape, None);
    // SAFETY: shape lives as long as the view.
    let v = unsafe { TensorView::new(&t, None) };
    assert_eq!(v.ndim(), 3);
    assert_eq!(v.shape(), &[2, 3, 4]);
    assert_eq!(v.strides(), None);
    assert_eq!((v.stride(0), v.stride(1), v.stride(2)), (12, 4, 1));
    assert!(v.is_contiguous());
    assert_eq!(v.numel(), Ok(24));
    assert_eq!(v.span(), Ok((0, 23)));
    assert_eq!(v.validate(), Ok(()));
}

#[test]
fn overflow_is_an_error() {
    // The element count.
    let mut shape = [Extent::MAX, 2];
    let t = tensor(&mut shape, None);
    // SAFETY: shape lives as long as the view.
    let v = unsafe { TensorView::new(&t, None) };
    assert_eq!(v.numel(), Err(Error::NumelOverflow));
    assert_eq!(v.validate(), Err(Error::NumelOverflow));
    // A dimension of 0 makes any product 0.
    let mut shape = [Extent::MAX, 2, 0];
    let t = tensor(&mut shape, None);
    // SAFETY: as above.
    let v = unsafe { TensorView::new(&t, None) };
    assert_eq!(v.numel(), Ok(0));
    assert_eq!(v.validate(), Ok(()));
    // The span: few elements, strides that reach past the integer range.
    let mut shape = [3, 2];
    let mut strides = [Extent::MAX / 2 + 1, -1];
    let t = tensor(&mut shape, Some(&mut strides));
    // SAFETY: shape and strides live as long as the view.
    let v = unsafe { TensorView::new(&t, None) };
    assert_eq!(v.numel(), Ok(6));
    assert_eq!(v.span(), Err(Error::SizeOverflow));
    assert_eq!(v.validate(), Err(Error::SizeOverflow));
    let mut strides = [-(Extent::MAX / 4), -1];
    let t = tensor(&mut shape, Some(&mut strides));
    // SAFETY: as above.
    let v = unsafe { TensorView::new(&t, None) };
    assert_eq!(v.span(), Ok((-(Extent::MAX / 4) * 2 - 1, 0)));
    // The byte size: 2^61 elements of 64 bits.
    let mut shape = [1 << 61];
    let mut t = tensor(&mut shape, None);
    t.dtype.bits = 64;
    t.dtype.lanes = 1;
    // SAFETY: as above.
    let v = unsafe { TensorView::new(&t, None) };
    assert_eq!(v.numel(), Ok(1 << 61));
    assert_eq!(v.nbytes(), Err(Error::SizeOverflow));
    assert_eq!(v.validate(), Err(Error::SizeOverflow));
    // Packed sub-byte elements round up once: 3 elements of 4 bits are 2 bytes.
    let mut shape = [3];
    let mut t = tensor(&mut shape, None);
    t.dtype.bits = 4;
    t.dtype.lanes = 1;
    // SAFETY: as above.
    let v = unsafe { TensorView::new(&t, None) };
    assert_eq!(v.nbytes(), Ok(2));
}

#[test]
fn explicit_strides() {
    let mut shape = [3, 2];
    let mut strides = [1, 3];
    let t = tensor(&mut shape, Some(&mut strides));
    // SAFETY: shape and strides live as long as the view.
    let v = unsafe { TensorView::new(&t, None) };
    assert_eq!(v.strides(), Some(&[1, 3][..]));
    assert_eq!(v.stride(1), 3);
    assert!(!v.is_contiguous());
}

#[test]
fn validate_refuses() {
    let mut shape = [2, -1];
    let t = tensor(&mut shape, None);
    // SAFETY: shape lives as long as the view.
    let v = unsafe { TensorView::new(&t, None) };
    assert_eq!(v.validate(), Err(Error::NegativeDimension { dim: 1, extent: -1 }));
    let mut t = tensor(&mut [], None);
    t.ndim = -1;
    // SAFETY: ndim < 0: nothing is read.
    let v = unsafe { TensorView::new(&t, None) };
    assert_eq!(v.validate(), Err(Error::NegativeNdim(-1)));
    t.ndim = 2;
    t.shape = core::ptr::null_mut();
    // SAFETY: shape is NULL: validate reads nothing.
    let v = unsafe { TensorView::new(&t, None) };
    assert_eq!(v.validate(), Err(Error::NullShape));
    // A garbage ndim with a one-element shape: refused before shape is read.
    let mut one = [1];
    let mut t = tensor(&mut one, None);
    t.ndim = Ndim::MAX;
    // SAFETY: ndim > MAX_NDIM: validate reads nothing of shape.
    let v = unsafe { TensorView::new(&t, None) };
    assert_eq!(v.validate(), Err(Error::TooManyDims(Ndim::MAX)));
    t.ndim = Ndim::try_from(MAX_NDIM + 1).unwrap();
    // SAFETY: as above.
    let v = unsafe { TensorView::new(&t, None) };
    assert_eq!(v.validate(), Err(Error::TooManyDims(Ndim::try_from(MAX_NDIM + 1).unwrap())));
}

#[test]
fn validate_refuses_a_dtype_that_is_no_element_type() {
    let mut shape = [2];
    let mut t = tensor(&mut shape, None);
    let good = t.dtype;
    // SAFETY: shape lives as long as the views.
    let check = |t: &DLTensor| unsafe { TensorView::new(t, None) }.validate();
    assert_eq!(check(&t), Ok(()));
    t.dtype.lanes = 0;
    assert_eq!(check(&t), Err(Error::InvalidDtype("lanes is 0")));
    t.dtype = good;
    t.dtype.bits = 0;
    assert_eq!(check(&t), Err(Error::InvalidDtype("bits is 0")));
    t.dtype = good;
    t.dtype.code = 255;
    assert_eq!(check(&t), Err(Error::InvalidDtype("a code this header does not know")));
    // bool is 8 bits: 16 is no width of its code.
    t.dtype = DLDataType::new(6, 16, 1);
    assert_eq!(check(&t), Err(Error::InvalidDtype("a width its code does not allow")));
    t.dtype = DLDataType::new(6, 8, 1);
    assert_eq!(check(&t), Ok(()));
}

#[test]
fn strides_rule_follows_the_producer_version() {
    let (major, minor) = STRIDES_REQUIRED_SINCE.unwrap();
    assert!(null_strides_allowed(None));
    assert!(!null_strides_allowed(Some((major, minor))));
    if minor > 0 {
        assert!(null_strides_allowed(Some((major, minor - 1))));
    }
    // The other sides: the next minor and a newer major (with any minor) are
    // under the rule; an older major is not, whatever its minor.
    assert!(!null_strides_allowed(Some((major, minor + 1))));
    assert!(!null_strides_allowed(Some((major + 1, 0))));
    if major > 0 {
        assert!(null_strides_allowed(Some((major - 1, minor + 5))));
    }
    let mut shape = [2];
    let t = tensor(&mut shape, None);
    // SAFETY: shape lives as long as the views.
    let new = unsafe { TensorView::new(&t, Some((major, minor))) };
    assert_eq!(new.validate(), Err(Error::NullStrides));
    let old = unsafe { TensorView::new(&t, None) };
    assert_eq!(old.validate(), Ok(()));
}

#[allow(non_snake_case)] // named after the C struct
mod DLManagedTensorVersioned_owner {
    use super::*;
    use core::sync::atomic::{AtomicUsize, Ordering};

    static DELETED: AtomicUsize = AtomicUsize::new(0);

    unsafe extern "C" fn deleter(m: *mut DLManagedTensorVersioned) {
        DELETED.fetch_add(1, Ordering::SeqCst);
        assert!(!m.is_null());
    }

    fn managed(shape: &mut [Extent]) -> DLManagedTensorVersioned {
        // SAFETY: all-zero bytes are a valid value of every field.
        let mut m: DLManagedTensorVersioned = unsafe { core::mem::zeroed() };
        m.dl_tensor = tensor(shape, None);
        m.deleter = Some(deleter);
        m.version.major = 1;
        m.version.minor = 0;
        m
    }

    // One test (the deleter count is shared): ownership, release and refusal.
    #[test]
    fn deleter_runs_exactly_once() {
        let mut shape = [4, 5];
        let mut m = managed(&mut shape);
        {
            // SAFETY: m outlives the owner; its deleter does not free it.
            let owned = unsafe { Owned::from_raw(&mut m) }.unwrap();
            assert_eq!(owned.view().shape(), &[4, 5]);
            assert_eq!(DELETED.load(Ordering::SeqCst), 0);
        }
        assert_eq!(DELETED.load(Ordering::SeqCst), 1);

        // SAFETY: as above.
        let owned = unsafe { Owned::from_raw(&mut m) }.unwrap();
        let raw = owned.into_raw();
        assert_eq!(DELETED.load(Ordering::SeqCst), 1);
        // SAFETY: as above.
        drop(unsafe { Owned::from_raw(raw) }.unwrap());
        assert_eq!(DELETED.load(Ordering::SeqCst), 2);

        // SAFETY: NULL is refused before anything is read.
        assert_eq!(unsafe { Owned::<DLManagedTensorVersioned>::from_raw(core::ptr::null_mut()) }.unwrap_err(), Error::Null);

        m.version.major = 1 + 1;
        // SAFETY: as above.
        let err = unsafe { Owned::from_raw(&mut m) }.unwrap_err();
        assert_eq!(err, Error::MajorVersionMismatch { major: 1 + 1, minor: 0 });
        assert_eq!(DELETED.load(Ordering::SeqCst), 3, "a refused tensor is deleted");

        // The padded flag came with 1.1: a tensor of an older version may not carry it.
        let padded = DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED;
        m.version.major = 1;
        m.version.minor = 1;
        m.flags = padded as _;
        // one-byte elements: not sub-byte either way; older version: an unknown bit first
        if 1 > 0 {
            m.version.minor = 1 - 1;
            // SAFETY: as above.
            let err = unsafe { Owned::from_raw(&mut m) }.unwrap_err();
            assert_eq!(err, Error::UnknownFlags(padded));
            m.version.minor = 1;
        }
        // Its own version, on a one-byte dtype: not sub-byte.
        // SAFETY: as above.
        let err = unsafe { Owned::from_raw(&mut m) }.unwrap_err();
        assert_eq!(err, Error::PaddedNotSubbyte);
    }
}

#[allow(non_snake_case)] // named after the C struct
mod DLManagedTensor_owner {
    use super::*;
    use core::sync::atomic::{AtomicUsize, Ordering};

    static DELETED: AtomicUsize = AtomicUsize::new(0);

    unsafe extern "C" fn deleter(m: *mut DLManagedTensor) {
        DELETED.fetch_add(1, Ordering::SeqCst);
        assert!(!m.is_null());
    }

    fn managed(shape: &mut [Extent]) -> DLManagedTensor {
        // SAFETY: all-zero bytes are a valid value of every field.
        let mut m: DLManagedTensor = unsafe { core::mem::zeroed() };
        m.dl_tensor = tensor(shape, None);
        m.deleter = Some(deleter);
        m
    }

    // One test (the deleter count is shared): ownership, release and refusal.
    #[test]
    fn deleter_runs_exactly_once() {
        let mut shape = [4, 5];
        let mut m = managed(&mut shape);
        {
            // SAFETY: m outlives the owner; its deleter does not free it.
            let owned = unsafe { Owned::from_raw(&mut m) }.unwrap();
            assert_eq!(owned.view().shape(), &[4, 5]);
            assert_eq!(DELETED.load(Ordering::SeqCst), 0);
        }
        assert_eq!(DELETED.load(Ordering::SeqCst), 1);

        // SAFETY: as above.
        let owned = unsafe { Owned::from_raw(&mut m) }.unwrap();
        let raw = owned.into_raw();
        assert_eq!(DELETED.load(Ordering::SeqCst), 1);
        // SAFETY: as above.
        drop(unsafe { Owned::from_raw(raw) }.unwrap());
        assert_eq!(DELETED.load(Ordering::SeqCst), 2);

        // SAFETY: NULL is refused before anything is read.
        assert_eq!(unsafe { Owned::<DLManagedTensor>::from_raw(core::ptr::null_mut()) }.unwrap_err(), Error::Null);
    }
}
