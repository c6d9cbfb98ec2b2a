//! Minimum universal sets: the fewest distinct cubes of C_n from which every target of C_n
//! can be built (outside faces; 8 distinct cubes per building).
//!
//! Formulation. By Hall's theorem a set S builds target t iff for every set X of t's corner
//! cells, S holds at least |X| cubes fitting some cell of X. So S is universal iff it meets
//! every *Hall constraint* (A, k): |S ∩ A| >= k, where A = N_t(X), k = |X|. Constraints are
//! deduplicated and those implied by another ((A', k') with A' ⊆ A, k' >= k) dropped; a
//! constraint with k > |A| at the start means no universal set exists at all.
//!
//! Search (is there a universal set of at most `size` cubes?): depth first over nodes
//! (included cubes I, excluded cubes E). At a node every constraint has a deficit
//! d = k - |I ∩ A| and free cubes A \ (I ∪ E); the node dies when some d exceeds its free
//! cubes or the budget left, or when constraints with pairwise disjoint free cubes need more
//! than the budget together (a packing bound: taken in order, a constraint adds its deficit
//! less the cubes it shares with those before it). Otherwise branch on the unmet constraint with
//! least slack: one of its free cubes must be added. *Orbital branching* (Ostrowski, Linderoth,
//! Rossi, Smriglio 2011) uses the symmetry: H, the colour permutations and mirrorings that fix
//! I and E, maps solutions of the node to solutions; after the branch "add c" is finished, the
//! whole H-orbit of c is excluded, and in the branch the group shrinks to the stabiliser of c.
//! Every class of solutions under the full group keeps a representative, so the listed sets
//! give, after canonical forms, the count up to symmetry and (by orbit sizes) in total.
//! Counting without listing (sizes with millions of universal sets) is `super::counting`,
//! on the same node tests (`Search::verdict` takes the blocks cubes are added in).

use std::collections::BTreeMap;
use std::sync::Arc;

use serde_json::{json, Value};

use super::model::Target;
use super::{map_set, members, Family, Set};
use crate::error::{Error, Result};
use crate::search::{Problem, Tally};

/// The name of this driver problem in its spec (output headers, checkpoints, the registry).
pub const NAME: &str = "colour-cubes universal";

/// |S ∩ cubes| >= need.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct HallConstraint {
    /// A: the cubes fitting some cell of a set of a target's cells.
    pub cubes: Set,
    /// k: how many of those cells there are, so how many cubes of A a universal set needs.
    pub need: u32,
}

/// Why no set at all is universal: a target whose cells `cells` need more distinct cubes
/// than the whole family has fitting them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Obstruction {
    /// The family's cube (index) that no set of distinct cubes can build.
    pub target: usize,
    /// The target's corner cells (bitmask over cells 0..8) that cannot all be filled.
    pub cells: u8,
    /// Every cube of the family fitting some of those cells: fewer cubes than cells.
    pub fitting: Set,
}

/// The Hall constraints of all targets, without implied ones, in a fixed order (larger need
/// first, then fewer cubes). `Err` with an obstruction when no universal set exists.
pub fn hall_constraints(targets: &[Target]) -> std::result::Result<Vec<HallConstraint>, Obstruction> {
    let mut best: BTreeMap<Set, u32> = BTreeMap::new();
    for t in targets {
        for cells in 1..=255u8 {
            let cubes = (0..8)
                .filter(|p| cells >> p & 1 == 1)
                .fold(0, |a, p| a | t.fits_cell[p]);
            if cubes.count_ones() < cells.count_ones() {
                return Err(Obstruction {
                    target: t.cube,
                    cells,
                    fitting: cubes,
                });
            }
            let need = best.entry(cubes).or_insert(0);
            *need = (*need).max(cells.count_ones());
        }
    }
    let all: Vec<HallConstraint> = best
        .into_iter()
        .map(|(cubes, need)| HallConstraint { cubes, need })
        .collect();
    let mut kept: Vec<HallConstraint> = all
        .iter()
        .filter(|c| {
            !all.iter()
                .any(|o| o != *c && o.cubes & !c.cubes == 0 && o.need >= c.need)
        })
        .cloned()
        .collect();
    kept.sort_by_key(|c| (std::cmp::Reverse(c.need), c.cubes.count_ones(), c.cubes));
    Ok(kept)
}

