//! A transposition table of bounded size: one entry per slot, replaced by depth.

/// What a search learned about a position.
#[derive(Clone, Copy, Default)]
pub struct Entry {
    key: u64,
    /// Lower and upper bounds of the value (clamped to `i16`; every real value fits).
    lower: i16,
    upper: i16,
    /// Search depth (midgame) or empties (exact).
    pub depth: u8,
    /// Best move square + 1 (0: none).
    pub best: u8,
    generation: u8,
}

impl Entry {
    /// The lower bound of the value.
    #[inline]
    pub fn lower(&self) -> i32 {
        self.lower as i32
    }

    /// The upper bound of the value.
    #[inline]
    pub fn upper(&self) -> i32 {
        self.upper as i32
    }

    /// Applies the stored bounds to the window (alpha, beta): `Err(value)` when they decide
    /// the search (a bound outside the window, or the exact value), else the narrowed window.
    #[inline]
    pub fn cutoff(&self, alpha: i32, beta: i32) -> Result<(i32, i32), i32> {
        let (lo, hi) = (self.lower(), self.upper());
        if lo >= beta || lo == hi {
            return Err(lo);
        }
        if hi <= alpha {
            return Err(hi);
        }
        Ok((alpha.max(lo), beta.min(hi)))
    }

    pub fn best_move(&self) -> Option<usize> {
        (self.best != 0).then(|| self.best as usize - 1)
    }
}

pub struct TranspositionTable {
    slots: Vec<Entry>,
    mask: usize,
    generation: u8,
}

/// Mixes the two bitboards into a 64-bit key.
#[inline]
pub fn hash(p: u64, o: u64) -> u64 {
    let h = p.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ o.wrapping_mul(0xC2B2_AE3D_27D4_EB4F).rotate_left(31);
    h ^ (h >> 29)
}

impl TranspositionTable {
    /// A table using at most `bytes` of memory (rounded down to a power of two of entries).
    /// Aborts like any allocation when the memory cannot be had; see [`Self::try_with_bytes`].
    pub fn with_bytes(bytes: usize) -> Self {
        Self::try_with_bytes(bytes).unwrap_or_else(|e| panic!("transposition table: {e}"))
    }

    /// Like [`Self::with_bytes`], but an allocation that fails is an error, not an abort.
    pub fn try_with_bytes(bytes: usize) -> Result<Self, std::collections::TryReserveError> {
        let n = (bytes / std::mem::size_of::<Entry>()).max(1024);
        let n = 1usize << (usize::BITS - 1 - n.leading_zeros());
        let mut slots = Vec::new();
        slots.try_reserve_exact(n)?;
        slots.resize(n, Entry::default());
        Ok(TranspositionTable {
            slots,
            mask: n - 1,
            generation: 1,
        })
    }

    /// Memory used by the slots.
    pub fn bytes(&self) -> usize {
        self.slots.len() * std::mem::size_of::<Entry>()
    }

    /// Starts a new search: older entries become preferred for replacement.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1).max(1);
    }

    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|e| *e = Entry::default());
    }

    /// Asks the CPU to fetch the slot of `key` into the cache (it is probed soon).
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let p = &self.slots[key as usize & self.mask] as *const Entry as *const i8;
            // SAFETY: a prefetch hint never faults; `p` points into the table anyway.
            unsafe { std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(p) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<&Entry> {
        let e = &self.slots[key as usize & self.mask];
        (e.key == key && e.generation != 0).then_some(e)
    }

    #[inline]
    pub fn store(&mut self, key: u64, depth: u8, lower: i32, upper: i32, best: Option<usize>) {
        let gen_now = self.generation;
        let e = &mut self.slots[key as usize & self.mask];
        if e.key == key || e.generation != gen_now || depth >= e.depth {
            let best = match best {
                Some(b) => b as u8 + 1,
                None if e.key == key => e.best,
                None => 0,
            };
            let clamp = |v: i32| v.clamp(i16::MIN as i32, i16::MAX as i32) as i16;
            *e = Entry {
                key,
                lower: clamp(lower),
                upper: clamp(upper),
                depth,
                best,
                generation: gen_now,
            };
        }
    }
}
