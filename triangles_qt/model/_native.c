/*
 * The native search core of Triangles: the position as fixed-width bit sets,
 * play/undo, legal lines, captures and gifts, careful playouts, and the exact
 * solver with its transposition table.
 *
 * It is optional: triangles_qt/model/native.py loads it when it was built and
 * TRIANGLES_CORE is not "python"; the pure-Python engine (game.py and the
 * built-in opponents' search) is the reference it is tested against
 * (tests/model/test_native_core.py). Every value that enters from Python is
 * checked here: a bad line number is a ValueError, a non-integer a TypeError,
 * a line the rules refuse an IllegalMove (made by the factory native.py
 * registers), never a crash.
 *
 * A Position is used by one caller at a time: while a solve or a playout runs
 * (with the GIL released) every other call on it, or on the table it uses,
 * raises RuntimeError instead of touching memory that is being changed.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define VALUE_INF (1 << 20)
#define CLOCK_EVERY 256
#define ETC_FROM 15
/* Bigger boards are refused by the model (MAX_STARS = 300). */
#define MAX_NATIVE_STARS 4096

static PyObject *illegal_factory = NULL; /* callable(reason, a, b) -> exception */
static PyObject *line_check = NULL;      /* callable(value) -> int: the model's line-number check */
static PyObject *nothing_to_undo = NULL; /* the model's exception class for undo with no move */

/* ------------------------------------------------------------------------ */
/* Tables: what a board fixes once                                          */
/* ------------------------------------------------------------------------ */

typedef struct {
    PyObject_HEAD
    int n_stars;
    int n_lines;
    int n_tris;
    int words; /* 64-bit words in a bit set over the lines */
    int32_t *la, *lb;
    uint64_t *cross;    /* n_lines * words */
    int32_t *sides;     /* n_tris * 3 */
    int32_t *tri_ptr;   /* n_lines + 1 */
    int32_t *tri_flat;  /* triangles of each line, CSR */
    int32_t *tri_other; /* beside each tri_flat entry: the triangle's two other sides */
    uint64_t *zobrist;  /* n_lines */
    uint64_t *tri_zobrist; /* n_tris: a region's exact key names its live triangles too */
} TablesObject;

/* The arrays of a Tables (the search's small copies too: see Small). */
static void tables_free_arrays(TablesObject *self) {
    free(self->la);
    free(self->lb);
    free(self->cross);
    free(self->sides);
    free(self->tri_ptr);
    free(self->tri_flat);
    free(self->tri_other);
    free(self->zobrist);
    free(self->tri_zobrist);
}

static void tables_dealloc(TablesObject *self) {
    tables_free_arrays(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static uint64_t splitmix(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static int buffer_of(PyObject *obj, Py_buffer *view, Py_ssize_t expected, const char *what) {
    if (PyObject_GetBuffer(obj, view, PyBUF_SIMPLE) < 0) {
        if (PyErr_ExceptionMatches(PyExc_BufferError)) {
            PyErr_Clear();
            PyErr_Format(PyExc_TypeError, "%s must be a contiguous bytes-like object", what);
        }
        return -1;
    }
    if (view->len != expected) {
        PyErr_Format(PyExc_ValueError, "%s must be %zd bytes, not %zd", what, expected, view->len);
        PyBuffer_Release(view);
        return -1;
    }
    return 0;
}

static void *copy_out(Py_buffer *view) {
    void *out = malloc(view->len ? (size_t)view->len : 1);
    if (out != NULL && view->len) {
        memcpy(out, view->buf, (size_t)view->len);
    }
    return out;
}

/* An int argument: TypeError for a non-integer (or a bool), ValueError outside [low, high]. */
static int int_arg(PyObject *obj, const char *what, long low, long high, int *out) {
    if (PyBool_Check(obj) || !PyIndex_Check(obj)) {
        PyErr_Format(PyExc_TypeError, "%s must be an integer, not %.80s", what,
                     Py_TYPE(obj)->tp_name);
        return -1;
    }
    PyObject *index = PyNumber_Index(obj);
    if (!index) return -1;
    int overflow = 0;
    long value = PyLong_AsLongAndOverflow(index, &overflow);
    Py_DECREF(index);
    if (value == -1 && PyErr_Occurred()) return -1;
    if (overflow || value < low || value > high) {
        PyErr_Format(PyExc_ValueError, "%s must be between %ld and %ld", what, low, high);
        return -1;
    }
    *out = (int)value;
    return 0;
}

static int tables_init(TablesObject *self, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"n_stars", "n_lines", "n_triangles", "a", "b", "crossing", "sides",
                             NULL};
    int n_stars, n_lines, n_tris;
    PyObject *n_stars_obj, *n_lines_obj, *n_tris_obj, *a_obj, *b_obj, *cross_obj, *sides_obj;
    if (self->la != NULL) {
        PyErr_SetString(PyExc_RuntimeError, "Tables are made once");
        return -1;
    }
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OOOOOOO", kwlist, &n_stars_obj, &n_lines_obj,
                                     &n_tris_obj, &a_obj, &b_obj, &cross_obj, &sides_obj) ||
        int_arg(n_stars_obj, "n_stars", 0, MAX_NATIVE_STARS, &n_stars) < 0 ||
        int_arg(n_lines_obj, "n_lines", 0, INT32_MAX, &n_lines) < 0 ||
        int_arg(n_tris_obj, "n_triangles", 0, INT32_MAX, &n_tris) < 0) {
        return -1;
    }
    if (n_lines < 0 || (int64_t)n_lines > (int64_t)n_stars * (n_stars - 1) / 2 + 0 ||
        (n_stars < 2 && n_lines != 0)) {
        PyErr_SetString(PyExc_ValueError, "n_lines does not fit the number of stars");
        return -1;
    }
    if (n_tris < 0 || n_tris > 64 * 1024 * 1024) {
        PyErr_SetString(PyExc_ValueError, "n_triangles out of range");
        return -1;
    }
    int words = (n_lines + 63) / 64;
    Py_buffer va, vb, vc, vs;
    if (buffer_of(a_obj, &va, (Py_ssize_t)n_lines * 4, "a") < 0) return -1;
    if (buffer_of(b_obj, &vb, (Py_ssize_t)n_lines * 4, "b") < 0) {
        PyBuffer_Release(&va);
        return -1;
    }
    if (buffer_of(cross_obj, &vc, (Py_ssize_t)n_lines * words * 8, "crossing") < 0) {
        PyBuffer_Release(&va);
        PyBuffer_Release(&vb);
        return -1;
    }
    if (buffer_of(sides_obj, &vs, (Py_ssize_t)n_tris * 12, "sides") < 0) {
        PyBuffer_Release(&va);
        PyBuffer_Release(&vb);
        PyBuffer_Release(&vc);
        return -1;
    }
    int32_t *la = copy_out(&va), *lb = copy_out(&vb), *sides = copy_out(&vs);
    uint64_t *cross = copy_out(&vc);
    PyBuffer_Release(&va);
    PyBuffer_Release(&vb);
    PyBuffer_Release(&vc);
    PyBuffer_Release(&vs);
    int32_t *ptr = calloc((size_t)n_lines + 1, sizeof(int32_t));
    int32_t *flat = malloc(((size_t)n_tris * 3 + 1) * sizeof(int32_t));
    uint64_t *zobrist = malloc(((size_t)n_lines + 1) * sizeof(uint64_t));
    if (!la || !lb || !sides || !cross || !ptr || !flat || !zobrist) {
        free(la), free(lb), free(sides), free(cross), free(ptr), free(flat), free(zobrist);
        PyErr_NoMemory();
        return -1;
    }
    const char *problem = NULL;
    for (int i = 0; i < n_lines && !problem; i++) {
        if (la[i] < 0 || lb[i] < 0 || la[i] >= n_stars || lb[i] >= n_stars || la[i] == lb[i]) {
            problem = "a line's stars are out of range";
        }
    }
    if (!problem && n_lines % 64) {
        /* No crossing bit beyond the last line. */
        uint64_t spare = ~0ULL << (n_lines % 64);
        for (int i = 0; i < n_lines && !problem; i++) {
            if (cross[(size_t)i * words + words - 1] & spare) problem = "a crossing bit names no line";
        }
    }
    for (int i = 0; i < n_lines && !problem; i++) {
        if ((cross[(size_t)i * words + i / 64] >> (i % 64)) & 1) problem = "a line crosses itself";
    }
    for (int64_t k = 0; k < (int64_t)n_tris * 3 && !problem; k++) {
        if (sides[k] < 0 || sides[k] >= n_lines) problem = "a triangle's side is out of range";
    }
    for (int t = 0; t < n_tris && !problem; t++) {
        int32_t *s = sides + (size_t)t * 3;
        if (s[0] == s[1] || s[1] == s[2] || s[0] == s[2]) problem = "a triangle repeats a side";
    }
    if (problem) {
        free(la), free(lb), free(sides), free(cross), free(ptr), free(flat), free(zobrist);
        PyErr_SetString(PyExc_ValueError, problem);
        return -1;
    }
    for (int64_t k = 0; k < (int64_t)n_tris * 3; k++) ptr[sides[k] + 1]++;
    for (int i = 0; i < n_lines; i++) ptr[i + 1] += ptr[i];
    int32_t *fill = calloc((size_t)n_lines + 1, sizeof(int32_t));
    if (!fill) {
        free(la), free(lb), free(sides), free(cross), free(ptr), free(flat), free(zobrist);
        PyErr_NoMemory();
        return -1;
    }
    for (int t = 0; t < n_tris; t++) {
        for (int k = 0; k < 3; k++) {
            int32_t line = sides[(size_t)t * 3 + k];
            flat[ptr[line] + fill[line]++] = t;
        }
    }
    free(fill);
    int32_t *other = malloc(((size_t)n_tris * 6 + 1) * sizeof(int32_t));
    if (!other) {
        free(la), free(lb), free(sides), free(cross), free(ptr), free(flat), free(zobrist);
        PyErr_NoMemory();
        return -1;
    }
    for (int line = 0; line < n_lines; line++) {
        for (int32_t k = ptr[line]; k < ptr[line + 1]; k++) {
            const int32_t *s = sides + (size_t)flat[k] * 3;
            int n = 0;
            for (int j = 0; j < 3; j++) {
                if (s[j] != line) other[(size_t)k * 2 + n++] = s[j];
            }
        }
    }
    uint64_t *tri_zobrist = malloc(((size_t)n_tris + 1) * sizeof(uint64_t));
    if (!tri_zobrist) {
        free(la), free(lb), free(sides), free(cross), free(ptr), free(flat), free(zobrist);
        free(other);
        PyErr_NoMemory();
        return -1;
    }
    uint64_t state = 0x7121A6ULL;
    for (int i = 0; i < n_lines; i++) zobrist[i] = splitmix(&state);
    for (int i = 0; i < n_tris; i++) tri_zobrist[i] = splitmix(&state);
    if (self->la != NULL) {
        /* Reading the counts ran Python code (an __index__) that made these tables meanwhile:
         * positions may already stand on them. */
        free(la), free(lb), free(sides), free(cross), free(ptr), free(flat), free(zobrist);
        free(other), free(tri_zobrist);
        PyErr_SetString(PyExc_RuntimeError, "Tables are made once");
        return -1;
    }
    self->n_stars = n_stars;
    self->n_lines = n_lines;
    self->n_tris = n_tris;
    self->words = words;
    self->la = la;
    self->lb = lb;
    self->cross = cross;
    self->sides = sides;
    self->tri_ptr = ptr;
    self->tri_flat = flat;
    self->tri_other = other;
    self->zobrist = zobrist;
    self->tri_zobrist = tri_zobrist;
    return 0;
}

