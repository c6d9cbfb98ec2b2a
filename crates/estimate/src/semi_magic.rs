//! Semi-magic squares as the rearrange sampler meets them: the last 3×3 block of one
//! completed directly, and the swaps that lead from one to another, walked at random.

use crate::magic::sum_system::{complements_of_mirror, SumSystem};

/// The last 3×3 block of a semi-magic square (rows and columns n−3..n), completed by a
/// dedicated loop instead of the kernel's generic walk: below the particles of a run the walk
/// meets dozens of such blocks a particle, and only about 3 % of them have a completion.
/// With the cells outside filled, the block's row and column sums are fixed, so two cells of
/// its top row, one more of its first column and its centre force the rest. Used where the
/// kernel's fill order leaves exactly these nine cells to the end (as it does for the
/// semi-magic squares of orders 5 to 8; at order 4 it does not).
#[derive(Clone, Debug)]
pub(super) struct Block {
    n: usize,
    /// The step of the fill order at which the block's cells begin.
    pub(super) start: usize,
    /// The magic sum of 0-based entries.
    target: i32,
    /// The symmetry-breaking orderings (value at `a` below value at `b`) that involve a
    /// cell of the block: checked on each completion.
    less: Vec<(usize, usize)>,
}

impl Block {
    /// The block of order `n`, if the system's fill order ends with its cells.
    pub(super) fn new(sys: &SumSystem, n: usize, less: &[(u32, u32)]) -> Option<Block> {
        let k = n.checked_sub(3)?;
        let start = n * n - 9;
        let in_block = |c: usize| c / n >= k && c % n >= k;
        sys.order()[start..].iter().all(|&c| in_block(c)).then(|| Block {
            n,
            start,
            target: (n * (n * n - 1) / 2) as i32,
            less: less
                .iter()
                .map(|&(a, b)| (a as usize, b as usize))
                .filter(|&(a, b)| in_block(a) || in_block(b))
                .collect(),
        })
    }

    /// Every completion of `square` (cells outside the block filled, 0-based values) into a
    /// semi-magic square that keeps the orderings, written into `out` (a copy of `square`)
    /// and passed to `visit`.
    pub(super) fn for_each_completion(&self, square: &[u8], out: &mut Vec<u8>, visit: &mut dyn FnMut(&[u8])) {
        let (n, k) = (self.n, self.n - 3);
        // The values used outside the block, and the block's rows' and columns' remainders.
        let mut used = 0u64;
        let (mut row, mut col) = ([self.target; 3], [self.target; 3]);
        for (i, cells) in square[..n * n].chunks_exact(n).enumerate() {
            for (j, &v) in cells.iter().enumerate().take(if i < k { n } else { k }) {
                used |= 1 << v;
                if i >= k {
                    row[i - k] -= v as i32;
                } else if j >= k {
                    col[j - k] -= v as i32;
                }
            }
        }
        let free = Values::new(!used & (u64::MAX >> (64 - n * n)));
        let at = |i: usize, j: usize| (k + i) * n + k + j;
        // Most blocks have no completion, so the square is copied only for one that does.
        let mut place = |x: [i32; 9]| {
            out.clear();
            out.extend_from_slice(&square[..n * n]);
            for (c, &v) in x.iter().enumerate() {
                out[at(c / 3, c % 3)] = v as u8;
            }
            if self.less.iter().all(|&(a, b)| out[a] < out[b]) {
                visit(out);
            }
        };
        // x = the block row by row, a b c / d e f / g h i: each loop picks one value and
        // its line's last value is forced; h and i close the columns, the bottom row checks.
        for a in bits(free.set) {
            let f1 = free.without(a);
            for b in bits(f1.partners(row[0] - a)) {
                let c = row[0] - a - b;
                let f2 = f1.without(b).without(c);
                for d in bits(f2.partners(col[0] - a)) {
                    let g = col[0] - a - d;
                    let f3 = f2.without(d).without(g);
                    for e in bits(f3.partners(row[1] - d)) {
                        let f = row[1] - d - e;
                        let f4 = f3.without(e).without(f);
                        let (h, i) = (col[1] - b - e, col[2] - c - f);
                        if h != i && f4.has(h) && f4.has(i) && g + h + i == row[2] {
                            place([a, b, c, d, e, f, g, h, i]);
                        }
                    }
                }
            }
        }
    }
}

