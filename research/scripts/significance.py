"""Tests of significance shared by the scripts that check samplers: tails of chi-square, mean
ranks, the Kruskal-Wallis statistic and the Wilson interval of a proportion."""
import math


def chi2_tail(x, k):
    """P(X > x) for X chi-square with k degrees of freedom. In closed form up to 200 degrees of
    freedom: for even k, exp(-x/2) sum_{j<k/2} (x/2)^j / j!; for odd k, erfc(sqrt(x/2)) +
    sqrt(2x/pi) exp(-x/2) sum_{j=1}^{(k-1)/2} x^(j-1) / (1 3 5 ... (2j-1)). Beyond, where those
    sums overflow, by the Wilson-Hilferty cube-root normal approximation (good to a few per cent
    of the tail there)."""
    if k > 200:
        z = ((x / k) ** (1 / 3) - (1 - 2 / (9 * k))) / math.sqrt(2 / (9 * k))
        return 0.5 * math.erfc(z / math.sqrt(2))
    if k % 2 == 0:
        return math.exp(-x / 2) * sum((x / 2) ** j / math.factorial(j) for j in range(k // 2))
    term, total = 1.0, 0.0
    for j in range(1, (k - 1) // 2 + 1):
        term = term * (x if j > 1 else 1.0) / (2 * j - 1)
        total += term
    return math.erfc(math.sqrt(x / 2)) + math.sqrt(2 * x / math.pi) * math.exp(-x / 2) * total


def ranks(values):
    """The rank of each value among them, from 1 (ties in the order given)."""
    out = [0] * len(values)
    for r, i in enumerate(sorted(range(len(values)), key=lambda i: values[i]), 1):
        out[i] = r
    return out


def mean_rank(ranks, n):
    """The size and mean of k ranks drawn from 1..n, and its z against (n + 1) / 2 (the mean
    rank of k drawn without replacement has variance (n^2 - 1) / 12 / k (n - k) / (n - 1))."""
    k, mean = len(ranks), sum(ranks) / len(ranks)
    return k, mean, (mean - (n + 1) / 2) / math.sqrt((n * n - 1) / 12 / k * (n - k) / (n - 1))


def kruskal_wallis(groups, n):
    """The Kruskal-Wallis H of groups of ranks that together are 1..n (chi-square with one
    degree of freedom fewer than groups when the ranks do not depend on the group)."""
    h = 0.0
    for g in groups:
        h += len(g) * (sum(g) / len(g) - (n + 1) / 2) ** 2
    return h * (12 / (n * (n + 1)))


def wilson(k, n, z=1.96):
    """The Wilson score interval of a binomial proportion k / n."""
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half
