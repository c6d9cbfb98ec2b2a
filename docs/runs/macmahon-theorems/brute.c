/* Brute force over the paper's own Table 3 (table3_paper.txt), written for this record only.
   It shares no code with cubelab. A cube fits a corner of the target iff it has the target's
   corner number there; a collection's solution number is the number of ways to give the 8
   corners 8 distinct fitting cubes (each fitting cube has one orientation at that corner, since
   a cube's 8 corner numbers are distinct: checked below). No graph theory is used to count.

   brute all            Table 1 for every target, Table 2, the graph class of every
                        (collection, target) with its solution number, the five-builders
   brute within K A,B,...   targets built by every K-subset of the given cubes
   brute inside T A,B,...   solution numbers for target T of the 8-subsets of the given cubes
   brute sample K N SEED    N random K-sets (splitmix64): targets built, mean, sd, min, max
   brute exhaust K          targets built by every K-set of the 30 cubes (brute force)
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <math.h>

static char name[30][3];
static int corner[30][8];
static uint32_t cand[30][8];      /* cand[t][i]: cubes having target t's corner i */
static uint8_t sh[30][30];        /* sh[t][c]: which corners of t cube c has */

static void load(void) {
    FILE *f = fopen("table3_paper.txt", "r");
    if (!f) { perror("table3_paper.txt"); exit(1); }
    for (int c = 0; c < 30; c++) {
        if (fscanf(f, "%2s", name[c]) != 1) exit(1);
        for (int i = 0; i < 8; i++) if (fscanf(f, "%d", &corner[c][i]) != 1) exit(1);
        for (int i = 0; i < 8; i++) for (int j = 0; j < i; j++)
            if (corner[c][i] == corner[c][j]) { fprintf(stderr, "repeated corner in %s\n", name[c]); exit(1); }
    }
    fclose(f);
    for (int t = 0; t < 30; t++) for (int i = 0; i < 8; i++) {
        cand[t][i] = 0;
        for (int c = 0; c < 30; c++) for (int j = 0; j < 8; j++)
            if (corner[c][j] == corner[t][i]) { cand[t][i] |= 1u << c; sh[t][c] |= 1u << i; }
    }
}
static int idx(const char *s) {
    for (int c = 0; c < 30; c++) if (!strncmp(s, name[c], 2)) return c;
    fprintf(stderr, "no cube %s\n", s); exit(1);
}
/* ways to give corners i..7 distinct cubes of M not in used */
static int count(int t, uint32_t M, int i, uint32_t used) {
    if (i == 8) return 1;
    int n = 0;
    uint32_t a = cand[t][i] & M & ~used;
    while (a) { uint32_t b = a & -a; a ^= b; n += count(t, M, i + 1, used | b); }
    return n;
}
static int exists(int t, uint32_t M, int i, uint32_t used) {
    if (i == 8) return 1;
    uint32_t a = cand[t][i] & M & ~used;
    while (a) { uint32_t b = a & -a; a ^= b; if (exists(t, M, i + 1, used | b)) return 1; }
    return 0;
}
static int built(uint32_t M) { int n = 0; for (int t = 0; t < 30; t++) n += exists(t, M, 0, 0); return n; }
static uint32_t parse_set(char *s) {
    uint32_t M = 0; for (char *p = strtok(s, ","); p; p = strtok(NULL, ",")) M |= 1u << idx(p); return M;
}
static void print_set(FILE *o, uint32_t M) {
    int first = 1; for (int c = 0; c < 30; c++) if (M >> c & 1) { fprintf(o, first ? "%s" : ",%s", name[c]); first = 0; }
}
static uint32_t next_comb(uint32_t v) { uint32_t t = v | (v - 1); return (t + 1) | (((~t & -~t) - 1) >> (__builtin_ctz(v) + 1)); }

