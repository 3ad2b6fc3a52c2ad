//! The Rust side of the interop test (tests/rust/interop/run.sh), built against
//! the crate generated from one dlpack.h and linked with producer.c compiled
//! against the same header:
//!
//! - C -> Rust: C's tensor taken by `dlpack::safe::Owned::from_raw`, read
//!   through the view (shape, strides, dtype `Display`, device, data, flags),
//!   dropped: C's deleter runs exactly once, at the drop.
//! - C -> Rust -> C: `Owned::into_raw` gives it back without calling the
//!   deleter; C checks it and deletes it: once.
//! - Rust -> C: a tensor Rust builds (a `Box` freed by an `unsafe extern "C"`
//!   deleter that counts) is consumed and deleted by C: Rust's count is exactly 1.
//!
//! Each for `DLManagedTensorVersioned` (cfg `dl_versioned`, v1.0 on) and the
//! legacy `DLManagedTensor` (v0.2 on). cfg `dl_ctx`: DLTensor's device field
//! is `ctx` (before v0.4). Panics (exit 101) on any failure.
#![allow(unexpected_cfgs)]

use dlpack::safe::{Managed, Owned};
use dlpack::*;
use std::sync::atomic::{AtomicUsize, Ordering};

#[cfg(dl_ctx)]
macro_rules! dev {
    ($t:expr) => {
        $t.ctx
    };
}
#[cfg(not(dl_ctx))]
macro_rules! dev {
    ($t:expr) => {
        $t.device
    };
}

extern "C" {
    fn deleted_count() -> core::ffi::c_int;
    fn consume_errors() -> core::ffi::c_int;
    fn make_legacy_tensor() -> *mut DLManagedTensor;
    fn consume_and_delete_legacy(m: *mut DLManagedTensor);
    #[cfg(dl_versioned)]
    fn last_flags() -> u64;
    #[cfg(dl_versioned)]
    fn make_tensor() -> *mut DLManagedTensorVersioned;
    #[cfg(dl_versioned)]
    fn consume_and_delete(m: *mut DLManagedTensorVersioned);
}

fn c_deleted() -> i32 {
    // SAFETY: reads a C int.
    unsafe { deleted_count() }
}

fn c_errors() -> i32 {
    // SAFETY: reads a C int.
    unsafe { consume_errors() }
}

const DATA: [f32; 6] = [0.0, 1.0, 2.0, 3.0, 4.0, 5.0];

/// What C's producer made, read through the crate's safe layer.
fn check_owned<M: Managed>(owned: &Owned<M>, what: &str) {
    let v = owned.view();
    assert_eq!(v.validate(), Ok(()), "{what}: validate");
    assert_eq!(v.ndim(), 2, "{what}: ndim");
    assert_eq!(v.shape(), &[2, 3], "{what}: shape");
    assert_eq!(v.strides(), Some(&[3, 1][..]), "{what}: strides");
    assert!(v.is_contiguous(), "{what}: contiguous");
    assert_eq!(v.numel(), 6, "{what}: numel");
    assert_eq!(v.dtype().to_string(), "float32", "{what}: dtype Display");
    assert_eq!(v.dtype().code, DLDataTypeCode::FLOAT.0 as u8, "{what}: dtype code");
    assert_eq!(dev!(v.raw()).device_type, DLDeviceType::CPU, "{what}: device type");
    assert_eq!(dev!(v.raw()).device_id, 0, "{what}: device id");
    assert_eq!(v.byte_offset(), 0, "{what}: byte_offset");
    assert!(!v.data().is_null(), "{what}: data");
    // SAFETY: C's producer made 6 floats at data + byte_offset, alive until the deleter runs.
    let data = unsafe {
        std::slice::from_raw_parts(
            (v.data() as *const u8).add(v.byte_offset() as usize) as *const f32,
            v.numel() as usize,
        )
    };
    assert_eq!(data, &DATA, "{what}: data");
}

