//! Probe of the Rust cross-check infrastructure (tests/outputs/rust): per-target C ABI
//! facts as const asserts, evaluated by rustc for the target being checked.
//! A check that silently used the host's core (or no target at all) would
//! get at least one of them wrong on some target. The facts are C's, as
//! clang reports them for the same triples (sizeof, offsetof, char signedness).
#![no_std]

use core::ffi::{c_char, c_long};
use core::mem::{align_of, size_of};

/// What a target's C ABI says.
struct Expect {
    /// sizeof(void *)
    pointer: usize,
    /// sizeof(long): 4 on Windows and 32-bit targets
    long: usize,
    /// char is signed: x86 and wasm; unsigned on ARM, RISC-V, POWER, s390x Linux
    char_signed: bool,
    /// alignment of uint64_t in a struct: 4 on i686 Linux
    align_u64: usize,
    big_endian: bool,
}

#[cfg(all(target_arch = "x86_64", target_os = "linux"))]
const EXPECT: Expect = Expect { pointer: 8, long: 8, char_signed: true, align_u64: 8, big_endian: false };
#[cfg(all(target_arch = "x86", target_os = "linux"))]
const EXPECT: Expect = Expect { pointer: 4, long: 4, char_signed: true, align_u64: 4, big_endian: false };
#[cfg(all(target_arch = "aarch64", target_os = "linux"))]
const EXPECT: Expect = Expect { pointer: 8, long: 8, char_signed: false, align_u64: 8, big_endian: false };
#[cfg(all(target_arch = "arm", target_os = "linux"))]
const EXPECT: Expect = Expect { pointer: 4, long: 4, char_signed: false, align_u64: 8, big_endian: false };
#[cfg(all(target_arch = "riscv64", target_os = "linux"))]
const EXPECT: Expect = Expect { pointer: 8, long: 8, char_signed: false, align_u64: 8, big_endian: false };
#[cfg(all(target_arch = "powerpc64", target_endian = "little", target_os = "linux"))]
const EXPECT: Expect = Expect { pointer: 8, long: 8, char_signed: false, align_u64: 8, big_endian: false };
#[cfg(all(target_arch = "s390x", target_os = "linux"))]
const EXPECT: Expect = Expect { pointer: 8, long: 8, char_signed: false, align_u64: 8, big_endian: true };
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
const EXPECT: Expect = Expect { pointer: 4, long: 4, char_signed: true, align_u64: 8, big_endian: false };
#[cfg(all(target_arch = "x86_64", target_os = "windows", target_env = "msvc"))]
const EXPECT: Expect = Expect { pointer: 8, long: 4, char_signed: true, align_u64: 8, big_endian: false };

#[cfg(not(any(
    all(target_arch = "x86_64", target_os = "linux"),
    all(target_arch = "x86", target_os = "linux"),
    all(target_arch = "aarch64", target_os = "linux"),
    all(target_arch = "arm", target_os = "linux"),
    all(target_arch = "riscv64", target_os = "linux"),
    all(target_arch = "powerpc64", target_endian = "little", target_os = "linux"),
    all(target_arch = "s390x", target_os = "linux"),
    all(target_arch = "wasm32", target_os = "unknown"),
    all(target_arch = "x86_64", target_os = "windows", target_env = "msvc"),
)))]
compile_error!("dlpackgen_rust_probe: no expectations for this target");

const _: () = assert!(size_of::<usize>() == EXPECT.pointer, "probe: size_of::<usize>()");
const _: () = assert!(size_of::<*const u8>() == EXPECT.pointer, "probe: size_of::<*const u8>()");
const _: () = assert!(size_of::<c_long>() == EXPECT.long, "probe: size_of::<c_long>()");
const _: () = assert!(((c_char::MIN as i32) < 0) == EXPECT.char_signed, "probe: signedness of c_char");
const _: () = assert!(align_of::<u64>() == EXPECT.align_u64, "probe: align_of::<u64>()");
const _: () = assert!((u32::from_ne_bytes([0, 0, 0, 1]) == 1) == EXPECT.big_endian, "probe: byte order");

// The deliberately wrong assert: twice the pointer size.
#[cfg(feature = "wrong")]
const _: () = assert!(size_of::<usize>() == 2 * EXPECT.pointer, "probe: deliberately wrong pointer size");

/// Something for `cargo check` to type-check besides the consts.
pub fn pointer_bytes() -> usize {
    EXPECT.pointer
}
