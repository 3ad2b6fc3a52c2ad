// Generated from values.h v1.3 (sha256 ecc9ce36c299) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! Compile-time checks that Rust lays out every struct and enum of this crate
//! exactly as C does: size, alignment and every field offset, for each target
//! of the schema (computed by Clang from `values.h`), each under its own
//! `#[cfg]`. Building the crate for one of these targets evaluates its asserts;
//! a difference stops the build with the type, field and target:
//!
//! - `x86_64-linux-gnu`: `cfg(all(target_arch = "x86_64", target_os = "linux", target_pointer_width = "64"))`
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

#[cfg(all(not(feature = "unchecked-layout"), not(any(all(target_arch = "x86_64", target_os = "linux", target_pointer_width = "64")))))]
compile_error!("dlpack-bindings: the target being built is none of the schema's targets (x86_64-linux-gnu), so the layout of the C types cannot be checked for it: regenerate the crate with the target among the schema's targets, or enable the feature `unchecked-layout` to build it unchecked");

/// `x86_64-linux-gnu` (64-bit).
#[cfg(all(target_arch = "x86_64", target_os = "linux", target_pointer_width = "64"))]
const _: () = {
    assert!(size_of::<DLValues>() == 32, "DLValues: size differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLValues>() == 8, "DLValues: alignment differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLValues, ends) == 0, "DLValues.ends: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLValues, signed_ends) == 8, "DLValues.signed_ends: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLValues, byte) == 16, "DLValues.byte: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLValues, flags) == 24, "DLValues.flags: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLEnds>() == 8, "DLEnds: size differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLEnds>() == 8, "DLEnds: alignment differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLSignedEnds>() == 8, "DLSignedEnds: size differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLSignedEnds>() == 8, "DLSignedEnds: alignment differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLByte>() == 4, "DLByte: size differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLByte>() == 4, "DLByte: alignment differs from C on x86_64-linux-gnu; regenerate the crate");
};

/// Enumerator and macro values, as dlpack.h defines them.
const _: () = {
    assert!(DLEnds::END_ONE.0 as i128 == 1, "DLEnds::END_ONE is not kDLEndOne (1)");
    assert!(DLEnds::END_HIGH.0 as i128 == 9223372036854775808, "DLEnds::END_HIGH is not kDLEndHigh (9223372036854775808)");
    assert!(DLEnds::END_MAX.0 as i128 == 18446744073709551615, "DLEnds::END_MAX is not kDLEndMax (18446744073709551615)");
    assert!(DLSignedEnds::SIGNED_MIN.0 as i128 == -9223372036854775808, "DLSignedEnds::SIGNED_MIN is not kDLSignedMin (-9223372036854775808)");
    assert!(DLSignedEnds::SIGNED_MINUS.0 as i128 == -2, "DLSignedEnds::SIGNED_MINUS is not kDLSignedMinus (-2)");
    assert!(DLSignedEnds::SIGNED_NEXT.0 as i128 == -1, "DLSignedEnds::SIGNED_NEXT is not kDLSignedNext (-1)");
    assert!(DLSignedEnds::SIGNED_MAX.0 as i128 == 9223372036854775807, "DLSignedEnds::SIGNED_MAX is not kDLSignedMax (9223372036854775807)");
    assert!(DLByte::BYTE_ZERO.0 as i128 == 0, "DLByte::BYTE_ZERO is not kDLByteZero (0)");
    assert!(DLByte::BYTE_TOP.0 as i128 == 255, "DLByte::BYTE_TOP is not kDLByteTop (255)");
    assert!(DLPACK_MAJOR_VERSION as i128 == 1, "DLPACK_MAJOR_VERSION is not 1");
    assert!(DLPACK_MINOR_VERSION as i128 == 3, "DLPACK_MINOR_VERSION is not 3");
    assert!(DLCASE_FLAG_A as i128 == 1, "DLCASE_FLAG_A is not 1");
    assert!(DLCASE_FLAG_TOP as i128 == 9223372036854775808, "DLCASE_FLAG_TOP is not 9223372036854775808");
    assert!(DLCASE_NEGATIVE as i128 == -3, "DLCASE_NEGATIVE is not -3");
    assert!(DLCASE_HEX as i128 == 127, "DLCASE_HEX is not 127");
};