/// A node of the search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// I: the cubes chosen for the set so far.
    pub included: Set,
    /// E: the cubes ruled out below this node (by earlier branches, orbits or propagation).
    pub excluded: Set,
    /// Indices into the symmetry group of the elements fixing `included` and `excluded`
    /// (empty in the counting trees, which break no symmetry).
    pub group: Vec<u16>,
    /// The constraints not met at the parent (met ones stay met below) as (index, deficit
    /// at the parent), shared by the siblings.
    pub unmet: Arc<[(u32, u32)]>,
    /// The cubes this node added to its parent's (one cube in the listing search, a cycle
    /// of a symmetry when counting fixed sets; none at the root): a constraint's deficit here
    /// is its deficit at the parent, less the added cubes it holds.
    pub added: Set,
}

/// What a node's constraints say.
pub(crate) enum Verdict {
    /// No completion within the budget meets every constraint.
    Dead,
    /// Every constraint is met; `open`: the cubes neither included nor excluded.
    Universal { open: Set },
    /// Branch on a constraint: its free cubes and deficit, the node's exclusions after
    /// propagation, the constraints still unmet (with their deficits here) and the least
    /// slack (free cubes less deficit) among them, that of the constraint chosen.
    Branch {
        free: Set,
        deficit: u32,
        excluded: Set,
        unmet: Arc<[(u32, u32)]>,
        slack: u32,
    },
}

/// The search for universal sets of at most `size` cubes.
pub struct Search {
    /// The Hall constraints a universal set must meet (see [`hall_constraints`]).
    pub constraints: Vec<HallConstraint>,
    /// The symmetries as permutations of the cube indices, identity first
    /// ([`Family::symmetries`]).
    pub group: Vec<Vec<u8>>,
    /// The most cubes a set may have.
    pub size: usize,
    /// All cubes of the family.
    pub cubes: Set,
}

/// Counts of one subtree: nodes visited and the universal sets found.
#[derive(Clone, Debug, Default)]
pub struct Found {
    /// Nodes of the search tree visited.
    pub nodes: u64,
    /// The universal sets at the leaves reached (some of each class, not every image).
    pub sets: Vec<Set>,
}

impl Search {
    /// The search over a family's Hall constraints for sets of at most `size` cubes, with
    /// the family's symmetries; a usage error when the size exceeds the family, `Ok(Err(..))`
    /// when the family has no universal set.
    pub fn for_family(family: &Family, size: usize) -> Result<std::result::Result<Self, Obstruction>> {
        if size > family.len() {
            return Err(Error::usage(format!(
                "a set of {size} distinct cubes: C_{} has only {} cubes",
                family.colours,
                family.len()
            )));
        }
        let targets = super::model::targets(family);
        Ok(hall_constraints(&targets).map(|constraints| Search {
            constraints,
            group: family.symmetries(),
            size,
            cubes: (0..family.len()).fold(0, |s, c| s | 1 << c),
        }))
    }

    /// Checks the node's unmet constraints. Propagation: a constraint whose deficit equals
    /// the budget left takes every remaining cube, so cubes outside it are excluded (a
    /// consequence of the constraints, which the node's group maps to themselves, so the
    /// exclusions stay invariant under it). Repeated until nothing changes.
    ///
    /// Speed: a deficit comes from the parent's by one bit test (no recount of the
    /// included cubes), and one pass does the dead tests, propagation, packing bound and choice of branch together;
    /// the pass is repeated only when propagation shrank the open cubes. Dead tests made with
    /// a larger open set are still valid: a completion's cubes lie in any superset of the
    /// final open set, so free cubes and packing stay bounds for it.
    ///
    /// `items`, when given, are the only blocks cubes may be added in (the cycles of a
    /// symmetry, when counting the sets it fixes): the open cubes are then cut back to whole
    /// items after every propagation, and the other tests stay bounds as before.
    pub(crate) fn verdict(&self, node: &Node, items: Option<&[Set]>) -> Verdict {
        let used = node.included.count_ones();
        let Some(budget) = (self.size as u32).checked_sub(used) else {
            return Verdict::Dead;
        };
        let mut open = self.cubes & !(node.included | node.excluded);
        let Some(live) = self.live_constraints(node, budget, &mut open) else {
            return Verdict::Dead;
        };
        loop {
            if let Some(items) = items {
                open = items.iter().filter(|&&b| b & !open == 0).fold(0, |o, b| o | b);
            }
            let before = open;
            let Some(best) = self.pass(&live, budget, &mut open) else {
                return Verdict::Dead;
            };
            if open != before {
                continue;
            }
            return match best {
                None => Verdict::Universal { open },
                Some((slack, deficit, free)) => Verdict::Branch {
                    free,
                    deficit,
                    excluded: self.cubes & !(open | node.included),
                    unmet: live.into(),
                    slack,
                },
            };
        }
    }

