/* A kernel call with no Python between the arguments and the C function (runtime/fastcall.py
 * builds this module once per Python and numpy, into the kernel cache).
 *
 * A Plan holds what one earlier call of a kernel checked: the parameters (an array's rank, shape
 * and type; a scalar's type), the outputs', the temporaries', where each argument of the C function
 * comes from, and the kernel's address. plan.run(args, kwargs, out) binds positional and keyword
 * arguments to the parameters; where each array is a numpy array (exactly) of the planned rank,
 * shape and type, native byte order, C-contiguous and aligned, each scalar a Python or numpy number
 * its type takes as it is (runtime/arguments.py, converter), and out= (if given) holds writeable
 * such arrays sharing no memory with each other or with an input, it allocates the other outputs,
 * calls the kernel without the GIL and returns the output(s), or the kernel's nonzero status as an
 * int (the caller raises the fault); anything else returns None, and the caller takes the checked
 * path (which says what is wrong). */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <string.h>
#define NPY_NO_DEPRECATED_API NPY_1_7_API_VERSION
#include <numpy/arrayobject.h>

#define MAX_ARGS 32  /* parameters, outputs, temporaries, C arguments: each at most */
#define MAX_RANK 16

/* One argument of the C function; the trampoline (fastcall.py) reads the member of its C type. */
typedef union {
  void *p;
  double d;
  float f;
  long l;
  int8_t i8;
  int16_t i16;
  int32_t i32;
  int64_t i64;
  uint8_t u8;
  uint16_t u16;
  uint32_t u32;
  uint64_t u64;
  _Bool b;
} Slot;

typedef struct {
  int nd, type;
  npy_intp shape[MAX_RANK];
} Spec;

enum { FROM_PARAM, FROM_OUT, FROM_TEMP, FROM_CONST };

static PyObject *str_temps; /* "temps", interned */

typedef struct {
  PyObject_HEAD
  void *fn;
  int (*tramp)(void *, const Slot *); /* NULL: at most 8 arguments, each a pointer (call below) */
  int n_params, n_out, n_temp, n_c, needs_out;
  int scalar[MAX_ARGS];               /* a parameter's scalar type number, or -1 for an array */
  Spec in[MAX_ARGS], out[MAX_ARGS], temp[MAX_ARGS];
  int zero[MAX_ARGS];                 /* temporaries zeroed before each call */
  int from[MAX_ARGS], index[MAX_ARGS];
  Slot konst[MAX_ARGS];               /* per C argument: where it comes from */
  PyObject *names;                    /* the parameters' names (str) */
  PyObject *owns;                     /* each parameter's numpy scalar type, or None */
  PyObject *allocs;                   /* each output's () -> a fresh C-contiguous array */
  PyObject *scratch, *key, *temp_names; /* scratch.temps == (key, {name: array}): this thread's */
  PyObject *owner, *name, *value;     /* setattr(owner, name, value) after a call; owner may be None */
} Plan;

typedef int (*k1)(void *);
typedef int (*k2)(void *, void *);
typedef int (*k3)(void *, void *, void *);
typedef int (*k4)(void *, void *, void *, void *);
typedef int (*k5)(void *, void *, void *, void *, void *);
typedef int (*k6)(void *, void *, void *, void *, void *, void *);
typedef int (*k7)(void *, void *, void *, void *, void *, void *, void *);
typedef int (*k8)(void *, void *, void *, void *, void *, void *, void *, void *);

/* A kernel of pointers only: called through a function type of as many pointers (the x86-64 and
 * AArch64 calling conventions pass every pointer alike). */
static int call(void *fn, int n, const Slot *a) {
  switch (n) {
    case 1: return ((k1)fn)(a[0].p);
    case 2: return ((k2)fn)(a[0].p, a[1].p);
    case 3: return ((k3)fn)(a[0].p, a[1].p, a[2].p);
    case 4: return ((k4)fn)(a[0].p, a[1].p, a[2].p, a[3].p);
    case 5: return ((k5)fn)(a[0].p, a[1].p, a[2].p, a[3].p, a[4].p);
    case 6: return ((k6)fn)(a[0].p, a[1].p, a[2].p, a[3].p, a[4].p, a[5].p);
    case 7: return ((k7)fn)(a[0].p, a[1].p, a[2].p, a[3].p, a[4].p, a[5].p, a[6].p);
    default: return ((k8)fn)(a[0].p, a[1].p, a[2].p, a[3].p, a[4].p, a[5].p, a[6].p, a[7].p);
  }
}

