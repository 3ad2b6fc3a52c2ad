//! The Rust side of the interop test (tests/outputs/rust/interop/run.sh), built against
//! the crate generated from one dlpack.h and linked with
//! tests/support/interop_producer.c compiled against the same header (its
//! spec A, float32 row-major, for DLManagedTensor; spec B, int16 column-major
//! with a byte_offset and READ_ONLY, for DLManagedTensorVersioned):
//!
//! - C -> Rust: C's tensor taken by `dlpack::safe::Owned::from_raw`, read
//!   through the view (shape, strides, dtype `Display`, device, data, flags),
//!   dropped: C's deleter runs exactly once, at the drop; another major
//!   version and NULL strides (where the header requires strides) refused,
//!   the deleter run once.
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
    fn dlc_deleted() -> core::ffi::c_int;
    fn dlc_errors() -> core::ffi::c_int;
    fn dlc_make_legacy() -> *mut DLManagedTensor;
    fn dlc_consume_legacy(m: *mut DLManagedTensor);
    #[cfg(dl_versioned)]
    fn dlc_last_flags() -> u64;
    #[cfg(dl_versioned)]
    fn dlc_make_versioned(major: u32, null_strides: core::ffi::c_int) -> *mut DLManagedTensorVersioned;
    #[cfg(dl_versioned)]
    fn dlc_consume_versioned(m: *mut DLManagedTensorVersioned);
}

fn c_deleted() -> i32 {
    // SAFETY: reads a C int.
    unsafe { dlc_deleted() }
}

fn c_errors() -> i32 {
    // SAFETY: reads a C int.
    unsafe { dlc_errors() }
}

/// Spec A (tests/support/interop_producer.c): float32 {2, 3}, row-major,
/// element (i, j) = (i * 3 + j) * 0.5.
const SPEC_A: [f32; 6] = [0.0, 0.5, 1.0, 1.5, 2.0, 2.5];

/// Spec B: int16 {3, 2}, column-major (strides {1, 3}), 4 elements of padding
/// (byte_offset 8), element (i, j) = i * 10 + j - 5.
#[cfg(dl_versioned)]
fn spec_b_value(i: usize, j: usize) -> i16 {
    i16::try_from(i * 10 + j).unwrap() - 5
}

/// The storage of spec B as C lays it out: padding 0x7777, then column-major.
#[cfg(dl_versioned)]
fn spec_b_storage() -> Vec<i16> {
    let mut data = vec![0x7777; 4];
    for j in 0..2 {
        for i in 0..3 {
            data.push(spec_b_value(i, j));
        }
    }
    data
}

/// What C made as spec A, read through the crate's safe layer.
fn check_spec_a<M: Managed>(owned: &Owned<M>, what: &str) {
    let v = owned.view();
    assert_eq!(v.validate(), Ok(()), "{what}: validate");
    assert_eq!(v.shape(), &[2, 3], "{what}: shape");
    assert_eq!(v.strides(), Some(&[3, 1][..]), "{what}: strides");
    assert!(v.is_contiguous(), "{what}: contiguous");
    assert_eq!(v.numel(), Ok(6), "{what}: numel");
    assert_eq!(v.dtype().to_string(), "float32", "{what}: dtype Display");
    assert_eq!(v.dtype().code, DLDataTypeCode::FLOAT.0 as u8, "{what}: dtype code");
    assert_eq!(dev!(v.raw()).device_type, DLDeviceType::CPU, "{what}: device type");
    assert_eq!(dev!(v.raw()).device_id, 0, "{what}: device id");
    assert_eq!(v.byte_offset(), 0, "{what}: byte_offset");
    let data = v.as_slice::<f32>().unwrap_or_else(|e| panic!("{what}: as_slice::<f32>: {e}"));
    assert_eq!(data, &SPEC_A, "{what}: data");
    assert_eq!(v.get::<f32>(&[1, 2]), Ok(2.5), "{what}: get");
    assert_eq!(v.elements::<f32>().map(|e| e.sum::<f32>()), Ok(7.5), "{what}: elements");
    assert!(matches!(v.as_slice::<i32>(), Err(dlpack::safe::Error::DtypeMismatch { .. })), "{what}: as_slice::<i32>");
}

