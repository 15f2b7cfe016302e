//! A transposition table of bounded size, that any number of threads may probe and fill at
//! once without a lock.
//!
//! A position's entry goes in one bucket of four slots (64 bytes, one cache line): in the
//! slot that already holds that position, else in place of the entry least worth keeping,
//! one from an earlier search before one of this search, and the shallowest first. So a new
//! entry is always stored, and a deep one is lost only to three deeper ones of its bucket.
//!
//! Each slot is two 64-bit atomics: the entry packed into one word (`data`) and the
//! position's key XOR that word (`check`). A probe reads both and accepts the entry only when
//! `check ^ data` is the key it looks for: two threads storing into one slot at once can leave
//! the words of different entries side by side, and such a torn slot then matches no key (the
//! "lockless hashing" of chess programs). The loads and stores are relaxed: on x86 they are
//! the plain moves a single-threaded table would make.

use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};

/// What a search learned about a position.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
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
    /// How selective the search that stored the bounds was: 0 for none (the exact solver's
    /// bounds are then exact), else its Multi-ProbCut width in tenths of a standard
    /// deviation (see [`crate::ai::endgame`]'s selective passes).
    pub selectivity: u8,
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

    /// The entry without its key, in one word.
    #[inline]
    fn pack(&self) -> u64 {
        (self.lower as u16 as u64)
            | (self.upper as u16 as u64) << 16
            | (self.depth as u64) << 32
            | (self.best as u64) << 40
            | (self.generation as u64) << 48
            | (self.selectivity as u64) << 56
    }

    #[inline]
    fn unpack(key: u64, data: u64) -> Entry {
        Entry {
            key,
            lower: data as u16 as i16,
            upper: (data >> 16) as u16 as i16,
            depth: (data >> 32) as u8,
            best: (data >> 40) as u8,
            generation: (data >> 48) as u8,
            selectivity: (data >> 56) as u8,
        }
    }
}

/// One slot: the key XOR the data, and the data.
#[derive(Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

impl Slot {
    /// The entry in the slot, whatever its key (a torn slot reads as some other key).
    #[inline]
    fn read(&self) -> Entry {
        let data = self.data.load(Ordering::Relaxed);
        let check = self.check.load(Ordering::Relaxed);
        Entry::unpack(check ^ data, data)
    }

    #[inline]
    fn write(&self, e: &Entry) {
        let data = e.pack();
        self.check.store(e.key ^ data, Ordering::Relaxed);
        self.data.store(data, Ordering::Relaxed);
    }
}

/// Slots in a bucket.
const WAYS: usize = 4;

/// The slots one key may use, in one cache line.
#[derive(Default)]
#[repr(align(64))]
struct Bucket([Slot; WAYS]);

/// The table's buckets. Normally in memory asked for zeroed (an empty bucket is all zeros)
/// with the allocator's own alignment, which the system gives as untouched pages, written
/// only where the search writes (memory asked for with a bucket's 64-byte alignment would be
/// zeroed by hand, touching all of it); the buckets start at the first 64-byte boundary in
/// it. Else (that allocation failed) an ordinary vector.
enum Buckets {
    Zeroed {
        base: std::ptr::NonNull<u8>,
        layout: std::alloc::Layout,
        first: std::ptr::NonNull<Bucket>,
        len: usize,
    },
    Owned(Vec<Bucket>),
}

// SAFETY: `Zeroed` owns its memory as `Owned` owns its vector; buckets are atomics, shared
// between threads by reference.
unsafe impl Send for Buckets {}
// SAFETY: as above: `&Buckets` only gives `&[Bucket]`, and `Bucket` is `Sync`.
unsafe impl Sync for Buckets {}

impl Buckets {
    /// `n` empty buckets in zeroed memory; `None` when it cannot be had.
    fn zeroed(n: usize) -> Option<Buckets> {
        let align = std::mem::align_of::<Bucket>();
        let size = n
            .checked_mul(std::mem::size_of::<Bucket>())?
            .checked_add(align)?;
        // 16: the alignment the system's allocator gives zeroed memory without writing it.
        let layout = std::alloc::Layout::from_size_align(size, 16).ok()?;
        // SAFETY: the layout's size is not zero (it includes `align`).
        let base = std::ptr::NonNull::new(unsafe { std::alloc::alloc_zeroed(layout) })?;
        let offset = base.as_ptr().align_offset(align);
        if offset >= align {
            // SAFETY: allocated above with this layout.
            unsafe { std::alloc::dealloc(base.as_ptr(), layout) };
            return None;
        }
        // SAFETY: `offset < align`, so `offset + n * size_of::<Bucket>()` bytes are within the
        // allocation; the result is aligned for `Bucket`.
        let first = unsafe { base.as_ptr().add(offset) }.cast::<Bucket>();
        Some(Buckets::Zeroed {
            base,
            layout,
            first: std::ptr::NonNull::new(first)?,
            len: n,
        })
    }
}