static int matches(PyObject *a, const Spec *s) {
  const int need = NPY_ARRAY_C_CONTIGUOUS | NPY_ARRAY_ALIGNED;
  if (Py_TYPE(a) != &PyArray_Type) return 0;
  PyArrayObject *x = (PyArrayObject *)a;
  if (PyArray_NDIM(x) != s->nd || PyArray_TYPE(x) != s->type || (PyArray_FLAGS(x) & need) != need ||
      !PyArray_ISNOTSWAPPED(x))
    return 0;
  const npy_intp *dims = PyArray_DIMS(x);
  for (int d = 0; d < s->nd; d++)
    if (dims[d] != s->shape[d]) return 0;
  return 1;
}

static int writeable(PyObject *a) { return (PyArray_FLAGS((PyArrayObject *)a) & NPY_ARRAY_WRITEABLE) != 0; }

/* Whether two C-contiguous arrays' bytes overlap (np.may_share_memory's answer for them). */
static int overlap(PyObject *a, PyObject *b) {
  char *pa = PyArray_DATA((PyArrayObject *)a), *pb = PyArray_DATA((PyArrayObject *)b);
  npy_intp na = PyArray_NBYTES((PyArrayObject *)a), nb = PyArray_NBYTES((PyArrayObject *)b);
  return na > 0 && nb > 0 && pa < pb + nb && pb < pa + na;
}

/* An integer type's range as doubles: lo <= x < hi1 (both 0 or powers of two, exact). */
static void int_range(int type, double *lo, double *hi1) {
  int bits = type == NPY_INT8 || type == NPY_UINT8 ? 8 : type == NPY_INT16 || type == NPY_UINT16 ? 16
             : type == NPY_INT32 || type == NPY_UINT32 ? 32 : 64;
  int is_signed = PyTypeNum_ISSIGNED(type);
  *lo = is_signed ? -ldexp(1.0, bits - 1) : 0.0;
  *hi1 = ldexp(1.0, is_signed ? bits - 1 : bits);
}

static void store_int(int type, int64_t v, uint64_t u, int unsigned_big, Slot *s) {
  switch (type) {
    case NPY_INT8: s->i8 = (int8_t)v; break;
    case NPY_INT16: s->i16 = (int16_t)v; break;
    case NPY_INT32: s->i32 = (int32_t)v; break;
    case NPY_UINT8: s->u8 = (uint8_t)v; break;
    case NPY_UINT16: s->u16 = (uint16_t)v; break;
    case NPY_UINT32: s->u32 = (uint32_t)v; break;
    case NPY_UINT64: s->u64 = unsigned_big ? u : (uint64_t)v; break;
    default: s->i64 = v; break; /* NPY_INT64 (NPY_LONG or NPY_LONGLONG) */
  }
}

/* An integer parameter's value: a Python int in range, an integral float in range, a bool, or a
 * numpy scalar of the parameter's own type (converter's shortcuts); 0 for anything else. */