static PyObject *tables_get_n_lines(TablesObject *self, void *closure) {
    (void)closure;
    return PyLong_FromLong(self->n_lines);
}

static PyGetSetDef tables_getset[] = {
    {"n_lines", (getter)tables_get_n_lines, NULL, "candidate lines", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject TablesType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "triangles_qt.model._native.Tables",
    .tp_basicsize = sizeof(TablesObject),
    .tp_dealloc = (destructor)tables_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A board's fixed tables in bit-set form.",
    .tp_init = (initproc)tables_init,
    .tp_new = PyType_GenericNew,
    .tp_getset = tables_getset,
};

/* ------------------------------------------------------------------------ */
/* Transposition table                                                      */
/* ------------------------------------------------------------------------ */

enum { TT_EMPTY = 0, TT_EXACT = 1, TT_LOWER = 2, TT_UPPER = 3 };

/* No best line is kept: the key names a position's regions, not where they lie, and the
 * lines' own order (takes, then the fewest gifts, then the history) did as well as a stored
 * best line in the very position that found it. */
typedef struct {
    uint64_t key;
    int16_t value;
    uint8_t flag;
    uint8_t size; /* free lines below it (at most 255): how much search the entry saved */
} Entry;

typedef struct {
    PyObject_HEAD
    Entry *entries;
    uint64_t mask;
    PyObject *owner; /* the Tables its keys belong to (keys mean nothing on another board) */
    int owner_rule;  /* and the rule they were searched under (play again or not) */
    unsigned long long nodes;
    int busy;
} TableObject;

static void table_dealloc(TableObject *self) {
    free(self->entries);
    Py_XDECREF(self->owner);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int table_init(TableObject *self, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"bits", NULL};
    int bits = 20;
    PyObject *bits_obj = NULL;
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "the table is in use by a search");
        return -1;
    }
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "|O", kwlist, &bits_obj)) return -1;
    if (bits_obj != NULL && int_arg(bits_obj, "bits", 4, 26, &bits) < 0) return -1;
    if (self->busy) { /* (reading bits may have run Python code that started a search) */
        PyErr_SetString(PyExc_RuntimeError, "the table is in use by a search");
        return -1;
    }
    Entry *entries = calloc((size_t)1 << bits, sizeof(Entry));
    if (!entries) {
        PyErr_NoMemory();
        return -1;
    }
    free(self->entries);
    self->entries = entries;
    self->mask = ((uint64_t)1 << bits) - 1;
    Py_CLEAR(self->owner);
    self->nodes = 0;
    return 0;
}

static void table_reset(TableObject *self) {
    memset(self->entries, 0, (size_t)(self->mask + 1) * sizeof(Entry));
}

static PyObject *table_clear(TableObject *self, PyObject *unused) {
    (void)unused;
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "the table is in use by a search");
        return NULL;
    }
    if (self->entries) table_reset(self);
    Py_RETURN_NONE;
}

static PyObject *table_get_nodes(TableObject *self, void *closure) {
    (void)closure;
    return PyLong_FromUnsignedLongLong(self->nodes);
}

static PyObject *table_get_size(TableObject *self, void *closure) {
    (void)closure;
    return PyLong_FromUnsignedLongLong(self->entries ? self->mask + 1 : 0);
}

static PyMethodDef table_methods[] = {
    {"clear", (PyCFunction)table_clear, METH_NOARGS, "Forget every entry."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef table_getset[] = {
    {"nodes", (getter)table_get_nodes, NULL, "positions searched with this table so far", NULL},
    {"size", (getter)table_get_size, NULL, "entries", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject TableType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "triangles_qt.model._native.Table",
    .tp_basicsize = sizeof(TableObject),
    .tp_dealloc = (destructor)table_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The exact solver's transposition table (2**bits entries, replaced always).",
    .tp_init = (initproc)table_init,
    .tp_new = PyType_GenericNew,
    .tp_methods = table_methods,
    .tp_getset = table_getset,
};

/* ------------------------------------------------------------------------ */
/* Position                                                                 */
/* ------------------------------------------------------------------------ */

typedef struct {
    int32_t line;
    int32_t closed_at; /* start in the closed stack */
    int32_t killed_at; /* start in the killed stack */
    int32_t crossed_at;
    int8_t player;
} Record;

typedef struct {
    int32_t *data;
    size_t size, cap;
} Stack;

static int stack_push(Stack *s, int32_t v) {
    if (s->size == s->cap) {
        size_t cap = s->cap ? s->cap * 2 : 64;
        int32_t *data = realloc(s->data, cap * sizeof(int32_t));
        if (!data) return -1;
        s->data = data;
        s->cap = cap;
    }
    s->data[s->size++] = v;
    return 0;
}

typedef struct {
    PyObject_HEAD
    TablesObject *t;
    int play_again;
    uint64_t *free_bits;
    uint64_t *drawn;
    uint8_t *alive;
    int alive_count;
    int n_free;
    int scores[2];
    int player;
    uint64_t key;
    Record *moves;
    int n_moves, cap_moves;
    Stack closed, killed, crossed;
    int busy;
} PositionObject;

static PyTypeObject PositionType;

#define BIT(set, i) (((set)[(i) >> 6] >> ((i) & 63)) & 1ULL)

/* The arrays of a Position (the search's small copies too: see Small). */
static void position_free_arrays(PositionObject *self) {
    free(self->free_bits);
    free(self->drawn);
    free(self->alive);
    free(self->moves);
    free(self->closed.data);
    free(self->killed.data);
    free(self->crossed.data);
}

static void position_dealloc(PositionObject *self) {
    Py_XDECREF(self->t);
    position_free_arrays(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int position_alloc(PositionObject *self, TablesObject *t) {
    size_t words = (size_t)(t->words ? t->words : 1);
    self->free_bits = calloc(words, sizeof(uint64_t));
    self->drawn = calloc(words, sizeof(uint64_t));
    self->alive = malloc((size_t)t->n_tris + 1);
    if (!self->free_bits || !self->drawn || !self->alive) {
        PyErr_NoMemory();
        return -1;
    }
    Py_INCREF(t);
    self->t = t;
    return 0;
}

static int position_init(PositionObject *self, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"tables", "play_again", NULL};
    PyObject *tables;
    int play_again = 0;
    if (self->t != NULL) {
        PyErr_SetString(PyExc_RuntimeError, "a Position is made once");
        return -1;
    }
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O!|p", kwlist, &TablesType, &tables,
                                     &play_again)) {
        return -1;
    }
    TablesObject *t = (TablesObject *)tables;
    if (t->la == NULL) {
        PyErr_SetString(PyExc_ValueError, "the tables were never filled");
        return -1;
    }
    if (self->t != NULL) { /* (reading play_again ran Python code, a __bool__, that made it) */
        PyErr_SetString(PyExc_RuntimeError, "a Position is made once");
        return -1;
    }
    if (position_alloc(self, t) < 0) return -1;
    for (int i = 0; i < t->n_lines; i++) self->free_bits[i >> 6] |= 1ULL << (i & 63);
    memset(self->alive, 1, (size_t)t->n_tris);
    self->alive_count = t->n_tris;
    self->n_free = t->n_lines;
    self->play_again = play_again;
    return 0;
}

static int check_idle(PositionObject *self) {
    if (self->t == NULL) {
        PyErr_SetString(PyExc_ValueError, "the position was never set up");
        return -1;
    }
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "the position is in use by a search");
        return -1;
    }
    return 0;
}

/* A line number from Python, refused as the model refuses it (Board.check_line): a plain int
 * is read here; anything else goes through the model's check (set_line_check), which takes
 * numpy integers and refuses bools, floats, text and the like with ValueError. Out of range
 * is a ValueError. */
static int line_arg(PositionObject *self, PyObject *obj, int *out) {
    PyObject *index;
    if (PyLong_CheckExact(obj)) {
        index = Py_NewRef(obj);
    } else if (line_check != NULL) {
        index = PyObject_CallOneArg(line_check, obj);
        if (!index) return -1;
        if (!PyLong_Check(index)) {
            Py_DECREF(index);
            PyErr_SetString(PyExc_TypeError, "the line-number check must answer an int");
            return -1;
        }
    } else if (PyBool_Check(obj)) {
        PyErr_SetString(PyExc_ValueError, "line number must be an integer, not a bool");
        return -1;
    } else {
        index = PyNumber_Index(obj);
        if (!index) return -1;
    }
    int overflow = 0;
    long long value = PyLong_AsLongLongAndOverflow(index, &overflow);
    if (value == -1 && PyErr_Occurred()) {
        Py_DECREF(index);
        return -1;
    }
    if (overflow || value < 0 || value >= self->t->n_lines) {
        PyErr_Format(PyExc_ValueError, "there is no candidate line %S (the board has %d)", index,
                     self->t->n_lines);
        Py_DECREF(index);
        return -1;
    }
    Py_DECREF(index);
    /* Reading it may have run Python code (an __index__), which may have started a search on
     * this position in another thread: look again before the caller touches it. */
    if (check_idle(self) < 0) return -1;
    *out = (int)value;
    return 0;
}

static inline int is_over(const PositionObject *p) { return p->alive_count == 0; }

static inline int closes(const PositionObject *p, int line) {
    const TablesObject *t = p->t;
    int count = 0;
    for (int32_t k = t->tri_ptr[line]; k < t->tri_ptr[line + 1]; k++) {
        if (!p->alive[t->tri_flat[k]]) continue;
        const int32_t *o = t->tri_other + (size_t)k * 2;
        count += BIT(p->drawn, o[0]) && BIT(p->drawn, o[1]);
    }
    return count;
}

/* The gift rule: the free lines that close a triangle right after `line` (free) is drawn.
 * Writes up to `cap` of them into `out` (when out is not NULL); returns how many there are. */
static inline int gifted(const PositionObject *p, int line, int32_t *out, int cap) {
    const TablesObject *t = p->t;
    int count = 0;
    for (int32_t k = t->tri_ptr[line]; k < t->tri_ptr[line + 1]; k++) {
        if (!p->alive[t->tri_flat[k]]) continue;
        const int32_t *other = t->tri_other + (size_t)k * 2;
        int d0 = (int)BIT(p->drawn, other[0]), d1 = (int)BIT(p->drawn, other[1]);
        if (d0 == d1) continue;
        int32_t open = d0 ? other[1] : other[0];
        if (!BIT(p->free_bits, open)) continue;
        if (out && count < cap) out[count] = open;
        count++;
    }
    return count;
}

/* closes() and gifted()'s count in one pass over the line's triangles, for move ordering. */
static inline int closes_and_gifts(const PositionObject *p, int line, int *gifts) {
    const TablesObject *t = p->t;
    int closing = 0, giving = 0;
    for (int32_t k = t->tri_ptr[line]; k < t->tri_ptr[line + 1]; k++) {
        if (!p->alive[t->tri_flat[k]]) continue;
        const int32_t *other = t->tri_other + (size_t)k * 2;
        int d0 = (int)BIT(p->drawn, other[0]), d1 = (int)BIT(p->drawn, other[1]);
        if (d0 && d1) {
            closing++;
        } else if (d0 != d1) {
            giving += (int)BIT(p->free_bits, d0 ? other[1] : other[0]);
        }
    }
    *gifts = giving;
    return closing;
}

