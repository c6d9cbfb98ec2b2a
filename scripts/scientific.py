"""Numbers past a float's range written in e notation, for the scripts that read our run
records: a figure is kept as x · 10^exponent, or as its base-10 logarithm, because from order
15 on the counts of magic squares pass a float's 1.8e308."""
import math


def sci(x, exponent=0, digits=6, signed=False):
    """x · 10^exponent (x > 0) as d.dddddd e N; `signed` writes the exponent as Python's e
    format does (e+34, e-05). A mantissa that rounds up to 10 carries into the exponent."""
    shift = math.floor(math.log10(x))
    mantissa = x / 10.0**shift
    text = f"{mantissa:.{digits}f}"
    if text.startswith("10"):
        shift += 1
        text = f"{mantissa / 10.0:.{digits}f}"
    power = exponent + shift
    return f"{text}e{power:+03d}" if signed else f"{text}e{power}"


def sci_log10(log10_value, digits=6, signed=False):
    """10^log10_value in e notation, as sci writes it, at any exponent."""
    exponent = math.floor(log10_value)
    return sci(10.0 ** (log10_value - exponent), exponent, digits, signed)
