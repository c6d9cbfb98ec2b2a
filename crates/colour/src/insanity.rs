//! Instant Insanity: n cubes, each face painted one of n colours, stacked in a column so
//! that each of the four long sides (left, right, front, back) shows every colour once.
//!
//! A *stack* gives, for each cube in file order (bottom to top), the colours on its left,
//! right, front and back sides. Two methods find every stack:
//! * [`brute_force`]: every orientation of every cube (the distinct side patterns among the
//!   24 rotations), depth first, a side's colour set as a bitmask;
//! * [`graph_method`]: the classic method. Colours are vertices, each cube gives 3 edges (its
//!   opposite-face pairs). A side pair (front/back, left/right) takes one edge per cube with
//!   every colour of degree 2: a 2-regular spanning subgraph ("2-factor"). A solution is two
//!   2-factors using different edges of every cube, each oriented so that every colour is
//!   once at the front (left) end and once at the back (right) end.
//!
//! Symmetry: a stack can be turned about its vertical axis (4 ways) and turned upside down;
//! these 8 rotations of the column move the four sides like the 8 symmetries of a square
//! (turning upside down swaps left and right and reverses the cube order). The cube order
//! does not matter to the goal, so stacks are counted with the order fixed, as in the file
//! (the `count` of the summary), and the classes are the orbits of the 8 side permutations on those, which is
//! "up to rotating the stack, turning it over, and reordering the cubes". The cubes are
//! distinct objects even when two are painted alike.

use std::collections::BTreeSet;

use serde_json::{json, Value};

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::cube::{rotation_face_perms, FaceColouring, FACE_NAMES};
use crate::error::{Error, Result};
use crate::geometry::orbits::{self, Class};
use crate::geometry::{cube_rotations, Perm};

/// The largest number of cubes (and colours) accepted: past it the brute force is slow.
pub const MAX_CUBES: usize = 16;

/// A puzzle: the cubes' face colourings (faces 0 left .. 5 up) and the colour names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instance {
    /// Colour names in order of first appearance; colour `k` is `colour_names[k]`.
    pub colour_names: Vec<String>,
    /// The cubes, in file order (bottom to top).
    pub cubes: Vec<FaceColouring>,
}

/// Colours on the left, right, front and back sides of one cube of a stack.
pub type Sides = [u8; 4];

/// One stack: the sides of each cube, in file order.
pub type Stack = Vec<Sides>;

/// Reads an instance: one cube per line, six colour names (any words without spaces or
/// commas) in the face order left right front back down up; `#` starts a comment.
pub fn parse(text: &str, source: &str) -> Result<Instance> {
    let mut names: Vec<String> = Vec::new();
    let mut cubes = Vec::new();
    for (no, line) in text.lines().enumerate() {
        let body = line.split('#').next().unwrap_or("");
        let tokens: Vec<&str> = body
            .split(|ch: char| ch.is_whitespace() || ch == ',')
            .filter(|t| !t.is_empty())
            .collect();
        if tokens.is_empty() {
            continue;
        }
        if tokens.len() != 6 {
            return Err(Error::input(
                format!("{source}:{}", no + 1),
                format!(
                    "expected 6 colours ({}), found {}",
                    FACE_NAMES.join(" "),
                    tokens.len()
                ),
            ));
        }
        let mut faces = [0u8; 6];
        for (f, t) in faces.iter_mut().zip(&tokens) {
            let k = names.iter().position(|n| n == t).unwrap_or_else(|| {
                names.push(t.to_string());
                names.len() - 1
            });
            *f = k.min(u8::MAX as usize) as u8;
        }
        cubes.push(FaceColouring(faces));
    }
    validate(
        Instance {
            colour_names: names,
            cubes,
        },
        source,
    )
}

fn validate(inst: Instance, source: &str) -> Result<Instance> {
    let (n, k) = (inst.cubes.len(), inst.colour_names.len());
    if n == 0 {
        return Err(Error::input(source, "no cubes (one cube per line: six colours)"));
    }
    if n > MAX_CUBES {
        return Err(Error::input(
            source,
            format!("{n} cubes; at most {MAX_CUBES} are supported"),
        ));
    }
    if k > n {
        return Err(Error::input(
            source,
            format!("{k} colours on {n} cubes: a side of {n} cubes can show at most {n} colours"),
        ));
    }
    Ok(inst)
}