/// A set of values below 64 with its mirror image (bit v at 63 − v) kept beside it, so
/// that the values whose partner towards a sum is also in the set take the kernel's
/// [`complements_of_mirror`] with no bits reversed a call.
#[derive(Clone, Copy)]
struct Values {
    set: u64,
    mirror: u64,
}

impl Values {
    fn new(set: u64) -> Values {
        Values {
            set,
            mirror: set.reverse_bits(),
        }
    }

    fn without(self, v: i32) -> Values {
        Values {
            set: self.set & !(1 << v),
            mirror: self.mirror & !(1 << (63 - v)),
        }
    }

    fn has(self, v: i32) -> bool {
        (0..64).contains(&v) && self.set >> v & 1 == 1
    }

    /// The values `v` whose partner `rest − v` is in the set too and differs from `v`.
    fn partners(self, rest: i32) -> u64 {
        self.set & complements_of_mirror(self.mirror, rest as i64)
    }
}

/// Every swap of order `n` that may take a semi-magic square to another, as four cells
/// `[p1, q1, p2, q2]`: the entries of `p1` and `q1` are exchanged, and those of `p2` and `q2`.
/// Either two rows' entries in two columns (`p1`, `q1` in one row, `p2`, `q2` in the other:
/// the rows keep their sums) or two columns' entries in two rows; the other lines keep theirs
/// exactly when the swap is [`allowed`]. A swap undoes itself, and is allowed again after it
/// is made (the two sums it compares are those of the same entries), so it leads back.
fn swaps(n: usize) -> Vec<[u8; 4]> {
    let cell = |i: usize, j: usize| (i * n + j) as u8;
    let mut out = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            for x in 0..n {
                for y in x + 1..n {
                    // Rows a, b; columns x, y. Then columns a, b; rows x, y.
                    out.push([cell(a, x), cell(a, y), cell(b, x), cell(b, y)]);
                    out.push([cell(x, a), cell(y, a), cell(x, b), cell(y, b)]);
                }
            }
        }
    }
    out
}

/// Whether `swap` keeps every line sum of `square`: the two entries leaving each crossed
/// line sum to the two arriving.
fn allowed(square: &[u8], [p1, q1, p2, q2]: [u8; 4]) -> bool {
    let at = |c: u8| square[c as usize] as u32;
    at(p1) + at(p2) == at(q1) + at(q2)
}

fn make(square: &mut [u8], [p1, q1, p2, q2]: [u8; 4]) {
    square.swap(p1 as usize, q1 as usize);
    square.swap(p2 as usize, q2 as usize);
}

/// f carried along a random walk over swaps. A step picks one of the order's swaps (and a
/// few that do nothing) uniformly and makes it if it is allowed, else stays. The step's
/// transition matrix K on the semi-magic squares is symmetric — the same swap, allowed at
/// both ends, leads from S to T and back, each with the same probability — so its columns,
/// like its rows, sum to 1, and so do those of K^t for every t: Σ_S (K^t f)(S) = Σ_T f(T).
/// A sample may therefore count, for each square S it reaches, f at the point t steps
/// along a walk from S (whose expectation is (K^t f)(S)) instead of f(S), unbiased; the mean
/// over several points t, 2t, ... of one walk likewise. K commutes with the 8 symmetries (they
/// map the set of swaps onto itself and each is drawn alike), so this holds over the kernel's
/// one square a class too. What it buys: points along a walk share ever fewer cells with S
/// and with each other, so each f counted is close to a fresh draw of a semi-magic square,
/// for the cost of f and the steps, not of a walk through the tree.
#[derive(Clone, Debug)]
pub(super) struct Walk {
    /// The order's swaps, padded with swaps of a cell with itself (which do nothing) to a
    /// power of two, so that a uniform pick is a few random bits.
    moves: Vec<[u8; 4]>,
    /// log2 of the number of moves.
    bits: u32,
    here: Vec<u8>,
}