/* Draws a free line (the caller has checked); returns the triangles closed, or -1 out of memory. */
static int play_line(PositionObject *p, int line) {
    const TablesObject *t = p->t;
    if (p->n_moves == p->cap_moves) {
        int cap = p->cap_moves ? p->cap_moves * 2 : 64;
        Record *moves = realloc(p->moves, (size_t)cap * sizeof(Record));
        if (!moves) return -1;
        p->moves = moves;
        p->cap_moves = cap;
    }
    Record *rec = &p->moves[p->n_moves];
    rec->line = line;
    rec->player = (int8_t)p->player;
    rec->closed_at = (int32_t)p->closed.size;
    rec->killed_at = (int32_t)p->killed.size;
    rec->crossed_at = (int32_t)p->crossed.size;
    const uint64_t *cross = t->cross + (size_t)line * t->words;
    for (int w = 0; w < t->words; w++) {
        uint64_t newly = p->free_bits[w] & cross[w];
        if (!newly) continue;
        p->free_bits[w] &= ~newly;
        while (newly) {
            int m = w * 64 + __builtin_ctzll(newly);
            newly &= newly - 1;
            if (stack_push(&p->crossed, m) < 0) goto oom;
            p->n_free--;
            for (int32_t k = t->tri_ptr[m]; k < t->tri_ptr[m + 1]; k++) {
                int32_t tri = t->tri_flat[k];
                if (p->alive[tri]) {
                    p->alive[tri] = 0;
                    p->alive_count--;
                    if (stack_push(&p->killed, tri) < 0) goto oom;
                }
            }
        }
    }
    int closed = 0;
    for (int32_t k = t->tri_ptr[line]; k < t->tri_ptr[line + 1]; k++) {
        int32_t tri = t->tri_flat[k];
        if (!p->alive[tri]) continue;
        const int32_t *o = t->tri_other + (size_t)k * 2;
        if (BIT(p->drawn, o[0]) && BIT(p->drawn, o[1])) {
            p->alive[tri] = 0;
            p->alive_count--;
            if (stack_push(&p->closed, tri) < 0) goto oom;
            closed++;
        }
    }
    p->free_bits[line >> 6] &= ~(1ULL << (line & 63));
    p->drawn[line >> 6] |= 1ULL << (line & 63);
    p->n_free--;
    p->key ^= t->zobrist[line];
    p->scores[p->player] += closed;
    p->n_moves++;
    if (!(closed && p->play_again)) p->player ^= 1;
    return closed;
oom:
    /* Put back what this move changed so far; the position is as before. */
    while (p->closed.size > (size_t)rec->closed_at) p->alive[p->closed.data[--p->closed.size]] = 1;
    while (p->killed.size > (size_t)rec->killed_at) p->alive[p->killed.data[--p->killed.size]] = 1;
    while (p->crossed.size > (size_t)rec->crossed_at) {
        int m = p->crossed.data[--p->crossed.size];
        p->free_bits[m >> 6] |= 1ULL << (m & 63);
    }
    p->alive_count = 0;
    for (int i = 0; i < t->n_tris; i++) p->alive_count += p->alive[i];
    p->n_free = 0;
    for (int w = 0; w < t->words; w++) p->n_free += __builtin_popcountll(p->free_bits[w]);
    return -1;
}

/* Takes back the last line (there is one); returns its number. */
static int undo_move(PositionObject *p) {
    Record *rec = &p->moves[--p->n_moves];
    int line = rec->line;
    int closed = (int)(p->closed.size - (size_t)rec->closed_at);
    int killed = (int)(p->killed.size - (size_t)rec->killed_at);
    while (p->closed.size > (size_t)rec->closed_at) p->alive[p->closed.data[--p->closed.size]] = 1;
    while (p->killed.size > (size_t)rec->killed_at) p->alive[p->killed.data[--p->killed.size]] = 1;
    p->alive_count += closed + killed;
    while (p->crossed.size > (size_t)rec->crossed_at) {
        int m = p->crossed.data[--p->crossed.size];
        p->free_bits[m >> 6] |= 1ULL << (m & 63);
        p->n_free++;
    }
    p->free_bits[line >> 6] |= 1ULL << (line & 63);
    p->drawn[line >> 6] &= ~(1ULL << (line & 63));
    p->n_free++;
    p->key ^= p->t->zobrist[line];
    p->player = rec->player;
    p->scores[rec->player] -= closed;
    return line;
}

static int raise_illegal(PositionObject *p, int line) {
    /* In the model's order (Game.refusal): drawn, then crossed, then the game is over. */
    const char *reason = BIT(p->drawn, line)       ? "exists"
                         : !BIT(p->free_bits, line) ? "crosses"
                                                    : "game_over";
    int a = p->t->la[line], b = p->t->lb[line];
    if (a > b) {
        int swap = a;
        a = b;
        b = swap;
    }
    if (illegal_factory == NULL) {
        PyErr_Format(PyExc_ValueError, "line %d-%d refused: %s", a, b, reason);
        return -1;
    }
    PyObject *exc = PyObject_CallFunction(illegal_factory, "sii", reason, a, b);
    if (exc == NULL) return -1;
    if (!PyExceptionInstance_Check(exc)) {
        Py_DECREF(exc);
        PyErr_SetString(PyExc_TypeError, "the illegal-move factory must make an exception");
        return -1;
    }
    PyErr_SetObject((PyObject *)Py_TYPE(exc), exc);
    Py_DECREF(exc);
    return -1;
}

static PyObject *position_play(PositionObject *self, PyObject *arg) {
    int line;
    if (check_idle(self) < 0 || line_arg(self, arg, &line) < 0) return NULL;
    if (is_over(self) || !BIT(self->free_bits, line)) {
        raise_illegal(self, line);
        return NULL;
    }
    int closed = play_line(self, line);
    if (closed < 0) return PyErr_NoMemory();
    return PyLong_FromLong(closed);
}

static PyObject *position_undo(PositionObject *self, PyObject *unused) {
    (void)unused;
    if (check_idle(self) < 0) return NULL;
    if (self->n_moves == 0) {
        if (nothing_to_undo != NULL) {
            PyErr_SetNone(nothing_to_undo);
        } else {
            PyErr_SetString(PyExc_ValueError, "there is no move to undo: no line has been drawn");
        }
        return NULL;
    }
    return PyLong_FromLong(undo_move(self));
}

static PyObject *position_legal(PositionObject *self, PyObject *unused) {
    (void)unused;
    if (check_idle(self) < 0) return NULL;
    PyObject *out = PyList_New(0);
    if (!out || is_over(self)) return out;
    for (int w = 0; w < self->t->words; w++) {
        uint64_t bits = self->free_bits[w];
        while (bits) {
            PyObject *v = PyLong_FromLong(w * 64 + __builtin_ctzll(bits));
            bits &= bits - 1;
            if (!v || PyList_Append(out, v) < 0) {
                Py_XDECREF(v);
                Py_DECREF(out);
                return NULL;
            }
            Py_DECREF(v);
        }
    }
    return out;
}

static PyObject *position_takes(PositionObject *self, PyObject *unused) {
    (void)unused;
    if (check_idle(self) < 0) return NULL;
    PyObject *out = PyList_New(0);
    if (!out || is_over(self)) return out;
    for (int w = 0; w < self->t->words; w++) {
        uint64_t bits = self->free_bits[w];
        while (bits) {
            int line = w * 64 + __builtin_ctzll(bits);
            bits &= bits - 1;
            if (!closes(self, line)) continue;
            PyObject *v = PyLong_FromLong(line);
            if (!v || PyList_Append(out, v) < 0) {
                Py_XDECREF(v);
                Py_DECREF(out);
                return NULL;
            }
            Py_DECREF(v);
        }
    }
    return out;
}

static PyObject *position_closes(PositionObject *self, PyObject *arg) {
    int line;
    if (check_idle(self) < 0 || line_arg(self, arg, &line) < 0) return NULL;
    if (BIT(self->drawn, line)) return PyLong_FromLong(0);
    return PyLong_FromLong(closes(self, line));
}

static PyObject *position_is_free(PositionObject *self, PyObject *arg) {
    int line;
    if (check_idle(self) < 0 || line_arg(self, arg, &line) < 0) return NULL;
    return PyBool_FromLong((long)BIT(self->free_bits, line));
}

static PyObject *position_gifted_lines(PositionObject *self, PyObject *arg) {
    int line;
    if (check_idle(self) < 0 || line_arg(self, arg, &line) < 0) return NULL;
    PyObject *out = PyList_New(0);
    if (!out || !BIT(self->free_bits, line)) return out;
    int32_t found[64];
    int n = gifted(self, line, found, 64);
    if (n > 64) {
        Py_DECREF(out);
        PyErr_SetString(PyExc_RuntimeError, "more gifts than a line can make");
        return NULL;
    }
    for (int i = 0; i < n; i++) {
        PyObject *v = PyLong_FromLong(found[i]);
        if (!v || PyList_Append(out, v) < 0) {
            Py_XDECREF(v);
            Py_DECREF(out);
            return NULL;
        }
        Py_DECREF(v);
    }
    return out;
}

static PyObject *position_last_closed(PositionObject *self, PyObject *unused) {
    (void)unused;
    if (check_idle(self) < 0) return NULL;
    if (self->n_moves == 0) return PyTuple_New(0);
    const Record *rec = &self->moves[self->n_moves - 1];
    Py_ssize_t n = (Py_ssize_t)(self->closed.size - (size_t)rec->closed_at);
    /* Copied out before the tuple is made: making it may run the garbage collector, whose
     * finalizers may play lines on this position and so move its arrays. */
    int32_t *ids = malloc(((size_t)n + 1) * sizeof(int32_t));
    if (!ids) return PyErr_NoMemory();
    if (n) memcpy(ids, self->closed.data + rec->closed_at, (size_t)n * sizeof(int32_t));
    PyObject *out = PyTuple_New(n);
    for (Py_ssize_t i = 0; out && i < n; i++) {
        PyObject *v = PyLong_FromLong(ids[i]);
        if (!v) {
            Py_CLEAR(out);
            break;
        }
        PyTuple_SET_ITEM(out, i, v);
    }
    free(ids);
    return out;
}

static PyObject *position_alive(PositionObject *self, PyObject *unused) {
    (void)unused;
    if (check_idle(self) < 0) return NULL;
    return PyBytes_FromStringAndSize((const char *)self->alive, self->t->n_tris);
}

static PyObject *position_copy(PositionObject *self, PyObject *unused) {
    (void)unused;
    if (check_idle(self) < 0) return NULL;
    PositionObject *other = (PositionObject *)PositionType.tp_alloc(&PositionType, 0);
    if (!other) return NULL;
    if (position_alloc(other, self->t) < 0) {
        Py_DECREF(other);
        return NULL;
    }
    const TablesObject *t = self->t;
    memcpy(other->free_bits, self->free_bits, (size_t)(t->words ? t->words : 1) * 8);
    memcpy(other->drawn, self->drawn, (size_t)(t->words ? t->words : 1) * 8);
    memcpy(other->alive, self->alive, (size_t)t->n_tris);
    other->alive_count = self->alive_count;
    other->n_free = self->n_free;
    other->scores[0] = self->scores[0];
    other->scores[1] = self->scores[1];
    other->player = self->player;
    other->key = self->key;
    other->play_again = self->play_again;
    /* The copy starts with the same history, so it can undo as far back. */
    if (self->n_moves) {
        other->moves = malloc((size_t)self->n_moves * sizeof(Record));
        if (!other->moves) goto oom;
        memcpy(other->moves, self->moves, (size_t)self->n_moves * sizeof(Record));
        other->n_moves = other->cap_moves = self->n_moves;
    }
    Stack *from[3] = {&self->closed, &self->killed, &self->crossed};
    Stack *to[3] = {&other->closed, &other->killed, &other->crossed};
    for (int i = 0; i < 3; i++) {
        if (!from[i]->size) continue;
        to[i]->data = malloc(from[i]->size * sizeof(int32_t));
        if (!to[i]->data) goto oom;
        memcpy(to[i]->data, from[i]->data, from[i]->size * sizeof(int32_t));
        to[i]->size = to[i]->cap = from[i]->size;
    }
    return (PyObject *)other;
oom:
    Py_DECREF(other);
    return PyErr_NoMemory();
}