/// What C made as spec B: strided, offset, read-only.
#[cfg(dl_versioned)]
fn check_spec_b(owned: &Owned<DLManagedTensorVersioned>, what: &str) {
    let v = owned.view();
    assert_eq!(v.validate(), Ok(()), "{what}: validate");
    assert_eq!(v.shape(), &[3, 2], "{what}: shape");
    assert_eq!(v.strides(), Some(&[1, 3][..]), "{what}: strides");
    assert!(!v.is_contiguous(), "{what}: column-major is not contiguous");
    assert_eq!(v.dtype().to_string(), "int16", "{what}: dtype Display");
    assert_eq!(v.byte_offset(), 8, "{what}: byte_offset");
    assert_eq!(v.as_slice::<i16>(), Err(dlpack::safe::Error::NotContiguous), "{what}: as_slice of a strided tensor");
    for i in 0..3 {
        for j in 0..2 {
            assert_eq!(v.get::<i16>(&[i, j]), Ok(spec_b_value(i, j)), "{what}: get [{i}, {j}]");
        }
    }
    let row_major: Vec<i16> = v.elements::<i16>().unwrap_or_else(|e| panic!("{what}: elements: {e}")).collect();
    assert_eq!(row_major, [-5, -4, 5, 6, 15, 16], "{what}: elements in row-major order");
    let version = owned.get().version;
    assert_eq!((version.major, version.minor), (DLPACK_MAJOR_VERSION, DLPACK_MINOR_VERSION), "{what}: version");
    assert_eq!(v.producer(), Some((DLPACK_MAJOR_VERSION, DLPACK_MINOR_VERSION)), "{what}: producer version");
    assert_eq!(owned.flags(), DLPACK_FLAG_BITMASK_READ_ONLY, "{what}: flags");
    assert!(owned.read_only(), "{what}: read_only()");
    assert!(!owned.is_copied(), "{what}: is_copied()");
}