/// The instance in the file format [`parse`] reads.
pub fn to_text(inst: &Instance) -> String {
    let mut s = format!("# {} cubes; faces: {}\n", inst.cubes.len(), FACE_NAMES.join(" "));
    for c in &inst.cubes {
        let names: Vec<&str> =
            c.0.iter()
                .map(|&k| inst.colour_names[k as usize].as_str())
                .collect();
        s += &names.join(" ");
        s.push('\n');
    }
    s
}

fn sides_of(c: &FaceColouring) -> Sides {
    [c.0[0], c.0[1], c.0[2], c.0[3]]
}

/// The distinct side patterns a cube can show, over its 24 orientations.
pub fn side_patterns(cube: &FaceColouring) -> Vec<Sides> {
    let mut out: Vec<Sides> = rotation_face_perms()
        .iter()
        .map(|p| sides_of(&cube.rotated(p)))
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Every stack (cube order fixed), by trying every orientation of every cube; sorted.
pub fn brute_force(inst: &Instance) -> Vec<Stack> {
    let patterns: Vec<Vec<Sides>> = inst.cubes.iter().map(side_patterns).collect();
    let mut out = Vec::new();
    let mut stack = Vec::with_capacity(patterns.len());
    place(&patterns, [0; 4], &mut stack, &mut out);
    out.sort_unstable();
    out
}

fn place(patterns: &[Vec<Sides>], used: [u32; 4], stack: &mut Stack, out: &mut Vec<Stack>) {
    let Some(options) = patterns.get(stack.len()) else {
        out.push(stack.clone());
        return;
    };
    'next: for s in options {
        let mut now = used;
        for (u, &k) in now.iter_mut().zip(s) {
            if *u >> k & 1 == 1 {
                continue 'next;
            }
            *u |= 1 << k;
        }
        stack.push(*s);
        place(patterns, now, stack, out);
        stack.pop();
    }
}

/// The three opposite-face pairs of a cube: its edges in the colour graph.
fn edges(cube: &FaceColouring) -> [(u8, u8); 3] {
    let c = cube.0;
    [(c[0], c[1]), (c[2], c[3]), (c[4], c[5])]
}

/// The number of 2-factors, counted without keeping them, stopping once `cap` is passed
/// (the answer is then `cap + 1`): the first, cheap measure of what the graph method costs,
/// since it compares every pair of 2-factors.
pub fn count_two_factors(inst: &Instance, cap: u64) -> u64 {
    fn count(all: &[[(u8, u8); 3]], at: usize, degree: &mut [u8], cap: u64, n: &mut u64) {
        if *n > cap {
            return;
        }
        if at == all.len() {
            *n += degree.iter().all(|&d| d == 2) as u64;
            return;
        }
        for &(a, b) in &all[at] {
            degree[a as usize] += 1;
            degree[b as usize] += 1;
            if degree[a as usize] <= 2 && degree[b as usize] <= 2 {
                count(all, at + 1, degree, cap, n);
            }
            degree[a as usize] -= 1;
            degree[b as usize] -= 1;
        }
    }
    let all: Vec<[(u8, u8); 3]> = inst.cubes.iter().map(edges).collect();
    let mut n = 0;
    count(&all, 0, &mut vec![0u8; inst.cubes.len()], cap, &mut n);
    n.min(cap.saturating_add(1))
}

/// An upper bound on the stacks the graph method builds (before duplicates are merged): the
/// sum over ordered pairs of edge-disjoint 2-factors of the product of their orientation
/// counts. Costs the pair loop but builds no stack.
pub fn stack_bound(inst: &Instance) -> u128 {
    let factors = two_factors(inst);
    let ways: Vec<u128> = factors
        .iter()
        .map(|h| orientations(inst, h).len() as u128)
        .collect();
    let mut bound = 0u128;
    for (h1, w1) in factors.iter().zip(&ways) {
        for (h2, w2) in factors.iter().zip(&ways) {
            if h1.iter().zip(h2).all(|(a, b)| a != b) {
                bound += w1 * w2;
            }
        }
    }
    bound
}

/// Every 2-factor: one edge index (0..3) per cube, every colour of degree exactly 2.
pub fn two_factors(inst: &Instance) -> Vec<Vec<u8>> {
    let n = inst.cubes.len();
    let all: Vec<[(u8, u8); 3]> = inst.cubes.iter().map(edges).collect();
    let mut out = Vec::new();
    let mut choice = Vec::with_capacity(n);
    let mut degree = vec![0u8; n];
    factor(&all, &mut choice, &mut degree, &mut out);
    out
}