impl std::ops::Deref for Buckets {
    type Target = [Bucket];
    fn deref(&self) -> &[Bucket] {
        match self {
            // SAFETY: `len` aligned buckets from `first` lie in the allocation (see `zeroed`),
            // and all zero bits is a valid bucket (atomics over u64s: the empty bucket).
            Buckets::Zeroed { first, len, .. } => unsafe {
                std::slice::from_raw_parts(first.as_ptr(), *len)
            },
            Buckets::Owned(v) => v,
        }
    }
}

impl Drop for Buckets {
    fn drop(&mut self) {
        if let Buckets::Zeroed { base, layout, .. } = self {
            // SAFETY: allocated in `zeroed` with this layout, freed once; buckets need no drop.
            unsafe { std::alloc::dealloc(base.as_ptr(), *layout) };
        }
    }
}

/// The table; shared between the threads of a search by reference (it is `Sync`).
pub struct TranspositionTable {
    buckets: Buckets,
    mask: usize,
    generation: AtomicU8,
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
    /// The memory is asked for zeroed (an empty table is all zeros), so the system gives its
    /// pages as the search first writes them: a large table costs only what a search uses
    /// (`solve --tt-mb 8192 --nodes 1000` does not touch 8 GiB).
    pub fn try_with_bytes(bytes: usize) -> Result<Self, std::collections::TryReserveError> {
        let n = (bytes / std::mem::size_of::<Bucket>()).max(256);
        let n = 1usize << (usize::BITS - 1 - n.leading_zeros());
        let buckets = match Buckets::zeroed(n) {
            Some(b) => b,
            None => {
                // The zeroed allocation failed: the ordinary one says why (or succeeds).
                let mut buckets = Vec::new();
                buckets.try_reserve_exact(n)?;
                buckets.resize_with(n, Bucket::default);
                Buckets::Owned(buckets)
            }
        };
        Ok(TranspositionTable {
            buckets,
            mask: n - 1,
            generation: AtomicU8::new(1),
        })
    }

    /// Memory used by the slots.
    pub fn bytes(&self) -> usize {
        self.buckets.len() * std::mem::size_of::<Bucket>()
    }

    /// The bucket of `key`.
    #[inline]
    fn bucket(&self, key: u64) -> &Bucket {
        &self.buckets[key as usize & self.mask]
    }

    /// Starts a new search: older entries become preferred for replacement.
    pub fn new_search(&self) {
        let g = self.generation.load(Ordering::Relaxed);
        self.generation
            .store(g.wrapping_add(1).max(1), Ordering::Relaxed);
    }

    /// Empties every slot. Not to be called while a search uses the table.
    pub fn clear(&self) {
        for s in self.buckets.iter().flat_map(|b| &b.0) {
            s.check.store(0, Ordering::Relaxed);
            s.data.store(0, Ordering::Relaxed);
        }
    }

    /// Asks the CPU to fetch the slot of `key` into the cache (it is probed soon).
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let p = self.bucket(key) as *const Bucket as *const i8;
            // SAFETY: a prefetch hint never faults; `p` points into the table anyway.
            unsafe { std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(p) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The entry of `key`, if its slot holds one (never a torn one: see the module).
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.bucket(key)
            .0
            .iter()
            .map(Slot::read)
            .find(|e| e.key == key && e.generation != 0)
    }

    /// Stores what a search learned about `key`: over its entry if its bucket has one, else
    /// over the bucket's entry least worth keeping (from an earlier search before one from
    /// this one, then the shallowest).
    #[inline]
    pub fn store(&self, key: u64, depth: u8, lower: i32, upper: i32, best: Option<usize>) {
        self.store_selective(key, depth, 0, lower, upper, best);
    }

