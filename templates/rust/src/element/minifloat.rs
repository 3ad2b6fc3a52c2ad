
//! The 8-, 6- and 4-bit floats of DLPack 1.1 (`float8_e4m3fn`, `float6_e2m3fn`,
//! `float4_e2m1fn`, ...) as storage types: [`Minifloat`] over one byte, with
//! one alias per format. They convert to `f32` exactly, and from `f32` by
//! rounding to the nearest value, ties to even, as the C++ wrappers' types do:
//! a value beyond the largest finite one becomes infinity where the format has
//! one, else NaN where it has one, else the largest finite value; NaN becomes
//! the format's NaN, or zero where it has none; zero becomes NaN in
//! `float8_e8m0fnu`, which has no zero, and rounds a tie between two powers of
//! two upwards. These are ml_dtypes' rules but for NaN
//! in a format without one (ml_dtypes gives the zero of the opposite sign):
//! `rust_floats` compares every format with ml_dtypes. The 6- and 4-bit formats hold
//! one value in the low bits of the byte (a tensor flagged
//! `IS_SUBBYTE_TYPE_PADDED`); they have no [`Element`](super::Element) impl,
//! as a packed tensor's elements are no whole bytes.

/// Infinities and NaNs where IEEE 754 puts them: the largest exponent.
pub const IEEE: u8 = 0;
/// No infinities; NaN only with every exponent and mantissa bit set.
pub const FN: u8 = 1;
/// No infinities, no negative zero; NaN is the sign bit alone.
pub const FNUZ: u8 = 2;
/// Every encoding is a finite number.
pub const FINITE: u8 = 3;
/// No sign and no mantissa: 2^(exponent - bias); NaN with every bit set.
pub const FNU: u8 = 4;

/// A binary floating-point format of `E` exponent and `M` mantissa bits with
/// exponent bias `BIAS`, its special values placed as `KIND` says ([`IEEE`],
/// [`FN`], [`FNUZ`], [`FINITE`], [`FNU`]), stored in the low bits of a byte.
/// Equality is of encodings (a NaN equals itself, +0 and -0 differ).
#[repr(transparent)]
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Minifloat<const E: u32, const M: u32, const BIAS: i32, const KIND: u8>(pub u8);

/// `float8_e3m4`.
pub type Float8E3M4 = Minifloat<3, 4, 3, IEEE>;
/// `float8_e4m3`.
pub type Float8E4M3 = Minifloat<4, 3, 7, IEEE>;
/// `float8_e4m3fn`.
pub type Float8E4M3FN = Minifloat<4, 3, 7, FN>;
/// `float8_e4m3fnuz`.
pub type Float8E4M3FNUZ = Minifloat<4, 3, 8, FNUZ>;
/// `float8_e4m3b11fnuz`.
pub type Float8E4M3B11FNUZ = Minifloat<4, 3, 11, FNUZ>;
/// `float8_e5m2`.
pub type Float8E5M2 = Minifloat<5, 2, 15, IEEE>;
/// `float8_e5m2fnuz`.
pub type Float8E5M2FNUZ = Minifloat<5, 2, 16, FNUZ>;
/// `float8_e8m0fnu`.
pub type Float8E8M0FNU = Minifloat<8, 0, 127, FNU>;
/// `float6_e2m3fn`, in the low 6 bits.
pub type Float6E2M3FN = Minifloat<2, 3, 1, FINITE>;
/// `float6_e3m2fn`, in the low 6 bits.
pub type Float6E3M2FN = Minifloat<3, 2, 3, FINITE>;
/// `float4_e2m1fn`, in the low 4 bits.
pub type Float4E2M1FN = Minifloat<2, 1, 1, FINITE>;

// 2^k as an f64 (k well inside the f64 normal range).
#[allow(clippy::cast_sign_loss)] // k + 1023 > 0
fn pow2(k: i32) -> f64 {
    f64::from_bits(((k + 1023) as u64) << 52)
}