static int convert_int(PyObject *x, int type, PyObject *own, Slot *s) {
  PyTypeObject *t = Py_TYPE(x);
  double lo, hi1;
  int_range(type, &lo, &hi1);
  if (t == &PyLong_Type) {
    int over;
    long long v = PyLong_AsLongLongAndOverflow(x, &over);
    if (over == 0 && !(v == -1 && PyErr_Occurred())) {
      if (type == NPY_UINT64 ? v < 0 : type != NPY_INT64 && ((double)v < lo || (double)v >= hi1)) return 0;
      store_int(type, v, 0, 0, s);
      return 1;
    }
    PyErr_Clear();
    if (over > 0 && type == NPY_UINT64) { /* (2**63 to 2**64 - 1) */
      unsigned long long u = PyLong_AsUnsignedLongLong(x);
      if (u == (unsigned long long)-1 && PyErr_Occurred()) {
        PyErr_Clear();
        return 0;
      }
      store_int(type, 0, u, 1, s);
      return 1;
    }
    return 0;
  }
  if (t == &PyFloat_Type) {
    double v = PyFloat_AS_DOUBLE(x);
    if (!(v >= lo && v < hi1) || v != floor(v)) return 0; /* (NaN fails the first test) */
    if (type == NPY_UINT64 && v >= ldexp(1.0, 63))
      store_int(type, 0, (uint64_t)v, 1, s);
    else
      store_int(type, (int64_t)v, 0, 0, s);
    return 1;
  }
  if (t == &PyBool_Type) {
    store_int(type, x == Py_True, 0, 0, s);
    return 1;
  }
  if ((PyObject *)t == own) {
    union { int64_t i64; uint64_t u64; int32_t i32; uint32_t u32; int16_t i16; uint16_t u16; int8_t i8; uint8_t u8; } v;
    PyArray_ScalarAsCtype(x, &v);
    switch (type) {
      case NPY_INT8: s->i8 = v.i8; break;
      case NPY_INT16: s->i16 = v.i16; break;
      case NPY_INT32: s->i32 = v.i32; break;
      case NPY_UINT8: s->u8 = v.u8; break;
      case NPY_UINT16: s->u16 = v.u16; break;
      case NPY_UINT32: s->u32 = v.u32; break;
      case NPY_UINT64: s->u64 = v.u64; break;
      default: s->i64 = v.i64; break;
    }
    return 1;
  }
  return 0;
}

/* A float parameter's value (float16 and float32 are passed as float, float64 as double): a Python
 * float (float32: below its overflow; float16: never, converter rounds it), a Python int the type
 * holds exactly, a bool, or a numpy scalar of the parameter's own type; 0 for anything else. */
static int convert_float(PyObject *x, int type, PyObject *own, Slot *s) {
  PyTypeObject *t = Py_TYPE(x);
  double v;
  if (t == &PyFloat_Type) {
    v = PyFloat_AS_DOUBLE(x);
    if (type == NPY_DOUBLE) {
      s->d = v;
      return 1;
    }
    const double over = ldexp(1.0, 128) - ldexp(1.0, 103); /* rounds to inf in float32 */
    if (type != NPY_FLOAT || !(-over < v && v < over)) return 0;
    s->f = (float)v;
    return 1;
  }
  if (t == &PyLong_Type) {
    int over;
    long long i = PyLong_AsLongLongAndOverflow(x, &over);
    long long exact = type == NPY_DOUBLE ? 1LL << 53 : type == NPY_FLOAT ? 1LL << 24 : 1LL << 11;
    if (over != 0 || (i == -1 && PyErr_Occurred()) || i < -exact || i > exact) {
      PyErr_Clear();
      return 0;
    }
    v = (double)i;
  } else if (t == &PyBool_Type) {
    v = x == Py_True;
  } else if ((PyObject *)t == own) {
    v = PyFloat_AsDouble(x); /* (a numpy float scalar: exact in double) */
    if (v == -1.0 && PyErr_Occurred()) {
      PyErr_Clear();
      return 0;
    }
  } else {
    return 0;
  }
  if (type == NPY_DOUBLE)
    s->d = v;
  else
    s->f = (float)v;
  return 1;
}

static int convert_bool(PyObject *x, PyObject *own, Slot *s) {
  PyTypeObject *t = Py_TYPE(x);
  if (t == &PyBool_Type) {
    s->b = x == Py_True;
    return 1;
  }
  if (t == &PyLong_Type) {
    int over;
    long long i = PyLong_AsLongLongAndOverflow(x, &over);
    if (over != 0 || (i != 0 && i != 1)) {
      PyErr_Clear();
      return 0;
    }
    s->b = i == 1;
    return 1;
  }
  if (t == &PyFloat_Type) {
    double v = PyFloat_AS_DOUBLE(x);
    if (v != 0.0 && v != 1.0) return 0;
    s->b = v == 1.0;
    return 1;
  }
  if ((PyObject *)t == own) {
    npy_bool v;
    PyArray_ScalarAsCtype(x, &v);
    s->b = v != 0;
    return 1;
  }
  return 0;
}

