//! Random positions: uniform over all positions, or a random walk of turns.
//!
//! Every arrangement of the corner colours `{K, K, C0..C5}` and edge colours
//! `{C0..C5, E1 x3, E2 x3}` is a position the turns reach (the census reaches all
//! 20,160 x 13,305,600 of them; the repeated colours absorb the permutation parity), so
//! shuffling the two multisets uniformly gives a uniformly random position.

use rand::seq::SliceRandom;
use rand::Rng;

use super::moves::{Metric, Move};
use super::solver::apply;
use super::{centre_colour, Cube, E1, E2, K};

/// A uniformly random position.
pub fn random_position(rng: &mut impl Rng) -> Cube {
    let mut corners = [K, K, 0, 0, 0, 0, 0, 0];
    let mut edges = [0, 0, 0, 0, 0, 0, E1, E1, E1, E2, E2, E2];
    for f in 0..6 {
        corners[2 + f] = centre_colour(f);
        edges[f] = centre_colour(f);
    }
    corners.shuffle(rng);
    edges.shuffle(rng);
    Cube::from_pieces(&corners, &edges)
}

/// `n` random turns of the metric's move set, never the same face twice in a row.
pub fn random_walk(rng: &mut impl Rng, metric: Metric, n: usize) -> Vec<Move> {
    let moves = metric.moves();
    let mut out: Vec<Move> = Vec::new();
    while out.len() < n {
        let m = moves[rng.gen_range(0..moves.len())];
        if out.last().is_none_or(|p| p.face != m.face) {
            out.push(m);
        }
    }
    out
}

/// One scramble from `rng`: a uniformly random position, or with `walk = Some(n)` the
/// position `n` random turns of `metric` away from `reference` (returned with the turns).
/// Drawing in turn from one generator gives `cubelab molecube scramble --count`'s sequence.
pub fn draw(
    rng: &mut impl Rng,
    metric: Metric,
    walk: Option<usize>,
    reference: &Cube,
) -> (Cube, Option<Vec<Move>>) {
    match walk {
        Some(n) => {
            let turns = random_walk(rng, metric, n);
            (apply(reference, &turns), Some(turns))
        }
        None => (random_position(rng), None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn random_positions_have_the_colour_scheme_and_repeat_by_seed() {
        let mut a = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let mut b = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let x = random_position(&mut a);
        assert_eq!(x, random_position(&mut b));
        let mut counts = [0; 9];
        for &k in &x.0 {
            counts[k as usize] += 1;
        }
        assert_eq!(counts, [3; 9]);
        assert_eq!(random_walk(&mut a, Metric::Qtm, 7).len(), 7);
    }
}
