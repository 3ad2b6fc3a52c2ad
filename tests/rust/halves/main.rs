//! Compares the crate's Float16 and BFloat16 with the reference values of
//! reference.py (numpy), bit for bit: every float16 to f32, and each float32
//! of f32.bin to float16 and bfloat16. Exits 1 naming the first mismatches.
use dlpack::element::{BFloat16, Float16};
use std::{env, fs, process::exit};

fn words<const N: usize>(path: &str) -> Vec<[u8; N]> {
    let bytes = fs::read(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    assert_eq!(bytes.len() % N, 0, "{path}: not a whole number of {N}-byte words");
    bytes.chunks_exact(N).map(|c| c.try_into().unwrap()).collect()
}

fn main() {
    let dir = env::args().nth(1).expect("usage: halves DIR");
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
    if bad > 0 {
        eprintln!("halves: {bad} mismatches");
        exit(1);
    }
    println!("halves: 65536 float16 -> f32 and {} f32 -> float16, bfloat16: bit-exact", inputs.len());
}