static int convert(PyObject *x, int type, PyObject *own, Slot *s) {
  if (type == NPY_BOOL) return convert_bool(x, own, s);
  if (type == NPY_HALF || type == NPY_FLOAT || type == NPY_DOUBLE) return convert_float(x, type, own, s);
  return convert_int(x, type, own, s);
}

/* The parameters' values bound from args (then kwargs, by name), as the C arguments take them;
 * 0 where the call is not this plan's, -1 on an error. */
static int bind(Plan *p, PyObject *args, PyObject *kwargs, PyObject **val, Slot *pv) {
  if (!PyTuple_CheckExact(args)) return 0;
  Py_ssize_t na = PyTuple_GET_SIZE(args), nk = 0;
  if (kwargs != NULL && kwargs != Py_None) {
    if (!PyDict_CheckExact(kwargs)) return 0;
    nk = PyDict_GET_SIZE(kwargs);
  }
  if (na > p->n_params || na + nk != p->n_params) return 0;
  for (int i = 0; i < p->n_params; i++) {
    if (i < na) {
      val[i] = PyTuple_GET_ITEM(args, i);
    } else { /* (n_params - na names, each found: kwargs holds exactly these) */
      val[i] = PyDict_GetItemWithError(kwargs, PyTuple_GET_ITEM(p->names, i));
      if (val[i] == NULL) return PyErr_Occurred() ? -1 : 0;
    }
    if (p->scalar[i] < 0) {
      if (!matches(val[i], &p->in[i])) return 0;
      pv[i].p = PyArray_DATA((PyArrayObject *)val[i]);
    } else if (!convert(val[i], p->scalar[i], PyTuple_GET_ITEM(p->owns, i), &pv[i])) {
      return 0;
    }
  }
  return 1;
}

/* The caller's out= arrays (new references in res), or 0 where they are not such as the plan takes. */
static int given_outputs(Plan *p, PyObject *out, PyObject **val, PyObject **res) {
  PyObject *const *items;
  Py_ssize_t n;
  if (Py_TYPE(out) == &PyArray_Type) {
    items = &out, n = 1;
  } else if (PyTuple_CheckExact(out)) {
    items = &PyTuple_GET_ITEM(out, 0), n = PyTuple_GET_SIZE(out);
  } else if (PyList_CheckExact(out)) {
    items = &PyList_GET_ITEM(out, 0), n = PyList_GET_SIZE(out);
  } else {
    return 0;
  }
  if (n != p->n_out) return 0;
  for (int k = 0; k < p->n_out; k++) {
    PyObject *a = items[k];
    if (!matches(a, &p->out[k]) || !writeable(a)) return 0;
    for (int j = 0; j < k; j++)
      if (overlap(a, items[j])) return 0;
    for (int i = 0; i < p->n_params; i++)
      if (p->scalar[i] < 0 && overlap(a, val[i])) return 0;
  }
  for (int k = 0; k < p->n_out; k++) {
    Py_INCREF(items[k]);
    res[k] = items[k];
  }
  return 1;
}

/* Fresh outputs (new references in res), or 0 where one is not what the plan expects. */
static int fresh_outputs(Plan *p, PyObject **res) {
  for (int k = 0; k < p->n_out; k++) {
    res[k] = PyObject_CallNoArgs(PyTuple_GET_ITEM(p->allocs, k));
    if (res[k] == NULL || !matches(res[k], &p->out[k]) || !writeable(res[k])) {
      PyErr_Clear(); /* (the checked path allocates again and says what went wrong) */
      for (int j = 0; j <= k; j++) Py_XDECREF(res[j]);
      return 0;
    }
  }
  return 1;
}

/* This thread's temporaries, as the checked path keeps them (Calls.temporaries): *last holds them
 * (a new reference); 0 where they are not there yet (the checked path makes them). */