    /// The node's unmet constraints as (index, deficit), each deficit from the parent's by
    /// the cubes just added; a constraint whose deficit equals the budget cuts `open` to its
    /// cubes. `None` when some deficit exceeds the budget.
    fn live_constraints(&self, node: &Node, budget: u32, open: &mut Set) -> Option<Vec<(u32, u32)>> {
        let mut live = Vec::with_capacity(node.unmet.len());
        for &(i, at_parent) in node.unmet.iter() {
            let c = &self.constraints[i as usize];
            let hit = c.cubes & node.added;
            // One bit test in the listing search (one cube added); a count for a cycle.
            let held = if hit & hit.wrapping_sub(1) == 0 {
                (hit != 0) as u32
            } else {
                hit.count_ones()
            };
            if held >= at_parent {
                continue;
            }
            let deficit = at_parent - held;
            if deficit > budget {
                return None;
            }
            if deficit == budget {
                *open &= c.cubes;
            }
            live.push((i, deficit));
        }
        Some(live)
    }

    /// One pass over the live constraints: the dead tests (too few free cubes, a packing
    /// of disjoint needs over the budget), propagation into `open`, and the constraint to
    /// branch on, the least slack, then the largest deficit, as (slack, deficit, free
    /// cubes); `Some(None)` when none is left, `None` when the node is dead.
    fn pass(&self, live: &[(u32, u32)], budget: u32, open: &mut Set) -> Option<Option<(u32, u32, Set)>> {
        let mut best: Option<(u32, u32, Set)> = None;
        let mut packed: Set = 0;
        let mut packing = 0;
        for &(i, deficit) in live {
            let cubes = self.constraints[i as usize].cubes;
            let free = cubes & *open;
            let n_free = free.count_ones();
            if n_free < deficit {
                return None;
            }
            if deficit == budget {
                *open &= cubes;
            }
            // At most |free ∩ packed| of this constraint's cubes were counted already.
            let fresh = deficit.saturating_sub((free & packed).count_ones());
            if fresh > 0 {
                packed |= free;
                packing += fresh;
                if packing > budget {
                    return None;
                }
            }
            let slack = n_free - deficit;
            if best.is_none_or(|(s, d, _)| (slack, std::cmp::Reverse(deficit)) < (s, std::cmp::Reverse(d))) {
                best = Some((slack, deficit, free));
            }
        }
        Some(best)
    }

    /// The children of a node in branching order (each with the exclusions of the earlier
    /// ones), or what the node is.
    pub fn children(&self, node: &Node) -> std::result::Result<Vec<Node>, bool> {
        let (free, deficit, mut excluded, unmet) = match self.verdict(node, None) {
            Verdict::Dead => return Err(false),
            Verdict::Universal { .. } => return Err(true),
            Verdict::Branch {
                free,
                deficit,
                excluded,
                unmet,
                ..
            } => (free, deficit, excluded, unmet),
        };
        let mut out = Vec::new();
        loop {
            let options = free & !excluded;
            if options.count_ones() < deficit {
                break;
            }
            let c = options.trailing_zeros() as usize;
            out.push(Node {
                included: node.included | 1 << c,
                excluded,
                group: node
                    .group
                    .iter()
                    .copied()
                    .filter(|&g| self.group[g as usize][c] as usize == c)
                    .collect(),
                unmet: unmet.clone(),
                added: 1 << c,
            });
            excluded |= node
                .group
                .iter()
                .fold(0, |o, &g| o | 1 << self.group[g as usize][c]);
        }
        Ok(out)
    }

