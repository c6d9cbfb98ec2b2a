//! Parsers for option values that clap's built-in ones take too broadly: a number of seconds
//! must be finite and not negative (`inf` or `NaN` would reach `Duration` and panic).

/// A finite, non-negative number of seconds.
pub fn seconds(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(s) if s >= 0.0 && std::time::Duration::try_from_secs_f64(s).is_ok() => Ok(s),
        Ok(_) => Err("a finite number of seconds, 0 or more".into()),
        Err(_) => Err("a number of seconds, such as 2 or 0.5".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn seconds_refuse_what_a_duration_cannot_hold() {
        assert_eq!(seconds("2"), Ok(2.0));
        assert_eq!(seconds("0"), Ok(0.0));
        for bad in ["inf", "-inf", "NaN", "-1", "1e300", "", "two"] {
            assert!(seconds(bad).is_err(), "{bad}");
        }
    }

    proptest! {
        /// Whatever is typed, the parser answers without panicking, and what it accepts turns
        /// into a `Duration` without panicking either.
        #[test]
        fn any_text_is_accepted_as_a_duration_or_refused(text in "\\PC{0,12}", x in any::<f64>()) {
            for t in [text, x.to_string()] {
                if let Ok(s) = seconds(&t) {
                    prop_assert!(std::time::Duration::try_from_secs_f64(s).is_ok());
                }
            }
        }
    }
}