static int temporaries(Plan *p, PyObject **last, Slot *tv) {
  *last = NULL;
  if (p->n_temp == 0) return 1;
  PyObject *got = PyObject_GetAttr(p->scratch, str_temps);
  if (got == NULL) {
    PyErr_Clear();
    return 0;
  }
  if (!PyTuple_CheckExact(got) || PyTuple_GET_SIZE(got) != 2 || !PyDict_CheckExact(PyTuple_GET_ITEM(got, 1)))
    goto no;
  int same = PyObject_RichCompareBool(PyTuple_GET_ITEM(got, 0), p->key, Py_EQ);
  if (same <= 0) {
    PyErr_Clear();
    goto no;
  }
  PyObject *bufs = PyTuple_GET_ITEM(got, 1);
  for (int t = 0; t < p->n_temp; t++) {
    PyObject *a = PyDict_GetItemWithError(bufs, PyTuple_GET_ITEM(p->temp_names, t));
    if (a == NULL || !matches(a, &p->temp[t]) || !writeable(a)) {
      PyErr_Clear();
      goto no;
    }
    tv[t].p = PyArray_DATA((PyArrayObject *)a);
  }
  for (int t = 0; t < p->n_temp; t++)
    if (p->zero[t]) {
      PyArrayObject *a = (PyArrayObject *)PyDict_GetItem(bufs, PyTuple_GET_ITEM(p->temp_names, t));
      memset(PyArray_DATA(a), 0, PyArray_NBYTES(a));
    }
  *last = got;
  return 1;
no:
  Py_DECREF(got);
  return 0;
}

static PyObject *plan_run(Plan *p, PyObject *const *argv, Py_ssize_t argc) {
  if (argc < 1 || argc > 3) {
    PyErr_SetString(PyExc_TypeError, "run(args, kwargs=None, out=None)");
    return NULL;
  }
  PyObject *kwargs = argc > 1 ? argv[1] : NULL, *out = argc > 2 ? argv[2] : Py_None;
  PyObject *val[MAX_ARGS], *res[MAX_ARGS], *last;
  Slot pv[MAX_ARGS], tv[MAX_ARGS], a[MAX_ARGS];
  int ok = bind(p, argv[0], kwargs, val, pv);
  if (ok <= 0) {
    if (ok < 0) return NULL;
    Py_RETURN_NONE;
  }
  if (out == Py_None ? p->needs_out || !fresh_outputs(p, res) : !given_outputs(p, out, val, res)) Py_RETURN_NONE;
  if (!temporaries(p, &last, tv)) {
    for (int k = 0; k < p->n_out; k++) Py_DECREF(res[k]);
    Py_RETURN_NONE;
  }
  for (int j = 0; j < p->n_c; j++) {
    int i = p->index[j];
    switch (p->from[j]) {
      case FROM_PARAM: a[j] = pv[i]; break;
      case FROM_OUT: a[j].p = PyArray_DATA((PyArrayObject *)res[i]); break;
      case FROM_TEMP: a[j] = tv[i]; break;
      default: a[j] = p->konst[j]; break;
    }
  }
  int status;
  Py_BEGIN_ALLOW_THREADS
  status = p->tramp != NULL ? p->tramp(p->fn, a) : call(p->fn, p->n_c, a);
  Py_END_ALLOW_THREADS
  Py_XDECREF(last);
  if (status || (p->owner != Py_None && PyObject_SetAttr(p->owner, p->name, p->value) < 0)) {
    for (int k = 0; k < p->n_out; k++) Py_DECREF(res[k]);
    return status ? PyLong_FromLong(status) : NULL;
  }
  if (p->n_out == 1) return res[0];
  PyObject *tuple = PyTuple_New(p->n_out);
  if (tuple == NULL) {
    for (int k = 0; k < p->n_out; k++) Py_DECREF(res[k]);
    return NULL;
  }
  for (int k = 0; k < p->n_out; k++) PyTuple_SET_ITEM(tuple, k, res[k]);
  return tuple;
}