    /// Explores the subtree of `node`, listing the universal sets reached.
    pub fn explore(&self, node: &Node, found: &mut Found) {
        let Found { nodes, sets } = found;
        self.explore_with(node, nodes, &mut |s| sets.push(s));
    }

    /// Explores the subtree of `node`: adds its nodes to `nodes` and calls `leaf` with every
    /// universal set reached.
    pub fn explore_with(&self, node: &Node, nodes: &mut u64, leaf: &mut dyn FnMut(Set)) {
        *nodes += 1;
        match self.children(node) {
            Err(true) => leaf(node.included),
            Err(false) => {}
            Ok(kids) => {
                for k in &kids {
                    self.explore_with(k, nodes, leaf);
                }
            }
        }
    }

    /// The start of the search: nothing included or excluded, the whole group, every
    /// constraint unmet.
    pub fn root(&self) -> Node {
        Node {
            included: 0,
            excluded: 0,
            group: (0..self.group.len() as u16).collect(),
            unmet: self
                .constraints
                .iter()
                .enumerate()
                .map(|(i, c)| (i as u32, c.need))
                .collect::<Vec<_>>()
                .into(),
            added: 0,
        }
    }

    /// The nodes at which work units start: the tree expanded breadth first until there
    /// are at least `want` open nodes (or nothing left to expand). Leaves met on the way
    /// (universal sets) are kept as units too, so every solution lies under exactly one.
    pub fn frontier(&self, want: usize) -> Vec<Node> {
        let mut level = vec![self.root()];
        for _ in 0..self.size {
            if level.len() >= want {
                break;
            }
            let mut next = Vec::new();
            let mut grew = false;
            for n in level {
                match self.children(&n) {
                    Ok(kids) => {
                        grew = true;
                        next.extend(kids)
                    }
                    Err(true) => next.push(n),
                    Err(false) => {}
                }
            }
            level = next;
            if !grew {
                break;
            }
        }
        level
    }
}

/// The least image of a set under the group: equal for sets related by symmetry.
pub fn canonical(group: &[Vec<u8>], set: Set) -> Set {
    group.iter().map(|g| map_set(g, set)).min().expect("identity")
}

/// The number of distinct images of a set under the group.
pub fn orbit_size(group: &[Vec<u8>], set: Set) -> usize {
    let mut images: Vec<Set> = group.iter().map(|g| map_set(g, set)).collect();
    images.sort_unstable();
    images.dedup();
    images.len()
}

/// `cubelab colour-cubes universal` for one size, as a search-driver problem.
pub struct UniversalSearch {
    /// The family whose universal sets are sought.
    pub family: Family,
    /// The branch-and-bound search over the family's Hall constraints.
    pub search: Search,
    /// The nodes the work units start from ([`Search::frontier`]).
    pub units: Vec<Node>,
}

/// The error for a spec that is not a universal-set problem (`what`: search or count).
pub(crate) fn spec_error(spec: &Value, what: &str) -> Error {
    Error::input("header", format!("not a universal-set {what}: {spec}"))
}

/// The family and size a universal-set problem's spec records.
pub(crate) fn spec_family_size(spec: &Value, what: &str) -> Result<(Family, usize)> {
    let num = |k: &str| {
        spec[k]
            .as_u64()
            .map(|v| usize::try_from(v).unwrap_or(usize::MAX))
            .ok_or_else(|| spec_error(spec, what))
    };
    Ok((Family::new(num("colours")?)?, num("size")?))
}

/// How many work units the tree is cut into.
const UNITS: usize = 64;

impl UniversalSearch {
    /// Rebuilds the search from the spec an output header or checkpoint records (a family
    /// without universal sets has no search: refused).
    pub fn from_spec(spec: &Value) -> Result<Self> {
        let (family, size) = spec_family_size(spec, "search")?;
        Self::new(family, size)?.map_err(|_| spec_error(spec, "search"))
    }