/// C -> Rust (drop), then C -> Rust -> C (into_raw, C deletes).
fn c_to_rust<M: Managed>(what: &str, make: &dyn Fn() -> *mut M, consume: unsafe extern "C" fn(*mut M), check: &dyn Fn(&Owned<M>)) {
    let before = c_deleted();
    // SAFETY: C hands over a fresh managed tensor it no longer touches.
    let owned = unsafe { Owned::from_raw(make()) }.unwrap_or_else(|e| panic!("{what}: Owned::from_raw refused C's tensor: {e}"));
    check(&owned);
    assert_eq!(c_deleted(), before, "{what}: the deleter ran before the drop");
    drop(owned);
    assert_eq!(c_deleted(), before + 1, "{what}: dropping Owned must call C's deleter exactly once");
    println!("ok  C -> Rust {what}: read through the view; drop called C's deleter once");

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

/// Spec A made by the crate's producer (`dlpack::producer::Builder`): the
/// crate's deleter frees it; ASan (`--asan`) reports a leak or a double free.
fn rust_spec_a() -> *mut DLManagedTensor {
    let owned: Owned<DLManagedTensor> =
        Builder::new(SPEC_A.to_vec(), &[2, 3]).build().unwrap_or_else(|e| panic!("the crate's builder refused: {e}"));
    owned.into_raw()
}

/// Spec B made by the crate's producer, strides and offset included.
#[cfg(dl_versioned)]
fn rust_spec_b(flags: u64) -> *mut DLManagedTensorVersioned {
    let owned: Owned<DLManagedTensorVersioned> = Builder::new(spec_b_storage(), &[3, 2])
        .strides(&[1, 3])
        .offset(4)
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
            unsafe { dlc_consume_legacy(rust_spec_a()) };
            // SAFETY: C hands over a fresh managed tensor it no longer touches.
            drop(unsafe { Owned::from_raw(dlc_make_legacy()) }.expect("C's tensor"));
            let refused = Builder::new(SPEC_A.to_vec(), &[7]).build::<DLManagedTensor>();
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

    // ---- legacy DLManagedTensor: spec A
    c_to_rust::<DLManagedTensor>("DLManagedTensor", &|| unsafe { dlc_make_legacy() }, dlc_consume_legacy, &|o| {
        check_spec_a(o, "DLManagedTensor");
        assert_eq!(o.flags(), 0, "DLManagedTensor: a legacy tensor has no flags");
        assert_eq!(o.view().producer(), None, "DLManagedTensor: a legacy tensor states no version");
    });
    let c_before = c_deleted();
    // SAFETY: C takes ownership and calls the crate's deleter.
    unsafe { dlc_consume_legacy(rust_spec_a()) };
    assert_eq!(c_errors(), 0, "DLManagedTensor: C's consumer found problems in Rust's tensor (stderr)");
    assert_eq!(c_deleted(), c_before, "DLManagedTensor: C's own deleter must not run for Rust's tensor");
    println!("ok  Rust -> C DLManagedTensor: the crate's Builder made spec A; C checked it and called the crate's deleter");

    // ---- DLManagedTensorVersioned: spec B, then what Owned refuses
    #[cfg(dl_versioned)]
    {
        let what = "DLManagedTensorVersioned";
        c_to_rust::<DLManagedTensorVersioned>(what, &|| unsafe { dlc_make_versioned(DLPACK_MAJOR_VERSION, 0) }, dlc_consume_versioned, &|o| check_spec_b(o, what));
        assert_eq!(unsafe { dlc_last_flags() }, DLPACK_FLAG_BITMASK_READ_ONLY, "{what}: C saw other flags after into_raw");
        let c_before = c_deleted();
        // SAFETY: C takes ownership and calls the crate's deleter.
        unsafe { dlc_consume_versioned(rust_spec_b(DLPACK_FLAG_BITMASK_IS_COPIED)) };
        assert_eq!(c_errors(), 0, "{what}: C's consumer found problems in Rust's tensor (stderr)");
        assert_eq!(unsafe { dlc_last_flags() }, DLPACK_FLAG_BITMASK_IS_COPIED, "{what}: C read other flags");
        assert_eq!(c_deleted(), c_before, "{what}: C's own deleter must not run for Rust's tensor");
        println!("ok  Rust -> C {what}: the crate's Builder made spec B (strided, offset); C checked version, flags, elements and called the crate's deleter");

        // Another major version: refused, touching only the deleter, which runs once.
        let c_before = c_deleted();
        // SAFETY: C hands over a fresh managed tensor it no longer touches.
        let refused = unsafe { Owned::from_raw(dlc_make_versioned(DLPACK_MAJOR_VERSION + 1, 0)) };
        assert!(matches!(refused, Err(dlpack::safe::Error::MajorVersionMismatch { .. })), "{what}: another major: {refused:?}");
        assert_eq!(c_deleted(), c_before + 1, "{what}: a refused tensor's deleter runs once");
        // NULL strides: refused where this header's version requires strides.
        let c_before = c_deleted();
        // SAFETY: as above.
        let null_strides = unsafe { Owned::from_raw(dlc_make_versioned(DLPACK_MAJOR_VERSION, 1)) };
        if dlpack::safe::null_strides_allowed(HEADER_VERSION) {
            assert!(null_strides.is_ok(), "{what}: NULL strides are allowed before {:?}: {null_strides:?}", dlpack::safe::STRIDES_REQUIRED_SINCE);
            drop(null_strides);
        } else {
            assert!(matches!(null_strides, Err(dlpack::safe::Error::NullStrides)), "{what}: NULL strides: {null_strides:?}");
        }
        assert_eq!(c_deleted(), c_before + 1, "{what}: the NULL-strides tensor's deleter runs once");
        println!("ok  C -> Rust {what}: another major version and NULL strides handled, each deleter once");
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