    /// [`TranspositionTable::store`] for a search of this selectivity ([`Entry::selectivity`]):
    /// a selective search's bounds do not replace an exact entry of the same position (the
    /// selective search took its bounds, and an exact search could not).
    #[inline]
    pub fn store_selective(
        &self,
        key: u64,
        depth: u8,
        selectivity: u8,
        lower: i32,
        upper: i32,
        best: Option<usize>,
    ) {
        let gen_now = self.generation.load(Ordering::Relaxed);
        let bucket = &self.bucket(key).0;
        let mut victim = 0;
        let mut victim_worth = u32::MAX;
        let mut old_best = 0;
        for (i, slot) in bucket.iter().enumerate() {
            let e = slot.read();
            if e.key == key && e.generation != 0 {
                if selectivity != 0 && e.selectivity == 0 && e.depth >= depth {
                    // A selective search's bounds never replace exact ones (which it used).
                    return;
                }
                victim = i;
                old_best = e.best;
                break;
            }
            let worth = e.depth as u32 + if e.generation == gen_now { 256 } else { 0 };
            if worth < victim_worth {
                victim = i;
                victim_worth = worth;
            }
        }
        let best = match best {
            Some(b) => b as u8 + 1,
            None => old_best,
        };
        let clamp = |v: i32| v.clamp(i16::MIN as i32, i16::MAX as i32) as i16;
        bucket[victim].write(&Entry {
            key,
            lower: clamp(lower),
            upper: clamp(upper),
            depth,
            best,
            generation: gen_now,
            selectivity,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_packs_and_unpacks() {
        for (lo, hi) in [(-64, 64), (-32768, 32767), (0, 0), (-6400, 6300)] {
            let e = Entry {
                key: 0xdead_beef_0123_4567,
                lower: lo,
                upper: hi,
                depth: 60,
                best: 64,
                generation: 255,
                selectivity: 255,
            };
            assert_eq!(Entry::unpack(e.key, e.pack()), e);
        }
    }

    #[test]
    fn stores_and_probes() {
        let t = TranspositionTable::with_bytes(1 << 16);
        assert!(t.probe(12345).is_none());
        t.store(12345, 10, -4, 8, Some(19));
        let e = t.probe(12345).unwrap();
        assert_eq!(
            (e.lower(), e.upper(), e.depth, e.best_move()),
            (-4, 8, 10, Some(19))
        );
        // Same slot, other key: not found.
        assert!(t.probe(12345 + (1 << 40)).is_none());
        t.clear();
        assert!(t.probe(12345).is_none());
    }

    /// A bucket keeps the four entries of four keys; a fifth replaces the shallowest of this
    /// search, and entries of an earlier search go first, whatever their depth.
    #[test]
    fn a_bucket_keeps_the_deepest_and_newest() {
        let t = TranspositionTable::with_bytes(0);
        let buckets = t.buckets.len() as u64;
        // Keys of one bucket.
        let key = |i: u64| 7 + i * buckets;
        for (i, d) in [(0, 9), (1, 3), (2, 12), (3, 6)] {
            t.store(key(i), d, 0, 0, Some(i as usize));
        }
        for i in 0..4 {
            assert!(t.probe(key(i)).is_some(), "key {i}");
        }
        t.store(key(4), 5, 0, 0, None);
        assert!(t.probe(key(4)).is_some());
        assert!(t.probe(key(1)).is_none(), "the shallowest went");
        for i in [0, 2, 3] {
            assert!(t.probe(key(i)).is_some(), "key {i}");
        }
        // Storing a key again overwrites its own slot, keeping its move when none is given.
        t.store(key(2), 1, -5, 5, None);
        let e = t.probe(key(2)).unwrap();
        assert_eq!((e.depth, e.lower(), e.best_move()), (1, -5, Some(2)));
        for i in [0, 3, 4] {
            assert!(t.probe(key(i)).is_some(), "key {i}");
        }
        // A new search: its first store replaces an old entry, even a deeper one than it.
        t.new_search();
        t.store(key(5), 2, 0, 0, None);
        t.store(key(6), 2, 0, 0, None);
        t.store(key(7), 2, 0, 0, None);
        t.store(key(8), 2, 0, 0, None);
        for i in 5..9 {
            assert!(t.probe(key(i)).is_some(), "key {i}");
        }
        for i in 0..5 {
            assert!(t.probe(key(i)).is_none(), "key {i}");
        }
        // Other buckets are untouched.
        assert!(t.probe(key(0) + 1).is_none());
    }

    /// Threads hammer a few slots with entries whose fields all derive from the key: a probe
    /// that accepted a torn slot (one entry's check word beside another's data) would give
    /// fields that do not match its key.
    #[test]
    fn concurrent_stores_never_give_a_torn_entry() {
        let t = TranspositionTable::with_bytes(0); // 1024 slots
        let fields = |key: u64| {
            let lo = (key % 61) as i32 - 30;
            (
                lo,
                lo + (key % 7) as i32,
                (key % 50) as u8 + 1,
                (key % 64) as usize,
            )
        };
        let accepted = std::sync::atomic::AtomicU64::new(0);
        std::thread::scope(|s| {
            for th in 0..4u64 {
                let (t, accepted) = (&t, &accepted);
                s.spawn(move || {
                    let mut x = 0x9e37_79b9_7f4a_7c15u64 ^ th;
                    for _ in 0..300_000 {
                        x ^= x << 13;
                        x ^= x >> 7;
                        x ^= x << 17;
                        // 8 slots, 64 keys for each.
                        let key = ((x >> 20) % 64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c00) & !0x3ff
                            | (x & 7);
                        let (lo, hi, d, b) = fields(key);
                        if x & 0x100 != 0 {
                            t.store(key, d, lo, hi, Some(b));
                        } else if let Some(e) = t.probe(key) {
                            assert_eq!((e.lower(), e.upper(), e.depth), (lo, hi, d));
                            assert_eq!(e.best_move(), Some(b));
                            accepted.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                });
            }
        });
        assert!(
            accepted.load(Ordering::Relaxed) > 0,
            "some probes found entries"
        );
    }
}