static int spec_of(PyObject *spec, Spec *s) {
  PyObject *dims;
  if (!PyArg_ParseTuple(spec, "O!i", &PyTuple_Type, &dims, &s->type)) return -1;
  Py_ssize_t n = PyTuple_GET_SIZE(dims);
  if (n > MAX_RANK) {
    PyErr_SetString(PyExc_ValueError, "too many dimensions");
    return -1;
  }
  s->nd = (int)n;
  for (Py_ssize_t d = 0; d < n; d++) {
    s->shape[d] = PyLong_AsSsize_t(PyTuple_GET_ITEM(dims, d));
    if (s->shape[d] == -1 && PyErr_Occurred()) return -1;
  }
  return 0;
}

static int specs_of(PyObject *specs, Spec *s, int *n) {
  if (!PyTuple_Check(specs) || PyTuple_GET_SIZE(specs) > MAX_ARGS) {
    PyErr_SetString(PyExc_ValueError, "specs: a tuple of at most 32 (shape, type number)");
    return -1;
  }
  *n = (int)PyTuple_GET_SIZE(specs);
  for (int i = 0; i < *n; i++)
    if (!PyTuple_Check(PyTuple_GET_ITEM(specs, i)) || spec_of(PyTuple_GET_ITEM(specs, i), &s[i]) < 0) {
      if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "a spec is (shape, type number)");
      return -1;
    }
  return 0;
}

/* Plan(address, trampoline address or 0, names, params, owns, outputs, allocs, needs_out, temps,
 *      zero, scratch, key, temp_names, cargs, owner, name, value):
 * params: per parameter (shape, type number) for an array, or its scalar type number (an int);
 * owns: per parameter its numpy scalar type (None for an array); outputs, temps: (shape, type
 * number); zero: per temporary whether to zero it; cargs: per C argument (FROM_*, index or constant). */
static PyObject *plan_new(PyTypeObject *type, PyObject *args, PyObject *kw) {
  PyObject *addr, *tramp, *names, *params, *owns, *outputs, *allocs, *temps, *zero, *scratch, *key, *temp_names,
      *cargs, *owner, *name, *value;
  int needs_out;
  if (!PyArg_ParseTuple(args, "O!O!O!O!O!O!O!pO!O!OOO!O!OUO", &PyLong_Type, &addr, &PyLong_Type, &tramp,
                        &PyTuple_Type, &names, &PyTuple_Type, &params, &PyTuple_Type, &owns, &PyTuple_Type,
                        &outputs, &PyTuple_Type, &allocs, &needs_out, &PyTuple_Type, &temps, &PyTuple_Type, &zero,
                        &scratch, &key, &PyTuple_Type, &temp_names, &PyTuple_Type, &cargs, &owner, &name, &value))
    return NULL;
  Py_ssize_t np_ = PyTuple_GET_SIZE(params), nc = PyTuple_GET_SIZE(cargs);
  if (np_ > MAX_ARGS || nc > MAX_ARGS || nc < 1 || PyTuple_GET_SIZE(names) != np_ || PyTuple_GET_SIZE(owns) != np_ ||
      PyTuple_GET_SIZE(allocs) != PyTuple_GET_SIZE(outputs) || PyTuple_GET_SIZE(zero) != PyTuple_GET_SIZE(temps) ||
      PyTuple_GET_SIZE(temp_names) != PyTuple_GET_SIZE(temps) || PyTuple_GET_SIZE(outputs) < 1) {
    PyErr_SetString(PyExc_ValueError, "a plan takes at most 32 parameters and C arguments, and one output or more");
    return NULL;
  }
  Plan *p = PyObject_GC_New(Plan, type);
  if (p == NULL) return NULL;
  p->fn = PyLong_AsVoidPtr(addr);
  p->tramp = (int (*)(void *, const Slot *))PyLong_AsVoidPtr(tramp);
  p->n_params = (int)np_, p->n_c = (int)nc, p->needs_out = needs_out;
  PyObject **refs[] = {&names, &owns, &allocs, &scratch, &key, &temp_names, &owner, &name, &value};
  for (size_t r = 0; r < sizeof refs / sizeof *refs; r++) Py_INCREF(*refs[r]);
  p->names = names, p->owns = owns, p->allocs = allocs, p->scratch = scratch, p->key = key;
  p->temp_names = temp_names, p->owner = owner, p->name = name, p->value = value;
  PyObject_GC_Track(p);
  if (PyErr_Occurred() || specs_of(outputs, p->out, &p->n_out) < 0 || specs_of(temps, p->temp, &p->n_temp) < 0)
    goto fail;
  if (!p->tramp && p->n_c > 8) {
    PyErr_SetString(PyExc_ValueError, "more than 8 arguments need a trampoline");
    goto fail;
  }
  for (int i = 0; i < p->n_params; i++) {
    PyObject *spec = PyTuple_GET_ITEM(params, i);
    if (PyLong_Check(spec)) {
      p->scalar[i] = (int)PyLong_AsLong(spec);
    } else {
      p->scalar[i] = -1;
      if (!PyTuple_Check(spec) || spec_of(spec, &p->in[i]) < 0) goto fail;
    }
  }
  for (int t = 0; t < p->n_temp; t++) p->zero[t] = PyObject_IsTrue(PyTuple_GET_ITEM(zero, t));
  for (int j = 0; j < p->n_c; j++) {
    long long v;
    if (!PyArg_ParseTuple(PyTuple_GET_ITEM(cargs, j), "iL", &p->from[j], &v)) goto fail;
    int bound = p->from[j] == FROM_PARAM ? p->n_params : p->from[j] == FROM_OUT ? p->n_out
                : p->from[j] == FROM_TEMP ? p->n_temp : -1;
    if (bound >= 0 && (v < 0 || v >= bound)) {
      PyErr_SetString(PyExc_ValueError, "a C argument's index is out of range");
      goto fail;
    }
    p->index[j] = (int)v;
    p->konst[j].l = (long)v;
  }
  if (PyErr_Occurred()) goto fail;
  return (PyObject *)p;
fail:
  if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "a spec is (shape, type number)");
  Py_DECREF(p);
  return NULL;
}