    /// `Err(Obstruction)` inside `Ok`-less form: a usage error when the size is out of range;
    /// `Ok(Err(..))` when the family has no universal set.
    pub fn new(family: Family, size: usize) -> Result<std::result::Result<Self, Obstruction>> {
        let search = match Search::for_family(&family, size)? {
            Ok(s) => s,
            Err(o) => return Ok(Err(o)),
        };
        let units = search.frontier(UNITS);
        Ok(Ok(UniversalSearch {
            family,
            search,
            units,
        }))
    }

    fn key(class: Set) -> String {
        format!("class {class:032x}")
    }

    /// The set a tally key names: a class's canonical form, or (in outputs and checkpoints
    /// of earlier versions, which listed every set found) a set.
    fn set_of_key(key: &str) -> Option<Set> {
        let hex = key.strip_prefix("class ").or_else(|| key.strip_prefix("set "))?;
        Set::from_str_radix(hex, 16).ok()
    }

    /// The distinct canonical universal sets found in a total, with their orbit sizes.
    pub fn classes(&self, total: &Tally) -> Vec<(Set, usize)> {
        let mut canon: Vec<Set> = total
            .0
            .keys()
            .filter_map(|k| Self::set_of_key(k))
            .map(|s| canonical(&self.search.group, s))
            .collect();
        canon.sort_unstable();
        canon.dedup();
        canon
            .into_iter()
            .map(|s| (s, orbit_size(&self.search.group, s)))
            .collect()
    }
}

impl Problem for UniversalSearch {
    fn spec(&self) -> Value {
        json!({"name": NAME, "colours": self.family.colours, "size": self.search.size})
    }

    fn unit_count(&self) -> usize {
        self.units.len()
    }

    fn run_unit(&self, unit: usize, _emit: &mut dyn FnMut(Value)) -> Tally {
        // One key per class (its canonical form), not per set found: orbital branching may
        // reach a class through several of its sets, and a size with millions of sets (C_5,
        // 15 cubes) would otherwise fill memory and the checkpoint.
        let mut nodes = 0;
        let mut classes = std::collections::HashSet::new();
        self.search.explore_with(&self.units[unit], &mut nodes, &mut |s| {
            classes.insert(canonical(&self.search.group, s));
        });
        let mut t = Tally::new();
        t.add("nodes", nodes as u128);
        let mut canon: Vec<Set> = classes.into_iter().collect();
        canon.sort_unstable();
        for s in canon {
            t.add(&Self::key(s), 1);
        }
        t
    }

    fn heading(&self) -> String {
        format!(
            "universal sets of at most {} cubes of C_{} ({} cubes, {} Hall constraints, {} symmetries)\n",
            self.search.size,
            self.family.colours,
            self.family.len(),
            self.search.constraints.len(),
            self.search.group.len()
        )
    }

    fn summary(&self, total: &Tally) -> (Value, String) {
        let classes = self.classes(total);
        let in_all: usize = classes.iter().map(|c| c.1).sum();
        let sizes: Vec<u32> = classes.iter().map(|c| c.0.count_ones()).collect();
        let listed: Vec<Value> = classes
            .iter()
            .map(|&(s, orbit)| json!({"cubes": self.family.names(s), "orbit": orbit}))
            .collect();
        let fields = json!({"colours": self.family.colours, "size": self.search.size, "nodes": total.get("nodes") as u64,
            "up_to_symmetry": classes.len(), "in_all": in_all, "smallest": sizes.iter().min(), "sets": listed});
        let mut text = format!(
            "{} nodes; universal sets of at most {} cubes: {} up to symmetry, {} in all\n",
            total.get("nodes"),
            self.search.size,
            classes.len(),
            in_all
        );
        for (s, orbit) in &classes {
            // "1 images" read wrong (issue 68): one image is a set that every symmetry keeps.
            text += &format!(
                "  {} ({} cubes, {} under the {} symmetries)\n",
                self.family.names(*s).join(","),
                s.count_ones(),
                crate::format::number::plural(*orbit as u128, "image"),
                self.search.group.len()
            );
        }
        (fields, text)
    }
}

