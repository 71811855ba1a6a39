/* A kernel call with no Python between the arguments and the C function (runtime/fastcall.py
 * builds this module once per Python and numpy, into the kernel cache).
 *
 * A Plan holds what one earlier call of a kernel checked: the inputs' ranks, shapes and types,
 * the output's, and the kernel's address. plan.run(args) takes a tuple of arguments; where each
 * is a numpy array (exactly) of the planned rank, shape and type, native byte order, C-contiguous
 * and aligned, it allocates the output, calls the kernel without the GIL and returns the output,
 * or the kernel's nonzero status as an int (the caller raises the fault); anything else returns
 * None, and the caller takes the checked path. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#define NPY_NO_DEPRECATED_API NPY_1_7_API_VERSION
#include <numpy/arrayobject.h>

#define MAX_ARGS 8 /* the inputs and the output */

typedef struct {
  PyObject_HEAD
  void *fn;
  int n_in;
  int nd[MAX_ARGS];
  int type[MAX_ARGS];
  npy_intp shape[MAX_ARGS][NPY_MAXDIMS];
  PyObject *alloc;                 /* () -> the output (a fresh C-contiguous array) */
  PyObject *owner, *name, *value;  /* setattr(owner, name, value) after a call; owner may be None */
} Plan;

typedef int (*k1)(void *);
typedef int (*k2)(void *, void *);
typedef int (*k3)(void *, void *, void *);
typedef int (*k4)(void *, void *, void *, void *);
typedef int (*k5)(void *, void *, void *, void *, void *);
typedef int (*k6)(void *, void *, void *, void *, void *, void *);
typedef int (*k7)(void *, void *, void *, void *, void *, void *, void *);
typedef int (*k8)(void *, void *, void *, void *, void *, void *, void *, void *);

/* The kernel's arguments are its arrays' pointers, in order: called through a function type of
 * as many pointers (the x86-64 and AArch64 calling conventions pass every pointer alike). */
static int call(void *fn, int n, void **p) {
  switch (n) {
    case 1: return ((k1)fn)(p[0]);
    case 2: return ((k2)fn)(p[0], p[1]);
    case 3: return ((k3)fn)(p[0], p[1], p[2]);
    case 4: return ((k4)fn)(p[0], p[1], p[2], p[3]);
    case 5: return ((k5)fn)(p[0], p[1], p[2], p[3], p[4]);
    case 6: return ((k6)fn)(p[0], p[1], p[2], p[3], p[4], p[5]);
    case 7: return ((k7)fn)(p[0], p[1], p[2], p[3], p[4], p[5], p[6]);
    default: return ((k8)fn)(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7]);
  }
}

static int matches(PyObject *a, int nd, int type, const npy_intp *shape) {
  const int need = NPY_ARRAY_C_CONTIGUOUS | NPY_ARRAY_ALIGNED;
  if (Py_TYPE(a) != &PyArray_Type) return 0;
  PyArrayObject *x = (PyArrayObject *)a;
  if (PyArray_NDIM(x) != nd || PyArray_TYPE(x) != type || (PyArray_FLAGS(x) & need) != need ||
      !PyArray_ISNOTSWAPPED(x))
    return 0;
  const npy_intp *dims = PyArray_DIMS(x);
  for (int d = 0; d < nd; d++)
    if (dims[d] != shape[d]) return 0;
  return 1;
}

