// The main of walk.rs (docs/runs/cube4-two-plane-walk/) replaced: for each cube on stdin (64
// values a line, cell x + 4y + 16z), every refilling of each of the 18 pairs of parallel
// planes, as `start K block B refills N cut C` and one `  cube` line for each refilling other
// than the cube itself. Usage: neighbours NODE_BUDGET < cubes. run.sh builds it.
fn main() {
    let budget0: u64 = std::env::args().nth(1).map_or(50_000_000, |s| s.parse().unwrap());
    let lines = lines();
    let blks = blocks(&lines);
    let stdin = std::io::stdin();
    for (k, line) in stdin.lock().lines().enumerate() {
        let line = line.unwrap();
        let v: Vec<u8> = line.trim().split(',').map(|x| x.parse().unwrap()).collect();
        let cube: [u8; 64] = v.try_into().unwrap();
        assert!(is_cube(&cube, &lines));
        for (bi, blk) in blks.iter().enumerate() {
            let mut sols = vec![];
            let mut budget = budget0;
            refills(&cube, blk, &lines, &mut sols, &mut budget);
            println!("start {k} block {bi} refills {} cut {}", sols.len(), budget == 0);
            for s in &sols {
                let mut c = cube;
                for q in 0..16 {
                    let r = cube[blk.a[q]] + cube[blk.b[q]];
                    c[blk.a[q]] = s[q];
                    c[blk.b[q]] = r - s[q];
                }
                assert!(is_cube(&c, &lines));
                if c != cube {
                    let vals: Vec<String> = c.iter().map(|x| x.to_string()).collect();
                    println!("  cube {}", vals.join(","));
                }
            }
        }
    }
}