/* graph class of collection M for target t */
typedef struct { int tin, unusable, edges, comps, trees, k, iso; } Class;
static Class classify(int t, uint32_t M) {
    int par[8], vc[8] = {0}, ec[8] = {0};
    for (int i = 0; i < 8; i++) par[i] = i;
    Class K = {0};
    int eu[8], ev[8], ne = 0;
    for (int c = 0; c < 30; c++) if (M >> c & 1) {
        if (c == t) { K.tin = 1; continue; }
        int p = __builtin_popcount(sh[t][c]);
        if (p == 0) { K.unusable++; continue; }
        if (p != 2) { fprintf(stderr, "cube %s shares %d corners with %s\n", name[c], p, name[t]); exit(1); }
        int u = __builtin_ctz(sh[t][c]), v = 31 - __builtin_clz(sh[t][c]);
        eu[ne] = u; ev[ne] = v; ne++;
    }
    for (int e = 0; e < ne; e++) {
        int a = eu[e], b = ev[e];
        while (par[a] != a) a = par[a];
        while (par[b] != b) b = par[b];
        if (a != b) par[a] = b;
    }
    for (int i = 0; i < 8; i++) { int r = i; while (par[r] != r) r = par[r]; vc[r]++; }
    for (int e = 0; e < ne; e++) { int r = eu[e]; while (par[r] != r) r = par[r]; ec[r]++; }
    K.edges = ne; K.k = -1;
    for (int i = 0; i < 8; i++) if (vc[i]) {
        K.comps++;
        if (ec[i] == vc[i] - 1) { K.trees++; K.k = ec[i]; if (vc[i] == 1) K.iso++; }
    }
    if (K.trees != 1) K.k = -1;
    return K;
}
/* histogram over (class, solution number) */
#define NKEY (2*2*9*9*9*10*9)
#define NID 4096
static int id_of[NKEY], key_of[NID], nid;   /* dense ids for the classes met */
static long hist[30][NID][17];
static int key(Class K) {
    int q = ((((((K.tin*2 + (K.unusable>0))*9 + K.edges)*9 + K.comps)*9 + K.trees)*10 + (K.k+1))*9 + K.iso);
    if (!id_of[q]) { if (nid + 1 >= NID) exit(3); id_of[q] = ++nid; key_of[nid] = q; }
    return id_of[q];
}

static void all(void) {
    static long t1[30][17];
    long t2[31] = {0}, total = 0;
    FILE *five = fopen("brute_five_builders.txt", "w");
    FILE *ba16 = fopen("brute_Ba_sixteen.txt", "w");
    FILE *ba4c = fopen("brute_Ba_four_components_isolated.txt", "w");
    FILE *bex = fopen("brute_Ba_class_examples.tsv", "w");   /* first collection of each (class, solution) */
    static char seen[NID][17];
    int ba = idx("Ba");
    for (uint32_t M = 0xFF; M < (1u << 30); M = next_comb(M)) {
        int nb = 0, sol[30];
        total++;
        for (int t = 0; t < 30; t++) {
            int s = count(t, M, 0, 0);
            if (s > 16) { fprintf(stderr, "solution number %d\n", s); exit(1); }
            sol[t] = s; t1[t][s]++; nb += s > 0;
            Class K = classify(t, M);
            int d = key(K);
            hist[t][d][s]++;
            if (t == ba && !seen[d][s]) {
                seen[d][s] = 1;
                fprintf(bex, "%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t", K.tin, K.unusable > 0, K.edges, K.comps, K.trees, K.k, K.iso, s);
                print_set(bex, M); fprintf(bex, "\n");
            }
            if (t == ba && s == 16) { print_set(ba16, M); fprintf(ba16, "\n"); }
            if (t == ba && K.tin && K.edges == 7 && K.comps == 4 && K.trees == 1 && K.iso == 1) {
                print_set(ba4c, M); fprintf(ba4c, " %d\n", s);
            }
        }
        t2[nb]++;
        if (nb == 5) {
            print_set(five, M); fprintf(five, " ");
            for (int t = 0, f = 1; t < 30; t++) if (sol[t]) { fprintf(five, f ? "%s:%d" : ",%s:%d", name[t], sol[t]); f = 0; }
            fprintf(five, "\n");
        }
    }
    fclose(five); fclose(ba16); fclose(ba4c); fclose(bex);
    printf("collections %ld\n", total);
    printf("# Table 1 per target: solution number:count (nonzero)\n");
    for (int t = 0; t < 30; t++) {
        long s = 0; printf("table1 %s", name[t]);
        for (int v = 1; v <= 16; v++) if (t1[t][v]) { printf(" %d:%ld", v, t1[t][v]); s += t1[t][v]; }
        printf(" total:%ld\n", s);
    }
    printf("# Table 2: targets built:collections\ntable2");
    for (int n = 0; n <= 30; n++) if (t2[n]) printf(" %d:%ld", n, t2[n]);
    printf("\n");
    /* classes: are they the same for every target? */
    int same = 1;
    for (int t = 1; t < 30; t++) if (memcmp(hist[t], hist[0], sizeof hist[0])) same = 0;
    printf("class_histogram_identical_for_all_30_targets %s\n", same ? "yes" : "no");
    FILE *h = fopen("brute_classes.tsv", "w");
    fprintf(h, "tin\tunusable\tedges\tcomps\ttrees\tk\tiso\tsolution\tcount_per_target\tcount_all_targets\n");
    for (int q = 0; q < NKEY; q++) if (id_of[q]) for (int s = 0; s <= 16; s++) {
        int d = id_of[q];
        long a = 0; for (int t = 0; t < 30; t++) a += hist[t][d][s];
        if (!a) continue;
        int r = q, iso = r % 9; r /= 9; int k = r % 10 - 1; r /= 10; int tr = r % 9; r /= 9;
        int co = r % 9; r /= 9; int ed = r % 9; r /= 9; int un = r % 2; r /= 2; int tin = r;
        fprintf(h, "%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%ld\t%ld\n", tin, un, ed, co, tr, k, iso, s, hist[ba][d][s], a);
    }
    fclose(h);
}