/* ------------------------------------------------------------------------ */
/* Random numbers, clock                                                    */
/* ------------------------------------------------------------------------ */

typedef struct {
    uint64_t state;
} Rng;

static inline uint64_t rng_next(Rng *r) { return splitmix(&r->state); }

static inline uint32_t rng_below(Rng *r, uint32_t n) {
    return (uint32_t)(((rng_next(r) >> 32) * (uint64_t)n) >> 32);
}

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Seconds from Python: None (stored as -1) is no clock; a number at most 0 means the time is
 * already up (stored as 0), never "no clock". */
static int seconds_arg(PyObject *obj, double *out) {
    if (obj == NULL || obj == Py_None) {
        *out = -1.0;
        return 0;
    }
    if (PyBool_Check(obj)) {
        PyErr_SetString(PyExc_TypeError, "seconds must be a number or None, not a bool");
        return -1;
    }
    double value = PyFloat_AsDouble(obj); /* TypeError for what is no number */
    if (value == -1.0 && PyErr_Occurred()) {
        if (PyErr_ExceptionMatches(PyExc_OverflowError)) {
            PyErr_Clear();
            PyErr_SetString(PyExc_ValueError, "seconds out of range");
        }
        return -1;
    }
    if (value != value) {
        PyErr_SetString(PyExc_ValueError, "seconds must be a number, not NaN");
        return -1;
    }
    *out = value > 0 ? value : 0.0;
    return 0;
}

static int seed_arg(PyObject *obj, uint64_t *out) {
    if (PyBool_Check(obj) || !PyLong_Check(obj)) {
        PyErr_SetString(PyExc_TypeError, "a seed must be an integer");
        return -1;
    }
    uint64_t value = PyLong_AsUnsignedLongLongMask(obj);
    if (value == (uint64_t)-1 && PyErr_Occurred()) return -1;
    *out = value;
    return 0;
}

/* ------------------------------------------------------------------------ */
/* Playouts                                                                 */
/* ------------------------------------------------------------------------ */

typedef struct {
    PositionObject *p;
    Rng rng;
    int32_t *pool; /* a superset of the free lines */
    int pool_size;
    int32_t *scratch; /* n_lines */
    Stack takes;      /* lines that may close something (filtered when read) */
    int failed;       /* out of memory */
} Playout;

static void pool_rebuild(Playout *o) {
    const TablesObject *t = o->p->t;
    int n = 0;
    for (int w = 0; w < t->words; w++) {
        uint64_t bits = o->p->free_bits[w];
        while (bits) {
            o->pool[n++] = w * 64 + __builtin_ctzll(bits);
            bits &= bits - 1;
        }
    }
    o->pool_size = n;
}

static int random_free(Playout *o) {
    PositionObject *p = o->p;
    if (p->n_free == 0) return -1;
    if (o->pool_size == 0 || p->n_free * 2 < o->pool_size) pool_rebuild(o);
    for (;;) {
        int line = o->pool[rng_below(&o->rng, (uint32_t)o->pool_size)];
        if (BIT(p->free_bits, line)) return line;
    }
}

/* Greedy exchange after the free, non-closing gift `line`: the other side's points minus the
 * mover's, when whoever is to move takes whatever closes, one line at a time (as the
 * pure-Python light_exchange). */
static int greedy_cost(Playout *o, int line, int limit) {
    PositionObject *p = o->p;
    int mover = p->player;
    int before_mover = p->scores[mover], before_other = p->scores[1 - mover];
    Stack pending = {0};
    int32_t found[64];
    int n = gifted(p, line, found, 64);
    for (int i = 0; i < n && i < 64; i++) stack_push(&pending, found[i]);
    if (play_line(p, line) < 0) {
        o->failed = 1;
        free(pending.data);
        return 0;
    }
    int played = 1;
    while (pending.size && played < limit && !is_over(p)) {
        int take = -1;
        while (pending.size) {
            int candidate = pending.data[--pending.size];
            if (BIT(p->free_bits, candidate) && closes(p, candidate)) {
                take = candidate;
                break;
            }
        }
        if (take < 0) break;
        n = gifted(p, take, found, 64);
        for (int i = 0; i < n && i < 64; i++) stack_push(&pending, found[i]);
        if (play_line(p, take) < 0) {
            o->failed = 1;
            break;
        }
        played++;
    }
    int gain_other = p->scores[1 - mover] - before_other;
    int gain_mover = p->scores[mover] - before_mover;
    while (played--) undo_move(p);
    free(pending.data);
    return gain_other - gain_mover;
}

static int playout_step(Playout *o) {
    PositionObject *p = o->p;
    /* Takes: the lines on the stack that are free and close something. */
    int best = -1, best_closes = 0, best_gifts = 0;
    uint64_t best_noise = 0;
    size_t keep = 0;
    for (size_t i = 0; i < o->takes.size; i++) {
        int line = o->takes.data[i];
        if (!BIT(p->free_bits, line)) continue;
        int c = closes(p, line);
        if (!c) continue;
        o->takes.data[keep++] = line;
        int g = gifted(p, line, NULL, 0);
        uint64_t noise = rng_next(&o->rng);
        if (best < 0 || c > best_closes || (c == best_closes && g < best_gifts) ||
            (c == best_closes && g == best_gifts && noise < best_noise)) {
            best = line, best_closes = c, best_gifts = g, best_noise = noise;
        }
    }
    o->takes.size = keep;
    if (best >= 0) return best;
    for (int tries = 0; tries < 24; tries++) {
        int line = random_free(o);
        if (!gifted(p, line, NULL, 0)) return line;
    }
    /* Every safe line, one picked at random; else the cheapest gift. */
    int n = 0;
    const TablesObject *t = p->t;
    for (int w = 0; w < t->words; w++) {
        uint64_t bits = p->free_bits[w];
        while (bits) {
            int line = w * 64 + __builtin_ctzll(bits);
            bits &= bits - 1;
            o->scratch[n++] = line;
        }
    }
    int safe = 0;
    for (int i = 0; i < n; i++) {
        if (!gifted(p, o->scratch[i], NULL, 0)) o->scratch[safe++] = o->scratch[i];
    }
    if (safe) return o->scratch[rng_below(&o->rng, (uint32_t)safe)];
    n = 0;
    for (int w = 0; w < t->words; w++) {
        uint64_t bits = p->free_bits[w];
        while (bits) {
            o->scratch[n++] = w * 64 + __builtin_ctzll(bits);
            bits &= bits - 1;
        }
    }
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(&o->rng, (uint32_t)(i + 1));
        int32_t swap = o->scratch[i];
        o->scratch[i] = o->scratch[j];
        o->scratch[j] = swap;
    }
    int cheapest = o->scratch[0], cost = VALUE_INF;
    for (int i = 0; i < n; i++) {
        int c = greedy_cost(o, o->scratch[i], 400);
        if (o->failed) return -1;
        if (c < cost) {
            cheapest = o->scratch[i], cost = c;
            if (c <= 0) break;
        }
    }
    return cheapest;
}

/* Plays carefully to the end and back; returns the mover's gain minus the other's.
 * *timed_out is set when the deadline (if any) passed first. */
static int run_playout(PositionObject *p, uint64_t seed, double deadline, int *timed_out,
                       int *failed) {
    Playout o = {0};
    o.p = p;
    o.rng.state = seed;
    o.pool = malloc(((size_t)p->t->n_lines + 1) * sizeof(int32_t));
    o.scratch = malloc(((size_t)p->t->n_lines + 1) * sizeof(int32_t));
    if (!o.pool || !o.scratch) {
        free(o.pool);
        free(o.scratch);
        *failed = 1;
        return 0;
    }
    const TablesObject *t = p->t;
    for (int w = 0; w < t->words; w++) {
        uint64_t bits = p->free_bits[w];
        while (bits) {
            int line = w * 64 + __builtin_ctzll(bits);
            bits &= bits - 1;
            if (closes(p, line) && stack_push(&o.takes, line) < 0) o.failed = 1;
        }
    }
    int mover = p->player;
    int before_mover = p->scores[mover], before_other = p->scores[1 - mover];
    int played = 0;
    while (!is_over(p) && !o.failed) {
        if ((played & 7) == 0 && deadline >= 0 && now_seconds() >= deadline) {
            *timed_out = 1;
            break;
        }
        int line = playout_step(&o);
        if (line < 0 || o.failed) break;
        int32_t found[64];
        int n = gifted(p, line, found, 64);
        if (play_line(p, line) < 0) {
            o.failed = 1;
            break;
        }
        played++;
        for (int i = 0; i < n && i < 64; i++) {
            if (stack_push(&o.takes, found[i]) < 0) o.failed = 1;
        }
    }
    int value = (p->scores[mover] - before_mover) - (p->scores[1 - mover] - before_other);
    while (played--) undo_move(p);
    free(o.pool);
    free(o.scratch);
    free(o.takes.data);
    *failed |= o.failed;
    return value;
}

static PyObject *position_playout(PositionObject *self, PyObject *args) {
    PyObject *seed_obj, *seconds_obj = Py_None;
    uint64_t seed;
    double seconds;
    if (!PyArg_ParseTuple(args, "O|O", &seed_obj, &seconds_obj)) return NULL;
    if (check_idle(self) < 0 || seed_arg(seed_obj, &seed) < 0) return NULL;
    /* (seconds_arg may run Python code, a __float__: look at the position again after it.) */
    if (seconds_arg(seconds_obj, &seconds) < 0 || check_idle(self) < 0) return NULL;
    double deadline = seconds < 0 ? -1.0 : now_seconds() + seconds;
    int timed_out = 0, failed = 0, value;
    self->busy = 1;
    Py_BEGIN_ALLOW_THREADS value = run_playout(self, seed, deadline, &timed_out, &failed);
    Py_END_ALLOW_THREADS self->busy = 0;
    if (failed) return PyErr_NoMemory();
    if (timed_out) Py_RETURN_NONE;
    return PyLong_FromLong(value);
}

/* One move of a random game. Crosses out what `line` crosses, noting the move in `when` and
 * the line on the `gone` list, and returns the triangles it closes. It marks no triangle
 * dead: a closing needs no such mark (a free line whose triangle has its two other sides
 * drawn closes a live triangle: drawn lines are never crossed), and random_game works out
 * afterwards when the last live triangle went, far cheaper than killing them one by one.
 * `pool` (*pool_size entries) is a superset of the free lines: when it is shorter than the
 * bit sets are wide, the crossed lines are found by walking it instead of every word, and
 * the walk keeps only the lines still free (so it stays exact from then on). */
static inline int play_fast(const TablesObject *t, uint64_t *free_bits, uint64_t *drawn,
                            int line, int move, int32_t *when, int32_t *gone, int *n_gone,
                            int32_t *pool, int *pool_size) {
    const uint64_t *cross = t->cross + (size_t)line * t->words;
    free_bits[line >> 6] &= ~(1ULL << (line & 63));
    when[line] = move;
    if (*pool_size < t->words) {
        int kept = 0;
        for (int i = 0; i < *pool_size; i++) {
            int m = pool[i];
            if (!BIT(free_bits, m)) continue;
            if (BIT(cross, m)) {
                free_bits[m >> 6] &= ~(1ULL << (m & 63));
                when[m] = move;
                gone[(*n_gone)++] = m;
            } else {
                pool[kept++] = m;
            }
        }
        *pool_size = kept;
    } else {
        for (int w = 0; w < t->words; w++) {
            uint64_t newly = free_bits[w] & cross[w];
            if (!newly) continue;
            free_bits[w] &= ~newly;
            while (newly) {
                int m = w * 64 + __builtin_ctzll(newly);
                newly &= newly - 1;
                when[m] = move;
                gone[(*n_gone)++] = m;
            }
        }
    }
    int closed = 0;
    for (int32_t k = t->tri_ptr[line]; k < t->tri_ptr[line + 1]; k++) {
        const int32_t *o = t->tri_other + (size_t)k * 2;
        closed += BIT(drawn, o[0]) && BIT(drawn, o[1]);
    }
    drawn[line >> 6] |= 1ULL << (line & 63);
    return closed;
}

