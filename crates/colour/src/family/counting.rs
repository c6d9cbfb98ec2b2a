//! Counting the universal sets of one size without listing them: in total and, by
//! Burnside's lemma, up to the family's symmetries (colour permutations × mirror).
//!
//! Totals. The sets of exactly `size` cubes meeting every Hall constraint
//! ([`super::universal::hall_constraints`]) are counted by a tree without symmetry breaking: a node
//! is (included I, excluded E); its children, as in [`Search::children`] with the trivial
//! group, include the free cubes of the unmet constraint of least slack one at a time (child
//! k: cube k in, cubes 1..k-1 out), so the children's sets are disjoint and counts add. The
//! node tests (dead nodes, propagation, packing bound) are the search's own
//! (`Search::verdict`); they only rule out or force what every completion of the node
//! must avoid or contain, so no set is lost. A node is counted in closed form, not
//! expanded, when
//! * every constraint is met: any `b` of its `f` open cubes complete it, C(f, b) sets;
//! * the least slack s (free cubes less deficit) of the unmet constraints is at least
//!   f - b: any b open cubes hold at least b - (f - free) >= deficit cubes of each, so
//!   again all C(f, b) completions are universal (this covers b = 1);
//! * b = 2: an ordered pair (x, y) of open cubes completes it iff y lies in every constraint
//!   of deficit 1 that x misses (propagation has put the open cubes inside those of
//!   deficit 2), so the pairs are Σ_x |M_x \ {x}| / 2, M_x the intersection of those.
//!
//! The total is counted through the cube orbits of the group, one tree per orbit rooted at
//! "its representative included" (see [`UniversalCount`]).
//!
//! Classes. Burnside: classes = (1/|G|) Σ_g |Fix(g)|, Fix(g) the universal `size`-sets
//! that g maps to themselves, i.e. the unions of g's cycles on the cubes. Fix(g) is counted
//! by the same tree over g's cycles (a child includes a whole cycle; the open cubes are cut
//! back to whole cycles after propagation, and a completion count is the number of sets of
//! open cycles whose lengths add up to the budget, a subset-sum table). Fix is constant on
//! conjugacy classes, so one g per class is counted, times the class size; a sum not
//! divisible by |G| is a bug and is reported as a disagreement.

use std::collections::HashMap;

use serde_json::{json, Value};

use super::universal::{spec_error, spec_family_size, Node, Obstruction, Search, Verdict};
use super::{members, Family, Set};
use crate::error::{Error, Result};
use crate::search::{Problem, Tally};
use cubelab_core::combinatorics::binomial;

/// The name of this driver problem in its spec (output headers, checkpoints, the registry).
pub const NAME: &str = "colour-cubes universal count";

/// The counting tree over the blocks cubes are added in: single cubes (totals) or the
/// cycles of a symmetry (its fixed sets).
pub struct Counter<'a> {
    /// The constraints, the node tests and the size (sets of exactly `search.size` cubes).
    pub search: &'a Search,
    /// The cycles of the symmetry whose fixed sets are counted; `None` for single cubes.
    pub cycles: Option<&'a [Set]>,
}

