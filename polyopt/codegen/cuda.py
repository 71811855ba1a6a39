"""CUDA target: map a schedule onto a grid of thread blocks, as PPCG and Tensor Comprehensions do.

``cuda_pipeline(scop, deps, options, sizes)`` schedules ``scop`` with isl (sizes as parameters,
so the mapping is the same at every size), cuts the schedule into nests (the children of the
top-level sequence) and turns every nest into one ``__global__`` function, launched in order.
Nests that reduce along rows go to the row kernels of ``cuda_rows.py``; every other nest passes
through these modules, each a step with a small interface:

==================  ===============================================================================
cuda_mapping.py     ``choose_mapping``: which members become blockIdx / threadIdx, tiles, register
                    tiles, folds (a ``Mapping``: the schedule-level decisions)
cuda_space.py       ``kernel_space``: the nest under its mapping as isl sets and functions
                    (``KernelSpace``: instances per thread, block-level steps, register slots)
cuda_promotion.py   ``promote``: registers and shared arrays, 128-bit copies, double buffering
                    (a ``Promotion``)
cuda_kernel.py      ``build_kernel``: the block-level schedule (copies, barriers, register loads and
                    stores) and its AST, the launch plan of the kernel
cuda_print.py       ``print_kernel``: the AST and a ``KernelLayout`` -> ``__global__`` text
cuda_launch.py      ``CudaKernel`` and ``CudaCompiled``: the launch plan and the result
cuda_host.py        ``host_split``: a nest whose outermost band has no parallel member gets a loop on
                    the host (a time loop, a wavefront), one launch of its kernels per iteration
==================  ===============================================================================

Limits: only the outermost band of a nest (below its host loop, if any) is mapped (a nest whose
parallelism is deeper still runs on one thread); shared promotion needs a constant-size box
footprint (no gathers, no tensors written in the
nest); the launch plan uses static shared memory only (``shared_bytes`` is informative: the
dynamic amount to pass at launch is 0).
"""

from __future__ import annotations

import math
from dataclasses import replace

import islpy as isl

from polyopt.codegen import cuda_rows, cuda_rows_print
from polyopt.codegen.c import one_line
from polyopt.codegen.cnames import cname
from polyopt.codegen.cuda_host import HOST_VAR, HostSplit, nests, plan_nest
from polyopt.codegen.cuda_isl import names, union_set
from polyopt.codegen.cuda_kernel import Kernel, build_kernel
from polyopt.codegen.cuda_launch import FULL_TILES, CudaCompiled, CudaKernel, HostLoop, KernelArg, evaluate
from polyopt.codegen.cuda_mapping import DEFAULT_BLOCK, MAX_THREADS, Setting, choose_mapping, summed_tensor
from polyopt.codegen.loops import Block, For, If, Mark, Node
from polyopt.codegen.prelude import division_helpers, special_helpers, used_helpers
from polyopt.errors import PolyoptError, ScheduleError
from polyopt.options import Options
from polyopt.poly import tree as T
from polyopt.poly.deps import Dependences
from polyopt.poly.scop import Scop
from polyopt.schedule.program import program_order
from polyopt.schedule.schedule import Schedule
from polyopt.schedule.scheduler import isl_schedule, unfuse_contractions
from polyopt.schedule.strides import stride_one_member
from polyopt.target import Gpu

__all__ = ["CudaCompiled", "CudaKernel", "KernelArg", "cuda_pipeline", "evaluate", "DEFAULT_BLOCK", "MAX_THREADS"]