/* Whether crossing out line `m` at move `move` killed a triangle still alive until then.
 * A triangle on m was alive just before if it was alive at the start and none of its other
 * sides had been crossed out before (a side drawn is fine; it cannot have been closed,
 * m being free until then). */
static int killed_a_live_triangle(const TablesObject *t, const uint8_t *alive0,
                                  const uint64_t *drawn, const int32_t *when, int m, int move) {
    for (int32_t k = t->tri_ptr[m]; k < t->tri_ptr[m + 1]; k++) {
        if (!alive0[t->tri_flat[k]]) continue;
        const int32_t *o = t->tri_other + (size_t)k * 2;
        int live = 1;
        for (int j = 0; j < 2; j++) {
            int side = o[j];
            if (!BIT(drawn, side) && when[side] >= 0 && when[side] < move) live = 0;
        }
        if (live) return 1;
    }
    return 0;
}

/* A uniformly random game from here to the end, played on a copy: (lines, gain of player 1,
 * gain of player 2), and with record=True the lines themselves as a fourth item (for tests
 * that replay it on the model). The position itself does not change.
 *
 * The game is played on until no line is free: closings are exact all along, and after the
 * real end there are none. That costs next to nothing: with a small tolerance every free line
 * is a side of a live triangle (a triangulation through the drawn lines has one on it), so the
 * game ends just when no line is free. A wide tolerance can end it earlier, on a line that
 * crosses out a side of the last live triangle: the real end is the last move that closed a
 * triangle or killed a live one, found by walking back from the last move. */
static PyObject *position_random_game(PositionObject *self, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"seed", "record", NULL};
    PyObject *seed_obj;
    int record = 0;
    uint64_t seed;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|p", kwlist, &seed_obj, &record)) return NULL;
    if (check_idle(self) < 0 || seed_arg(seed_obj, &seed) < 0 || check_idle(self) < 0) return NULL;
    const TablesObject *t = self->t;
    size_t words = (size_t)(t->words ? t->words : 1);
    size_t n_lines = (size_t)t->n_lines + 1;
    uint64_t *free_bits = malloc(words * sizeof(uint64_t));
    uint64_t *drawn = malloc(words * sizeof(uint64_t));
    int32_t *pool = malloc(n_lines * sizeof(int32_t));
    int32_t *when = malloc(n_lines * sizeof(int32_t));
    int32_t *gone = malloc(n_lines * sizeof(int32_t));
    int32_t *gone_at = malloc(((size_t)self->n_free + 2) * sizeof(int32_t));
    int32_t *chosen = malloc(((size_t)self->n_free + 1) * sizeof(int32_t));
    uint8_t *alive0 = malloc((size_t)t->n_tris + 1);
    if (!free_bits || !drawn || !pool || !when || !gone || !gone_at || !chosen || !alive0) {
        free(free_bits), free(drawn), free(pool), free(when), free(gone), free(gone_at);
        free(chosen), free(alive0);
        return PyErr_NoMemory();
    }
    memcpy(free_bits, self->free_bits, words * sizeof(uint64_t));
    memcpy(drawn, self->drawn, words * sizeof(uint64_t));
    memcpy(alive0, self->alive, (size_t)t->n_tris);
    for (size_t i = 0; i < n_lines; i++) when[i] = -1;
    int n_free = self->n_free, player = self->player, play_again = self->play_again;
    int any_alive = self->alive_count > 0;
    int moves = 0, pool_size = 0, n_gone = 0, last_close = -1, played = 0;
    int gains[2] = {0, 0};
    Rng rng = {seed};
    /* (Without the GIL, only copies: another thread may play on the position meanwhile.) */
    Py_BEGIN_ALLOW_THREADS if (any_alive) {
        while (n_free > 0) {
            if (pool_size == 0 || n_free * 2 < pool_size) {
                pool_size = 0;
                for (size_t w = 0; w < words; w++) {
                    uint64_t bits = free_bits[w];
                    while (bits) {
                        pool[pool_size++] = (int32_t)(w * 64) + __builtin_ctzll(bits);
                        bits &= bits - 1;
                    }
                }
            }
            int line;
            do {
                line = pool[rng_below(&rng, (uint32_t)pool_size)];
            } while (!BIT(free_bits, line));
            gone_at[moves] = n_gone;
            chosen[moves] = line;
            int before = n_gone;
            int closed =
                play_fast(t, free_bits, drawn, line, moves, when, gone, &n_gone, pool, &pool_size);
            n_free -= 1 + (n_gone - before);
            if (closed) {
                gains[player] += closed;
                last_close = moves;
            }
            moves++;
            if (!(closed && play_again)) player ^= 1;
        }
        gone_at[moves] = n_gone;
        /* Walk back to the last move that killed a live triangle (or the last close). */
        played = last_close + 1;
        for (int k = moves - 1; k > last_close; k--) {
            int found = 0;
            for (int g = gone_at[k]; g < gone_at[k + 1] && !found; g++) {
                found = killed_a_live_triangle(t, alive0, drawn, when, gone[g], k);
            }
            if (found) {
                played = k + 1;
                break;
            }
        }
    }
    Py_END_ALLOW_THREADS free(free_bits);
    free(drawn);
    free(pool);
    free(when);
    free(gone);
    free(gone_at);
    free(alive0);
    if (!record) {
        free(chosen);
        return Py_BuildValue("(iii)", played, gains[0], gains[1]);
    }
    PyObject *lines = PyList_New(played);
    for (int i = 0; lines && i < played; i++) {
        PyObject *item = PyLong_FromLong(chosen[i]);
        if (!item) Py_CLEAR(lines);
        else PyList_SET_ITEM(lines, i, item);
    }
    free(chosen);
    return lines ? Py_BuildValue("(iiiN)", played, gains[0], gains[1], lines) : NULL;
}

/* ------------------------------------------------------------------------ */
/* The solver's own small board                                             */
/* ------------------------------------------------------------------------ */

/* Nothing the solver does touches a line already drawn or crossed out, or a triangle already
 * closed or dead: it runs on a copy made of the free lines and the live triangles alone (lines
 * 0..n-1; every side already drawn stands as line n, drawn for good). Its loops then skip
 * nothing and its bit sets are one word long up to 63 free lines. Its keys use the board's own
 * random numbers, so what the table learns holds from one search to the next. */
typedef struct {
    TablesObject t; /* only the fields the solver reads */
    PositionObject p;
    int32_t *to_board;  /* small line -> board line */
} Small;

static void small_free(Small *m) {
    tables_free_arrays(&m->t);
    position_free_arrays(&m->p);
    free(m->to_board);
}

/* Returns -1 out of memory (what was made is freed by small_free). */
static int small_make(Small *m, const PositionObject *from) {
    memset(m, 0, sizeof *m);
    const TablesObject *bt = from->t;
    int n = from->n_free, nt = from->alive_count, words = (n + 1 + 63) / 64;
    TablesObject *t = &m->t;
    m->to_board = malloc(((size_t)n + 1) * sizeof(int32_t));
    int32_t *to_small = malloc(((size_t)bt->n_lines + 1) * sizeof(int32_t));
    t->cross = calloc((size_t)(n + 1) * words, sizeof(uint64_t));
    t->tri_ptr = calloc((size_t)n + 2, sizeof(int32_t));
    t->tri_flat = malloc(((size_t)nt * 3 + 1) * sizeof(int32_t));
    t->tri_other = malloc(((size_t)nt * 6 + 1) * sizeof(int32_t));
    t->zobrist = malloc(((size_t)n + 1) * sizeof(uint64_t));
    t->tri_zobrist = malloc(((size_t)nt + 1) * sizeof(uint64_t));
    int32_t *sides = malloc(((size_t)nt * 3 + 1) * sizeof(int32_t));
    int32_t *fill = calloc((size_t)n + 1, sizeof(int32_t));
    PositionObject *p = &m->p;
    p->free_bits = calloc((size_t)words, sizeof(uint64_t));
    p->drawn = calloc((size_t)words, sizeof(uint64_t));
    p->alive = malloc((size_t)nt + 1);
    if (!m->to_board || !to_small || !t->cross || !t->tri_ptr || !t->tri_flat ||
        !t->tri_other || !t->zobrist || !t->tri_zobrist || !sides || !fill || !p->free_bits ||
        !p->drawn || !p->alive) {
        free(to_small);
        free(sides);
        free(fill);
        return -1;
    }
    for (int i = 0; i < bt->n_lines; i++) to_small[i] = -1;
    int count = 0;
    for (int w = 0; w < bt->words; w++) {
        uint64_t bits = from->free_bits[w];
        while (bits) {
            int line = w * 64 + __builtin_ctzll(bits);
            bits &= bits - 1;
            to_small[line] = count;
            m->to_board[count] = line;
            t->zobrist[count] = bt->zobrist[line];
            count++;
        }
    }
    t->zobrist[n] = 0;
    for (int i = 0; i < n; i++) {
        const uint64_t *cross = bt->cross + (size_t)m->to_board[i] * bt->words;
        for (int w = 0; w < bt->words; w++) {
            uint64_t bits = cross[w] & from->free_bits[w];
            while (bits) {
                int j = to_small[w * 64 + __builtin_ctzll(bits)];
                bits &= bits - 1;
                t->cross[(size_t)i * words + j / 64] |= 1ULL << (j % 64);
            }
        }
    }
    int tri = 0;
    for (int b = 0; b < bt->n_tris; b++) {
        if (!from->alive[b]) continue;
        for (int k = 0; k < 3; k++) {
            int side = to_small[bt->sides[(size_t)b * 3 + k]];
            sides[tri * 3 + k] = side < 0 ? n : side; /* not free: drawn (the triangle lives) */
        }
        t->tri_zobrist[tri] = bt->tri_zobrist[b];
        tri++;
    }
    for (int k = 0; k < nt * 3; k++) {
        if (sides[k] < n) t->tri_ptr[sides[k] + 1]++;
    }
    for (int i = 0; i <= n; i++) t->tri_ptr[i + 1] += t->tri_ptr[i];
    for (int b = 0; b < nt; b++) {
        for (int k = 0; k < 3; k++) {
            int line = sides[b * 3 + k];
            if (line == n) continue;
            int32_t at = t->tri_ptr[line] + fill[line]++;
            t->tri_flat[at] = b;
            int o = 0;
            for (int j = 0; j < 3; j++) {
                if (j != k) t->tri_other[(size_t)at * 2 + o++] = sides[b * 3 + j];
            }
        }
    }
    free(to_small);
    free(sides);
    free(fill);
    t->n_stars = bt->n_stars;
    t->n_lines = n + 1;
    t->n_tris = nt;
    t->words = words;
    for (int i = 0; i < n; i++) p->free_bits[i >> 6] |= 1ULL << (i & 63);
    p->drawn[n >> 6] |= 1ULL << (n & 63);
    memset(p->alive, 1, (size_t)nt);
    p->t = t;
    p->play_again = from->play_again;
    p->alive_count = nt;
    p->n_free = n;
    p->player = from->player;
    return 0;
}

/* ------------------------------------------------------------------------ */
/* Exact solver                                                             */
/* ------------------------------------------------------------------------ */

