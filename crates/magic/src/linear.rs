//! The slow, independent twin of the enumerator: solve the sum constraints as a linear
//! system, then try every assignment of distinct values to its free variables.
//!
//! Nothing is shared with [`super::enumerate`] but the constraint lists: Gaussian elimination
//! over the rationals writes each pivot cell as an affine function of the free cells, and a
//! pivot is evaluated (integral, in range, unused) as soon as all its free cells are set.

use crate::kind::Constraint;

/// `x[pivot] = (constant + sum coef[f] * x[free f]) / denom`.
#[derive(Clone, Debug)]
struct PivotRow {
    cell: usize,
    constant: i64,
    coef: Vec<(usize, i64)>,
    denom: i64,
}

/// All assignments of the values `0..cells` to the cells (each once) meeting every
/// constraint, sorted. Exponential in the number of free cells: for small systems only.
pub fn solutions(cells: usize, constraints: &[Constraint]) -> Vec<Vec<u8>> {
    let (pivots, free) = match reduce(cells, constraints) {
        Some(x) => x,
        None => return Vec::new(),
    };
    // Each pivot is checked right after the last free cell it depends on is set.
    let position = |cell: usize| free.iter().position(|&f| f == cell).expect("free cell");
    let mut due: Vec<Vec<PivotRow>> = vec![Vec::new(); free.len() + 1];
    for p in pivots {
        let at = p.coef.iter().map(|&(f, _)| position(f) + 1).max().unwrap_or(0);
        due[at].push(p);
    }
    let mut out = Vec::new();
    let mut value = vec![0i64; cells];
    let mut used = vec![false; cells];
    if settle(&due[0], &mut value, &mut used, cells) {
        assign(0, &free, &due, &mut value, &mut used, &mut out);
    }
    out.sort();
    out
}

/// How many cells are free in the system's solution space (cells less the rank of the
/// sets' equations); `None` when the equations contradict each other.
#[cfg(test)]
pub(crate) fn free_cells(cells: usize, constraints: &[Constraint]) -> Option<usize> {
    reduce(cells, constraints).map(|(_, free)| free.len())
}

fn assign(
    k: usize,
    free: &[usize],
    due: &[Vec<PivotRow>],
    value: &mut [i64],
    used: &mut [bool],
    out: &mut Vec<Vec<u8>>,
) {
    if k == free.len() {
        out.push(value.iter().map(|&v| v as u8).collect());
        return;
    }
    let n = value.len();
    for v in 0..n {
        if used[v] {
            continue;
        }
        used[v] = true;
        value[free[k]] = v as i64;
        if settle(&due[k + 1], value, used, n) {
            assign(k + 1, free, due, value, used, out);
            release(&due[k + 1], value, used);
        }
        used[v] = false;
    }
}

/// Evaluates the pivots now determined; on failure undoes what it set and returns false.
fn settle(rows: &[PivotRow], value: &mut [i64], used: &mut [bool], n: usize) -> bool {
    for (i, p) in rows.iter().enumerate() {
        let num = p.constant + p.coef.iter().map(|&(f, a)| a * value[f]).sum::<i64>();
        let ok =
            num % p.denom == 0 && (0..n as i64).contains(&(num / p.denom)) && !used[(num / p.denom) as usize];
        if !ok {
            release(&rows[..i], value, used);
            return false;
        }
        value[p.cell] = num / p.denom;
        used[value[p.cell] as usize] = true;
    }
    true
}

fn release(rows: &[PivotRow], value: &[i64], used: &mut [bool]) {
    for p in rows {
        used[value[p.cell] as usize] = false;
    }
}

/// Reduced row echelon form of the doubled system `2 * sum(S) = |S| * (cells - 1)`.
/// Returns the pivot rows and the free cells, or `None` when the system is inconsistent.
fn reduce(cells: usize, constraints: &[Constraint]) -> Option<(Vec<PivotRow>, Vec<usize>)> {
    // Row: coefficients for each cell, then the right-hand side.
    let mut rows: Vec<Vec<i128>> = constraints
        .iter()
        .map(|c| {
            let mut r = vec![0i128; cells + 1];
            for &i in &c.cells {
                r[i as usize] += 2;
            }
            r[cells] = (c.cells.len() * (cells - 1)) as i128;
            r
        })
        .collect();
    let mut pivot_cols = Vec::new();
    let mut rank = 0;
    for col in 0..cells {
        let Some(sel) = (rank..rows.len()).find(|&r| rows[r][col] != 0) else {
            continue;
        };
        rows.swap(rank, sel);
        for r in 0..rows.len() {
            if r != rank && rows[r][col] != 0 {
                let (a, b) = (rows[rank][col], rows[r][col]);
                let pivot = rows[rank].clone();
                for (x, p) in rows[r].iter_mut().zip(&pivot) {
                    *x = *x * a - p * b;
                }
                normalise(&mut rows[r]);
            }
        }
        pivot_cols.push(col);
        rank += 1;
    }
    if rows[rank..].iter().any(|r| r[cells] != 0) {
        return None;
    }
    let free: Vec<usize> = (0..cells).filter(|c| !pivot_cols.contains(c)).collect();
    let pivots = pivot_cols
        .iter()
        .enumerate()
        .map(|(r, &col)| {
            let row = &rows[r];
            let sign = row[col].signum();
            PivotRow {
                cell: col,
                constant: (row[cells] * sign) as i64,
                coef: free
                    .iter()
                    .filter(|&&f| row[f] != 0)
                    .map(|&f| (f, (-row[f] * sign) as i64))
                    .collect(),
                denom: (row[col] * sign) as i64,
            }
        })
        .collect();
    Some((pivots, free))
}

fn normalise(row: &mut [i128]) {
    let g = row.iter().fold(0i128, |g, &x| gcd(g, x.abs()));
    if g > 1 {
        for x in row.iter_mut() {
            *x /= g;
        }
    }
}

fn gcd(a: i128, b: i128) -> i128 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kind::{CubeKind, SquareKind};

    #[test]
    fn lo_shu_by_linear_algebra() {
        let sols = solutions(9, &SquareKind::Magic.constraints(3));
        assert_eq!(sols.len(), 8);
        assert!(sols.contains(&vec![1, 6, 5, 8, 4, 0, 3, 2, 7]));
    }

    #[test]
    fn order_three_cube_dimension_is_small() {
        let (_, free) = reduce(27, &CubeKind::Simple.constraints(3)).unwrap();
        assert!(free.len() <= 5, "free cells: {}", free.len());
    }

    /// The 4 triagonals of a cube add 4 to the rank of its rows, columns and pillars, except
    /// at order 4, where their sum is a combination of the others and they add 3
    /// (docs/estimates.md; `scripts/line_sum_heuristic.py` finds the same by its own
    /// elimination).
    #[test]
    fn the_triagonals_of_an_order_4_cube_add_3_to_the_rank() {
        for (n, added) in [(3, 4), (4, 3), (5, 4)] {
            let cells = n * n * n;
            let rank = |k: CubeKind| cells - reduce(cells, &k.constraints(n)).unwrap().1.len();
            let semi = rank(CubeKind::SemiMagic);
            assert_eq!(semi, cells - (n - 1) * (n - 1) * (n - 1), "order {n}");
            assert_eq!(rank(CubeKind::Simple) - semi, added, "order {n}");
        }
    }
}
