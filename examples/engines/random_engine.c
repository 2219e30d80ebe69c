/* random_engine.c - a random legal Triangles engine in C99 (docs/engine-protocol.md).
 *
 * It keeps the board itself (the stars from `newgame`/`star`, the lines from
 * `line`: the host sends every drawn line, this engine's own too, so its move is
 * not recorded when answered) and works out the legal lines on its own, without
 * asking `legal`: a line may be drawn when it is not drawn yet, passes no other
 * star within the tolerance, and properly crosses no drawn line. The tests are
 * the host's, in the same float64 operations, so both agree on every line.
 *
 * Build: cc -O2 -std=c99 -Wall -Wextra -o random_engine random_engine.c -lm
 * (-std=c99 also keeps GCC from fusing a*b+c into one rounding; so does the
 * pragma below for clang.)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef __clang__
#pragma STDC FP_CONTRACT OFF
#endif

#define MAX_STARS 4096

static int n, nstars, nlines, ready;  /* stars announced, stars heard, lines drawn */
static double tol, *x, *y;
static int *la, *lb, *legal;           /* drawn lines (la < lb); scratch for the legal ones */
static unsigned char *drawn, *cand;    /* n x n: drawn already; a candidate line (once ready) */

static void *grab(size_t size) {
    void *p = calloc(size ? size : 1, 1);
    if (!p) { fputs("random_engine: out of memory\n", stderr); exit(2); }
    return p;
}

/* One input line of any length, without its '\n'; NULL at the end of input. */
static char *read_line(void) {
    static char *buf;
    static size_t cap;
    size_t len = 0;
    for (;;) {
        if (cap - len < 2) {
            cap = cap ? 2 * cap : 65536;
            buf = realloc(buf, cap);
            if (!buf) { fputs("random_engine: out of memory\n", stderr); exit(2); }
        }
        if (!fgets(buf + len, (int)(cap - len), stdin)) return len ? buf : NULL;
        len += strlen(buf + len);
        if (len && buf[len - 1] == '\n') { buf[len - 1] = '\0'; return buf; }
    }
}

/* +1 if i -> j -> k turns left, -1 right, 0 straight: the host's formula. */
static int turn(int i, int j, int k) {
    double p = (x[j] - x[i]) * (y[k] - y[i]);
    double q = (y[j] - y[i]) * (x[k] - x[i]);
    double c = p - q;
    return (c > 0) - (c < 0);
}

/* Whether segment a-b (a < b) keeps more than the tolerance from every other star. */
static int is_candidate(int a, int b) {
    double t2 = tol * tol, dx = x[b] - x[a], dy = y[b] - y[a];
    double len2 = dx * dx + dy * dy, limit = t2 * len2;
    for (int s = 0; s < n; s++) {
        if (s == a || s == b) continue;
        double ax = x[a] - x[s], ay = y[a] - y[s], bx = x[b] - x[s], by = y[b] - y[s];
        if (ax * ax + ay * ay <= t2 || bx * bx + by * by <= t2) return 0;  /* near an end */
        double sx = x[s] - x[a], sy = y[s] - y[a];
        double dot = sx * dx + sy * dy;
        if (dot > 0 && dot < len2) {
            double cross = sy * dx - sx * dy;
            if (cross * cross <= limit) return 0;  /* beside the segment */
        }
    }
    return 1;
}

/* Whether segments a-b and c-d (a < b, c < d) cross properly. */
static int crosses(int a, int b, int c, int d) {
    return turn(a, b, c) * turn(a, b, d) < 0 && turn(c, d, a) * turn(c, d, b) < 0;
}

static void new_game(int stars, double tolerance) {
    free(x); free(y); free(la); free(lb); free(legal); free(drawn); free(cand);
    n = stars; tol = tolerance; nstars = nlines = ready = 0;
    x = grab(sizeof *x * n); y = grab(sizeof *y * n);
    size_t pairs = (size_t)n * (n > 0 ? n - 1 : 0) / 2 + 1;
    la = grab(sizeof *la * pairs); lb = grab(sizeof *lb * pairs); legal = grab(sizeof *legal * pairs);
    drawn = grab((size_t)n * n); cand = grab((size_t)n * n);
}

static void add_line(int a, int b) {
    if (a > b) { int t = a; a = b; b = t; }
    if (a < 0 || b >= n || a == b || drawn[a * n + b]) return;  /* heard twice: once */
    drawn[a * n + b] = 1;
    la[nlines] = a; lb[nlines] = b; nlines++;
}

static void play(void) {
    if (!ready) {
        for (int a = 0; a < n; a++)
            for (int b = a + 1; b < n; b++) cand[a * n + b] = (unsigned char)is_candidate(a, b);
        ready = 1;
    }
    int count = 0;
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++) {
            if (!cand[a * n + b] || drawn[a * n + b]) continue;
            int ok = 1;
            for (int m = 0; m < nlines && ok; m++) ok = !crosses(a, b, la[m], lb[m]);
            if (ok) legal[count++] = a * n + b;
        }
    if (count == 0) { puts("error no legal line left"); fflush(stdout); return; }
    /* xorshift64*, seeded from the position: the same game replays the same. */
    unsigned long long r = 0x9E3779B97F4A7C15ULL * (unsigned long long)(nlines + 1), bits;
    for (int s = 0; s < n; s++) { memcpy(&bits, &x[s], sizeof bits); r = (r ^ bits) * 0x100000001B3ULL; }
    for (int i = 0; i < 4; i++) { r ^= r >> 12; r ^= r << 25; r ^= r >> 27; }
    int pick = legal[(r * 2685821657736338717ULL >> 33) % (unsigned long long)count];
    printf("move %d %d\n", pick / n, pick % n);
    fflush(stdout);
}

int main(void) {
    char *text;
    while ((text = read_line()) != NULL) {
        char *word = strtok(text, " \t\r\n");
        if (!word) continue;
        char *a = strtok(NULL, " \t\r\n"), *b = a ? strtok(NULL, " \t\r\n") : NULL;
        if (strcmp(word, "triangles") == 0) {
            puts("name Random (C)");
            puts("ok");
            fflush(stdout);
        } else if (strcmp(word, "newgame") == 0 && a && b) {
            int stars = atoi(a);
            if (stars < 0 || stars > MAX_STARS) {
                printf("error this engine takes at most %d stars\n", MAX_STARS);
                fflush(stdout);
                return 1;
            }
            new_game(stars, strtod(b, NULL));
        } else if (strcmp(word, "star") == 0 && a && b && nstars < n) {
            x[nstars] = strtod(a, NULL);
            y[nstars] = strtod(b, NULL);
            nstars++;
        } else if (strcmp(word, "line") == 0 && a && b) {
            add_line(atoi(a), atoi(b));
        } else if (strcmp(word, "go") == 0) {
            play();
        } else if (strcmp(word, "quit") == 0) {
            break;
        }
        /* `time`, `legal` (never asked) and anything else: nothing to do. */
    }
    return 0;
}