fn factor(all: &[[(u8, u8); 3]], choice: &mut Vec<u8>, degree: &mut [u8], out: &mut Vec<Vec<u8>>) {
    if choice.len() == all.len() {
        if degree.iter().all(|&d| d == 2) {
            out.push(choice.clone());
        }
        return;
    }
    for (e, &(a, b)) in all[choice.len()].iter().enumerate() {
        degree[a as usize] += 1;
        degree[b as usize] += 1;
        if degree[a as usize] <= 2 && degree[b as usize] <= 2 {
            choice.push(e as u8);
            factor(all, choice, degree, out);
            choice.pop();
        }
        degree[a as usize] -= 1;
        degree[b as usize] -= 1;
    }
}

/// Every orientation of a 2-factor: for each cube the (first, second) colours of its edge,
/// each colour once first and once second. Loops give one orientation.
fn orientations(inst: &Instance, factor: &[u8]) -> Vec<Vec<(u8, u8)>> {
    let edges: Vec<(u8, u8)> = inst
        .cubes
        .iter()
        .zip(factor)
        .map(|(c, &e)| edges(c)[e as usize])
        .collect();
    let mut out = Vec::new();
    orient(&edges, 0, 0, &mut Vec::with_capacity(edges.len()), &mut out);
    out
}

/// Depth first over the edges; `firsts`/`seconds` are the colours already used at each end.
fn orient(
    edges: &[(u8, u8)],
    firsts: u32,
    seconds: u32,
    cur: &mut Vec<(u8, u8)>,
    out: &mut Vec<Vec<(u8, u8)>>,
) {
    let Some(&(a, b)) = edges.get(cur.len()) else {
        out.push(cur.clone());
        return;
    };
    let ways: &[(u8, u8)] = if a == b { &[(a, b)] } else { &[(a, b), (b, a)] };
    for &(x, y) in ways {
        if firsts >> x & 1 == 0 && seconds >> y & 1 == 0 {
            cur.push((x, y));
            orient(edges, firsts | 1 << x, seconds | 1 << y, cur, out);
            cur.pop();
        }
    }
}

/// The graph method's result: unordered pairs of 2-factors with different edges at every
/// cube (the classic "solutions"), and every stack they give (cube order fixed), sorted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphSolutions {
    /// Unordered pairs of edge-disjoint 2-factors (the classic count of solutions).
    pub pairs: usize,
    /// Every stack the pairs give, cube order fixed, sorted.
    pub stacks: Vec<Stack>,
}

/// Solves by the classic graph method.
pub fn graph_method(inst: &Instance) -> GraphSolutions {
    let factors = two_factors(inst);
    let oriented: Vec<Vec<Vec<(u8, u8)>>> = factors.iter().map(|h| orientations(inst, h)).collect();
    let mut ordered = 0usize;
    let mut stacks = BTreeSet::new();
    for (h1, fbs) in factors.iter().zip(&oriented) {
        for (h2, lrs) in factors.iter().zip(&oriented) {
            if h1.iter().zip(h2).any(|(a, b)| a == b) {
                continue;
            }
            ordered += 1;
            // h1 gives front/back, h2 left/right.
            for fb in fbs {
                for lr in lrs {
                    let stack: Stack = fb.iter().zip(lr).map(|(&(f, b), &(l, r))| [l, r, f, b]).collect();
                    stacks.insert(stack);
                }
            }
        }
    }
    GraphSolutions {
        pairs: ordered / 2,
        stacks: stacks.into_iter().collect(),
    }
}

/// Largest stack the brute force re-checks (24^n orientations; 10 cubes take ~0.1 s).
pub const BRUTE_FORCE_MAX: usize = 10;

/// Every solution of an instance, found by the graph method and checked by independent
/// methods: the stacks against the brute force (up to [`BRUTE_FORCE_MAX`] cubes), the classes
/// by orbit enumeration against Burnside's lemma.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solutions {
    /// Every stack with the cube order fixed, sorted.
    pub stacks: Vec<Stack>,
    /// The classes up to the 8 rotations of the stack (see [`stack_group`]).
    pub classes: Vec<Class<Stack>>,
    /// Unordered pairs of edge-disjoint 2-factors the graph method found.
    pub graph_pairs: usize,
    /// True when the brute force re-checked the stacks.
    pub brute_force_checked: bool,
}