def cuda_pipeline(scop: Scop, deps: Dependences, options: Options, sizes: dict[str, int] | None,
                  sched: T.Root | None = None, gpu: Gpu | None = None) -> CudaCompiled:
    """scop -> GPU mapping -> ``.cu`` text and launch plan (``sizes`` None: size-generic kernels).

    ``sched`` replaces isl's schedule (a schedule tree over the scop's statements); ``gpu`` gives
    the device's limits (default: an H100/H200's, ``Gpu.defaults()``).
    """
    if scop.storage:  # the GPU code indexes every step: a scop modeled for it keeps them (driver.model)
        raise PolyoptError(f"{scop.checked.definition.name}: the CUDA back end needs a model that keeps every "
                           f"step, not one with {', '.join(c.tensor for c in scop.storage)} stored modulo a few "
                           "steps (driver.model(..., contract=False))")
    gpu = gpu if gpu is not None else Gpu.defaults()
    context = scop.fixed_context(sizes) if sizes is not None else scop.context
    notes: list[str] = []
    if sched is not None:
        root = sched
    elif options.schedule == "program":
        root = program_order(scop).root
    else:
        try:
            root = isl_schedule(scop, deps, options, None)
            if options.fusion == "smart":  # (mlp2's two products in one skewed band: one thread a row)
                root = unfuse_contractions(root, scop, deps, options)
        except ScheduleError as e:
            notes.append(f"{e}; program order")
            root = program_order(scop).root
    setting = Setting(scop, deps.all, options, sizes, context, gpu)
    domain = root.domain.intersect_params(context)
    kernels, shown, program = [], [], []
    parts = [(dom, node) for dom, node in nests(root.child, domain) if not dom.is_empty()]
    if sched is None:
        parts = fuse_maps(parts, scop, deps.all)
    for item in cuda_rows.plan(scop, deps, sizes, context, parts) if sched is None else [("nest", *n) for n in parts]:
        if item[0] == "rows":  # a run of nests that reduces along rows: row kernels (codegen/cuda_rows.py)
            row = cuda_rows_print.row_kernels(item[1], scop, sizes, len(kernels))
            kernels += [Kernel(replace(CudaKernel(k.name, k.grid, k.block, k.shared_bytes, k.args, k.statements,
                                                   k.mapping, k.shared, k.registers), aligned=k.aligned,
                                        scratch=k.scratch), k.text, None) for k in row]
            shown.append(cuda_rows_print.shown(item[1], row))
            notes += [f"{k.name}: {k.mapping}" for k in row]
            program += range(len(kernels) - len(row), len(kernels))
            continue
        for part in plan_nest(setting, *item[1:]):
            if not isinstance(part, HostSplit):
                for dom, mapping, k in _nest_kernels(setting, *part, len(kernels)):
                    if not mapping.mapped and mapping.band is not None:
                        plan = replace(k.plan, mapping=k.plan.mapping + "; no loop of it on the host leaves one")
                        k = replace(k, plan=plan)
                    kernels.append(k)
                    program.append(len(kernels) - 1)
                    shown.append(T.Filter(dom.universe(), T.Mark(f"kernel {k.plan.name}", k.shown)))
                    notes.append(f"{k.plan.name}: {k.plan.mapping}")
                continue
            body, inner = [], []
            for d, n, lo, hi in part.nests:
                k = build_kernel(part.setting, _name(scop, len(kernels)), d, choose_mapping(part.setting, d, n))
                plan = replace(k.plan, mapping=f"one launch per {part.text()} on the host; {k.plan.mapping}")
                k = replace(k, plan=plan)
                kernels.append(k)
                body.append((len(kernels) - 1, lo, hi))
                inner.append(T.Filter(_statements(root.domain, d), T.Mark(f"kernel {k.plan.name}", k.shown)))
                notes.append(f"{k.plan.name}: {k.plan.mapping}")
            program.append(HostLoop(HOST_VAR, T.member_text(part.member), tuple(body)))
            every = union_set(d for d, *_ in part.nests)
            body_shown = inner[0] if len(inner) == 1 else T.Sequence(tuple(inner))
            host = T.Band(isl.MultiUnionPwAff.from_union_pw_aff(part.member), (False,), False, body_shown)
            shown.append(T.Filter(_statements(root.domain, every), T.Mark(f"host loop {part.text()}", host)))
    if not shown:
        tree = T.LEAF
    elif len(shown) == 1:
        tree = shown[0].child
    else:
        tree = T.Sequence(tuple(shown))
    _within_limits([k.plan for k in kernels], gpu)
    schedule = Schedule(scop, T.Root(root.domain, tree), "cuda", tuple(notes))
    source = _source(setting, [k.text for k in kernels])
    fixed = tuple((k, int(sizes[k])) for k in scop.params) if sizes is not None else ()
    return CudaCompiled(fixed, scop, schedule, source, tuple(k.plan for k in kernels), options, sizes is None,
                        tuple(program) if any(isinstance(x, HostLoop) for x in program) else (),
                        _loop_tree(kernels, program))