/// C -> Rust (drop), then C -> Rust -> C (into_raw, C deletes).
fn c_to_rust<M: Managed>(what: &str, make: unsafe extern "C" fn() -> *mut M, consume: unsafe extern "C" fn(*mut M), check: fn(&Owned<M>)) {
    let before = c_deleted();
    // SAFETY: C hands over a fresh managed tensor it no longer touches.
    let owned = unsafe { Owned::from_raw(make()) }.unwrap_or_else(|e| panic!("{what}: Owned::from_raw refused C's tensor: {e}"));
    check_owned(&owned, what);
    check(&owned);
    assert_eq!(c_deleted(), before, "{what}: the deleter ran before the drop");
    drop(owned);
    assert_eq!(c_deleted(), before + 1, "{what}: dropping Owned must call C's deleter exactly once");
    println!("ok  C -> Rust {what}: read shape [2, 3], float32, 0..5; drop called C's deleter once");

    let before = c_deleted();
    // SAFETY: as above.
    let owned = unsafe { Owned::from_raw(make()) }.unwrap_or_else(|e| panic!("{what}: Owned::from_raw refused C's tensor: {e}"));
    let raw = owned.into_raw();
    assert_eq!(c_deleted(), before, "{what}: into_raw must not call the deleter");
    // SAFETY: raw is C's own tensor, owned by us; C takes it back and deletes it.
    unsafe { consume(raw) };
    assert_eq!(c_deleted(), before + 1, "{what}: C's consumer must have deleted it exactly once");
    assert_eq!(c_errors(), 0, "{what}: C's consumer found problems (stderr)");
    println!("ok  C -> Rust -> C {what}: into_raw kept it alive; C checked and deleted it once");
}

/// A Rust-made managed tensor: the C struct first, then what it points into.
#[repr(C)]
struct Holder<M> {
    managed: M,
    shape: [i64; 2],
    strides: [i64; 2],
    data: [f32; 6],
}

/// Fills the DLTensor of a boxed holder (pointers into the box, which never moves).
///
/// # Safety
/// `t`, `shape`, `strides`, `data` point into one live holder.
unsafe fn fill(t: *mut DLTensor, shape: *mut [i64; 2], strides: *mut [i64; 2], data: *mut [f32; 6]) {
    // SAFETY: the caller's contract.
    unsafe {
        (*t).data = data.cast();
        dev!((*t)).device_type = DLDeviceType::CPU;
        dev!((*t)).device_id = 0;
        (*t).ndim = 2;
        (*t).dtype = DLDataType { code: DLDataTypeCode::FLOAT.0 as u8, bits: 32, lanes: 1 };
        (*t).shape = shape.cast();
        (*t).strides = strides.cast();
        (*t).byte_offset = 0;
    }
}

fn new_holder<M>() -> *mut Holder<M> {
    Box::into_raw(Box::new(Holder {
        // SAFETY: all-zero bytes are a valid value of every field (integers,
        // NULL pointers, None deleter, newtype enums).
        managed: unsafe { std::mem::zeroed::<M>() },
        shape: [2, 3],
        strides: [3, 1],
        data: DATA,
    }))
}

static RUST_DELETED_LEGACY: AtomicUsize = AtomicUsize::new(0);

unsafe extern "C" fn rust_deleter_legacy(m: *mut DLManagedTensor) {
    // SAFETY: m is the `managed` of a holder made by rust_legacy_tensor, whose
    // manager_ctx is the Box's pointer; C calls this once.
    unsafe {
        let h = (*m).manager_ctx as *mut Holder<DLManagedTensor>;
        assert!(std::ptr::eq(std::ptr::addr_of_mut!((*h).managed), m), "legacy deleter: self is not the holder's tensor");
        drop(Box::from_raw(h));
    }
    RUST_DELETED_LEGACY.fetch_add(1, Ordering::SeqCst);
}

fn rust_legacy_tensor() -> *mut DLManagedTensor {
    let h = new_holder::<DLManagedTensor>();
    // SAFETY: h is a live, exclusively owned box.
    unsafe {
        let m = std::ptr::addr_of_mut!((*h).managed);
        (*m).manager_ctx = h.cast();
        (*m).deleter = Some(rust_deleter_legacy);
        fill(
            std::ptr::addr_of_mut!((*m).dl_tensor),
            std::ptr::addr_of_mut!((*h).shape),
            std::ptr::addr_of_mut!((*h).strides),
            std::ptr::addr_of_mut!((*h).data),
        );
        m
    }
}

#[cfg(dl_versioned)]
static RUST_DELETED_VERSIONED: AtomicUsize = AtomicUsize::new(0);

#[cfg(dl_versioned)]
unsafe extern "C" fn rust_deleter_versioned(m: *mut DLManagedTensorVersioned) {
    // SAFETY: as rust_deleter_legacy.
    unsafe {
        let h = (*m).manager_ctx as *mut Holder<DLManagedTensorVersioned>;
        assert!(std::ptr::eq(std::ptr::addr_of_mut!((*h).managed), m), "versioned deleter: self is not the holder's tensor");
        drop(Box::from_raw(h));
    }
    RUST_DELETED_VERSIONED.fetch_add(1, Ordering::SeqCst);
}