/// Solves `inst` by the graph method with the cross-checks of [`Solutions`]; a disagreement
/// between the methods is an [`Error::Disagreement`].
pub fn solve(inst: &Instance) -> Result<Solutions> {
    let graph = graph_method(inst);
    // The brute force grows like 24^n: it re-checks the graph method on small stacks only.
    let brute_force_checked = inst.cubes.len() <= BRUTE_FORCE_MAX;
    if brute_force_checked {
        let brute = brute_force(inst);
        if graph.stacks != brute {
            return Err(Error::disagreement(format!(
                "graph method finds {} stacks, brute force {}",
                graph.stacks.len(),
                brute.len()
            )));
        }
    }
    let classes = classes(&graph.stacks);
    if burnside(&graph.stacks) != Some(classes.len() as u64) {
        return Err(Error::disagreement(
            "orbit enumeration and Burnside's lemma disagree",
        ));
    }
    Ok(Solutions {
        stacks: graph.stacks,
        classes,
        graph_pairs: graph.pairs,
        brute_force_checked,
    })
}

/// The 8 rotations of a column that keep it vertical (4 turns about the axis, 4 that turn it
/// upside down), as permutations of the 4 side positions left, right, front, back.
pub fn stack_group() -> Vec<Perm> {
    cube_rotations()
        .elements
        .iter()
        .filter(|g| g.axes[2] == 2)
        .map(|g| {
            let p = g.face_perm();
            Perm::from_images(p.images()[..4].to_vec()).expect("keeps the sides among themselves")
        })
        .collect()
}

/// A stack after moving its sides by `g` (cube order kept: reordering is free).
pub fn act(stack: &Stack, g: &Perm) -> Stack {
    stack
        .iter()
        .map(|s| {
            let mut t = [0u8; 4];
            g.apply_into(s, &mut t);
            t
        })
        .collect()
}

/// The classes of a complete list of stacks under [`stack_group`].
pub fn classes(stacks: &[Stack]) -> Vec<Class<Stack>> {
    orbits::orbits(stacks, &stack_group(), act)
}

/// The number of classes by Burnside's lemma.
pub fn burnside(stacks: &[Stack]) -> Option<u64> {
    orbits::burnside(stacks, &stack_group(), act)
}

/// A full orientation of `cube` showing `sides` (the first such among the 24 rotations), so
/// the top and bottom colours can be drawn.
pub fn orientation_for(cube: &FaceColouring, sides: &Sides) -> FaceColouring {
    rotation_face_perms()
        .iter()
        .map(|p| cube.rotated(p))
        .find(|r| sides_of(r) == *sides)
        .expect("the side pattern comes from a rotation of this cube")
}

/// True when every side of the stack shows every colour once and each cube shows a side
/// pattern it can: the independent check of a solution.
pub fn is_solution(inst: &Instance, stack: &Stack) -> bool {
    let n = inst.cubes.len();
    stack.len() == n
        && stack
            .iter()
            .zip(&inst.cubes)
            .all(|(s, c)| side_patterns(c).contains(s))
        && (0..4).all(|side| {
            let seen: BTreeSet<u8> = stack.iter().map(|s| s[side]).collect();
            seen.len() == n
        })
}

const NAMES: [&str; 10] = [
    "red", "green", "blue", "yellow", "white", "orange", "purple", "black", "pink", "brown",
];

