// Generated from layout.h v1.2 (sha256 6cf437b88de0) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! Compile-time checks that Rust lays out every struct and enum of this crate
//! exactly as C does: size, alignment and every field offset, for each target
//! of the schema (computed by Clang from `layout.h`), each under its own
//! `#[cfg]`. Building the crate for one of these targets evaluates its asserts;
//! a difference stops the build with the type, field and target:
//!
//! - `x86_64-linux-gnu`: `cfg(all(target_arch = "x86_64", target_os = "linux", target_pointer_width = "64"))`
//! - `i686-linux-gnu`: `cfg(all(target_arch = "x86", target_os = "linux", target_pointer_width = "32"))`
//! - `x86_64-pc-windows-msvc`: `cfg(all(target_arch = "x86_64", target_os = "windows", target_env = "msvc", target_pointer_width = "64"))`
//!
//! The values of the enumerators and macros are asserted too (whatever the
//! target), so an edit of the generated code cannot change one unnoticed.
//!
//! On any other target the layout is unchecked, so the crate stops with a
//! `compile_error!` listing the targets it knows; the feature
//! `unchecked-layout` builds it there anyway (at the user's risk: regenerate
//! the crate with the target among the schema's targets instead when you can).

#[allow(unused_imports)]
use crate::*;
#[allow(unused_imports)]
use core::mem::{align_of, offset_of, size_of};

#[cfg(all(not(feature = "unchecked-layout"), not(any(all(target_arch = "x86_64", target_os = "linux", target_pointer_width = "64"), all(target_arch = "x86", target_os = "linux", target_pointer_width = "32"), all(target_arch = "x86_64", target_os = "windows", target_env = "msvc", target_pointer_width = "64")))))]
compile_error!("dlpack-bindings: the target being built is none of the schema's targets (x86_64-linux-gnu, i686-linux-gnu, x86_64-pc-windows-msvc), so the layout of the C types cannot be checked for it: regenerate the crate with the target among the schema's targets, or enable the feature `unchecked-layout` to build it unchecked");

/// `x86_64-linux-gnu` (64-bit).
#[cfg(all(target_arch = "x86_64", target_os = "linux", target_pointer_width = "64"))]
const _: () = {
    assert!(size_of::<DLCaseLayout>() == 64, "DLCaseLayout: size differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLCaseLayout>() == 8, "DLCaseLayout: alignment differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, native) == 0, "DLCaseLayout.native: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, count) == 8, "DLCaseLayout.count: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, data) == 16, "DLCaseLayout.data: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, wide) == 24, "DLCaseLayout.wide: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, real) == 32, "DLCaseLayout.real: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, pair) == 40, "DLCaseLayout.pair: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, small) == 44, "DLCaseLayout.small: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, callback) == 48, "DLCaseLayout.callback: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, shape) == 56, "DLCaseLayout.shape: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLCaseAligned>() == 96, "DLCaseAligned: size differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLCaseAligned>() == 16, "DLCaseAligned: alignment differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseAligned, tag) == 0, "DLCaseAligned.tag: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseAligned, block) == 16, "DLCaseAligned.block: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseAligned, inner) == 32, "DLCaseAligned.inner: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLSmall>() == 4, "DLSmall: size differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLSmall>() == 4, "DLSmall: alignment differs from C on x86_64-linux-gnu; regenerate the crate");
};

/// `i686-linux-gnu` (32-bit).
#[cfg(all(target_arch = "x86", target_os = "linux", target_pointer_width = "32"))]
const _: () = {
    assert!(size_of::<DLCaseLayout>() == 44, "DLCaseLayout: size differs from C on i686-linux-gnu; regenerate the crate");
    assert!(align_of::<DLCaseLayout>() == 4, "DLCaseLayout: alignment differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, native) == 0, "DLCaseLayout.native: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, count) == 4, "DLCaseLayout.count: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, data) == 8, "DLCaseLayout.data: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, wide) == 12, "DLCaseLayout.wide: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, real) == 20, "DLCaseLayout.real: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, pair) == 28, "DLCaseLayout.pair: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, small) == 32, "DLCaseLayout.small: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, callback) == 36, "DLCaseLayout.callback: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, shape) == 40, "DLCaseLayout.shape: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(size_of::<DLCaseAligned>() == 80, "DLCaseAligned: size differs from C on i686-linux-gnu; regenerate the crate");
    assert!(align_of::<DLCaseAligned>() == 16, "DLCaseAligned: alignment differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseAligned, tag) == 0, "DLCaseAligned.tag: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseAligned, block) == 16, "DLCaseAligned.block: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLCaseAligned, inner) == 32, "DLCaseAligned.inner: offset differs from C on i686-linux-gnu; regenerate the crate");
    assert!(size_of::<DLSmall>() == 4, "DLSmall: size differs from C on i686-linux-gnu; regenerate the crate");
    assert!(align_of::<DLSmall>() == 4, "DLSmall: alignment differs from C on i686-linux-gnu; regenerate the crate");
};

/// `x86_64-pc-windows-msvc` (64-bit).
#[cfg(all(target_arch = "x86_64", target_os = "windows", target_env = "msvc", target_pointer_width = "64"))]
const _: () = {
    assert!(size_of::<DLCaseLayout>() == 64, "DLCaseLayout: size differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(align_of::<DLCaseLayout>() == 8, "DLCaseLayout: alignment differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, native) == 0, "DLCaseLayout.native: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, count) == 8, "DLCaseLayout.count: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, data) == 16, "DLCaseLayout.data: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, wide) == 24, "DLCaseLayout.wide: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, real) == 32, "DLCaseLayout.real: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, pair) == 40, "DLCaseLayout.pair: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, small) == 44, "DLCaseLayout.small: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, callback) == 48, "DLCaseLayout.callback: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLCaseLayout, shape) == 56, "DLCaseLayout.shape: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(size_of::<DLCaseAligned>() == 96, "DLCaseAligned: size differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(align_of::<DLCaseAligned>() == 16, "DLCaseAligned: alignment differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLCaseAligned, tag) == 0, "DLCaseAligned.tag: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLCaseAligned, block) == 16, "DLCaseAligned.block: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(offset_of!(DLCaseAligned, inner) == 32, "DLCaseAligned.inner: offset differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(size_of::<DLSmall>() == 4, "DLSmall: size differs from C on x86_64-pc-windows-msvc; regenerate the crate");
    assert!(align_of::<DLSmall>() == 4, "DLSmall: alignment differs from C on x86_64-pc-windows-msvc; regenerate the crate");
};

/// Enumerator and macro values, as dlpack.h defines them.
const _: () = {
    assert!(DLSmall::SMALL_A.0 as i128 == 1, "DLSmall::SMALL_A is not kDLSmallA (1)");
    assert!(DLSmall::SMALL_B.0 as i128 == 2, "DLSmall::SMALL_B is not kDLSmallB (2)");
    assert!(DLPACK_MAJOR_VERSION as i128 == 1, "DLPACK_MAJOR_VERSION is not 1");
    assert!(DLPACK_MINOR_VERSION as i128 == 2, "DLPACK_MINOR_VERSION is not 2");
};
