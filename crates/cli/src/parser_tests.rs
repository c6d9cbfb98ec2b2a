//! Property test of the parser itself: random option values on every subcommand never
//! panic clap or the conversion of its matches into [`Cli`].

use clap::FromArgMatches;
use proptest::prelude::*;

use crate::{command, Cli};

/// Every subcommand path that takes no further subcommand, with its value-taking options.
fn leaves(cmd: &clap::Command, path: Vec<String>, out: &mut Vec<(Vec<String>, Vec<String>)>) {
    let subs: Vec<&clap::Command> = cmd.get_subcommands().filter(|s| s.get_name() != "help").collect();
    if subs.is_empty() {
        let flags = cmd
            .get_arguments()
            .filter_map(|a| a.get_long().map(|l| format!("--{l}")))
            .filter(|f| f != "--help" && f != "--version")
            .collect();
        out.push((path, flags));
        return;
    }
    for s in subs {
        let mut p = path.clone();
        p.push(s.get_name().to_string());
        leaves(s, p, out);
    }
}

fn all_leaves() -> Vec<(Vec<String>, Vec<String>)> {
    let mut out = Vec::new();
    leaves(&command(), vec!["cubelab".into()], &mut out);
    out
}

const VALUES: &[&str] = &[
    "0",
    "1",
    "-1",
    "3",
    "5",
    "4000000000",
    "18446744073709551615",
    "18446744073709551616",
    "-9223372036854775809",
    "1e308",
    "inf",
    "NaN",
    "-0.5",
    "",
    "0/0",
    "3/2",
    "1/18446744073709551616",
    "\u{1b}[2J",
    "é",
    "1h",
    "-",
];

fn value() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => proptest::sample::select(VALUES).prop_map(str::to_string),
        1 => any::<String>(),
        1 => any::<i128>().prop_map(|v| v.to_string()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, failure_persistence: None, ..ProptestConfig::default() })]

    /// Any subcommand with any of its options given any values: parsed or refused, never a
    /// panic in the parser or in turning the matches into `Cli`.
    #[test]
    fn random_option_values_never_panic_the_parser(
        leaf in any::<proptest::sample::Index>(),
        picks in proptest::collection::vec((any::<proptest::sample::Index>(), value()), 0..6),
    ) {
        let leaves = all_leaves();
        let (path, flags) = &leaves[leaf.index(leaves.len())];
        let mut argv = path.clone();
        for (f, v) in &picks {
            if !flags.is_empty() {
                argv.push(flags[f.index(flags.len())].clone());
                argv.push(v.clone());
            }
        }
        if let Ok(m) = command().try_get_matches_from(&argv) {
            let _ = Cli::from_arg_matches(&m);
        }
    }
}