impl Counter<'_> {
    /// The root of the tree of the sets holding `included` (whole blocks): nothing else
    /// decided, every constraint's deficit to be reduced by `included`.
    pub fn root(&self, included: Set) -> Node {
        Node {
            included,
            group: Vec::new(),
            added: included,
            ..self.search.root()
        }
    }

    /// The number of ways to add exactly `budget` cubes from `open` in whole blocks.
    fn completions(&self, open: Set, budget: u32) -> u128 {
        let Some(cycles) = self.cycles else {
            return binomial(open.count_ones() as usize, budget as usize);
        };
        let b = budget as usize;
        let mut ways = [0u128; 129];
        ways[0] = 1;
        for c in cycles.iter().filter(|&&c| c & !open == 0) {
            let len = c.count_ones() as usize;
            for s in (len..=b).rev() {
                ways[s] += ways[s - len];
            }
        }
        ways[b]
    }

    /// Pairs of open cubes completing a node with budget 2 (single cubes only); `unmet`: the
    /// node's unmet constraints with their deficits (1 or 2).
    fn pairs(&self, open: Set, unmet: &[(u32, u32)]) -> u128 {
        let mut with = [open; 128]; // with[x]: the cubes y that complete the pair (x, y)
        for &(i, deficit) in unmet {
            let cubes = self.search.constraints[i as usize].cubes;
            let missed = open & !cubes;
            if deficit >= 2 {
                // Propagation put the open cubes inside every constraint of deficit 2.
                debug_assert_eq!(missed, 0);
                continue;
            }
            for x in members(missed) {
                with[x] &= cubes;
            }
        }
        let ordered: u32 = members(open).map(|x| (with[x] & !(1 << x)).count_ones()).sum();
        u128::from(ordered / 2)
    }

    /// The block (single cube or cycle) holding cube `c`.
    fn block(&self, c: usize) -> Set {
        match self.cycles {
            None => 1 << c,
            Some(cycles) => *cycles
                .iter()
                .find(|&&b| b >> c & 1 == 1)
                .expect("cycles cover the cubes"),
        }
    }

    /// A node's children (disjoint sets of completions), or its count when it is a leaf or
    /// counted in closed form.
    pub fn step(&self, node: &Node) -> std::result::Result<Vec<Node>, u128> {
        let Some(budget) = (self.search.size as u32).checked_sub(node.included.count_ones()) else {
            return Err(0);
        };
        let (free, deficit, mut excluded, unmet, slack) = match self.search.verdict(node, self.cycles) {
            Verdict::Dead => return Err(0),
            Verdict::Universal { open } => return Err(self.completions(open, budget)),
            Verdict::Branch {
                free,
                deficit,
                excluded,
                unmet,
                slack,
            } => (free, deficit, excluded, unmet, slack),
        };
        let open = self.search.cubes & !(excluded | node.included);
        let f = open.count_ones();
        if f < budget {
            return Err(0);
        }
        if slack >= f - budget {
            return Err(self.completions(open, budget));
        }
        if budget == 2 && self.cycles.is_none() {
            return Err(self.pairs(open, &unmet));
        }
        let mut out = Vec::new();
        loop {
            let options = free & !excluded;
            if options.count_ones() < deficit {
                break;
            }
            let block = self.block(options.trailing_zeros() as usize);
            out.push(Node {
                included: node.included | block,
                excluded,
                group: Vec::new(),
                unmet: unmet.clone(),
                added: block,
            });
            excluded |= block;
        }
        Ok(out)
    }

    /// The universal sets of exactly `search.size` cubes below `node` (made of whole
    /// blocks); adds the nodes visited to `nodes`.
    pub fn count(&self, node: &Node, nodes: &mut u64) -> u128 {
        *nodes += 1;
        match self.step(node) {
            Err(c) => c,
            Ok(kids) => kids.iter().map(|k| self.count(k, nodes)).sum(),
        }
    }

    /// The nodes work units start from: the tree expanded breadth first until there are at
    /// least `want` (or nothing left to expand). Nodes counted in closed form on the way stay
    /// as units (a unit counts its node again); dead ones are dropped.
    pub fn frontier(&self, start: Node, want: usize) -> Vec<Node> {
        let mut level = vec![start];
        while level.len() < want {
            let mut next = Vec::new();
            let mut grew = false;
            for n in level {
                match self.step(&n) {
                    Ok(kids) => {
                        grew = true;
                        next.extend(kids);
                    }
                    Err(0) => {}
                    Err(_) => next.push(n),
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

/// The cycles of a permutation of the cubes `0..perm.len()`, each as a set, in order of
/// their least cube.
pub fn cycles(perm: &[u8]) -> Vec<Set> {
    let mut seen: Set = 0;
    let mut out = Vec::new();
    for start in 0..perm.len() {
        if seen >> start & 1 == 1 {
            continue;
        }
        let mut cycle: Set = 0;
        let mut c = start;
        while cycle >> c & 1 == 0 {
            cycle |= 1 << c;
            c = perm[c] as usize;
        }
        seen |= cycle;
        out.push(cycle);
    }
    out
}

/// The conjugacy classes of a permutation group given as a list (identity first): for each
/// class the index of its first element in the list and how many elements of the list it
/// has.
pub fn conjugacy_classes(group: &[Vec<u8>]) -> Vec<(usize, usize)> {
    let index: HashMap<&[u8], usize> = group.iter().enumerate().map(|(i, g)| (g.as_slice(), i)).collect();
    let inverse = |h: &[u8]| {
        let mut inv = vec![0u8; h.len()];
        for (i, &x) in h.iter().enumerate() {
            inv[x as usize] = i as u8;
        }
        inv
    };
    let mut class_of: Vec<Option<usize>> = vec![None; group.len()];
    let mut classes: Vec<(usize, usize)> = Vec::new();
    for (i, g) in group.iter().enumerate() {
        if let Some(k) = index.get(g.as_slice()).and_then(|&j| class_of[j]) {
            class_of[i] = Some(k);
            classes[k].1 += 1;
            continue;
        }
        let k = classes.len();
        classes.push((i, 1));
        class_of[i] = Some(k);
        for h in group {
            let hinv = inverse(h);
            // h g h^-1 as a map of cubes: x -> h[g[h^-1[x]]].
            let conj: Vec<u8> = hinv.iter().map(|&x| h[g[x as usize] as usize]).collect();
            let j = index[conj.as_slice()];
            class_of[j].get_or_insert(k);
        }
    }
    classes
}

/// The cycle type of a permutation, e.g. "1^15 2^30" (length^how many, lengths ascending).
pub fn cycle_type(perm: &[u8]) -> String {
    let mut lengths: Vec<u32> = cycles(perm).iter().map(|c| c.count_ones()).collect();
    lengths.sort_unstable();
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < lengths.len() {
        let j = lengths[i..].iter().take_while(|&&l| l == lengths[i]).count();
        parts.push(format!("{}^{j}", lengths[i]));
        i += j;
    }
    parts.join(" ")
}

/// A work unit of the count.
#[derive(Clone, Debug)]
pub enum Unit {
    /// A node of the tree over single cubes below the root holding the representative of
    /// the cube orbit `orbit` (index into [`UniversalCount::orbits`]): its share of the sets
    /// holding that cube.
    Holding {
        /// Which cube orbit.
        orbit: usize,
        /// Where the unit's subtree starts.
        node: Node,
    },
    /// The sets fixed by the representative of a conjugacy class (index into
    /// [`UniversalCount::classes`]) other than the identity's.
    Fixed(usize),
}

/// One conjugacy class of the symmetry group.
#[derive(Clone, Debug)]
pub struct Class {
    /// Index of its representative in [`Search::group`].
    pub representative: usize,
    /// How many elements of the group it has.
    pub size: usize,
    /// The representative's cycles on the cubes.
    pub cycles: Vec<Set>,
}

/// What a finished count says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counts {
    /// Universal sets of exactly the size, in all (|Fix(identity)|).
    pub in_all: u128,
    /// The same up to symmetry (Burnside's average).
    pub classes: u128,
    /// Σ_g |Fix(g)| over the whole group.
    pub burnside_sum: u128,
    /// Nodes of the counting trees.
    pub nodes: u128,
}

/// `cubelab colour-cubes universal --count`: how many universal sets of exactly `size`
/// cubes there are, in all and up to symmetry, as a search-driver problem.
///
/// The total is counted through the cube orbits of the group: with N(c) the universal
/// sets holding cube c, Σ_c N(c) = size × total (each set holds `size` cubes), and N is
/// constant on an orbit (a symmetry maps the sets holding c onto those holding its image),
/// so size × total = Σ_orbits |orbit| × N(representative). That needs only the sets holding
/// one cube per orbit (C_5: 2 orbits, of 15 and 60 cubes; about 0.4 of the work of the plain
/// tree), and the division by `size` must come out exact: a check.
pub struct UniversalCount {
    /// The family whose universal sets are counted.
    pub family: Family,
    /// The constraints, node tests, group and size.
    pub search: Search,
    /// The conjugacy classes of the group; the identity's is first.
    pub classes: Vec<Class>,
    /// The orbits of the group on the cubes: least cube and size, by least cube.
    pub orbits: Vec<(usize, usize)>,
    /// The work units: nodes of the total's tree, then one per non-identity class.
    pub units: Vec<Unit>,
}

/// How many nodes of the total's tree the work is cut into (at least).
const UNITS: usize = 256;

impl UniversalCount {
    /// The count for a family and size; a usage error when the size exceeds the family,
    /// `Ok(Err(..))` when the family has no universal set at all.
    pub fn new(family: Family, size: usize) -> Result<std::result::Result<Self, Obstruction>> {
        if size == 0 {
            return Err(Error::usage("count sets of at least one cube"));
        }
        let search = match Search::for_family(&family, size)? {
            Ok(s) => s,
            Err(o) => return Ok(Err(o)),
        };
        let classes: Vec<Class> = conjugacy_classes(&search.group)
            .into_iter()
            .map(|(representative, size)| Class {
                representative,
                size,
                cycles: cycles(&search.group[representative]),
            })
            .collect();
        let mut orbits: Vec<(usize, usize)> = Vec::new();
        let mut seen: Set = 0;
        for c in members(search.cubes) {
            if seen >> c & 1 == 0 {
                let orbit: Set = search.group.iter().fold(0, |o, g| o | 1 << g[c]);
                seen |= orbit;
                orbits.push((c, orbit.count_ones() as usize));
            }
        }
        let counter = Counter {
            search: &search,
            cycles: None,
        };
        let mut units: Vec<Unit> = Vec::new();
        for (orbit, &(c, _)) in orbits.iter().enumerate() {
            let nodes = counter.frontier(counter.root(1 << c), UNITS);
            units.extend(nodes.into_iter().map(|node| Unit::Holding { orbit, node }));
        }
        units.extend((1..classes.len()).map(Unit::Fixed));
        Ok(Ok(UniversalCount {
            family,
            search,
            classes,
            orbits,
            units,
        }))
    }

    /// Rebuilds the count from the spec an output header or checkpoint records.
    pub fn from_spec(spec: &Value) -> Result<Self> {
        let (family, size) = spec_family_size(spec, "count")?;
        Self::new(family, size)?.map_err(|_| spec_error(spec, "count"))
    }

    fn holding_key(orbit: usize) -> String {
        format!("holding {orbit:03}")
    }

    fn fixed_key(class: usize) -> String {
        format!("fixed {class:03}")
    }

    /// The counts a finished run's total gives: `Ok(None)` when the total covers only some
    /// of the units (a shard's); a disagreement when the sets holding each cube do not add
    /// up to a multiple of the size or Burnside's sum is not a multiple of the group's order
    /// (a bug somewhere).
    pub fn counts(&self, total: &Tally) -> Result<Option<Counts>> {
        if total.get("units") != self.units.len() as u128 {
            return Ok(None);
        }
        let incidences: u128 = self
            .orbits
            .iter()
            .enumerate()
            .map(|(j, &(_, len))| len as u128 * total.get(&Self::holding_key(j)))
            .sum();
        let size = self.search.size as u128;
        if !incidences.is_multiple_of(size) {
            return Err(Error::disagreement(format!(
                "the universal {size}-sets of C_{} holding each cube add up to {incidences}, not a multiple of {size}: the count is wrong",
                self.family.colours
            )));
        }
        let in_all = incidences / size;
        let burnside_sum = in_all
            + (1..self.classes.len())
                .map(|k| self.classes[k].size as u128 * total.get(&Self::fixed_key(k)))
                .sum::<u128>();
        let order = self.search.group.len() as u128;
        if !burnside_sum.is_multiple_of(order) {
            return Err(Error::disagreement(format!(
                "Burnside's sum {burnside_sum} of the sets fixed by the {order} symmetries is not a multiple of {order}: the count of universal {}-sets of C_{} is wrong",
                self.search.size, self.family.colours
            )));
        }
        Ok(Some(Counts {
            in_all,
            classes: burnside_sum / order,
            burnside_sum,
            nodes: total.get("nodes"),
        }))
    }

    /// Runs every unit in this process (rayon's threads, no checkpoint): the counts.
    pub fn run_all(&self) -> Result<Counts> {
        use rayon::prelude::*;
        let total = (0..self.units.len())
            .into_par_iter()
            .map(|u| self.run_unit(u, &mut |_| {}))
            .reduce(Tally::new, |mut a, b| {
                a.merge(&b);
                a
            });
        Ok(self.counts(&total)?.expect("every unit ran"))
    }
}

impl Problem for UniversalCount {
    fn spec(&self) -> Value {
        json!({"name": NAME, "colours": self.family.colours, "size": self.search.size})
    }

    fn unit_count(&self) -> usize {
        self.units.len()
    }

    fn run_unit(&self, unit: usize, _emit: &mut dyn FnMut(Value)) -> Tally {
        let mut nodes = 0;
        let mut t = Tally::new();
        match &self.units[unit] {
            Unit::Holding { orbit, node } => {
                let counter = Counter {
                    search: &self.search,
                    cycles: None,
                };
                t.add(&Self::holding_key(*orbit), counter.count(node, &mut nodes));
            }
            Unit::Fixed(k) => {
                let counter = Counter {
                    search: &self.search,
                    cycles: Some(&self.classes[*k].cycles),
                };
                t.add(&Self::fixed_key(*k), counter.count(&counter.root(0), &mut nodes));
            }
        }
        t.add("nodes", u128::from(nodes));
        t.add("units", 1);
        t
    }

    fn heading(&self) -> String {
        format!(
            "counting the universal sets of exactly {} cubes of C_{} ({} cubes, {} Hall constraints, {} symmetries in {} conjugacy classes)\n",
            self.search.size,
            self.family.colours,
            self.family.len(),
            self.search.constraints.len(),
            self.search.group.len(),
            self.classes.len()
        )
    }

    fn summary(&self, total: &Tally) -> (Value, String) {
        // Burnside's sum once, for the identity's column and the counts' line.
        let counts = self.counts(total);
        let fixed = self.fixed_json(total, &counts);
        let holding: Vec<Value> = self
            .orbits
            .iter()
            .enumerate()
            .map(|(j, &(c, len))| json!({"cube": self.family.cubes[c].name, "orbit": len, "sets_holding": total.get(&Self::holding_key(j))}))
            .collect();
        let mut fields = json!({"colours": self.family.colours, "size": self.search.size,
            "group_order": self.search.group.len(), "fixed": fixed, "holding": holding});
        let mut text = self.counts_text(total, counts, &mut fields);
        for h in &holding {
            text += &format!(
                "  cube orbit of {} ({} cubes): {} sets hold it\n",
                h["cube"].as_str().unwrap_or("?"),
                h["orbit"],
                h["sets_holding"]
            );
        }
        for (k, c) in self.classes.iter().enumerate() {
            text += &format!(
                "  class {k}: {} elements of cycle type {}, each fixing {} sets\n",
                c.size,
                cycle_type(&self.search.group[c.representative]),
                fixed[k]["fixed"]
            );
        }
        (fields, text)
    }
}

impl UniversalCount {
    /// Each conjugacy class of the group: its cycle type, size and the sets each of its
    /// elements fixes (the identity's: every set).
    fn fixed_json(&self, total: &Tally, counts: &Result<Option<Counts>>) -> Vec<Value> {
        self.classes
            .iter()
            .enumerate()
            .map(|(k, c)| {
                let f = match (k, counts) {
                    (0, Ok(Some(c))) => c.in_all,
                    (0, _) => 0,
                    _ => total.get(&Self::fixed_key(k)),
                };
                json!({"cycle_type": cycle_type(&self.search.group[c.representative]), "elements": c.size, "fixed": f})
            })
            .collect()
    }

    /// The counts' line of the summary, their fields added to `fields`: the totals with
    /// Burnside's sum, a shard's partial sums, or why the sum is not whole.
    fn counts_text(&self, total: &Tally, counts: Result<Option<Counts>>, fields: &mut Value) -> String {
        match counts {
            Ok(None) => {
                fields["units_done"] = json!(total.get("units") as u64);
                format!(
                    "{} nodes; partial sums of {} of the {} work units (a shard: merge the shards for the counts)\n",
                    total.get("nodes"),
                    total.get("units"),
                    self.units.len()
                )
            }
            Ok(Some(c)) => {
                fields["nodes"] = json!(c.nodes as u64);
                fields["in_all"] = json!(c.in_all);
                fields["up_to_symmetry"] = json!(c.classes);
                fields["burnside_sum"] = json!(c.burnside_sum);
                fields["integral"] = json!(true);
                format!(
                    "{} nodes; universal sets of exactly {} cubes of C_{}: {} in all, {} up to symmetry (Burnside: {} / {})\n",
                    c.nodes,
                    self.search.size,
                    self.family.colours,
                    c.in_all,
                    c.classes,
                    c.burnside_sum,
                    self.search.group.len()
                )
            }
            Err(e) => {
                fields["integral"] = json!(false);
                format!("{e}\n")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::model::targets;
    use crate::family::universal::{canonical, minimum, Minimum, UniversalSearch};

    #[test]
    fn cycle_types() {
        assert_eq!(cycle_type(&[1, 0, 2, 4, 5, 3]), "1^1 2^1 3^1");
        let f = Family::new(3).unwrap();
        let g = f.symmetries();
        let classes = conjugacy_classes(&g);
        assert_eq!(classes.iter().map(|c| c.1).sum::<usize>(), g.len());
        // S_3 × C_2: 3 classes of S_3 times 2.
        assert_eq!(classes.len(), 6);
    }

    /// Every universal set of exactly `size` cubes, listed: the sets the search without
    /// symmetry reaches (each universal set of at most `size` cubes contains one of them)
    /// grown by every choice of further cubes, deduplicated.
    fn listed(n: usize, size: usize) -> Vec<Set> {
        let mut p = UniversalSearch::new(Family::new(n).unwrap(), size)
            .unwrap()
            .unwrap();
        p.search.group.truncate(1);
        let mut reached = Vec::new();
        let mut nodes = 0;
        p.search
            .explore_with(&p.search.root(), &mut nodes, &mut |s| reached.push(s));
        let mut all = std::collections::BTreeSet::new();
        fn grow(s: Set, from: usize, size: usize, len: usize, out: &mut std::collections::BTreeSet<Set>) {
            if s.count_ones() as usize == size {
                out.insert(s);
                return;
            }
            for c in from..len {
                if s >> c & 1 == 0 {
                    grow(s | 1 << c, c + 1, size, len, out);
                }
            }
        }
        for s in reached {
            grow(s, 0, size, p.family.len(), &mut all);
        }
        all.into_iter().collect()
    }

    /// The count of the universal sets holding `held` against the search without symmetry
    /// from the same node (all it lists have 15 cubes: none of 14 is universal).
    fn five_colours_holding(held: Set) -> (u128, usize) {
        let f = Family::new(5).unwrap();
        let mut search = Search::for_family(&f, 15).unwrap().unwrap();
        search.group.truncate(1);
        let counter = Counter {
            search: &search,
            cycles: None,
        };
        let count = counter.count(&counter.root(held), &mut 0);
        let start = Node {
            group: vec![0],
            ..counter.root(held)
        };
        let mut listed = Vec::new();
        search.explore_with(&start, &mut 0, &mut |s| listed.push(s));
        assert!(listed.iter().all(|s| s.count_ones() == 15 && s & held == held));
        listed.sort_unstable();
        listed.dedup();
        (count, listed.len())
    }

    /// The greedy universal 15-set of C_5 (docs/colour-cubes.md).
    const GREEDY_FIVE: &str = "121354,122354,122534,131542,132345,132445,132543,141523,142335,142352,142435,142534,142535,152354,152453";

    /// The greedy set with its cubes `drop..drop + k` left out, for each `drop` given.
    fn five_colours_check(k: usize, drops: &[usize]) {
        let f = Family::new(5).unwrap();
        let greedy = f.parse_set(GREEDY_FIVE).unwrap();
        let cubes: Vec<usize> = members(greedy).collect();
        for &drop in drops {
            let held = (0..15)
                .filter(|i| !(drop..drop + k).contains(i))
                .fold(0, |s, i| s | 1 << cubes[i]);
            let (count, listed) = five_colours_holding(held);
            assert_eq!(
                count,
                listed as u128,
                "greedy set less cubes {drop}..{}",
                drop + k
            );
            assert!(count >= 1);
        }
    }

    #[test]
    fn five_colours_count_equals_the_listing_below_a_fixed_group_of_cubes() {
        // 72,437 and 95,947 universal 15-sets hold these 8 cubes.
        five_colours_check(7, &[7, 0]);
    }

    /// The same with 9 cubes left to choose: 2,731,478 and 1,978,323 sets hold the 6 cubes
    /// held (seconds):
    /// `cargo test --release --lib colour::family::counting::tests::five_colours_count_equals_the_listing_below_six_cubes -- --ignored`
    #[test]
    #[ignore]
    fn five_colours_count_equals_the_listing_below_six_cubes() {
        five_colours_check(9, &[6, 0]);
    }

    /// The count against the listing: totals and classes (canonical forms).
    fn against_listing(n: usize, size: usize) {
        let f = Family::new(n).unwrap();
        let group = f.symmetries();
        let sets = listed(n, size);
        let mut classes: Vec<Set> = sets.iter().map(|&s| canonical(&group, s)).collect();
        classes.sort_unstable();
        classes.dedup();
        let c = UniversalCount::new(f, size).unwrap().unwrap().run_all().unwrap();
        assert_eq!(
            (c.in_all, c.classes),
            (sets.len() as u128, classes.len() as u128),
            "n = {n}, size {size}"
        );
    }

    /// One size above the minimum for C_4 and C_6 (35 s, the listing is the slow part):
    /// `cargo test --release --lib colour::family::counting::tests::counts_equal_the_listing_one_above_the_minimum -- --ignored`
    #[test]
    #[ignore]
    fn counts_equal_the_listing_one_above_the_minimum() {
        against_listing(4, 11);
        against_listing(6, 13);
    }

    #[test]
    fn counts_equal_the_listing_searches_at_the_minimum_and_one_above() {
        for (n, size) in [(3, 11), (3, 12), (4, 10), (6, 12)] {
            against_listing(n, size);
        }
        // The published minimum counts, through the orbital-branching search.
        for (n, size, classes, in_all) in [(3, 11, 7, 27), (4, 10, 7, 102), (6, 12, 1, 10)] {
            let f = Family::new(n).unwrap();
            let Minimum::Found {
                size: s, classes: c, ..
            } = minimum(&f, size).unwrap()
            else {
                panic!("n = {n}")
            };
            let count = UniversalCount::new(f, s).unwrap().unwrap().run_all().unwrap();
            assert_eq!((count.in_all, count.classes), (in_all, classes), "n = {n}");
            assert_eq!(c.len() as u128, classes);
            assert_eq!(c.iter().map(|x| x.1 as u128).sum::<u128>(), in_all);
        }
    }

    /// The full count for C_5 at its minimum, 15 cubes (about 30 CPU minutes; recorded in
    /// docs/runs/colour-universal/n5-size15-count*):
    /// `RAYON_NUM_THREADS=1 cargo test --release --lib colour::family::counting::tests::five_colours_minimum_universal_sets -- --ignored`
    #[test]
    #[ignore]
    fn five_colours_minimum_universal_sets() {
        let p = UniversalCount::new(Family::new(5).unwrap(), 15).unwrap().unwrap();
        let c = p.run_all().unwrap();
        assert_eq!((c.in_all, c.classes), (17_620_314_368, 73_429_825));
        assert_eq!(c.burnside_sum, 240 * 73_429_825);
    }

    /// |Fix(g)| for the classes of C_n with at most `cap` unions of cycles of the size, by
    /// the matching model on every such union: no constraints, no tree. The classes checked.
    fn fixed_against_brute_force(n: usize, size: usize, cap: u128) -> usize {
        fn unions(cyc: &[Set], from: usize, left: u32, s: Set, f: &mut dyn FnMut(Set)) {
            if left == 0 {
                return f(s);
            }
            for i in from..cyc.len() {
                if cyc[i].count_ones() <= left {
                    unions(cyc, i + 1, left - cyc[i].count_ones(), s | cyc[i], f);
                }
            }
        }
        let f = Family::new(n).unwrap();
        let ts = targets(&f);
        let p = UniversalCount::new(f, size).unwrap().unwrap();
        let mut checked = 0;
        for (k, class) in p.classes.iter().enumerate().skip(1) {
            let counter = Counter {
                search: &p.search,
                cycles: Some(&class.cycles),
            };
            if counter.completions(p.search.cubes, size as u32) > cap {
                continue;
            }
            checked += 1;
            let mut brute = 0u128;
            unions(&class.cycles, 0, size as u32, 0, &mut |s| {
                brute += u128::from(ts.iter().all(|t| t.built_by(s)));
            });
            assert_eq!(
                counter.count(&counter.root(0), &mut 0),
                brute,
                "n = {n}, size {size}, class {k}"
            );
        }
        checked
    }

    #[test]
    fn fixed_sets_equal_brute_force_over_unions_of_cycles() {
        let checked = fixed_against_brute_force(3, 11, 300_000) + fixed_against_brute_force(3, 12, 300_000);
        assert!(checked >= 8, "{checked} classes checked");
        // C_5, 15 cubes: the 8 classes with at most 200,000 unions (all but the involutions):
        // a 3-cycle fixes 224 sets, a 5-cycle 128, a 3-cycle times a transposition with the
        // mirror 16, the other five none (docs/runs/colour-universal/n5-size15-count*).
        assert_eq!(fixed_against_brute_force(5, 15, 200_000), 8);
    }
}
