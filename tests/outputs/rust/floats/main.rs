//! Compares the crate's floats with the reference values of tests/support/float_reference.py,
//! bit for bit: Float16 and BFloat16 with numpy (every float16 to f32, and each
//! float32 of f32.bin to float16 and bfloat16), every Minifloat format with
//! ml_dtypes (every encoding to f32, each float32 of f32.bin to the format;
//! a NaN compares equal to any NaN). Exits 1 naming the first mismatches.
use dlpack::element::*;
use std::{env, fs, process::exit};

fn words<const N: usize>(path: &str) -> Vec<[u8; N]> {
    let bytes = fs::read(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    assert_eq!(bytes.len() % N, 0, "{path}: not a whole number of {N}-byte words");
    bytes.chunks_exact(N).map(|c| c.try_into().unwrap()).collect()
}

fn main() {
    let dir = env::args().nth(1).expect("usage: floats DIR");
    let file = |name: &str| format!("{dir}/{name}");
    let mut bad = 0usize;
    let mut report = |what: String| {
        bad += 1;
        if bad <= 10 {
            eprintln!("mismatch: {what}");
        }
    };

    let widened = words::<4>(&file("f16_to_f32.bin"));
    assert_eq!(widened.len(), 65536);
    for (h, want) in widened.iter().enumerate() {
        let want = u32::from_le_bytes(*want);
        let got = Float16(h as u16).to_f32().to_bits();
        if got != want {
            report(format!("float16 {h:#06x} -> f32 {got:#010x}, numpy {want:#010x}"));
        }
    }

    let inputs = words::<4>(&file("f32.bin"));
    let halves = words::<2>(&file("f32_to_f16.bin"));
    let brains = words::<2>(&file("f32_to_bf16.bin"));
    assert!(inputs.len() == halves.len() && inputs.len() == brains.len());
    for ((x, h), b) in inputs.iter().zip(&halves).zip(&brains) {
        let x = u32::from_le_bytes(*x);
        let (h, b) = (u16::from_le_bytes(*h), u16::from_le_bytes(*b));
        let got = Float16::from_f32(f32::from_bits(x)).0;
        if got != h {
            report(format!("f32 {x:#010x} -> float16 {got:#06x}, numpy {h:#06x}"));
        }
        let got = BFloat16::from_f32(f32::from_bits(x)).0;
        if got != b {
            report(format!("f32 {x:#010x} -> bfloat16 {got:#06x}, reference {b:#06x}"));
        }
    }
    let mut minifloats = 0;
    macro_rules! minifloat {
        ($t:ty, $name:literal) => {{
            let to_f32 = words::<4>(&file(concat!($name, "_to_f32.bin")));
            for (code, want) in to_f32.iter().enumerate() {
                let want = f32::from_bits(u32::from_le_bytes(*want));
                let got = <$t>::from_bits(code as u8).to_f32();
                if got.to_bits() != want.to_bits() && !(got.is_nan() && want.is_nan()) {
                    report(format!(concat!($name, " {:#04x} -> f32 {}, ml_dtypes {}"), code, got, want));
                }
            }
            let from_f32 = words::<1>(&file(concat!("f32_to_", $name, ".bin")));
            assert_eq!(from_f32.len(), inputs.len());
            for (x, want) in inputs.iter().zip(&from_f32) {
                let x = u32::from_le_bytes(*x);
                // A float32 subnormal to float8_e8m0fnu: ml_dtypes rounds its
                // mantissa bits, not its value (0x004109bd, 2^-126.98, gives it
                // 2^-126); the crate takes the nearer power of two, 2^-127.
                if $name == "float8_e8m0fnu" && x & 0x7f80_0000 == 0 && x & 0x007f_ffff != 0 {
                    continue;
                }
                // NaN to a format without NaN: ml_dtypes gives the zero of the
                // opposite sign; the crate (and the C++ types) plain zero.
                if f32::from_bits(x).is_nan() && !<$t>::HAS_NAN {
                    assert_eq!(<$t>::from_f32(f32::from_bits(x)).0, 0);
                    continue;
                }
                let got = <$t>::from_f32(f32::from_bits(x));
                let want = <$t>::from_bits(want[0]);
                if got != want && !(got.is_nan() && want.is_nan()) {
                    report(format!(concat!("f32 {:#010x} -> ", $name, " {:#04x}, ml_dtypes {:#04x}"), x, got.0, want.0));
                }
            }
            minifloats += 1;
        }};
    }
    minifloat!(Float8E3M4, "float8_e3m4");
    minifloat!(Float8E4M3, "float8_e4m3");
    minifloat!(Float8E4M3FN, "float8_e4m3fn");
    minifloat!(Float8E4M3FNUZ, "float8_e4m3fnuz");
    minifloat!(Float8E4M3B11FNUZ, "float8_e4m3b11fnuz");
    minifloat!(Float8E5M2, "float8_e5m2");
    minifloat!(Float8E5M2FNUZ, "float8_e5m2fnuz");
    minifloat!(Float8E8M0FNU, "float8_e8m0fnu");
    minifloat!(Float6E2M3FN, "float6_e2m3fn");
    minifloat!(Float6E3M2FN, "float6_e3m2fn");
    minifloat!(Float4E2M1FN, "float4_e2m1fn");
    if bad > 0 {
        eprintln!("floats: {bad} mismatches");
        exit(1);
    }
    println!(
        "floats: 65536 float16 -> f32 and {} f32 -> float16, bfloat16 (numpy), and {minifloats} minifloat formats both ways (ml_dtypes): bit-exact",
        inputs.len()
    );
}