/// A random instance of `n` cubes from `seed` (ChaCha8Rng): every face uniformly one of `n`
/// colours, or, when `planted`, a solved stack with random top and bottom colours, each cube
/// then turned at random (so at least one solution exists).
pub fn random_instance(n: usize, seed: u64, planted: bool) -> Result<Instance> {
    if n == 0 || n > MAX_CUBES {
        return Err(Error::usage(format!(
            "{n} cubes: an instance has 1 to {MAX_CUBES} cubes"
        )));
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let colour_names = (0..n)
        .map(|k| {
            NAMES
                .get(k)
                .map_or_else(|| format!("c{}", k + 1), |s| s.to_string())
        })
        .collect();
    let cubes = if planted {
        let sides: Vec<Vec<u8>> = (0..4)
            .map(|_| {
                let mut p: Vec<u8> = (0..n as u8).collect();
                p.shuffle(&mut rng);
                p
            })
            .collect();
        let turns = rotation_face_perms();
        (0..n)
            .map(|i| {
                let c = FaceColouring([
                    sides[0][i],
                    sides[1][i],
                    sides[2][i],
                    sides[3][i],
                    rng.gen_range(0..n as u8),
                    rng.gen_range(0..n as u8),
                ]);
                c.rotated(&turns[rng.gen_range(0..turns.len())])
            })
            .collect()
    } else {
        (0..n)
            .map(|_| FaceColouring(std::array::from_fn(|_| rng.gen_range(0..n as u8))))
            .collect()
    };
    Ok(Instance { colour_names, cubes })
}

/// Each cube's faces turned as `stack` places it (faces left right front back down up).
pub fn oriented(inst: &Instance, stack: &Stack) -> Vec<FaceColouring> {
    inst.cubes
        .iter()
        .zip(stack)
        .map(|(c, s)| orientation_for(c, s))
        .collect()
}

/// One solution class as a result record: the colours along each side by name, and the
/// drawable `assembly` (the column of turned cubes, bottom first).
pub fn solution_record(inst: &Instance, index: usize, class: &Class<Stack>) -> Value {
    let turned = oriented(inst, &class.representative);
    let name = |k: u8| inst.colour_names[k as usize].as_str();
    let side = |s: usize| -> Vec<&str> { turned.iter().map(|f| name(f.0[s])).collect() };
    let cubes: Vec<Value> = turned
        .iter()
        .enumerate()
        .map(|(k, f)| json!({"at": [0, 0, k], "faces": f.0.to_vec(), "label": format!("cube {}", k + 1)}))
        .collect();
    json!({
        "index": index,
        "orbit": class.orbit,
        "sides": {"left": side(0), "right": side(1), "front": side(2), "back": side(3)},
        "colour_names": inst.colour_names,
        "assembly": {"size": [1, 1, inst.cubes.len()], "palette": "insanity", "cubes": cubes},
    })
}

/// The record of an instance (`insanity random`'s result; `render` of an instance file): the
/// cubes by colour name, and an `assembly` of them side by side as given, unturned, so that
/// it is drawn.
pub fn instance_record(inst: &Instance) -> Value {
    let names: Vec<Vec<&str>> = inst
        .cubes
        .iter()
        .map(|c| {
            c.0.iter()
                .map(|&k| inst.colour_names[k as usize].as_str())
                .collect()
        })
        .collect();
    let cubes: Vec<Value> = inst
        .cubes
        .iter()
        .enumerate()
        .map(|(k, f)| json!({"at": [k, 0, 0], "faces": f.0.to_vec(), "label": format!("cube {}", k + 1)}))
        .collect();
    json!({
        "cubes": names,
        "faces": FACE_NAMES,
        "colour_names": inst.colour_names,
        "assembly": {"size": [inst.cubes.len(), 1, 1], "palette": "insanity", "cubes": cubes},
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The commercial puzzle (examples/instant-insanity.txt).
    fn classic() -> Instance {
        parse(
            include_str!("../../cubelab/examples/instant-insanity.txt"),
            "classic",
        )
        .unwrap()
    }

    #[test]
    fn stack_group_is_the_square_group_on_sides() {
        let g = stack_group();
        assert_eq!(g.len(), 8);
        let set: BTreeSet<Perm> = g.iter().cloned().collect();
        assert_eq!(set.len(), 8);
        // left and right stay opposite, as do front and back
        for p in &g {
            assert_eq!(p.image(0) / 2, p.image(1) / 2);
        }
    }

    #[test]
    fn classic_puzzle_has_one_solution() {
        let inst = classic();
        let brute = brute_force(&inst);
        let graph = graph_method(&inst);
        assert_eq!(brute, graph.stacks);
        assert_eq!(graph.pairs, 1);
        assert_eq!(brute.len(), 8);
        let cls = classes(&brute);
        assert_eq!(cls.len(), 1);
        assert_eq!(burnside(&brute), Some(1));
        assert!(brute.iter().all(|s| is_solution(&inst, s)));
    }

    #[test]
    fn methods_agree_on_random_instances() {
        let mut solved = 0;
        for n in 1..=6 {
            for seed in 0..40 {
                let inst = random_instance(n, seed, seed % 2 == 0).unwrap();
                let brute = brute_force(&inst);
                assert_eq!(brute, graph_method(&inst).stacks, "n={n} seed={seed}");
                let cls = classes(&brute);
                assert!(orbits::consistent(&cls, brute.len(), 8));
                assert_eq!(burnside(&brute), Some(cls.len() as u64));
                assert!(brute.iter().all(|s| is_solution(&inst, s)));
                if seed % 2 == 0 {
                    assert!(
                        !brute.is_empty(),
                        "planted instance n={n} seed={seed} is solvable"
                    );
                }
                solved += !brute.is_empty() as usize;
            }
        }
        assert!(solved > 120);
    }

    /// Cycles of length >= 2 in a 2-factor (components of its non-loop edges).
    fn cycles(inst: &Instance, factor: &[u8]) -> u32 {
        let mut parent: Vec<usize> = (0..inst.cubes.len()).collect();
        fn root(p: &mut [usize], x: usize) -> usize {
            if p[x] == x {
                x
            } else {
                let r = root(p, p[x]);
                p[x] = r;
                r
            }
        }
        let mut touched = BTreeSet::new();
        for (c, &e) in inst.cubes.iter().zip(factor) {
            let (a, b) = edges(c)[e as usize];
            if a != b {
                touched.insert(a as usize);
                let (ra, rb) = (root(&mut parent, a as usize), root(&mut parent, b as usize));
                parent[ra] = rb;
            }
        }
        let roots: BTreeSet<usize> = touched.iter().map(|&v| root(&mut parent, v)).collect();
        roots.len() as u32
    }

    #[test]
    fn classes_per_graph_pair_in_the_generic_case() {
        // Without repeated opposite pairs on a cube and with every orbit of size 8, a pair of
        // 2-factors with c1 and c2 cycles gives 2^(c1-1) * 2^(c2-1) classes.
        let mut checked = 0;
        for n in 3..=7 {
            for seed in 0..60 {
                let inst = random_instance(n, seed, true).unwrap();
                let repeated = inst.cubes.iter().any(|c| {
                    let mut p: Vec<(u8, u8)> = edges(c).iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
                    p.sort_unstable();
                    p.windows(2).any(|w| w[0] == w[1])
                });
                let g = graph_method(&inst);
                let cls = classes(&g.stacks);
                if repeated || cls.iter().any(|c| c.orbit != 8) {
                    continue;
                }
                let factors = two_factors(&inst);
                let mut predicted = 0u64;
                for (i, h1) in factors.iter().enumerate() {
                    for h2 in &factors[i + 1..] {
                        if h1.iter().zip(h2).all(|(a, b)| a != b) {
                            predicted += 1 << (cycles(&inst, h1) + cycles(&inst, h2) - 2);
                        }
                    }
                }
                assert_eq!(predicted, cls.len() as u64, "n={n} seed={seed}");
                checked += 1;
            }
        }
        assert!(checked > 50, "{checked}");
    }

    /// Cube i shows colours i and i+1 (mod n) on all three axes: every one of the 3^n edge
    /// choices is the same Hamiltonian cycle, the worst case for the pair loop.
    fn ring(n: usize) -> Instance {
        let cubes = (0..n)
            .map(|i| {
                let (a, b) = (i as u8, ((i + 1) % n) as u8);
                FaceColouring([a, b, a, b, a, b])
            })
            .collect();
        Instance {
            colour_names: (0..n).map(|i| format!("c{i}")).collect(),
            cubes,
        }
    }

    #[test]
    fn effort_is_measured_before_the_work() {
        let r = ring(5);
        assert_eq!(count_two_factors(&r, u64::MAX), 243);
        assert_eq!(count_two_factors(&r, 100), 101);
        assert_eq!(count_two_factors(&ring(16), 1000), 1001);
        // The bound counts every pair's stacks; the set merges those alike.
        let g = graph_method(&r);
        assert!(stack_bound(&r) >= g.stacks.len() as u128);
        let c = classic();
        assert_eq!(count_two_factors(&c, u64::MAX) as usize, two_factors(&c).len());
        assert_eq!(stack_bound(&c), graph_method(&c).stacks.len() as u128);
    }

    #[test]
    fn parse_round_trip_and_errors() {
        let inst = classic();
        assert_eq!(parse(&to_text(&inst), "x").unwrap(), inst);
        assert!(parse("a b c d e\n", "x").is_err());
        assert!(parse("# nothing\n", "x").is_err());
        assert!(parse("a b c d e f\n", "x").is_err(), "6 colours on one cube");
        assert!(parse("a,b,a,b,a,b\nb a b a b a\n", "x").is_ok());
    }

    #[test]
    fn orientation_shows_the_sides() {
        let inst = classic();
        for stack in brute_force(&inst) {
            for (c, s) in inst.cubes.iter().zip(&stack) {
                let o = orientation_for(c, s);
                assert_eq!(sides_of(&o), *s);
                assert_eq!(o.canonical(), c.canonical());
            }
        }
    }
}