// floor(log2(x)) of a positive normal f64.
fn exponent_of(x: f64) -> i32 {
    ((x.to_bits() >> 52) & 0x7ff) as i32 - 1023
}

// x rounded to the nearest integer, ties to even (0 <= x < 2^53).
#[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss, clippy::cast_precision_loss, clippy::float_cmp)] // exact halves
fn round_even(x: f64) -> u64 {
    let mut n = x as u64;
    let rest = x - n as f64;
    if rest > 0.5 || (rest == 0.5 && n & 1 == 1) {
        n += 1;
    }
    n
}

impl<const E: u32, const M: u32, const BIAS: i32, const KIND: u8> Minifloat<E, M, BIAS, KIND> {
    /// Whether the format has a sign bit.
    pub const HAS_SIGN: bool = KIND != FNU;
    /// Whether the format has a NaN.
    pub const HAS_NAN: bool = KIND != FINITE;
    /// Bits of one value (6 for the 6-bit formats).
    pub const WIDTH: u32 = E + M + if KIND == FNU { 0 } else { 1 };
    const EXPONENT_MASK: u32 = (1 << E) - 1;
    const MANTISSA_MASK: u32 = (1 << M) - 1;
    const FITS: () = assert!(Self::WIDTH <= 8 && E > 0 && KIND <= FNU, "the format does not fit a byte");

    /// The encoding of the format's NaN (zero for a format without one).
    #[allow(clippy::cast_possible_truncation)] // FITS: the format fits a byte
    const fn nan_bits() -> u8 {
        (match KIND {
            IEEE => (Self::EXPONENT_MASK << M) | (1 << M.saturating_sub(1)),
            FN => (Self::EXPONENT_MASK << M) | Self::MANTISSA_MASK,
            FNUZ => 1 << (E + M),
            FNU => Self::EXPONENT_MASK,
            _ => 0,
        }) as u8
    }

    // The magnitude bits of the largest finite value.
    const fn max_finite_bits() -> u32 {
        match KIND {
            IEEE => ((Self::EXPONENT_MASK - 1) << M) | Self::MANTISSA_MASK,
            FN => (Self::EXPONENT_MASK << M) | (Self::MANTISSA_MASK.saturating_sub(1)),
            FNU => Self::EXPONENT_MASK - 1,
            _ => (Self::EXPONENT_MASK << M) | Self::MANTISSA_MASK,
        }
    }

    /// The value of `encoding`.
    pub const fn from_bits(encoding: u8) -> Self {
        Minifloat(encoding)
    }

    /// Whether the encoding is a NaN of the format.
    pub fn is_nan(self) -> bool {
        let () = Self::FITS;
        let b = u32::from(self.0);
        let exponent_all = (b >> M) & Self::EXPONENT_MASK == Self::EXPONENT_MASK;
        match KIND {
            IEEE => exponent_all && b & Self::MANTISSA_MASK != 0,
            FN => exponent_all && b & Self::MANTISSA_MASK == Self::MANTISSA_MASK,
            FINITE => false,
            _ => self.0 == Self::nan_bits(),
        }
    }

    /// The value as `f32` (exact: every value of these formats is one).
    #[allow(clippy::cast_possible_truncation, clippy::cast_possible_wrap)] // FITS: the format fits a byte
    pub fn to_f32(self) -> f32 {
        let b = u32::from(self.0);
        if self.is_nan() {
            return f32::NAN;
        }
        let negative = Self::HAS_SIGN && (b >> (E + M)) & 1 == 1;
        let exponent = (b >> M) & Self::EXPONENT_MASK;
        let mantissa = b & Self::MANTISSA_MASK;
        if KIND == IEEE && exponent == Self::EXPONENT_MASK {
            return if negative { f32::NEG_INFINITY } else { f32::INFINITY };
        }
        let magnitude = if KIND == FNU {
            pow2(exponent as i32 - BIAS)
        } else {
            // significand * 2^scale: subnormals have no implicit bit and the exponent of 1.
            let significand = if exponent != 0 { mantissa | (1 << M) } else { mantissa };
            let scale = if exponent != 0 { exponent as i32 } else { 1 } - BIAS - M as i32;
            f64::from(significand) * pow2(scale)
        };
        (if negative { -magnitude } else { magnitude }) as f32
    }