impl UniversalSearch {
    /// Runs every work unit in this process (rayon's threads; no checkpoint) and returns the
    /// classes of universal sets of at most [`Search::size`] cubes with their orbit sizes,
    /// and the nodes visited. Long sizes (C_5 from 14 cubes on) belong to the search
    /// driver, which checkpoints.
    pub fn run_all(&self) -> (Vec<(Set, usize)>, u64) {
        use rayon::prelude::*;
        let total = (0..self.unit_count())
            .into_par_iter()
            .map(|u| self.run_unit(u, &mut |_| {}))
            .reduce(Tally::new, |mut a, b| {
                a.merge(&b);
                a
            });
        (self.classes(&total), total.get("nodes") as u64)
    }
}

/// Why a family has no universal set, in the puzzle's words: `obstruction` is the target and
/// cells that no set of distinct cubes can fill, `None` when the family has fewer than the 8
/// cubes a building needs. The command line and the Python package both say this sentence.
pub fn why_none(family: &Family, obstruction: Option<&Obstruction>) -> String {
    let n = family.colours;
    let Some(o) = obstruction else {
        return format!(
            "C_{n} has no universal set: it has {} cube(s) and a building needs 8 distinct cubes",
            family.len()
        );
    };
    let cells: Vec<usize> = (0..8).filter(|p| o.cells >> p & 1 == 1).collect();
    format!(
        "C_{n} has no universal set: target {} needs {} distinct cubes at cells {cells:?}, but only {} cube(s) of C_{n} fit there ({})",
        family.cubes[o.target].name,
        cells.len(),
        o.fitting.count_ones(),
        family.names(o.fitting).join(",")
    )
}

/// The answer to "how few cubes of C_n build every target?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Minimum {
    /// The family has fewer than the 8 distinct cubes a building needs (C_1).
    TooFewCubes,
    /// No set is universal: a target's cells need more distinct cubes than fit them.
    Obstructed(Obstruction),
    /// No universal set of at most `max_size` cubes (the sizes searched, none found).
    NoneUpTo {
        /// The largest size searched.
        max_size: usize,
        /// Search nodes over all sizes.
        nodes: u64,
    },
    /// Universal sets of `size` cubes exist and none of `size - 1` (searched exhaustively).
    Found {
        /// The fewest cubes of a universal set.
        size: usize,
        /// The minimum universal sets up to symmetry: canonical form and orbit size (the
        /// number of sets in the class), each re-checked with the geometric solver.
        classes: Vec<(Set, usize)>,
        /// Search nodes over all sizes.
        nodes: u64,
    },
}

/// The minimum universal sets of a family by the exact search, sizes 8, 9, ... up to
/// `max_size` until one has universal sets. Every set found is re-checked target by target
/// with the geometric solver ([`check_geometric`]).
pub fn minimum(family: &Family, max_size: usize) -> Result<Minimum> {
    if family.len() < 8 {
        return Ok(Minimum::TooFewCubes);
    }
    let mut nodes = 0;
    for size in 8..=max_size.min(family.len()) {
        let problem = match UniversalSearch::new(family.clone(), size)? {
            Ok(p) => p,
            Err(o) => return Ok(Minimum::Obstructed(o)),
        };
        let (classes, n) = problem.run_all();
        nodes += n;
        if !classes.is_empty() {
            check_geometric(family, &classes.iter().map(|c| c.0).collect::<Vec<_>>())?;
            return Ok(Minimum::Found { size, classes, nodes });
        }
    }
    Ok(Minimum::NoneUpTo { max_size, nodes })
}

/// Re-checks universal sets with the geometric solver (turning the cubes into every
/// target), which shares nothing with the Hall constraints of the search: an error
/// ([`Error::Disagreement`]) names the first set and target that fail.
pub fn check_geometric(family: &Family, sets: &[Set]) -> Result<()> {
    use crate::macmahon::target::Solver;
    use crate::FaceColouring;
    for &s in sets {
        let pool: Vec<(usize, &[FaceColouring])> = members(s)
            .map(|c| (c, family.cubes[c].orientations.as_slice()))
            .collect();
        for (t, cube) in family.cubes.iter().enumerate() {
            if !Solver::from_pool(&pool, cube.faces, false).exists() {
                return Err(Error::disagreement(format!(
                    "set {} does not build target #{} ({}) when the cubes are turned",
                    family.names(s).join(","),
                    t + 1,
                    cube.name
                )));
            }
        }
    }
    Ok(())
}