static int plan_traverse(Plan *p, visitproc visit, void *arg) {
  Py_VISIT(p->owns);
  Py_VISIT(p->allocs);
  Py_VISIT(p->scratch);
  Py_VISIT(p->key);
  Py_VISIT(p->owner);
  Py_VISIT(p->value);
  return 0;
}

static int plan_clear(Plan *p) {
  Py_CLEAR(p->names);
  Py_CLEAR(p->owns);
  Py_CLEAR(p->allocs);
  Py_CLEAR(p->scratch);
  Py_CLEAR(p->key);
  Py_CLEAR(p->temp_names);
  Py_CLEAR(p->owner);
  Py_CLEAR(p->name);
  Py_CLEAR(p->value);
  return 0;
}

static void plan_dealloc(Plan *p) {
  PyObject_GC_UnTrack(p);
  plan_clear(p);
  PyObject_GC_Del(p);
}

static PyMethodDef plan_methods[] = {
  {"run", (PyCFunction)(void (*)(void))plan_run, METH_FASTCALL,
   "run(args, kwargs=None, out=None): the output(s), a fault's status, or None (not this plan's call)"},
  {NULL, NULL, 0, NULL},
};

static PyTypeObject PlanType = {
  PyVarObject_HEAD_INIT(NULL, 0)
  .tp_name = "_polyopt_fastcall.Plan",
  .tp_basicsize = sizeof(Plan),
  .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
  .tp_doc = "One planned call of a kernel (polyopt/runtime/fastcall.py)",
  .tp_new = plan_new,
  .tp_traverse = (traverseproc)plan_traverse,
  .tp_clear = (inquiry)plan_clear,
  .tp_dealloc = (destructor)plan_dealloc,
  .tp_methods = plan_methods,
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_polyopt_fastcall", NULL, -1, NULL};

PyMODINIT_FUNC PyInit__polyopt_fastcall(void) {
  import_array();
  str_temps = PyUnicode_InternFromString("temps");
  if (str_temps == NULL || PyType_Ready(&PlanType) < 0) return NULL;
  PyObject *m = PyModule_Create(&module);
  if (m == NULL) return NULL;
  Py_INCREF(&PlanType);
  if (PyModule_AddObject(m, "Plan", (PyObject *)&PlanType) < 0) {
    Py_DECREF(&PlanType);
    Py_DECREF(m);
    return NULL;
  }
  return m;
}
