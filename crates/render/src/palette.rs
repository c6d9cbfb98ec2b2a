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

/// Fills for colours the input names (Instant Insanity's "red", "green", ...): a picture of
/// a red face is red. Names not listed here fall back to the numbered palette.
const NAMED: [(&str, &str); 16] = [
    ("red", "#D62718"),
    ("green", "#2E9A3F"),
    ("yellow", "#F5D410"),
    ("blue", "#1F5FC4"),
    ("white", "#FFFFFF"),
    ("black", "#111111"),
    ("orange", "#F28C18"),
    ("purple", "#7D3C98"),
    ("violet", "#8E44AD"),
    ("pink", "#F08CB4"),
    ("brown", "#8B5A2B"),
    ("grey", "#8C8C8C"),
    ("gray", "#8C8C8C"),
    ("cyan", "#22B8CF"),
    ("magenta", "#C2188B"),
    ("navy", "#1B2A6B"),
];

/// The fill of a colour given by name (case-insensitive), if it is one we know.
pub fn named(name: &str) -> Option<&'static str> {
    let name = name.trim().to_ascii_lowercase();
    NAMED.iter().find(|(n, _)| *n == name).map(|&(_, f)| f)
}

/// How the colour numbers of one picture are shown: by the names the input gave them
/// (Instant Insanity), or by number, shifted so that the picture shows the numbers the text
/// output prints (the nine-colour cube stores 0..8 and prints 1..9).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ColourKey {
    names: Vec<String>,
    shift: i64,
}

impl ColourKey {
    /// The key for an assembly's `palette` and the record's `colour_names` (may be empty).
    pub fn new(palette: &str, names: &[String]) -> ColourKey {
        ColourKey {
            names: names.to_vec(),
            shift: if palette == "nine" { 1 } else { 0 },
        }
    }

    fn name_of(&self, k: i64) -> Option<&str> {
        usize::try_from(k)
            .ok()
            .and_then(|i| self.names.get(i))
            .map(String::as_str)
    }

    /// What a face of colour `k` says: its name, or its number as the text output prints it.
    pub fn text(&self, k: i64) -> String {
        self.name_of(k)
            .map_or_else(|| (k + self.shift).to_string(), str::to_string)
    }

    /// The fill of colour `k`: the named colour, else the palette slot of its printed number.
    pub fn fill(&self, k: i64) -> &'static str {
        self.name_of(k)
            .and_then(named)
            .unwrap_or_else(|| fill(k + self.shift))
    }

    /// A legend entry: "red", or "3 sky blue" (number, then the name of the fill).
    pub fn describe(&self, k: i64) -> String {
        match self.name_of(k) {
            Some(n) => n.to_string(),
            None => format!("{} {}", k + self.shift, name(k + self.shift)),
        }
    }
}

/// `fill` darkened to `factor` (0..1) of its brightness: the shading of a face turned away
/// from the light in the SVG's isometric views.
pub fn shade(fill: &str, factor: f64) -> String {
    let channel = |i: usize| u8::from_str_radix(fill.get(i..i + 2).unwrap_or("ff"), 16).unwrap_or(255) as f64;
    let c = |i: usize| (channel(i) * factor).round().clamp(0.0, 255.0) as u8;
    format!("#{:02X}{:02X}{:02X}", c(1), c(3), c(5))
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

    #[test]
    fn named_colours_are_drawn_as_themselves() {
        let names: Vec<String> = ["red", "green", "yellow", "blue"].map(String::from).to_vec();
        let key = ColourKey::new("insanity", &names);
        assert_eq!(key.text(0), "red");
        assert_eq!(key.describe(3), "blue");
        // Red is mostly red, blue mostly blue, whatever the exact shade.
        let rgb = |f: &str| [1, 3, 5].map(|i| u8::from_str_radix(&f[i..i + 2], 16).unwrap());
        let [r, g, b] = rgb(key.fill(0));
        assert!(
            u16::from(r) > 2 * u16::from(g.max(b)) && r > 150,
            "red is {}",
            key.fill(0)
        );
        let [r, g, b] = rgb(key.fill(3));
        assert!(b > r.max(g) && b > 150, "blue is {}", key.fill(3));
        // An unnamed number keeps the palette.
        assert_eq!(key.fill(7), fill(7));
        assert_eq!(key.text(7), "7");
    }

    #[test]
    fn nine_colour_numbers_are_printed_from_one() {
        let key = ColourKey::new("nine", &[]);
        assert_eq!(key.text(0), "1");
        assert_eq!(key.text(8), "9");
        assert_eq!(key.fill(0), fill(1));
        assert_eq!(key.describe(8), format!("9 {}", name(9)));
        assert_eq!(ColourKey::new("macmahon", &[]).text(6), "6");
    }

    #[test]
    fn shading_darkens_each_channel() {
        assert_eq!(shade("#FFFFFF", 0.5), "#808080");
        assert_eq!(shade("#0072B2", 1.0), "#0072B2");
    }
}
