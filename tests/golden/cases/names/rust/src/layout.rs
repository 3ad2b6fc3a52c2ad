// Generated from names.h v1.0 (sha256 e8849bc75d12) by dlpackgen v0.1.0.
// Do not edit: regenerate with `dlpackgen generate`.

//! Compile-time checks that Rust lays out every struct and enum of this crate
//! exactly as C does: size, alignment and every field offset, for each target
//! of the schema (computed by Clang from `names.h`), each under its own
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
    assert!(size_of::<DLWords>() == 40, "DLWords: size differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLWords>() == 8, "DLWords: alignment differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLWords, r#type) == 0, "DLWords.r#type: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLWords, r#fn) == 4, "DLWords.r#fn: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLWords, r#match) == 8, "DLWords.r#match: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLWords, var) == 16, "DLWords.var: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLWords, error) == 24, "DLWords.error: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLWords, test) == 25, "DLWords.test: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLWords, self_) == 26, "DLWords.self_: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLWords, r#loop) == 28, "DLWords.r#loop: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLWords, code) == 32, "DLWords.code: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLAsync>() == 48, "DLAsync: size differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLAsync>() == 8, "DLAsync: alignment differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLAsync, words) == 0, "DLAsync.words: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLAsync, r#async) == 40, "DLAsync.r#async: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(offset_of!(DLAsync, defer) == 44, "DLAsync.defer: offset differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(size_of::<DLWordCode>() == 4, "DLWordCode: size differs from C on x86_64-linux-gnu; regenerate the crate");
    assert!(align_of::<DLWordCode>() == 4, "DLWordCode: alignment differs from C on x86_64-linux-gnu; regenerate the crate");
};

/// Enumerator and macro values, as dlpack.h defines them.
const _: () = {
    assert!(DLWordCode::TYPE.0 as i128 == 0, "DLWordCode::TYPE is not kDLType (0)");
    assert!(DLWordCode::FN.0 as i128 == 1, "DLWordCode::FN is not kDLFn (1)");
    assert!(DLWordCode::ERROR.0 as i128 == 2, "DLWordCode::ERROR is not kDLError (2)");
    assert!(DLWordCode::TRUE.0 as i128 == 3, "DLWordCode::TRUE is not kDLTrue (3)");
    assert!(DLWordCode::SELF.0 as i128 == 4, "DLWordCode::SELF is not kDLSelf (4)");
    assert!(DLPACK_MAJOR_VERSION as i128 == 1, "DLPACK_MAJOR_VERSION is not 1");
    assert!(DLPACK_MINOR_VERSION as i128 == 0, "DLPACK_MINOR_VERSION is not 0");
    assert!(DLCASE_WORDS_MAX as i128 == 4, "DLCASE_WORDS_MAX is not 4");
};
