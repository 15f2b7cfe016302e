//! The exact solver's [`Steps`] for each kernel set: for the portable kernels, each method
//! is the step's body; for AVX2, each calls the step's entry point, a `#[target_feature]`
//! function taking the step's arguments as plain values (so they travel in registers and the
//! kernels inline into it).

use super::last;
use super::{Solver, Steps, deep, ordered, search, shallow};
#[cfg(target_arch = "x86_64")]
use crate::rules::kernels::Avx2;
use crate::rules::kernels::Portable;

/// The portable steps: each method is the step's body, compiled for any CPU.
impl Steps for Portable {
    fn search<const REVERSE: bool>(
        self,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        n: u32,
        passed: bool,
    ) -> i32 {
        search::<Self, REVERSE>(self, sv, p, o, alpha, beta, n, passed)
    }
    fn shallow<const REVERSE: bool>(
        self,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        n: u32,
        passed: bool,
    ) -> i32 {
        shallow::<Self, REVERSE>(self, sv, p, o, alpha, beta, n, passed)
    }
    fn ordered<const REVERSE: bool>(
        self,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        n: u32,
        passed: bool,
    ) -> i32 {
        ordered::<Self, REVERSE>(self, sv, p, o, alpha, beta, n, passed)
    }
    fn deep<const REVERSE: bool>(
        self,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        n: u32,
        passed: bool,
    ) -> i32 {
        deep::<Self, REVERSE>(self, sv, p, o, alpha, beta, n, passed)
    }
    fn last2<const REVERSE: bool>(
        self,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        a: usize,
        b: usize,
    ) -> i32 {
        last::last2::<Self, REVERSE>(self, sv, p, o, alpha, beta, a, b)
    }
    fn last34<const REVERSE: bool, const N: usize>(
        self,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        sq: [usize; N],
    ) -> i32 {
        last::last34::<Self, REVERSE, N>(self, sv, p, o, alpha, beta, sq)
    }
}

/// The AVX2 steps: each method calls the step's entry point in [`avx2`], compiled with the
/// kernels' CPU features.
#[cfg(target_arch = "x86_64")]
impl Steps for Avx2 {
    #[inline(always)]
    fn search<const REVERSE: bool>(
        self,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        n: u32,
        passed: bool,
    ) -> i32 {
        // SAFETY: `self` is an `Avx2` value, which exists only on a CPU with the features
        // the step is compiled with (`Avx2::detect`).
        unsafe { avx2::search::<REVERSE>(self, sv, p, o, alpha, beta, n, passed) }
    }
    #[inline(always)]
    fn shallow<const REVERSE: bool>(
        self,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        n: u32,
        passed: bool,
    ) -> i32 {
        // SAFETY: `self` is an `Avx2` value, which exists only on a CPU with the features
        // the step is compiled with (`Avx2::detect`).
        unsafe { avx2::shallow::<REVERSE>(self, sv, p, o, alpha, beta, n, passed) }
    }
    #[inline(always)]
    fn ordered<const REVERSE: bool>(
        self,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        n: u32,
        passed: bool,
    ) -> i32 {
        // SAFETY: `self` is an `Avx2` value, which exists only on a CPU with the features
        // the step is compiled with (`Avx2::detect`).
        unsafe { avx2::ordered::<REVERSE>(self, sv, p, o, alpha, beta, n, passed) }
    }
    #[inline(always)]
    fn deep<const REVERSE: bool>(
        self,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        n: u32,
        passed: bool,
    ) -> i32 {
        // SAFETY: `self` is an `Avx2` value, which exists only on a CPU with the features
        // the step is compiled with (`Avx2::detect`).
        unsafe { avx2::deep::<REVERSE>(self, sv, p, o, alpha, beta, n, passed) }
    }
    #[inline(always)]
    fn last2<const REVERSE: bool>(
        self,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        a: usize,
        b: usize,
    ) -> i32 {
        // SAFETY: `self` is an `Avx2` value, which exists only on a CPU with the features
        // the step is compiled with (`Avx2::detect`).
        unsafe { avx2::last2::<REVERSE>(self, sv, p, o, alpha, beta, a, b) }
    }
    #[inline(always)]
    fn last34<const REVERSE: bool, const N: usize>(
        self,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        sq: [usize; N],
    ) -> i32 {
        // SAFETY: `self` is an `Avx2` value, which exists only on a CPU with the features
        // the step is compiled with (`Avx2::detect`).
        unsafe { avx2::last34::<REVERSE, N>(self, sv, p, o, alpha, beta, sq) }
    }
}

/// The steps' entry points for the AVX2 kernels: the generic bodies compiled with the
/// kernels' features (those of [`crate::rules::simd::fast_kernels_available`]).
#[cfg(target_arch = "x86_64")]
mod avx2 {
    use super::{Avx2, Solver, last};

    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
    pub(super) fn search<const REVERSE: bool>(
        k: Avx2,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        n: u32,
        passed: bool,
    ) -> i32 {
        super::search::<Avx2, REVERSE>(k, sv, p, o, alpha, beta, n, passed)
    }

    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
    pub(super) fn shallow<const REVERSE: bool>(
        k: Avx2,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        n: u32,
        passed: bool,
    ) -> i32 {
        super::shallow::<Avx2, REVERSE>(k, sv, p, o, alpha, beta, n, passed)
    }

    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
    pub(super) fn ordered<const REVERSE: bool>(
        k: Avx2,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        n: u32,
        passed: bool,
    ) -> i32 {
        super::ordered::<Avx2, REVERSE>(k, sv, p, o, alpha, beta, n, passed)
    }

    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
    pub(super) fn deep<const REVERSE: bool>(
        k: Avx2,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        n: u32,
        passed: bool,
    ) -> i32 {
        super::deep::<Avx2, REVERSE>(k, sv, p, o, alpha, beta, n, passed)
    }

    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
    pub(super) fn last2<const REVERSE: bool>(
        k: Avx2,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        a: usize,
        b: usize,
    ) -> i32 {
        last::last2::<Avx2, REVERSE>(k, sv, p, o, alpha, beta, a, b)
    }

    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
    pub(super) fn last34<const REVERSE: bool, const N: usize>(
        k: Avx2,
        sv: &mut Solver<'_>,
        p: u64,
        o: u64,
        alpha: i32,
        beta: i32,
        sq: [usize; N],
    ) -> i32 {
        last::last34::<Avx2, REVERSE, N>(k, sv, p, o, alpha, beta, sq)
    }
}
