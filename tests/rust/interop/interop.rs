//! The Rust side of the interop test (tests/rust/interop/run.sh), built against
//! the crate generated from one dlpack.h and linked with producer.c compiled
//! against the same header:
//!
//! - C -> Rust: C's tensor taken by `dlpack::safe::Owned::from_raw`, read
//!   through the view (shape, strides, dtype `Display`, device, data, flags),
//!   dropped: C's deleter runs exactly once, at the drop.
//! - C -> Rust -> C: `Owned::into_raw` gives it back without calling the
//!   deleter; C checks it and deletes it: once.
//! - C -> Rust, typed: the elements read through `as_slice`, `get` and
//!   `elements`, and a wrong element type refused.
//! - Rust -> C: a tensor the crate's `Builder` makes (feature `alloc`) is
//!   consumed and deleted by C through the crate's deleter; under `--asan` a
//!   leak or a second free fails the run.
//!
//! - With DLPACK_INTEROP_ROUND_TRIPS set, only this: 10,000 round trips of
//!   each, refusals included; resident memory grows by less than 1 MB.
//!
//! Each for `DLManagedTensorVersioned` (cfg `dl_versioned`, v1.0 on) and the
//! legacy `DLManagedTensor` (v0.2 on). cfg `dl_ctx`: DLTensor's device field
//! is `ctx` (before v0.4). Panics (exit 101) on any failure.
#![allow(unexpected_cfgs)]

use dlpack::producer::Builder;
use dlpack::safe::{Managed, Owned};
use dlpack::*;

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
    assert_eq!(v.numel(), Ok(6), "{what}: numel");
    assert_eq!(v.dtype().to_string(), "float32", "{what}: dtype Display");
    assert_eq!(v.dtype().code, DLDataTypeCode::FLOAT.0 as u8, "{what}: dtype code");
    assert_eq!(dev!(v.raw()).device_type, DLDeviceType::CPU, "{what}: device type");
    assert_eq!(dev!(v.raw()).device_id, 0, "{what}: device id");
    assert_eq!(v.byte_offset(), 0, "{what}: byte_offset");
    assert!(!v.data().is_null(), "{what}: data");
    let data = v.as_slice::<f32>().unwrap_or_else(|e| panic!("{what}: as_slice::<f32>: {e}"));
    assert_eq!(data, &DATA, "{what}: data");
    assert_eq!(v.get::<f32>(&[1, 2]), Ok(5.0), "{what}: get");
    assert_eq!(v.elements::<f32>().map(|e| e.sum::<f32>()), Ok(15.0), "{what}: elements");
    assert!(matches!(v.as_slice::<i32>(), Err(dlpack::safe::Error::DtypeMismatch { .. })), "{what}: as_slice::<i32>");
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

/// A tensor made by the crate's producer (`dlpack::producer::Builder`): the
/// crate's deleter frees it; ASan (`--asan`) reports a leak or a double free.
fn rust_tensor<M: Managed>(flags: u64) -> *mut M {
    let owned: Owned<M> = Builder::new(DATA.to_vec(), &[2, 3])
        .flags(flags)
        .build()
        .unwrap_or_else(|e| panic!("the crate's builder refused: {e}"));
    owned.into_raw()
}

/// Resident memory in bytes (Linux: /proc/self/statm), 0 when unknown.
fn resident() -> usize {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    statm.split_whitespace().nth(1).and_then(|pages| pages.parse::<usize>().ok()).unwrap_or(0) * 4096
}

/// 10,000 rounds of: Rust -> C (the builder's tensor, deleted by C), C -> Rust
/// (C's tensor, dropped), and a refusal (the builder's: nothing is left);
/// resident memory grows by less than 1 MB. run.sh runs it as a second
/// process (DLPACK_INTEROP_ROUND_TRIPS=1), under ASan with its quarantine of
/// freed memory off (which would grow without a leak) and its leak check on.
fn round_trips() {
    let run = |rounds: usize| {
        for _ in 0..rounds {
            // SAFETY: C takes ownership and calls the crate's deleter.
            unsafe { consume_and_delete_legacy(rust_tensor::<DLManagedTensor>(0)) };
            // SAFETY: C hands over a fresh managed tensor it no longer touches.
            drop(unsafe { Owned::from_raw(make_legacy_tensor()) }.expect("C's tensor"));
            let refused = Builder::new(DATA.to_vec(), &[7]).build::<DLManagedTensor>();
            assert!(matches!(refused, Err(dlpack::safe::Error::Layout(_))), "7 elements of 6: {refused:?}");
        }
    };
    run(10_000); // the allocator's steady state (ASan's takes a while)
    let before = resident();
    run(10_000);
    let grown = resident().saturating_sub(before);
    assert_eq!(c_errors(), 0, "round trips: C's consumer found problems (stderr)");
    assert!(grown < 1 << 20, "round trips: resident memory grew by {grown} bytes over 10,000 rounds");
    println!("ok  10,000 round trips (Rust -> C, C -> Rust, a refusal): resident memory grew by {grown} bytes");
}

fn main() {
    let header = dlpack::HEADER_FILE;
    if std::env::var_os("DLPACK_INTEROP_ROUND_TRIPS").is_some() {
        round_trips();
        return;
    }

    // ---- legacy DLManagedTensor
    c_to_rust::<DLManagedTensor>("DLManagedTensor", make_legacy_tensor, consume_and_delete_legacy, |o| {
        assert_eq!(o.flags(), 0, "DLManagedTensor: a legacy tensor has no flags");
        assert_eq!(o.view().producer(), None, "DLManagedTensor: a legacy tensor states no version");
    });
    let c_before = c_deleted();
    // SAFETY: C takes ownership and calls the crate's deleter.
    unsafe { consume_and_delete_legacy(rust_tensor::<DLManagedTensor>(0)) };
    assert_eq!(c_errors(), 0, "DLManagedTensor: C's consumer found problems in Rust's tensor (stderr)");
    assert_eq!(c_deleted(), c_before, "DLManagedTensor: C's own deleter must not run for Rust's tensor");
    println!("ok  Rust -> C DLManagedTensor: the crate's Builder made it; C checked it and called the crate's deleter");

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
        let c_before = c_deleted();
        // SAFETY: C takes ownership and calls the crate's deleter.
        unsafe { consume_and_delete(rust_tensor::<DLManagedTensorVersioned>(DLPACK_FLAG_BITMASK_IS_COPIED)) };
        assert_eq!(c_errors(), 0, "DLManagedTensorVersioned: C's consumer found problems in Rust's tensor (stderr)");
        assert_eq!(unsafe { last_flags() }, DLPACK_FLAG_BITMASK_IS_COPIED, "DLManagedTensorVersioned: C read other flags");
        assert_eq!(c_deleted(), c_before, "DLManagedTensorVersioned: C's own deleter must not run for Rust's tensor");
        println!("ok  Rust -> C DLManagedTensorVersioned: the crate's Builder made it; C checked version, flags, tensor and called the crate's deleter");
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