int main(int argc, char **argv) {
    load();
    if (argc >= 2 && !strcmp(argv[1], "all")) { all(); return 0; }
    if (argc == 4 && !strcmp(argv[1], "within")) {
        int K = atoi(argv[2]); uint32_t S = parse_set(argv[3]); long h[31] = {0};
        int pos[30], n = 0; for (int c = 0; c < 30; c++) if (S >> c & 1) pos[n++] = c;
        for (uint32_t m = (1u << K) - 1; m < (1u << n); m = next_comb(m)) {
            uint32_t M = 0; for (int i = 0; i < n; i++) if (m >> i & 1) M |= 1u << pos[i];
            h[built(M)]++;
        }
        printf("within K=%d:", K); for (int i = 0; i <= 30; i++) if (h[i]) printf(" %d:%ld", i, h[i]); printf("\n");
        return 0;
    }
    if (argc == 4 && !strcmp(argv[1], "inside")) {
        int t = idx(argv[2]); uint32_t S = parse_set(argv[3]); long h[17] = {0};
        int pos[30], n = 0; for (int c = 0; c < 30; c++) if (S >> c & 1) pos[n++] = c;
        int zero_overlap = 0; for (int i = 0; i < n; i++) if (!sh[t][pos[i]]) zero_overlap++;
        if (n >= 8) for (uint32_t m = 0xFF; m < (1u << n); m = next_comb(m)) {
            uint32_t M = 0; for (int i = 0; i < n; i++) if (m >> i & 1) M |= 1u << pos[i];
            h[count(t, M, 0, 0)]++;
        }
        printf("inside %s: in_set=%d no_common_corner=%d", name[t], (int)(S >> t & 1), zero_overlap);
        for (int i = 1; i <= 16; i++) if (h[i]) printf(" %d:%ld", i, h[i]);
        printf("\n");
        return 0;
    }
    if (argc == 5 && !strcmp(argv[1], "sample")) {
        int K = atoi(argv[2]); long N = atol(argv[3]); uint64_t x = strtoull(argv[4], 0, 10);
        long h[31] = {0}; double s1 = 0, s2 = 0; int mn = 99, mx = -1;
        for (long r = 0; r < N; r++) {
            int p[30]; for (int i = 0; i < 30; i++) p[i] = i;
            uint32_t M = 0;
            for (int i = 0; i < K; i++) {
                uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
                z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL; z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL; z ^= z >> 31;
                int j = i + (int)(z % (uint64_t)(30 - i)); int tmp = p[i]; p[i] = p[j]; p[j] = tmp; M |= 1u << p[i];
            }
            int b = built(M); h[b]++; s1 += b; s2 += (double)b * b; if (b < mn) mn = b; if (b > mx) mx = b;
        }
        double m = s1 / N, sd = sqrt((s2 - N * m * m) / (N - 1));
        printf("sample K=%d N=%ld mean=%.3f sd=%.3f min=%d max=%d dist", K, N, m, sd, mn, mx);
        for (int i = 0; i <= 30; i++) if (h[i]) printf(" %d:%ld", i, h[i]);
        printf("\n");
        return 0;
    }
    if (argc == 3 && !strcmp(argv[1], "exhaust")) {
        int K = atoi(argv[2]); long h[31] = {0}, N = 0; double s1 = 0, s2 = 0;
        for (uint32_t M = (1u << K) - 1; M < (1u << 30); M = next_comb(M)) { int b = built(M); h[b]++; N++; s1 += b; s2 += (double)b*b; }
        double m = s1 / N;
        printf("exhaust K=%d sets=%ld mean=%.4f sd=%.4f dist", K, N, m, sqrt(s2 / N - m * m));
        for (int i = 0; i <= 30; i++) if (h[i]) printf(" %d:%ld", i, h[i]);
        printf("\n");
        return 0;
    }
    fprintf(stderr, "usage: see the comment at the top\n"); return 2;
}