/// An upper bound on the minimum: `tries` times, start from all `cubes` and drop them in a
/// random order (ChaCha8Rng from `seed`) whenever every constraint stays met; the smallest
/// universal set met. `None` when the whole family is not universal.
pub fn greedy_universal(constraints: &[HallConstraint], cubes: Set, tries: u64, seed: u64) -> Option<Set> {
    use rand::seq::SliceRandom;
    use rand::SeedableRng;
    let meets = |s: Set| constraints.iter().all(|c| (c.cubes & s).count_ones() >= c.need);
    if !meets(cubes) {
        return None;
    }
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut order: Vec<usize> = members(cubes).collect();
    let mut best = cubes;
    for _ in 0..tries {
        order.shuffle(&mut rng);
        let mut set = cubes;
        for &c in &order {
            let without = set & !(1 << c);
            // Only the constraints holding c can break.
            if constraints
                .iter()
                .all(|k| k.cubes >> c & 1 == 0 || (k.cubes & without).count_ones() >= k.need)
            {
                set = without;
            }
        }
        if set.count_ones() < best.count_ones() {
            best = set;
        }
    }
    Some(best)
}

/// Universal sets by brute force: every `size`-subset of the family checked target by target
/// with the matching model. Shares nothing with the search but the model; for small families.
pub fn brute_force(targets: &[Target], cubes: usize, size: usize) -> Vec<Set> {
    let mut out = Vec::new();
    subsets(cubes, size, 0, 0, &mut |s| {
        if targets.iter().all(|t| t.built_by(s)) {
            out.push(s);
        }
    });
    out
}

fn subsets(n: usize, k: usize, start: usize, set: Set, f: &mut dyn FnMut(Set)) {
    if k == 0 {
        f(set);
        return;
    }
    for c in start..=n.saturating_sub(k) {
        subsets(n, k - 1, c + 1, set | 1 << c, f);
    }
}