impl Walk {
    pub(super) fn new(n: usize) -> Walk {
        let mut moves = swaps(n);
        let size = moves.len().next_power_of_two();
        moves.resize(size, [0; 4]);
        Walk {
            moves,
            bits: size.trailing_zeros(),
            here: Vec::new(),
        }
    }

    /// The mean of f at `draws` points of a walk from `square`, `steps` steps apart (f of
    /// the square itself when `draws` is 0).
    pub(super) fn value(
        &mut self,
        square: &[u8],
        draws: usize,
        steps: usize,
        rng: &mut dyn rand::RngCore,
        f: &mut dyn FnMut(&[u8]) -> u64,
    ) -> f64 {
        if draws == 0 {
            return f(square) as f64;
        }
        self.here.clear();
        self.here.extend_from_slice(square);
        let (mask, per_word) = ((1u64 << self.bits) - 1, (64 / self.bits) as usize);
        let mut total = 0.0;
        for _ in 0..draws {
            let mut left = steps;
            while left > 0 {
                let mut word = rng.next_u64();
                for _ in 0..per_word.min(left) {
                    let swap = self.moves[(word & mask) as usize];
                    word >>= self.bits;
                    if allowed(&self.here, swap) {
                        make(&mut self.here, swap);
                    }
                }
                left = left.saturating_sub(per_word);
            }
            total += f(&self.here) as f64;
        }
        total / draws as f64
    }
}

/// The values of a set, lowest first.
fn bits(mut set: u64) -> impl Iterator<Item = i32> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let v = set.trailing_zeros() as i32;
            set &= set - 1;
            v
        })
    })
}