def _nest_kernels(s: Setting, dom: isl.UnionSet, node: T.Node, first: int) -> list[tuple]:
    """``(instances, mapping, kernel)`` of the kernels of one nest: one, or for a sum split along
    its reduction (``cuda_mapping.split_reduction``) a kernel of its init (``O = 0``), then one whose
    blocks add their chunks' partial sums with ``atomicAdd`` (kept only where the sum went to
    registers: anything else would race)."""
    mapping = choose_mapping(s, dom, node, split=True)
    if mapping.split:
        inits = [st.domain for st in s.scop.statements if st.kind == "init"]
        init = union_set(inits).intersect(dom) if inits else isl.UnionSet.empty(dom.get_space())
        sums = dom.subtract(init)
        out = [] if init.is_empty() else [(init, choose_mapping(s, init, node))]
        out.append((sums, mapping))
        kernels = [(d, m, build_kernel(s, _name(s.scop, first + j), d, m)) for j, (d, m) in enumerate(out)]
        if summed_tensor(s, sums) in kernels[-1][2].plan.registers:
            return kernels
        mapping = choose_mapping(s, dom, node)
    return [(dom, mapping, build_kernel(s, _name(s.scop, first), dom, mapping))]


def _loop_tree(kernels: list[Kernel], program: list) -> Node:
    """``CudaCompiled.tree``: per launch of ``program``, in order, ``Mark("kernel NAME", loops)``
    (``loops`` the kernel's block-level loops, the threads' code of each step in place of its
    placeholder: see ``_threads_code``), a host loop's kernels under ``Mark("host loop ...")``."""
    def kernel(i: int) -> Node:
        k = kernels[i]
        if k.tree is None:  # a row kernel, printed from its row model
            return Mark(f"kernel {k.plan.name} (row kernel, no loop tree)", Block(()))
        return Mark(f"kernel {k.plan.name}", _threads_code(k.tree))
    out = []
    for step in program:
        if isinstance(step, HostLoop):
            out.append(Mark(f"host loop {step.var} = {step.member}", Block(tuple(kernel(i) for i, _, _ in step.body))))
        else:
            out.append(kernel(step))
    return Block(tuple(out))


def _threads_code(n: Node) -> Node:
    """The loop tree of a kernel with every statement bare (``User``) and every step placeholder
    (``po_work``, register loads ``po_pre`` and stores ``po_post``) replaced by the threads' code
    generated for it, under ``Mark(FULL_TILES, ...)`` where its steps are all of full tiles."""
    if isinstance(n, Mark) and n.name == "po_stmt":
        if "code" not in n.info:
            return n.body
        code = _threads_code(n.info["code"])
        return Mark(FULL_TILES, code) if n.info.get("full") else code
    if isinstance(n, For):
        return replace(n, body=_threads_code(n.body))
    if isinstance(n, If):
        return replace(n, then=_threads_code(n.then), other=None if n.other is None else _threads_code(n.other))
    if isinstance(n, Block):
        return Block(tuple(_threads_code(b) for b in n.body))
    if isinstance(n, Mark):
        return replace(n, body=_threads_code(n.body))
    return n


def _within_limits(plans: list[CudaKernel], gpu: Gpu) -> None:
    """A ``ScheduleError`` for a kernel whose block takes more threads or static shared memory than
    ``gpu`` allows (a launch would fail): the mappers size blocks for a data-center GPU's 1024
    threads and 48 KiB, and a smaller ``Gpu(...)`` given by the user is not planned for."""
    for k in plans:
        threads = math.prod(k.block)
        if threads > gpu.max_threads_per_block or k.shared_bytes > gpu.shared_per_block:
            raise ScheduleError(
                f"kernel {k.name} takes {threads} threads and {k.shared_bytes} bytes of shared memory a "
                f"block; the GPU allows {gpu.max_threads_per_block} and {gpu.shared_per_block}: the CUDA "
                "mapping is planned for 1024 threads and 48 KiB (smaller tile_sizes shrink the tiled "
                "kernels' blocks, not the row kernels')")


