//! Colours for coloured faces, chosen to stay apart for colour-blind readers.
//!
//! The eight colours of Okabe and Ito ("Color Universal Design", 2002) plus white and a mid
//! grey, so that the nine-colour cube has nine. Colour number `k` always gets the same fill,
//! whichever puzzle it comes from (MacMahon numbers 1..6, Instant Insanity 1..4, the
//! nine-colour cube 0..8 or 1..9), and the number itself is printed on every face: the fill
//! is a help, never the only carrier of the information.

/// `(name, fill)` for colour numbers 0..=9; larger numbers wrap around (their number is printed).
pub const SLOTS: [(&str, &str); 10] = [
    ("white", "#FFFFFF"),
    ("orange", "#E69F00"),
    ("sky blue", "#56B4E9"),
    ("bluish green", "#009E73"),
    ("yellow", "#F0E442"),
    ("blue", "#0072B2"),
    ("vermillion", "#D55E00"),
    ("reddish purple", "#CC79A7"),
    ("black", "#000000"),
    ("grey", "#999999"),
];

/// Fill of a face whose colour is unknown or absent (interior faces, plain figures).
pub const NEUTRAL: &str = "#F2EFE8";

fn slot(k: i64) -> (&'static str, &'static str) {
    SLOTS[k.rem_euclid(SLOTS.len() as i64) as usize]
}

/// The fill for colour number `k`.
pub fn fill(k: i64) -> &'static str {
    slot(k).1
}

/// The name of the fill used for colour number `k` (for legends).
pub fn name(k: i64) -> &'static str {
    slot(k).0
}

/// Black or white, whichever reads better on `fill` (`#RRGGBB`), by relative luminance.
pub fn ink_on(fill: &str) -> &'static str {
    let channel = |i: usize| {
        let v = u8::from_str_radix(fill.get(i..i + 2).unwrap_or("ff"), 16).unwrap_or(255) as f64 / 255.0;
        if v <= 0.03928 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    let lum = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
    // Contrast against white vs against black: (1.05)/(L+0.05) vs (L+0.05)/0.05.
    if 1.05 / (lum + 0.05) > (lum + 0.05) / 0.05 {
        "#FFFFFF"
    } else {
        "#000000"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_map_to_distinct_fills_and_readable_ink() {
        let fills: std::collections::HashSet<&str> = (0..10).map(fill).collect();
        assert_eq!(fills.len(), 10);
        assert_eq!(fill(10), fill(0));
        assert_eq!(ink_on("#000000"), "#FFFFFF");
        assert_eq!(ink_on("#0072B2"), "#FFFFFF");
        assert_eq!(ink_on("#F0E442"), "#000000");
        assert_eq!(ink_on("#FFFFFF"), "#000000");
    }
}