/// At least `want` squares below random nodes of a kernel system's tree: the leaves below
/// single-particle runs that sample the first `exact_from` steps (the whole tree is far too
/// large to list from order 5 on). For the tests of the rearrange sampler and of the swaps.
#[cfg(test)]
pub(super) fn squares_below_random_nodes(
    sys: &SumSystem,
    exact_from: usize,
    want: usize,
    rng: &mut dyn rand::RngCore,
) -> Vec<Vec<u8>> {
    let tree = sys.tree::<u64>(exact_from, 0);
    let mut squares = Vec::new();
    while squares.len() < want {
        super::smc::run_with_leaves(&tree, 1, rng, &mut |node| {
            tree.for_each_leaf(node, &mut |v| squares.push(v.to_vec()));
            [0.0]
        });
    }
    squares
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::magic::kind::SquareKind;
    use crate::rearrange::Diagonals;
    use crate::Figures;
    use rand::SeedableRng;

    fn semi_magic(n: usize) -> SumSystem {
        Figures::Square(SquareKind::SemiMagic, n).kernel_system().unwrap()
    }

    fn line_sums_hold(square: &[u8], n: usize) -> bool {
        let target = (n * (n * n - 1) / 2) as u32;
        (0..n).all(|i| {
            (0..n).map(|j| square[i * n + j] as u32).sum::<u32>() == target
                && (0..n).map(|j| square[j * n + i] as u32).sum::<u32>() == target
        })
    }

    /// The allowed swaps of a square.
    fn allowed_swaps(square: &[u8], n: usize) -> Vec<[u8; 4]> {
        swaps(n).into_iter().filter(|&w| allowed(square, w)).collect()
    }

    #[test]
    fn swaps_lead_to_semi_magic_squares_and_back() {
        // Order 4 (every square) and orders 5 and 6 (squares below random nodes of the
        // kernel's tree): each allowed swap keeps every line sum (checked by summing), is
        // allowed again where it leads, and leads back.
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
        for (n, want) in [(4usize, 0), (5, 2000), (6, 500)] {
            let (mut seen, mut moves) = (0, 0);
            let sys = semi_magic(n);
            let mut squares = squares_below_random_nodes(&sys, sys.cells() - 12, want, &mut rng);
            if want == 0 {
                sys.for_each(&mut |v| squares.push(v.to_vec()));
            }
            for s in &squares {
                seen += 1;
                for swap in allowed_swaps(s, n) {
                    moves += 1;
                    let mut t = s.clone();
                    make(&mut t, swap);
                    assert!(line_sums_hold(&t, n), "order {n}: {s:?} -> {t:?}");
                    assert!(allowed(&t, swap), "order {n}: no way back from {t:?}");
                    make(&mut t, swap);
                    assert_eq!(&t, s);
                }
            }
            assert!(moves > seen, "order {n}: {moves} swaps in {seen} squares");
        }
    }

    /// How many swap neighbours the semi-magic squares of order 6 have: the squares below
    /// random nodes of the kernel's tree (a run of the rearrange sampler's tail), for
    /// docs/estimates/methods.md ("rearrange"). `cargo test --release -p cubelab-estimate
    /// swap_neighbourhoods_at_order_6 -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn swap_neighbourhoods_at_order_6() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(6);
        let squares = squares_below_random_nodes(&semi_magic(6), 22, 100_000, &mut rng);
        let degrees: Vec<usize> = squares.iter().map(|v| allowed_swaps(v, 6).len()).collect();
        let mean = degrees.iter().sum::<usize>() as f64 / degrees.len() as f64;
        let none = degrees.iter().filter(|&&d| d == 0).count();
        let most = degrees.iter().max().unwrap();
        println!(
            "order 6, {} squares: mean {mean:.2} swap neighbours, {none} with none, at most {most}",
            degrees.len()
        );
    }

    #[test]
    fn a_walk_step_keeps_the_total_of_f() {
        // One step of the walk from S: to each allowed swap's T with probability 1/P (P the
        // padded number of swaps), else S. So P x E[f after one step | S] = Σ_T f(T) + (P −
        // d(S)) f(S), in whole numbers; summed over every semi-magic square of order 4 (one
        // a class of 8: the steps must commute with the symmetries for this to hold over
        // classes) it must be P x Σ f exactly, while square by square it differs.
        let d = Diagonals::new(4).unwrap();
        let p = Walk::new(4).moves.len() as u64;
        let (mut f_sum, mut stepped, mut differ) = (0u64, 0u64, 0);
        semi_magic(4).for_each(&mut |v| {
            let f = d.magic_rearrangements(v);
            let near = allowed_swaps(v, 4);
            let after: u64 = near
                .iter()
                .map(|&w| {
                    let mut t = v.to_vec();
                    make(&mut t, w);
                    d.magic_rearrangements(&t)
                })
                .sum::<u64>()
                + (p - near.len() as u64) * f;
            f_sum += f;
            stepped += after;
            differ += usize::from(after != p * f);
        });
        assert!(f_sum > 0);
        assert_eq!(stepped, p * f_sum);
        assert!(differ > 1000, "{differ} squares differ");
    }

    #[test]
    fn a_walk_stays_on_semi_magic_squares_and_moves() {
        // Every point of a walk is semi-magic, and the walk leaves most squares it starts on.
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let sys = semi_magic(6);
        let squares = squares_below_random_nodes(&sys, sys.cells() - 12, 300, &mut rng);
        let mut walk = Walk::new(6);
        let mut moved = 0;
        for s in &squares {
            let mut points = 0;
            let mean = walk.value(s, 4, 300, &mut rng, &mut |t| {
                assert!(line_sums_hold(t, 6), "{s:?} -> {t:?}");
                moved += usize::from(t != &s[..]);
                points += 1;
                7
            });
            assert_eq!((mean, points), (7.0, 4));
        }
        assert!(
            moved > squares.len() * 3,
            "{moved} of {} points moved",
            4 * squares.len()
        );
    }
}