    /// The nearest value to `value`, ties to even (see the module's documentation
    /// for overflow and NaN).
    #[allow(clippy::cast_possible_truncation, clippy::cast_possible_wrap, clippy::cast_sign_loss)]
    pub fn from_f32(value: f32) -> Self {
        let () = Self::FITS;
        if value.is_nan() {
            return Minifloat(Self::nan_bits());
        }
        let negative = value.is_sign_negative();
        let magnitude = f64::from(value).abs();
        if KIND == FNU {
            return Minifloat(Self::fnu_bits(negative, magnitude));
        }
        let sign = if negative { 1u32 << (E + M) } else { 0 };
        if magnitude == 0.0 {
            return Minifloat(if KIND == FNUZ { 0 } else { sign as u8 });
        }
        let max = Self::max_finite_bits();
        let encoding = if magnitude > pow2(Self::EXPONENT_MASK as i32 + 1 - BIAS) {
            max + 1 // far beyond the range (or infinity)
        } else {
            // The quantum of e's binade (of the smallest exponent for a subnormal).
            let e = exponent_of(magnitude).max(1 - BIAS);
            let n = round_even(magnitude / pow2(e - M as i32));
            // (e + BIAS - 1) << M plus n: a carry out of the mantissa moves to
            // the next exponent; a subnormal's n below 2^M leaves exponent 0.
            if n == 0 { 0 } else { (((i64::from(e + BIAS - 1)) << M) + n as i64) as u32 }
        };
        if encoding > max {
            return Minifloat(match KIND {
                IEEE => (sign | (Self::EXPONENT_MASK << M)) as u8,
                FINITE => (sign | max) as u8,
                _ => Self::nan_bits(),
            });
        }
        if KIND == FNUZ && encoding == 0 {
            return Minifloat(0);
        }
        Minifloat((sign | encoding) as u8)
    }

    // FNU: powers of two only; the nearest exponent, a tie (1.5 * 2^e) upwards, as ml_dtypes rounds.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss, clippy::cast_possible_wrap)]
    fn fnu_bits(negative: bool, magnitude: f64) -> u8 {
        if negative || magnitude == 0.0 {
            return Self::nan_bits(); // no sign, no zero
        }
        let mut e = exponent_of(magnitude);
        let rest = magnitude / pow2(e); // in [1, 2)
        if rest >= 1.5 {
            e += 1;
        }
        let biased = e + BIAS;
        if biased < 0 {
            0
        } else if biased > Self::max_finite_bits() as i32 {
            Self::nan_bits()
        } else {
            biased as u8
        }
    }
}

impl<const E: u32, const M: u32, const BIAS: i32, const KIND: u8> From<f32> for Minifloat<E, M, BIAS, KIND> {
    fn from(value: f32) -> Self {
        Self::from_f32(value)
    }
}

impl<const E: u32, const M: u32, const BIAS: i32, const KIND: u8> From<Minifloat<E, M, BIAS, KIND>> for f32 {
    fn from(value: Minifloat<E, M, BIAS, KIND>) -> Self {
        value.to_f32()
    }
}

impl<const E: u32, const M: u32, const BIAS: i32, const KIND: u8> core::fmt::Debug for Minifloat<E, M, BIAS, KIND> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        core::fmt::Debug::fmt(&self.to_f32(), f)
    }
}

impl<const E: u32, const M: u32, const BIAS: i32, const KIND: u8> core::fmt::Display for Minifloat<E, M, BIAS, KIND> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        core::fmt::Display::fmt(&self.to_f32(), f)
    }
}