typedef struct {
    PositionObject *p;
    TableObject *tt;
    double deadline; /* < 0: none */
    int clock;
    unsigned long long max_nodes; /* 0: no budget */
    int aborted;
    int failed;
    unsigned long long nodes;
    int32_t **moves; /* one buffer per depth */
    int depth_cap;
    int width; /* legal lines at the root: no depth has more */
    uint32_t *history; /* per line: how often it refuted a move (quiet lines' order) */
    uint64_t **regions;  /* per depth: each region's key and lines ((words + 1) words each) */
    int32_t **region_of; /* per depth: the region of each ordered line */
    int *region_count;     /* per depth: how many regions */
    uint64_t *members;   /* scratch: the lines a region walk has reached */
    int32_t *queue;      /* scratch: the region walk's queue */
    uint8_t *region_of_line; /* scratch: each free line's region (place_lines) */
    uint64_t *shapes;    /* a small region's exact key -> its shape's key (SHAPE_CACHE pairs) */
    const int32_t *to_board; /* the root's answers name board lines (see Small) */
} Search;

static int ensure_depth(Search *s, int ply) {
    if (ply >= s->depth_cap) {
        int cap = s->depth_cap ? s->depth_cap * 2 : 64;
        while (cap <= ply) cap *= 2;
        int32_t **moves = realloc(s->moves, (size_t)cap * sizeof(int32_t *));
        if (!moves) return -1;
        s->moves = moves;
        uint64_t **regions = realloc(s->regions, (size_t)cap * sizeof(uint64_t *));
        if (!regions) return -1;
        s->regions = regions;
        int32_t **region_of = realloc(s->region_of, (size_t)cap * sizeof(int32_t *));
        if (!region_of) return -1;
        s->region_of = region_of;
        int *region_count = realloc(s->region_count, (size_t)cap * sizeof(int));
        if (!region_count) return -1;
        s->region_count = region_count;
        for (int i = s->depth_cap; i < cap; i++) {
            moves[i] = NULL, regions[i] = NULL, region_of[i] = NULL;
        }
        s->depth_cap = cap;
    }
    if (s->moves[ply] == NULL) {
        /* Free lines only shrink down the tree: the root's count bounds every depth. */
        size_t width = (size_t)s->width + 1;
        s->moves[ply] = malloc(width * 3 * sizeof(int32_t));
        s->regions[ply] = malloc(width * ((size_t)s->p->t->words + 1) * sizeof(uint64_t));
        s->region_of[ply] = malloc(width * sizeof(int32_t));
        if (!s->moves[ply] || !s->regions[ply] || !s->region_of[ply]) return -1;
    }
    return 0;
}

/* ------------------------------------------------------------------------ */
/* Regions: what the solver's table is keyed by                             */
/* ------------------------------------------------------------------------ */

/* The free lines fall into regions that do not touch: two lines share a region when they are
 * sides of one live triangle or cross. What is left to win depends only on the regions, not on
 * where they lie, so the solver keys a position by the sum of its regions' keys, and two
 * positions made of the same regions share what the table knows. A region that is a plain
 * chain or loop (no crossing, no triangle with three free sides, no line a side of more than
 * two live triangles) plays the same wherever it lies and however it came about: it is keyed
 * by its shape alone (triangles, lines, and lines with one live triangle); so is any other region
 * of up to SHAPE_LINES lines (small_shape_key). A bigger one is keyed exactly, by its free lines
 * and live triangles. */