static PyObject *plan_run(Plan *p, PyObject *args) {
  void *ptr[MAX_ARGS];
  if (!PyTuple_CheckExact(args) || PyTuple_GET_SIZE(args) != p->n_in) Py_RETURN_NONE;
  for (int i = 0; i < p->n_in; i++) {
    PyObject *a = PyTuple_GET_ITEM(args, i);
    if (!matches(a, p->nd[i], p->type[i], p->shape[i])) Py_RETURN_NONE;
    ptr[i] = PyArray_DATA((PyArrayObject *)a);
  }
  int o = p->n_in;
  PyObject *out = PyObject_CallNoArgs(p->alloc);
  if (out == NULL) { /* (the checked path allocates again and says what went wrong) */
    PyErr_Clear();
    Py_RETURN_NONE;
  }
  if (!matches(out, p->nd[o], p->type[o], p->shape[o]) ||
      !(PyArray_FLAGS((PyArrayObject *)out) & NPY_ARRAY_WRITEABLE)) {
    Py_DECREF(out);
    Py_RETURN_NONE;
  }
  ptr[o] = PyArray_DATA((PyArrayObject *)out);
  int status;
  Py_BEGIN_ALLOW_THREADS
  status = call(p->fn, o + 1, ptr);
  Py_END_ALLOW_THREADS
  if (p->owner != Py_None && PyObject_SetAttr(p->owner, p->name, p->value) < 0) {
    Py_DECREF(out);
    return NULL;
  }
  if (status) {
    Py_DECREF(out);
    return PyLong_FromLong(status);
  }
  return out;
}

static int shape_of(PyObject *spec, int *nd, int *type, npy_intp *shape) {
  PyObject *dims;
  if (!PyArg_ParseTuple(spec, "O!i", &PyTuple_Type, &dims, type)) return -1;
  Py_ssize_t n = PyTuple_GET_SIZE(dims);
  if (n > NPY_MAXDIMS) {
    PyErr_SetString(PyExc_ValueError, "too many dimensions");
    return -1;
  }
  *nd = (int)n;
  for (Py_ssize_t d = 0; d < n; d++) {
    shape[d] = PyLong_AsSsize_t(PyTuple_GET_ITEM(dims, d));
    if (shape[d] == -1 && PyErr_Occurred()) return -1;
  }
  return 0;
}

/* Plan(address, ((shape, type number), ...) for the inputs then the output, alloc, owner, name, value) */
static PyObject *plan_new(PyTypeObject *type, PyObject *args, PyObject *kw) {
  PyObject *addr, *specs, *alloc, *owner, *name, *value;
  if (!PyArg_ParseTuple(args, "O!O!OOUO", &PyLong_Type, &addr, &PyTuple_Type, &specs, &alloc, &owner, &name,
                        &value))
    return NULL;
  Py_ssize_t n = PyTuple_GET_SIZE(specs);
  if (n < 1 || n > MAX_ARGS) {
    PyErr_SetString(PyExc_ValueError, "a plan takes 0 to 7 inputs and an output");
    return NULL;
  }
  Plan *p = PyObject_GC_New(Plan, type);
  if (p == NULL) return NULL;
  p->fn = PyLong_AsVoidPtr(addr);
  p->n_in = (int)n - 1;
  Py_INCREF(alloc), Py_INCREF(owner), Py_INCREF(name), Py_INCREF(value);
  p->alloc = alloc, p->owner = owner, p->name = name, p->value = value;
  PyObject_GC_Track(p);
  for (Py_ssize_t i = 0; i < n; i++) {
    PyObject *spec = PyTuple_GET_ITEM(specs, i);
    if (!PyTuple_Check(spec) || shape_of(spec, &p->nd[i], &p->type[i], p->shape[i]) < 0) {
      if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "a spec is (shape, type number)");
      Py_DECREF(p);
      return NULL;
    }
  }
  if (p->fn == NULL && PyErr_Occurred()) {
    Py_DECREF(p);
    return NULL;
  }
  return (PyObject *)p;
}

static int plan_traverse(Plan *p, visitproc visit, void *arg) {
  Py_VISIT(p->alloc);
  Py_VISIT(p->owner);
  Py_VISIT(p->value);
  return 0;
}

static int plan_clear(Plan *p) {
  Py_CLEAR(p->alloc);
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
  {"run", (PyCFunction)plan_run, METH_O, "run(args): the output, a fault's status, or None (not this plan's call)"},
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
  if (PyType_Ready(&PlanType) < 0) return NULL;
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