#[cfg(dl_versioned)]
fn rust_versioned_tensor() -> *mut DLManagedTensorVersioned {
    let h = new_holder::<DLManagedTensorVersioned>();
    // SAFETY: h is a live, exclusively owned box.
    unsafe {
        let m = std::ptr::addr_of_mut!((*h).managed);
        (*m).version = DLPackVersion { major: DLPACK_MAJOR_VERSION, minor: DLPACK_MINOR_VERSION };
        (*m).manager_ctx = h.cast();
        (*m).deleter = Some(rust_deleter_versioned);
        (*m).flags = DLPACK_FLAG_BITMASK_IS_COPIED;
        fill(
            std::ptr::addr_of_mut!((*m).dl_tensor),
            std::ptr::addr_of_mut!((*h).shape),
            std::ptr::addr_of_mut!((*h).strides),
            std::ptr::addr_of_mut!((*h).data),
        );
        m
    }
}

fn main() {
    let header = dlpack::HEADER_FILE;

    // ---- legacy DLManagedTensor
    c_to_rust::<DLManagedTensor>("DLManagedTensor", make_legacy_tensor, consume_and_delete_legacy, |o| {
        assert_eq!(o.flags(), 0, "DLManagedTensor: a legacy tensor has no flags");
        assert_eq!(o.view().producer(), None, "DLManagedTensor: a legacy tensor states no version");
    });
    let (c_before, rust_before) = (c_deleted(), RUST_DELETED_LEGACY.load(Ordering::SeqCst));
    // SAFETY: C takes ownership and calls our deleter.
    unsafe { consume_and_delete_legacy(rust_legacy_tensor()) };
    assert_eq!(c_errors(), 0, "DLManagedTensor: C's consumer found problems in Rust's tensor (stderr)");
    assert_eq!(RUST_DELETED_LEGACY.load(Ordering::SeqCst), rust_before + 1, "DLManagedTensor: Rust's deleter must run exactly once");
    assert_eq!(c_deleted(), c_before, "DLManagedTensor: C's own deleter must not run for Rust's tensor");
    println!("ok  Rust -> C DLManagedTensor: C checked it and called Rust's deleter once");

    // ---- DLManagedTensorVersioned
    #[cfg(dl_versioned)]
    {
        c_to_rust::<DLManagedTensorVersioned>("DLManagedTensorVersioned", make_tensor, consume_and_delete, |o| {
            let version = o.get().version;
            assert_eq!((version.major, version.minor), (DLPACK_MAJOR_VERSION, DLPACK_MINOR_VERSION), "versioned: version");
            assert_eq!(o.view().producer(), Some((DLPACK_MAJOR_VERSION, DLPACK_MINOR_VERSION)), "versioned: producer version");
            assert_eq!(o.flags(), DLPACK_FLAG_BITMASK_READ_ONLY, "versioned: flags");
            assert!(o.read_only(), "versioned: read_only()");
            assert!(!o.is_copied(), "versioned: is_copied()");
        });
        assert_eq!(unsafe { last_flags() }, DLPACK_FLAG_BITMASK_READ_ONLY, "versioned: C saw other flags after into_raw");
        let (c_before, rust_before) = (c_deleted(), RUST_DELETED_VERSIONED.load(Ordering::SeqCst));
        // SAFETY: C takes ownership and calls our deleter.
        unsafe { consume_and_delete(rust_versioned_tensor()) };
        assert_eq!(c_errors(), 0, "DLManagedTensorVersioned: C's consumer found problems in Rust's tensor (stderr)");
        assert_eq!(unsafe { last_flags() }, DLPACK_FLAG_BITMASK_IS_COPIED, "DLManagedTensorVersioned: C read other flags");
        assert_eq!(RUST_DELETED_VERSIONED.load(Ordering::SeqCst), rust_before + 1, "DLManagedTensorVersioned: Rust's deleter must run exactly once");
        assert_eq!(c_deleted(), c_before, "DLManagedTensorVersioned: C's own deleter must not run for Rust's tensor");
        println!("ok  Rust -> C DLManagedTensorVersioned: C checked version, flags, tensor and called Rust's deleter once");
    }

    #[cfg(dl_versioned)]
    let kinds = "DLManagedTensorVersioned + DLManagedTensor";
    #[cfg(not(dl_versioned))]
    let kinds = "DLManagedTensor";
    println!(
        "interop {header}: passed ({kinds}); C deleter calls {}, C consumer errors {}",
        c_deleted(),
        c_errors()
    );
}