static inline uint64_t mix64(uint64_t x) {
    x ^= x >> 30;
    x *= 0xBF58476D1CE4E5B9ULL;
    x ^= x >> 27;
    x *= 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

/* A small region of any shape (up to SHAPE_LINES lines) is keyed by its shape too: which of its
 * lines each live triangle still needs and which lines cross, under the numbering of its lines
 * that gives the least code. Two regions of one shape play alike wherever they lie. The code is
 * worked out once per region (its exact key) and kept in a small cache. */
#define SHAPE_LINES 5
#define SHAPE_NUMBERINGS 120 /* 5! */
#define SHAPE_TRIANGLES 10   /* 10 sets of 5 bits and the 10 pairs that may cross: 60 bits */
#define SHAPE_CACHE (1 << 12)
static uint8_t shape_perm[SHAPE_NUMBERINGS][SHAPE_LINES];     /* every numbering of the lines */
static uint8_t shape_mask[SHAPE_NUMBERINGS][1 << SHAPE_LINES]; /* a set of lines under each */

static void shape_tables(void) {
    uint8_t perm[SHAPE_LINES];
    for (int i = 0; i < SHAPE_LINES; i++) perm[i] = (uint8_t)i;
    for (int n = 0; n < SHAPE_NUMBERINGS; n++) {
        memcpy(shape_perm[n], perm, SHAPE_LINES);
        for (int m = 0; m < 1 << SHAPE_LINES; m++) {
            int out = 0;
            for (int i = 0; i < SHAPE_LINES; i++)
                if (m >> i & 1) out |= 1 << perm[i];
            shape_mask[n][m] = (uint8_t)out;
        }
        /* the next numbering in lexicographic order */
        int i = SHAPE_LINES - 2;
        while (i >= 0 && perm[i] > perm[i + 1]) i--;
        if (i < 0) break;
        int j = SHAPE_LINES - 1;
        while (perm[j] < perm[i]) j--;
        uint8_t swap = perm[i];
        perm[i] = perm[j], perm[j] = swap;
        for (int lo = i + 1, hi = SHAPE_LINES - 1; lo < hi; lo++, hi--) {
            swap = perm[lo];
            perm[lo] = perm[hi], perm[hi] = swap;
        }
    }
}

static uint64_t small_shape_key(Search *s, const int32_t *lines, int count, uint64_t exact) {
    uint64_t *slot = s->shapes + 2 * (exact & (SHAPE_CACHE - 1));
    if (slot[0] == exact && slot[1]) return slot[1];
    const PositionObject *p = s->p;
    const TablesObject *t = p->t;
    uint8_t tris[SHAPE_TRIANGLES], cross[SHAPE_LINES] = {0};
    int n_tris = 0;
    for (int i = 0; i < count; i++) {
        int line = lines[i];
        for (int j = 0; j < count; j++)
            if (BIT(t->cross + (size_t)line * t->words, lines[j])) cross[i] |= (uint8_t)(1 << j);
        for (int32_t k = t->tri_ptr[line]; k < t->tri_ptr[line + 1]; k++) {
            if (!p->alive[t->tri_flat[k]]) continue;
            const int32_t *o = t->tri_other + (size_t)k * 2;
            int f0 = (int)BIT(p->free_bits, o[0]), f1 = (int)BIT(p->free_bits, o[1]);
            if ((f0 && o[0] < line) || (f1 && o[1] < line)) continue; /* counted elsewhere */
            if (n_tris == SHAPE_TRIANGLES) return exact;
            int mask = 1 << i;
            for (int j = 0; j < count; j++)
                if ((f0 && lines[j] == o[0]) || (f1 && lines[j] == o[1])) mask |= 1 << j;
            tris[n_tris++] = (uint8_t)mask;
        }
    }
    uint64_t least = UINT64_MAX;
    for (int n = 0; n < SHAPE_NUMBERINGS; n++) {
        const uint8_t *map = shape_mask[n];
        uint8_t sorted[SHAPE_TRIANGLES];
        for (int i = 0; i < n_tris; i++) {
            uint8_t m = map[tris[i]];
            int j = i;
            while (j > 0 && sorted[j - 1] < m) sorted[j] = sorted[j - 1], j--;
            sorted[j] = m;
        }
        uint64_t code = 0;
        for (int i = 0; i < n_tris; i++) code = code << SHAPE_LINES | sorted[i];
        /* the crossings, as the pairs (a, b), a < b, of the new numbers */
        uint8_t rows[SHAPE_LINES] = {0};
        for (int i = 0; i < count; i++) rows[shape_perm[n][i]] = map[cross[i]];
        for (int r = 0; r < SHAPE_LINES - 1; r++)
            code = code << (SHAPE_LINES - 1 - r) | (uint64_t)(rows[r] >> (r + 1));
        if (code < least) least = code;
    }
    uint64_t key = mix64(mix64(least) + (uint64_t)(n_tris * 8 + count) + 0x5A4E0000ULL) | 1;
    slot[0] = exact;
    slot[1] = key;
    return key;
}

/* Walks the region of free line `start` (not yet in `members`), adding its lines to `members`;
 * returns the region's key. */
static uint64_t region_key(Search *s, int start, uint64_t *members) {
    const PositionObject *p = s->p;
    const TablesObject *t = p->t;
    int32_t *queue = s->queue;
    int head = 0, tail = 0;
    queue[tail++] = start;
    members[start >> 6] |= 1ULL << (start & 63);
    int lines = 0, triangles = 0, ground = 0, plain = 1;
    uint64_t exact = 0;
    while (head < tail) {
        int line = queue[head++];
        lines++;
        exact ^= t->zobrist[line];
        const uint64_t *cross = t->cross + (size_t)line * t->words;
        for (int w = 0; w < t->words; w++) {
            uint64_t reach = cross[w] & p->free_bits[w];
            if (!reach) continue;
            plain = 0;
            reach &= ~members[w];
            members[w] |= reach;
            while (reach) {
                queue[tail++] = w * 64 + __builtin_ctzll(reach);
                reach &= reach - 1;
            }
        }
        int on = 0;
        for (int32_t k = t->tri_ptr[line]; k < t->tri_ptr[line + 1]; k++) {
            int32_t tri = t->tri_flat[k];
            if (!p->alive[tri]) continue;
            on++;
            const int32_t *o = t->tri_other + (size_t)k * 2;
            int f0 = (int)BIT(p->free_bits, o[0]), f1 = (int)BIT(p->free_bits, o[1]);
            if (f0 && f1) plain = 0;
            /* Counted once: from its lowest free side. */
            if ((!f0 || o[0] > line) && (!f1 || o[1] > line)) {
                triangles++;
                exact ^= t->tri_zobrist[tri];
            }
            if (f0 && !BIT(members, o[0])) {
                members[o[0] >> 6] |= 1ULL << (o[0] & 63);
                queue[tail++] = o[0];
            }
            if (f1 && !BIT(members, o[1])) {
                members[o[1] >> 6] |= 1ULL << (o[1] & 63);
                queue[tail++] = o[1];
            }
        }
        if (on == 1) ground++;
        else if (on != 2) plain = 0;
    }
    if (plain) {
        return mix64(0x5EA1ED0C4A1AULL ^ ((uint64_t)triangles << 32) ^ ((uint64_t)lines << 8) ^
                     (uint64_t)ground);
    }
    if (lines <= SHAPE_LINES) return small_shape_key(s, queue, lines, mix64(exact ^ 0xE8AC7ULL));
    return mix64(exact ^ 0xE8AC7ULL);
}

/* All the regions of the position at `ply`, walked afresh (at the root). Returns the sum of
 * their keys: the position's key. */
static uint64_t find_regions(Search *s, int ply) {
    const PositionObject *p = s->p;
    int words = p->t->words;
    uint64_t *regions = s->regions[ply];
    int count = 0;
    uint64_t key = 0;
    memset(s->members, 0, (size_t)words * sizeof(uint64_t));
    for (int w = 0; w < words; w++) {
        uint64_t left = p->free_bits[w];
        while (left) {
            int line = w * 64 + __builtin_ctzll(left);
            left &= left - 1;
            if (BIT(s->members, line)) continue;
            uint64_t *region = regions + (size_t)count++ * (words + 1);
            memset(region + 1, 0, (size_t)words * sizeof(uint64_t));
            region[0] = region_key(s, line, region + 1);
            key += region[0];
            for (int v = 0; v < words; v++) s->members[v] |= region[1 + v];
        }
    }
    s->region_count[ply] = count;
    return key;
}

/* Which region each of the `n` ordered lines at `ply` is in. */
static void place_lines(Search *s, int ply, int n) {
    const PositionObject *p = s->p;
    int words = p->t->words, count = s->region_count[ply];
    const uint64_t *regions = s->regions[ply];
    uint8_t *region_of_line = s->region_of_line;
    for (int r = 0; r < count; r++) {
        const uint64_t *bits = regions + (size_t)r * (words + 1) + 1;
        for (int w = 0; w < words; w++) {
            uint64_t left = bits[w] & p->free_bits[w];
            while (left) {
                region_of_line[w * 64 + __builtin_ctzll(left)] = (uint8_t)(r < 255 ? r : 255);
                left &= left - 1;
            }
        }
    }
    for (int i = 0; i < n; i++) {
        int line = s->moves[ply][i], r = region_of_line[line];
        if (r == 255) { /* (more than 255 regions: look for it) */
            while (r < count - 1 && !BIT(regions + (size_t)r * (words + 1) + 1, line)) r++;
        }
        s->region_of[ply][i] = r;
    }
}

/* The key after the `i`th ordered line at `ply` was drawn (the key was `key`): only its region
 * changed, into the regions its free lines now make. With `keep`, the regions after the line are
 * written for depth ply + 1 (the others are the same as before). */
static uint64_t key_after(Search *s, int ply, int i, uint64_t key, int keep) {
    const PositionObject *p = s->p;
    int words = p->t->words, r = s->region_of[ply][i], count = 0;
    const uint64_t *regions = s->regions[ply];
    const uint64_t *region = regions + (size_t)r * (words + 1);
    uint64_t *out = keep ? s->regions[ply + 1] : NULL;
    if (keep) {
        for (int j = 0; j < s->region_count[ply]; j++) {
            if (j == r) continue;
            memcpy(out + (size_t)count++ * (words + 1), regions + (size_t)j * (words + 1),
                   ((size_t)words + 1) * sizeof(uint64_t));
        }
    }
    key -= region[0];
    memset(s->members, 0, (size_t)words * sizeof(uint64_t));
    for (int w = 0; w < words; w++) {
        uint64_t left = region[1 + w] & p->free_bits[w];
        while (left) {
            int line = w * 64 + __builtin_ctzll(left);
            left &= left - 1;
            if (BIT(s->members, line)) continue;
            if (keep) {
                uint64_t *piece = out + (size_t)count++ * (words + 1);
                memset(piece + 1, 0, (size_t)words * sizeof(uint64_t));
                piece[0] = region_key(s, line, piece + 1);
                key += piece[0];
                for (int v = 0; v < words; v++) s->members[v] |= piece[1 + v];
            } else {
                key += region_key(s, line, s->members);
            }
        }
    }
    if (keep) s->region_count[ply + 1] = count;
    return key;
}

/* A take that touches nothing else: every triangle still alive on `line` is one it closes,
 * and it crosses no free line. With "play again" such a take is a point that changes no other
 * line or triangle and keeps the turn, so taking it at once is never worse than any other
 * move (leaving it only lets the other player have it): the search plays it alone. */
static int independent_take(const PositionObject *p, int line, int closing) {
    const TablesObject *t = p->t;
    int alive = 0;
    for (int32_t k = t->tri_ptr[line]; k < t->tri_ptr[line + 1]; k++) {
        alive += p->alive[t->tri_flat[k]];
    }
    if (alive != closing) return 0;
    const uint64_t *cross = t->cross + (size_t)line * t->words;
    for (int w = 0; w < t->words; w++) {
        if (p->free_bits[w] & cross[w]) return 0;
    }
    return 1;
}

/* Legal lines, likeliest best first (takes by size, then fewest gifts). Returns the count;
 * buf holds lines. */
static int ordered(Search *s, int ply) {
    PositionObject *p = s->p;
    if (p->n_free > s->width || ensure_depth(s, ply) < 0) {
        s->failed = 1;
        return 0;
    }
    int32_t *lines = s->moves[ply];
    int32_t *closing = lines + s->width + 1;
    int32_t *scores = closing + s->width + 1;
    int n = 0;
    const TablesObject *t = p->t;
    for (int w = 0; w < t->words; w++) {
        uint64_t bits = p->free_bits[w];
        while (bits) {
            int line = w * 64 + __builtin_ctzll(bits);
            bits &= bits - 1;
            int gifts;
            int c = closes_and_gifts(p, line, &gifts);
            if (c && ply > 0 && p->play_again && independent_take(p, line, c)) {
                /* Taking it first is never worse than anything else: the only move. */
                lines[0] = line;
                closing[0] = c;
                return 1;
            }
            /* Takes by size; then fewest gifts, and among those the lines that refuted most. */
            int score = c ? -(4 << 24) * (c < 8 ? c : 8) + ((gifts < 63 ? gifts : 63) << 16)
                          : ((gifts < 63 ? gifts : 63) << 24) - (int)(s->history[line] >> 8);
            /* insertion sort, stable on line number */
            int i = n++;
            while (i > 0 && scores[i - 1] > score) {
                scores[i] = scores[i - 1];
                lines[i] = lines[i - 1];
                closing[i] = closing[i - 1];
                i--;
            }
            scores[i] = score;
            lines[i] = line;
            closing[i] = c;
        }
    }
    return n;
}

static inline int out_of_time(Search *s) {
    s->nodes++;
    if (s->max_nodes && s->nodes > s->max_nodes) s->aborted = 1;
    if (s->deadline >= 0 && --s->clock <= 0) {
        s->clock = CLOCK_EVERY;
        if (now_seconds() >= s->deadline) s->aborted = 1;
    }
    return s->aborted;
}

static int search(Search *s, int alpha, int beta, int ply, uint64_t key) {
    PositionObject *p = s->p;
    if (out_of_time(s) || s->failed) return 0;
    int remaining = p->alive_count;
    if (remaining == 0) return 0;
    if (alpha >= remaining) return remaining;
    if (beta <= -remaining) return -remaining;
    /* Two entries a bucket: the first keeps the biggest search, the second the latest. */
    Entry *bucket = &s->tt->entries[key & s->tt->mask & ~(uint64_t)1];
    Entry *e = bucket[1].flag != TT_EMPTY && bucket[1].key == key ? &bucket[1] : &bucket[0];
    if (e->flag != TT_EMPTY && e->key == key) {
        int v = e->value;
        if (e->flag == TT_EXACT) return v;
        if (e->flag == TT_LOWER && v >= beta) return v;
        if (e->flag == TT_UPPER && v <= alpha) return v;
    }
    int original_alpha = alpha;
    int n = ordered(s, ply);
    if (s->failed) return 0;
    place_lines(s, ply, n);
    int32_t *lines = s->moves[ply];
    if (p->n_free >= ETC_FROM) {
        /* Enhanced transposition cutoff: a child the table already proves good enough. */
        for (int i = 0; i < n; i++) {
            int closed = play_line(p, lines[i]);
            if (closed < 0) {
                s->failed = 1;
                return 0;
            }
            int again = closed && p->play_again, over = is_over(p);
            uint64_t child = over ? 0 : key_after(s, ply, i, key, 0);
            undo_move(p);
            if (over) continue;
            Entry *b = &s->tt->entries[child & s->tt->mask & ~(uint64_t)1];
            Entry *c = b[0].flag != TT_EMPTY && b[0].key == child   ? &b[0]
                       : b[1].flag != TT_EMPTY && b[1].key == child ? &b[1]
                                                                      : NULL;
            if (!c) continue;
            int v;
            if (again) {
                if (c->flag == TT_UPPER) continue;
                v = closed + c->value;
            } else {
                if (c->flag == TT_LOWER) continue;
                v = closed - c->value;
            }
            if (v >= beta) return v;
        }
    }
    int best = -VALUE_INF;
    int player = p->player;
    for (int i = 0; i < n; i++) {
        int line = lines[i];
        int closed = play_line(p, line);
        if (closed < 0) {
            s->failed = 1;
            return 0;
        }
        int value;
        if (is_over(p)) {
            value = closed;
        } else {
            if (ensure_depth(s, ply + 1) < 0) {
                undo_move(p);
                s->failed = 1;
                return 0;
            }
            uint64_t child = key_after(s, ply, i, key, 1);
            __builtin_prefetch(&s->tt->entries[child & s->tt->mask & ~(uint64_t)1]);
            if (p->player == player) {
                if (i == 0) {
                    value = closed + search(s, alpha - closed, beta - closed, ply + 1, child);
                } else {
                    /* The first line is likeliest best: the others only have to be shown worse. */
                    value = closed + search(s, alpha - closed, alpha - closed + 1, ply + 1, child);
                    if (value > alpha && value < beta && !s->aborted)
                        value = closed + search(s, alpha - closed, beta - closed, ply + 1, child);
                }
            } else {
                if (i == 0) {
                    value = closed - search(s, closed - beta, closed - alpha, ply + 1, child);
                } else {
                    value = closed - search(s, closed - alpha - 1, closed - alpha, ply + 1, child);
                    if (value > alpha && value < beta && !s->aborted)
                        value = closed - search(s, closed - beta, closed - alpha, ply + 1, child);
                }
            }
        }
        undo_move(p);
        if (s->aborted || s->failed) return 0;
        if (value > best) {
            best = value;
            if (value > alpha) {
                alpha = value;
                if (alpha >= beta) {
                    uint32_t *h = &s->history[line];
                    uint64_t left = (uint64_t)p->n_free;
                    uint32_t add = left * left < (1u << 24) ? (uint32_t)(left * left) : 1u << 24;
                    *h = *h > (1u << 31) - add ? (1u << 31) : *h + add;
                    break;
                }
            }
        }
    }
    int size = p->n_free > 255 ? 255 : p->n_free;
    e = bucket[0].key == key || bucket[0].flag == TT_EMPTY || size >= bucket[0].size
            ? &bucket[0]
            : &bucket[1];
    e->key = key;
    e->value = (int16_t)best;
    e->size = (uint8_t)size;
    e->flag = best <= original_alpha ? TT_UPPER : best >= beta ? TT_LOWER : TT_EXACT;
    return best;
}

static void search_free(Search *s) {
    for (int i = 0; i < s->depth_cap; i++) {
        free(s->moves[i]);
        free(s->regions[i]);
        free(s->region_of[i]);
    }
    free(s->moves);
    free(s->regions);
    free(s->region_of);
    free(s->region_count);
    free(s->members);
    free(s->queue);
    free(s->shapes);
    free(s->region_of_line);
}

/* Root: every line's value (all_values) or the best line with its value. */
static void root(Search *s, int all_values, int32_t *lines, int32_t *values, int *count,
                 int *best_line, int *best_value) {
    PositionObject *p = s->p;
    int n = ordered(s, 0);
    if (s->failed) return;
    uint64_t key = find_regions(s, 0);
    place_lines(s, 0, n);
    int bound = p->alive_count;
    int alpha = -bound - 1, beta = bound + 1;
    int best = -VALUE_INF, chosen = -1;
    int player = p->player;
    for (int i = 0; i < n; i++) {
        int line = s->moves[0][i];
        int closed = play_line(p, line);
        if (closed < 0) {
            s->failed = 1;
            return;
        }
        int value;
        int low = all_values ? alpha : (best > alpha ? best : alpha);
        /* Finding the best line, the lines after the first only have to be shown no better
         * (a null window), and are searched in full only when they are. */
        int scout = !all_values && i > 0;
        int high = scout ? low + 1 : beta;
        if (is_over(p)) {
            value = closed;
        } else {
            if (ensure_depth(s, 1) < 0) {
                undo_move(p);
                s->failed = 1;
                return;
            }
            uint64_t child = key_after(s, 0, i, key, 1);
            if (p->player == player) {
                value = closed + search(s, low - closed, high - closed, 1, child);
                if (scout && value > low && !s->aborted)
                    value = closed + search(s, low - closed, beta - closed, 1, child);
            } else {
                value = closed - search(s, closed - high, closed - low, 1, child);
                if (scout && value > low && !s->aborted)
                    value = closed - search(s, closed - beta, closed - low, 1, child);
            }
        }
        undo_move(p);
        if (s->aborted || s->failed) return;
        lines[i] = s->to_board[line];
        values[i] = value;
        if (value > best) best = value, chosen = line;
    }
    *count = n;
    *best_line = chosen < 0 ? -1 : s->to_board[chosen];
    *best_value = best;
}

static PyObject *position_search(PositionObject *self, PyObject *args, int all_values) {
    PyObject *table, *seconds_obj = Py_None, *nodes_obj = Py_None;
    double seconds;
    int nodes = 0;
    if (!PyArg_ParseTuple(args, "O!|OO", &TableType, &table, &seconds_obj, &nodes_obj)) {
        return NULL;
    }
    /* (seconds_arg and int_arg may run Python code, a __float__ or an __index__: look at the
     * position again after them.) */
    if (check_idle(self) < 0 || seconds_arg(seconds_obj, &seconds) < 0 ||
        (nodes_obj != Py_None && int_arg(nodes_obj, "nodes", 1, 2147483647L, &nodes) < 0) ||
        check_idle(self) < 0) {
        return NULL;
    }
    TableObject *tt = (TableObject *)table;
    if (tt->entries == NULL) {
        PyErr_SetString(PyExc_ValueError, "the table was never set up");
        return NULL;
    }
    if (tt->busy) {
        PyErr_SetString(PyExc_RuntimeError, "the table is in use by a search");
        return NULL;
    }
    if (is_over(self)) {
        if (all_values) return PyDict_New();
        PyErr_SetString(PyExc_ValueError, "the game is over: there is nothing to solve");
        return NULL;
    }
    if (tt->owner != (PyObject *)self->t || tt->owner_rule != self->play_again) {
        /* Keys only mean something on one board under one rule. */
        table_reset(tt);
        tt->owner_rule = self->play_again;
        Py_INCREF(self->t);
        Py_XSETREF(tt->owner, (PyObject *)self->t);
    }
    int32_t *lines = malloc(((size_t)self->n_free + 1) * sizeof(int32_t));
    int32_t *values = malloc(((size_t)self->n_free + 1) * sizeof(int32_t));
    if (!lines || !values) {
        free(lines);
        free(values);
        return PyErr_NoMemory();
    }
    Small small;
    if (small_make(&small, self) < 0) {
        small_free(&small);
        free(lines);
        free(values);
        return PyErr_NoMemory();
    }
    Search s = {0};
    s.p = &small.p;
    s.to_board = small.to_board;
    s.tt = tt;
    s.deadline = seconds < 0 ? -1.0 : now_seconds() + seconds;
    s.clock = CLOCK_EVERY;
    s.max_nodes = (unsigned long long)nodes;
    s.width = small.p.n_free;
    s.history = calloc((size_t)small.t.n_lines + 1, sizeof(uint32_t));
    s.members = malloc(((size_t)small.t.words + 1) * sizeof(uint64_t));
    s.queue = malloc(((size_t)small.t.n_lines + 1) * sizeof(int32_t));
    s.shapes = calloc(2 * SHAPE_CACHE, sizeof(uint64_t));
    s.region_of_line = malloc((size_t)small.t.n_lines + 1);
    if (!s.history || !s.members || !s.queue || !s.shapes || !s.region_of_line) {
        free(s.history);
        free(s.members);
        free(s.queue);
        free(s.shapes);
        free(s.region_of_line);
        small_free(&small);
        free(lines);
        free(values);
        return PyErr_NoMemory();
    }
    int count = 0, best_line = -1, best_value = 0;
    int moves_before = self->n_moves;
    self->busy = tt->busy = 1;
    Py_BEGIN_ALLOW_THREADS root(&s, all_values, lines, values, &count, &best_line, &best_value);
    Py_END_ALLOW_THREADS self->busy = tt->busy = 0;
    tt->nodes += s.nodes;
    search_free(&s);
    free(s.history);
    small_free(&small);
    PyObject *out = NULL;
    if (self->n_moves != moves_before) {
        PyErr_SetString(PyExc_RuntimeError, "the search left the position changed");
    } else if (s.failed) {
        PyErr_NoMemory();
    } else if (s.aborted) {
        out = Py_NewRef(Py_None);
    } else if (all_values) {
        out = PyDict_New();
        for (int i = 0; out && i < count; i++) {
            PyObject *k = PyLong_FromLong(lines[i]), *v = PyLong_FromLong(values[i]);
            if (!k || !v || PyDict_SetItem(out, k, v) < 0) Py_CLEAR(out);
            Py_XDECREF(k);
            Py_XDECREF(v);
        }
    } else {
        out = Py_BuildValue("(ii)", best_line, best_value);
    }
    free(lines);
    free(values);
    return out;
}

static PyObject *position_solve(PositionObject *self, PyObject *args) {
    return position_search(self, args, 0);
}

static PyObject *position_values(PositionObject *self, PyObject *args) {
    return position_search(self, args, 1);
}

/* ------------------------------------------------------------------------ */
/* Attributes                                                               */
/* ------------------------------------------------------------------------ */

#define GETTER(name, expr)                                                                  \
    static PyObject *position_get_##name(PositionObject *self, void *closure) {           \
        (void)closure;                                                                     \
        if (check_idle(self) < 0) return NULL;                                            \
        return expr;                                                                       \
    }

