//! Semi-magic squares as the rearrange sampler meets them: the last 3×3 block of one
//! completed directly, and the swaps that lead from one to another.

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

/// Calls `visit` with every swap that takes a semi-magic square of order `n` to another:
/// two rows' entries in two columns exchanged (the rows keep their sums, and the columns do
/// when their entries in the two rows have equal sums), or two columns' entries in two rows
/// (the same with rows and columns exchanged). A swap is two exchanges of cells.
fn for_each_swap(square: &[u8], n: usize, visit: &mut dyn FnMut([(usize, usize); 2])) {
    let at = |i: usize, j: usize| square[i * n + j] as u32;
    for a in 0..n {
        for b in a + 1..n {
            for x in 0..n {
                for y in x + 1..n {
                    // Rows a, b; columns x, y.
                    if at(a, x) + at(b, x) == at(a, y) + at(b, y) {
                        visit([(a * n + x, a * n + y), (b * n + x, b * n + y)]);
                    }
                    // Columns a, b; rows x, y.
                    if at(x, a) + at(x, b) == at(y, a) + at(y, b) {
                        visit([(x * n + a, y * n + a), (x * n + b, y * n + b)]);
                    }
                }
            }
        }
    }
}

/// The swaps of a square: the semi-magic squares one swap away. The same count as
/// [`for_each_swap`] makes (a test checks), by tallying equal pair sums instead of comparing
/// every two: this runs for every neighbour a sample draws.
fn swap_degree(square: &[u8], n: usize) -> usize {
    let mut degree = 0usize;
    // Sums of two entries below 64 are below 128.
    let mut seen = [0u8; 128];
    let mut tally = |sums: &mut dyn Iterator<Item = usize>, buf: &mut [usize; 8]| {
        let mut k = 0;
        for s in sums {
            degree += seen[s] as usize;
            seen[s] += 1;
            buf[k] = s;
            k += 1;
        }
        for &s in &buf[..k] {
            seen[s] = 0;
        }
    };
    let at = |i: usize, j: usize| square[i * n + j] as usize;
    let mut buf = [0usize; 8];
    for a in 0..n {
        for b in a + 1..n {
            // Rows a and b: their entries in each column, summed; then columns a and b.
            tally(&mut (0..n).map(|x| at(a, x) + at(b, x)), &mut buf);
            tally(&mut (0..n).map(|x| at(x, a) + at(x, b)), &mut buf);
        }
    }
    degree
}

/// f spread over a square's neighbourhood: the square and the squares one swap away. With
/// N(S) that neighbourhood (S included, so never empty) and d(S) its size, the spread value
/// is Σ f(T) / d(T) over T in N(S); neighbourhoods are symmetric (a swap undoes itself), so
/// summed over all semi-magic squares the spread values sum to Σ f: each T gives f(T)/d(T)
/// to each of the d(T) squares whose neighbourhood holds it. A sampled square then brings
/// the f of several squares that differ from it in four cells, where most of the
/// rearrangements' diagonals run through a changed cell, for the cost of their f alone.
///
/// Only `k` members of the neighbourhood, drawn without replacement, are counted, scaled by
/// d(S)/k: an unbiased estimate of the spread value, at a fixed cost a square.
#[derive(Clone, Debug, Default)]
pub(super) struct Spread {
    swaps: Vec<[(usize, usize); 2]>,
    order: Vec<usize>,
    other: Vec<u8>,
}

