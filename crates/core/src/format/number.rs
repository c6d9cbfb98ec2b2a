//! Numbers in text: a fast decimal writer for very large outputs (a constructed square of
//! order 10,000 has 10^8 entries: there the formatting machinery of `write!` is the
//! bottleneck), and counts with their noun.

/// `n thing` or `n things`: "1 sample", "2 samples".
pub fn plural(n: impl Into<u128>, thing: &str) -> String {
    let n = n.into();
    format!("{n} {thing}{}", if n == 1 { "" } else { "s" })
}

/// "00".."99": two digits per step halve the divisions.
const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
2021222324252627282930313233343536373839\
4041424344454647484950515253545556575859\
6061626364656667686970717273747576777879\
8081828384858687888990919293949596979899";

/// Appends `values` in decimal to `b`, each right-aligned to `width`, with `sep` between
/// them: a row of a figure as text (`b' '`) or in a JSON array (`b','`).
pub fn push_ints(b: &mut Vec<u8>, values: impl IntoIterator<Item = i64>, sep: u8, width: usize) {
    for (i, v) in values.into_iter().enumerate() {
        if i > 0 {
            b.push(sep);
        }
        push_int(b, v, width);
    }
}

/// Appends `v` in decimal to `b`, right-aligned to `width` (as `format!("{v:>width$}")`).
pub fn push_int(b: &mut Vec<u8>, v: i64, width: usize) {
    let mut digits = [0u8; 20];
    let mut i = digits.len();
    let mut m = v.unsigned_abs();
    while m >= 100 {
        let r = (m % 100) as usize;
        m /= 100;
        i -= 2;
        digits[i..i + 2].copy_from_slice(&PAIRS[2 * r..2 * r + 2]);
    }
    if m >= 10 {
        i -= 2;
        digits[i..i + 2].copy_from_slice(&PAIRS[2 * m as usize..2 * m as usize + 2]);
    } else {
        i -= 1;
        digits[i] = b'0' + m as u8;
    }
    let len = digits.len() - i + usize::from(v < 0);
    b.extend(std::iter::repeat_n(b' ', width.saturating_sub(len)));
    if v < 0 {
        b.push(b'-');
    }
    b.extend_from_slice(&digits[i..]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_takes_the_singular_and_every_other_count_the_plural() {
        assert_eq!(plural(1u64, "sample"), "1 sample");
        assert_eq!(plural(0u64, "sample"), "0 samples");
        assert_eq!(plural(2u64, "unit"), "2 units");
        assert_eq!(plural(u128::MAX, "node"), format!("{} nodes", u128::MAX));
    }

    #[test]
    fn integers_format_like_std() {
        for v in [
            0i64,
            7,
            -7,
            10,
            99,
            -100,
            i64::MAX,
            i64::MIN,
            i64::MIN + 1,
            123_456_789,
        ] {
            for width in [0, 3, 12, 25] {
                let mut b = Vec::new();
                push_int(&mut b, v, width);
                assert_eq!(String::from_utf8(b).unwrap(), format!("{v:>width$}"));
            }
        }
    }

    #[test]
    fn runs_of_integers_format_like_join() {
        let values = [5i64, -12, 130, 0];
        for (sep, width) in [(b' ', 4), (b',', 0)] {
            let mut b = Vec::new();
            push_ints(&mut b, values, sep, width);
            let want: Vec<String> = values.iter().map(|v| format!("{v:>width$}")).collect();
            assert_eq!(
                String::from_utf8(b).unwrap(),
                want.join(&(sep as char).to_string())
            );
        }
        let mut empty = Vec::new();
        push_ints(&mut empty, [], b',', 3);
        assert!(empty.is_empty());
    }
}