GETTER(is_over, PyBool_FromLong(is_over(self)))
GETTER(current_player, PyLong_FromLong(self->player))
GETTER(scores, Py_BuildValue("(ii)", self->scores[0], self->scores[1]))
GETTER(key, PyLong_FromUnsignedLongLong(self->key))
GETTER(move_count, PyLong_FromLong(self->n_moves))
GETTER(alive_count, PyLong_FromLong(self->alive_count))
GETTER(legal_count, PyLong_FromLong(is_over(self) ? 0 : self->n_free))
GETTER(play_again, PyBool_FromLong(self->play_again))

static PyGetSetDef position_getset[] = {
    {"is_over", (getter)position_get_is_over, NULL, "no triangle can still be closed", NULL},
    {"current_player", (getter)position_get_current_player, NULL, "0 or 1", NULL},
    {"scores", (getter)position_get_scores, NULL, "(player 1, player 2)", NULL},
    {"key", (getter)position_get_key, NULL, "Zobrist key of the drawn lines", NULL},
    {"move_count", (getter)position_get_move_count, NULL, "lines drawn", NULL},
    {"alive_count", (getter)position_get_alive_count, NULL, "triangles still closable", NULL},
    {"legal_count", (getter)position_get_legal_count, NULL, "lines that may be drawn", NULL},
    {"play_again", (getter)position_get_play_again, NULL, "a triangle earns a line", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyMethodDef position_methods[] = {
    {"play", (PyCFunction)position_play, METH_O, "Draw a line; the triangles it closed."},
    {"undo", (PyCFunction)position_undo, METH_NOARGS, "Take back the last line; its number."},
    {"legal", (PyCFunction)position_legal, METH_NOARGS, "The lines that may be drawn now."},
    {"takes", (PyCFunction)position_takes, METH_NOARGS, "Legal lines that close a triangle."},
    {"closes", (PyCFunction)position_closes, METH_O, "Triangles a line would close now."},
    {"is_free", (PyCFunction)position_is_free, METH_O, "Whether a line may still be drawn."},
    {"gifted_lines", (PyCFunction)position_gifted_lines, METH_O,
     "The lines that could close a triangle right after this one."},
    {"last_closed", (PyCFunction)position_last_closed, METH_NOARGS,
     "Triangle ids the last line closed."},
    {"alive", (PyCFunction)position_alive, METH_NOARGS, "One byte per triangle: 1 if alive."},
    {"copy", (PyCFunction)position_copy, METH_NOARGS, "An independent copy."},
    {"playout", (PyCFunction)position_playout, METH_VARARGS,
     "playout(seed, seconds=None): careful play to the end; the mover's gain, or None."},
    {"random_game", (PyCFunction)(void (*)(void))position_random_game,
     METH_VARARGS | METH_KEYWORDS,
     "random_game(seed, record=False): (lines, gain of player 1, gain of player 2) of a random "
     "game, and with record the lines drawn."},
    {"solve", (PyCFunction)position_solve, METH_VARARGS,
     "solve(table, seconds=None, nodes=None): (best line, exact value), or None when the time "
     "or the budget of positions ran out."},
    {"values", (PyCFunction)position_values, METH_VARARGS,
     "values(table, seconds=None, nodes=None): {line: exact value}, or None when the time or "
     "the budget of positions ran out."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject PositionType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "triangles_qt.model._native.Position",
    .tp_basicsize = sizeof(PositionObject),
    .tp_dealloc = (destructor)position_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A game's drawn lines as bit sets, for search.",
    .tp_init = (initproc)position_init,
    .tp_new = PyType_GenericNew,
    .tp_methods = position_methods,
    .tp_getset = position_getset,
};

/* ------------------------------------------------------------------------ */
/* Module                                                                   */
/* ------------------------------------------------------------------------ */

/* Keeps `value` in `slot` if `ok` says it fits, else a TypeError saying what it must be. */
static PyObject *set_hook(PyObject **slot, PyObject *value, int ok, const char *must_be) {
    if (!ok) {
        PyErr_SetString(PyExc_TypeError, must_be);
        return NULL;
    }
    Py_INCREF(value);
    Py_XSETREF(*slot, value);
    Py_RETURN_NONE;
}

static PyObject *set_illegal_factory(PyObject *module, PyObject *factory) {
    (void)module;
    return set_hook(&illegal_factory, factory, PyCallable_Check(factory),
                    "the factory must be callable");
}

static PyObject *set_line_check(PyObject *module, PyObject *check) {
    (void)module;
    return set_hook(&line_check, check, PyCallable_Check(check), "the check must be callable");
}

static PyObject *set_nothing_to_undo(PyObject *module, PyObject *cls) {
    (void)module;
    return set_hook(&nothing_to_undo, cls, PyExceptionClass_Check(cls),
                    "nothing_to_undo must be an exception class");
}

static PyMethodDef module_methods[] = {
    {"set_illegal_factory", set_illegal_factory, METH_O,
     "The callable(reason, a, b) that makes the exception for a refused line."},
    {"set_nothing_to_undo", set_nothing_to_undo, METH_O,
     "The exception class (made with no argument) for undo with no line drawn."},
    {"set_line_check", set_line_check, METH_O,
     "The callable(value) -> int that reads a line number that is not a plain int."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef native_module = {
    PyModuleDef_HEAD_INIT, "_native", "The native search core of Triangles.", -1, module_methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__native(void) {
    shape_tables();
    if (PyType_Ready(&TablesType) < 0 || PyType_Ready(&TableType) < 0 ||
        PyType_Ready(&PositionType) < 0) {
        return NULL;
    }
    PyObject *m = PyModule_Create(&native_module);
    if (!m) return NULL;
    Py_INCREF(&TablesType);
    Py_INCREF(&TableType);
    Py_INCREF(&PositionType);
    if (PyModule_AddObject(m, "Tables", (PyObject *)&TablesType) < 0 ||
        PyModule_AddObject(m, "Table", (PyObject *)&TableType) < 0 ||
        PyModule_AddObject(m, "Position", (PyObject *)&PositionType) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