impl Spread {
    pub(super) fn value(
        &mut self,
        square: &[u8],
        n: usize,
        k: usize,
        rng: &mut dyn rand::RngCore,
        f: &mut dyn FnMut(&[u8]) -> u64,
    ) -> f64 {
        use rand::Rng;
        self.swaps.clear();
        for_each_swap(square, n, &mut |s| self.swaps.push(s));
        // Index swaps.len() is the square itself.
        let size = self.swaps.len() + 1;
        let take = k.clamp(1, size);
        self.order.clear();
        self.order.extend(0..size);
        let mut total = 0.0;
        for i in 0..take {
            let j = rng.gen_range(i..size);
            self.order.swap(i, j);
            self.other.clear();
            self.other.extend_from_slice(square);
            if let Some(swap) = self.swaps.get(self.order[i]) {
                for &(p, q) in swap {
                    self.other.swap(p, q);
                }
            }
            total += f(&self.other) as f64 / (swap_degree(&self.other, n) + 1) as f64;
        }
        total * size as f64 / take as f64
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
    use crate::estimate::rearrange::Diagonals;
    use crate::estimate::Target;
    use crate::magic::kind::SquareKind;
    use rand::SeedableRng;

    fn semi_magic(n: usize) -> SumSystem {
        Target::Square(SquareKind::SemiMagic, n).kernel_system().unwrap()
    }

    fn line_sums_hold(square: &[u8], n: usize) -> bool {
        let target = (n * (n * n - 1) / 2) as u32;
        (0..n).all(|i| {
            (0..n).map(|j| square[i * n + j] as u32).sum::<u32>() == target
                && (0..n).map(|j| square[j * n + i] as u32).sum::<u32>() == target
        })
    }

    #[test]
    fn swaps_lead_to_semi_magic_squares_and_back() {
        // Order 4 (every square) and orders 5 and 6 (squares below random nodes of the
        // kernel's tree): each swap keeps every line sum (checked by summing), and the square
        // it leads to has the swap back among its own.
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
        for (n, want) in [(4usize, 0), (5, 2000), (6, 500)] {
            let (mut seen, mut swaps) = (0, 0);
            let sys = semi_magic(n);
            let mut squares = squares_below_random_nodes(&sys, sys.cells() - 12, want, &mut rng);
            if want == 0 {
                sys.for_each(&mut |v| squares.push(v.to_vec()));
            }
            for s in &squares {
                seen += 1;
                let mut listed = 0;
                for_each_swap(s, n, &mut |_| listed += 1);
                assert_eq!(swap_degree(s, n), listed, "order {n}: {s:?}");
                for_each_swap(s, n, &mut |swap| {
                    swaps += 1;
                    let mut t = s.clone();
                    for (p, q) in swap {
                        t.swap(p, q);
                    }
                    assert!(line_sums_hold(&t, n), "order {n}: {s:?} -> {t:?}");
                    let mut back = 0;
                    for_each_swap(&t, n, &mut |w| back += usize::from(w == swap));
                    assert_eq!(back, 1, "order {n}: no way back from {t:?}");
                });
            }
            assert!(swaps > seen, "order {n}: {swaps} swaps in {seen} squares");
        }
    }

    /// How many swap neighbours the semi-magic squares of order 6 have: the squares below
    /// random nodes of the kernel's tree (a run of the rearrange sampler's tail), for
    /// docs/estimates.md. `cargo test --release --lib swap_neighbourhoods_at_order_6 --
    /// --ignored --nocapture`.
    #[test]
    #[ignore]
    fn swap_neighbourhoods_at_order_6() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(6);
        let squares = squares_below_random_nodes(&semi_magic(6), 22, 100_000, &mut rng);
        let degrees: Vec<usize> = squares.iter().map(|v| swap_degree(v, 6)).collect();
        let mean = degrees.iter().sum::<usize>() as f64 / degrees.len() as f64;
        let none = degrees.iter().filter(|&&d| d == 0).count();
        let most = degrees.iter().max().unwrap();
        println!(
            "order 6, {} squares: mean {mean:.2} swap neighbours, {none} with none, at most {most}",
            degrees.len()
        );
    }

    #[test]
    fn spread_values_sum_to_the_magic_rearrangements() {
        // Over every semi-magic square of order 4 (one a class of 8; swaps commute with the 8
        // symmetries), the spread values over whole neighbourhoods sum to Σ f exactly, while
        // square by square they differ.
        let d = Diagonals::new(4).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        let mut spread = Spread::default();
        let (mut f_sum, mut spread_sum, mut differ) = (0u64, 0.0, 0);
        semi_magic(4).for_each(&mut |v| {
            let f = d.magic_rearrangements(v);
            let g = spread.value(v, 4, usize::MAX, &mut rng, &mut |t| d.magic_rearrangements(t));
            f_sum += f;
            spread_sum += g;
            differ += usize::from((g - f as f64).abs() > 1e-9);
        });
        assert!(f_sum > 0);
        assert!(
            (spread_sum - f_sum as f64).abs() < 1e-6 * f_sum as f64,
            "{spread_sum} against {f_sum}"
        );
        assert!(differ > 1000, "{differ} squares differ");
    }
}