/// Members of a set as 1-based indices (for messages).
pub fn numbers(set: Set) -> Vec<usize> {
    members(set).map(|i| i + 1).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::model::targets;

    fn all_found(p: &UniversalSearch) -> Tally {
        let mut t = Tally::new();
        for u in 0..p.unit_count() {
            t.merge(&p.run_unit(u, &mut |_| {}));
        }
        t
    }

    #[test]
    fn constraints_are_closed_under_the_symmetries() {
        for n in 3..=4 {
            let f = Family::new(n).unwrap();
            let cons = hall_constraints(&targets(&f)).unwrap();
            let mut sorted = cons.clone();
            sorted.sort();
            for g in f.symmetries() {
                let mut image: Vec<HallConstraint> = cons
                    .iter()
                    .map(|c| HallConstraint {
                        cubes: map_set(&g, c.cubes),
                        need: c.need,
                    })
                    .collect();
                image.sort();
                assert_eq!(image, sorted, "n = {n}");
            }
        }
    }

    #[test]
    fn constraints_decide_universality_like_the_matchings() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
        let f = Family::new(3).unwrap();
        let ts = targets(&f);
        let cons = hall_constraints(&ts).unwrap();
        for _ in 0..300 {
            let mut set: Set = 0;
            for c in 0..f.len() {
                if rng.gen_bool(0.6) {
                    set |= 1 << c;
                }
            }
            let by_constraints = cons.iter().all(|c| (c.cubes & set).count_ones() >= c.need);
            assert_eq!(by_constraints, ts.iter().all(|t| t.built_by(set)));
        }
    }

    /// All universal sets of a size found with the trivial group (no symmetry breaking).
    fn without_symmetry(n: usize, size: usize) -> Vec<Set> {
        let mut p = UniversalSearch::new(Family::new(n).unwrap(), size)
            .unwrap()
            .unwrap();
        p.search.group = vec![p.search.group[0].clone()];
        let mut found = Found::default();
        p.search.explore(&p.search.root(), &mut found);
        found.sets.sort_unstable();
        found.sets
    }

    #[test]
    fn orbit_counts_equal_a_search_without_symmetry() {
        // Orbital branching lists some sets of each class; the total by orbit sizes must equal
        // the sets a search without symmetry finds one by one.
        for (n, size) in [(3, 11), (4, 10)] {
            let f = Family::new(n).unwrap();
            let group = f.symmetries();
            let p = UniversalSearch::new(f, size).unwrap().unwrap();
            let classes = p.classes(&all_found(&p));
            let plain = without_symmetry(n, size);
            let mut uniq = plain.clone();
            uniq.dedup();
            assert_eq!(uniq.len(), plain.len(), "n = {n}: each set found once");
            assert_eq!(classes.iter().map(|c| c.1).sum::<usize>(), plain.len(), "n = {n}");
            let mut canon: Vec<Set> = plain.iter().map(|&s| canonical(&group, s)).collect();
            canon.sort_unstable();
            canon.dedup();
            assert_eq!(classes.iter().map(|c| c.0).collect::<Vec<_>>(), canon, "n = {n}");
            assert!(
                without_symmetry(n, size - 1).is_empty(),
                "n = {n}: nothing smaller"
            );
        }
    }

    /// Brute force over every 10- and 11-subset of C_3 (86 million sets, minutes):
    /// `cargo test --release --lib colour::family::universal::tests::brute_force_three_colours -- --ignored`
    #[test]
    #[ignore]
    fn brute_force_three_colours() {
        let f = Family::new(3).unwrap();
        let ts = targets(&f);
        assert!(brute_force(&ts, f.len(), 10).is_empty());
        let mut brute = brute_force(&ts, f.len(), 11);
        brute.sort_unstable();
        assert_eq!(brute, without_symmetry(3, 11));
    }

    #[test]
    fn greedy_sets_are_universal_and_no_smaller_than_the_minimum() {
        for (n, minimum) in [(3, 11), (4, 10)] {
            let p = UniversalSearch::new(Family::new(n).unwrap(), minimum)
                .unwrap()
                .unwrap();
            let s = greedy_universal(&p.search.constraints, p.search.cubes, 200, 1).unwrap();
            let ts = targets(&p.family);
            assert!(ts.iter().all(|t| t.built_by(s)), "n = {n}");
            assert!(s.count_ones() as usize >= minimum, "n = {n}");
        }
    }

    #[test]
    fn minimum_gives_the_known_sizes_and_counts() {
        // n = 3, 4, 6: 11, 10, 12 cubes; 7, 7, 1 classes; 27, 102, 10 sets (docs/colour-cubes.md).
        for (n, size, classes, in_all) in [(3, 11, 7, 27), (4, 10, 7, 102), (6, 12, 1, 10)] {
            match minimum(&Family::new(n).unwrap(), 20).unwrap() {
                Minimum::Found {
                    size: s, classes: c, ..
                } => {
                    assert_eq!(
                        (s, c.len(), c.iter().map(|x| x.1).sum::<usize>()),
                        (size, classes, in_all),
                        "n = {n}"
                    );
                }
                other => panic!("n = {n}: {other:?}"),
            }
        }
        assert_eq!(
            minimum(&Family::new(1).unwrap(), 20).unwrap(),
            Minimum::TooFewCubes
        );
        assert!(matches!(
            minimum(&Family::new(2).unwrap(), 20).unwrap(),
            Minimum::Obstructed(_)
        ));
        assert!(matches!(
            minimum(&Family::new(4).unwrap(), 9).unwrap(),
            Minimum::NoneUpTo { max_size: 9, .. }
        ));
    }

    #[test]
    fn geometric_check_rejects_a_set_one_cube_short() {
        let f = Family::new(4).unwrap();
        let Minimum::Found { classes, .. } = minimum(&f, 10).unwrap() else {
            panic!("C_4 has universal 10-sets")
        };
        let s = classes[0].0;
        assert!(check_geometric(&f, &[s]).is_ok());
        let short = s & !(1 << s.trailing_zeros());
        assert!(matches!(
            check_geometric(&f, &[short]),
            Err(Error::Disagreement(_))
        ));
    }

    #[test]
    fn two_colours_have_no_universal_set() {
        let f = Family::new(2).unwrap();
        let o = hall_constraints(&targets(&f)).unwrap_err();
        assert!(o.fitting.count_ones() < o.cells.count_ones());
    }
}