def _name(scop: Scop, index: int) -> str:
    return cname("k", scop.checked.definition.name) + f"_{index}"


def _statements(dom: isl.UnionSet, part: isl.UnionSet) -> isl.UnionSet:
    """The universe of the statements of ``dom`` that ``part`` (a subset with more parameters) has."""
    taken = names(part)
    sets = dom.get_set_list()
    return union_set(x.universe(x.get_space()) for x in (sets.get_at(i) for i in range(sets.n_set()))
                     if x.get_tuple_name() in taken)


def fuse_maps(nests: list[tuple[isl.UnionSet, T.Node]], scop: Scop, deps: isl.UnionMap
              ) -> list[tuple[isl.UnionSet, T.Node]]:
    """Neighbouring nests that are maps over the same points, one kernel: bands of statements
    (leaves below them) whose members are all parallel, with equal images, the same stride-one
    member and no dependence between them (isl puts independent statements in separate nests,
    whatever the fusion strategy). gelu_silu's ``G`` and ``Sl`` then read ``X`` once, in one launch.
    """
    out: list[tuple[isl.UnionSet, T.Node]] = []
    for dom, node in nests:
        if out and _fusible(out[-1], (dom, node), scop, deps):
            (d1, b1), b2 = out[-1], node
            band = T.Band(b1.schedule.union_add(b2.schedule), b1.coincident, True,
                          T.Sequence((T.Filter(d1.universe(), b1.child), T.Filter(dom.universe(), b2.child))))
            out[-1] = (d1.union(dom), band)
        else:
            out.append((dom, node))
    return out


def _fusible(first: tuple[isl.UnionSet, T.Node], second: tuple[isl.UnionSet, T.Node], scop: Scop,
             deps: isl.UnionMap) -> bool:
    (d1, b1), (d2, b2) = first, second
    if not all(isinstance(b, T.Band) and b.n and all(b.coincident) and not b.options for b in (b1, b2)):
        return False
    if b1.n != b2.n or b1.types() != b2.types() or not all(isinstance(b.child, T.Leaf | T.Sequence) for b in (b1, b2)):
        return False
    if not (deps.intersect_domain(d1).intersect_range(d2).is_empty() and
            deps.intersect_domain(d2).intersect_range(d1).is_empty()):
        return False
    def image(d, b):
        return d.apply(isl.UnionMap.from_multi_union_pw_aff(b.schedule))
    if not image(d1, b1).is_equal(image(d2, b2)):
        return False
    x = stride_one_member(b1, scop)
    return x is not None and x == stride_one_member(b2, scop)


def _source(setting: Setting, texts: list[str]) -> str:
    body = "\n".join(texts)
    helpers = used_helpers(_HELPERS, body)
    head = [f"// polyopt CUDA kernels for {setting.def_name}" +
            (" with " + ", ".join(f"{k}={v}" for k, v in setting.sizes.items()) if setting.sizes else
             " (size-generic)")]
    for s in setting.scop.statements:
        head.append(f"//   {s.name}: {one_line(s)}")
    prelude = _PRELUDE + ("#include <cuda_pipeline.h>\n" if "__pipeline_memcpy_async" in body else "")
    return "\n".join(head) + "\n" + prelude + "".join(h + "\n" for h in helpers) + "\n" + body


_PRELUDE = """#include <math.h>
#include <stdint.h>

"""

_HELPERS = {
    "po_floord": "static __device__ __forceinline__ long po_floord(long n, long d) "
                 "{ return n >= 0 ? n / d : -((-n + d - 1) / d); }",
    "po_min": "static __device__ __forceinline__ long po_min(long a, long b) { return a < b ? a : b; }",
    "po_max": "static __device__ __forceinline__ long po_max(long a, long b) { return a > b ? a : b; }",
    "po_chk": "static __device__ __forceinline__ long po_chk(long i, long n, int *err) "
              "{ if (i < 0 || i >= n) { atomicExch(err, 1); return 0; } return i; }",
    **division_helpers("static __device__ __forceinline__", "atomicExch(err, {code})"),
    **special_helpers("static __device__"),
}
