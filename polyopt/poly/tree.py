"""A schedule tree as frozen dataclasses, converted to and from isl's schedule trees.

Transformations are pure functions on this tree; ``to_isl`` rebuilds the isl schedule that the
AST generator reads. Band members are isl ``UnionPwAff`` (one affine function per statement).

>>> import islpy as isl
>>> dom = isl.UnionSet("[N] -> { S[i, j] : 0 <= i, j < N }")
>>> band = Band(isl.MultiUnionPwAff("[N] -> [{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]"), (True, True), True)
>>> print(render(Root(dom, band)).splitlines()[1])
  band [i, j] coincident [1, 1] permutable
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

import islpy as isl


class Node:
    """A node of the schedule tree."""


@dataclass(frozen=True)
class Leaf(Node):
    pass


LEAF = Leaf()


@dataclass(frozen=True)
class Band(Node):
    """Loops over the members of ``schedule`` (outermost first)."""
    schedule: isl.MultiUnionPwAff
    coincident: tuple[bool, ...]
    permutable: bool
    child: Node = LEAF
    loop_types: tuple[str, ...] = ()  # per member: "default", "unroll", "separate", "atomic"
    options: isl.UnionSet | None = field(default=None, compare=False)  # AST build options (isolate)
    role: str = ""  # "tile", "point" or "" (for explanations and plots)
    tile_sizes: tuple[int, ...] = ()

    @property
    def n(self) -> int:
        return self.schedule.dim(isl.dim_type.set)

    def member(self, k: int) -> isl.UnionPwAff:
        return self.schedule.get_at(k)

    def types(self) -> tuple[str, ...]:
        return self.loop_types or ("default",) * self.n


@dataclass(frozen=True)
class Filter(Node):
    filter: isl.UnionSet
    child: Node = LEAF


@dataclass(frozen=True)
class Sequence(Node):
    children: tuple[Filter, ...]


@dataclass(frozen=True)
class Mark(Node):
    """A named mark: ``parallel`` and ``vector`` mark the loop of the band just below."""
    name: str
    child: Node = LEAF


@dataclass(frozen=True)
class Root(Node):
    domain: isl.UnionSet
    child: Node = LEAF


# ---- isl -> python -------------------------------------------------------------------------------
_LOOP_TYPES = {"default": isl.ast_loop_type.default, "unroll": isl.ast_loop_type.unroll,
               "separate": isl.ast_loop_type.separate, "atomic": isl.ast_loop_type.atomic}
_LOOP_NAMES = {v: k for k, v in _LOOP_TYPES.items()}


def from_isl(sched: isl.Schedule) -> Root:
    """Convert an isl schedule tree (domain, bands, sequences, filters, marks)."""
    root = sched.get_root()
    return Root(root.domain_get_domain(), _from_node(root.child(0)) if root.has_children() else LEAF)


def _from_node(node: isl.ScheduleNode) -> Node:
    t = node.get_type()
    if t == isl.schedule_node_type.leaf:
        return LEAF
    if t == isl.schedule_node_type.band:
        n = node.band_n_member()
        return Band(node.band_get_partial_schedule(),
                    tuple(bool(node.band_member_get_coincident(k)) for k in range(n)),
                    bool(node.band_get_permutable()), _from_node(node.child(0)),
                    tuple(_LOOP_NAMES.get(node.band_member_get_ast_loop_type(k), "default") for k in range(n)))
    if t in (isl.schedule_node_type.sequence, isl.schedule_node_type.set):
        return Sequence(tuple(_from_node(node.child(i)) for i in range(node.n_children())))
    if t == isl.schedule_node_type.filter:
        return Filter(node.filter_get_filter(), _from_node(node.child(0)))
    if t == isl.schedule_node_type.mark:
        return Mark(node.mark_get_id().get_name(), _from_node(node.child(0)))
    raise NotImplementedError(f"schedule node type {t}")  # pragma: no cover


# ---- python -> isl -------------------------------------------------------------------------------
def to_isl(root: Root) -> isl.Schedule:
    """Build the isl schedule tree for ``root``."""
    node = isl.Schedule.from_domain(root.domain).get_root().child(0)
    node = _build(root.child, node)
    return node.get_schedule()


def _build(n: Node, node: isl.ScheduleNode) -> isl.ScheduleNode:
    """Insert ``n`` at the leaf ``node``; return a node at the same position (the inserted one)."""
    ctx = node.get_ctx()
    if isinstance(n, Leaf):
        return node
    if isinstance(n, Band):
        if n.n == 0:
            return _build(n.child, node)
        node = node.insert_partial_schedule(n.schedule)
        node = node.band_set_permutable(int(n.permutable))
        for k, c in enumerate(n.coincident):
            node = node.band_member_set_coincident(k, int(c))
        for k, lt in enumerate(n.types()):
            if lt != "default":
                node = node.band_member_set_ast_loop_type(k, _LOOP_TYPES[lt])
        if n.options is not None:
            node = node.band_set_ast_build_options(n.options)
        return _build(n.child, node.child(0)).parent()
    if isinstance(n, Mark):
        node = node.insert_mark(isl.Id(n.name, context=ctx))
        return _build(n.child, node.child(0)).parent()
    if isinstance(n, Sequence):
        filters = isl.UnionSetList.alloc(ctx, len(n.children))
        for f in n.children:
            filters = filters.add(f.filter)
        node = node.insert_sequence(filters)
        for i, f in enumerate(n.children):
            node = _build(f.child, node.child(i).child(0)).parent().parent()
        return node
    if isinstance(n, Filter):
        node = node.insert_filter(n.filter)
        return _build(n.child, node.child(0)).parent()
    raise TypeError(n)  # pragma: no cover


# ---- walking -------------------------------------------------------------------------------------
def children(n: Node) -> tuple[Node, ...]:
    if isinstance(n, Sequence):
        return n.children
    if isinstance(n, Band | Filter | Mark | Root):
        return (n.child,)
    return ()


def with_children(n: Node, kids: tuple[Node, ...]) -> Node:
    if isinstance(n, Sequence):
        return Sequence(tuple(kids))
    if isinstance(n, Band | Filter | Mark | Root):
        return replace(n, child=kids[0])
    return n


def bands(n: Node) -> list[Band]:
    """Every band, pre-order (the band numbering that transformations use)."""
    out = [n] if isinstance(n, Band) else []
    for c in children(n):
        out += bands(c)
    return out


def map_bands(n: Node, fn, counter=None) -> Node:
    """Rebuild the tree with ``fn(index, band) -> Node`` applied to every band (pre-order index)."""
    counter = counter if counter is not None else [0]
    if isinstance(n, Band):
        i = counter[0]
        counter[0] += 1
        new_child = map_bands(n.child, fn, counter)
        return fn(i, replace(n, child=new_child))
    kids = tuple(map_bands(c, fn, counter) for c in children(n))
    return with_children(n, kids) if kids else n


def member_text(u: isl.UnionPwAff) -> str:
    """A short text for a band member: ``i`` when every statement uses the same expression."""
    exprs = set()
    lst = u.get_pw_aff_list()
    for i in range(lst.n_pw_aff()):
        text = str(lst.get_at(i))
        m = re.search(r"->\s*\[\((.*)\)\]", text)
        exprs.add(m.group(1) if m else text)
    return exprs.pop() if len(exprs) == 1 else "{" + "; ".join(sorted(exprs)) + "}"


def render(n: Node, depth: int = 0) -> str:
    """The tree as indented text: bands with members, coincidence, marks, filters, sequences."""
    pad = "  " * depth
    if isinstance(n, Root):
        return f"{pad}domain {n.domain}\n" + render(n.child, depth + 1)
    if isinstance(n, Leaf):
        return ""
    if isinstance(n, Band):
        members = ", ".join(member_text(n.member(k)) for k in range(n.n))
        flags = f" coincident [{', '.join(str(int(c)) for c in n.coincident)}]"
        flags += " permutable" if n.permutable else ""
        if n.role:
            flags += f" ({n.role}" + (f" sizes {list(n.tile_sizes)}" if n.tile_sizes else "") + ")"
        if any(t != "default" for t in n.types()):
            flags += f" loop types {list(n.types())}"
        if n.options is not None:
            flags += " full/partial tiles separated"
        return f"{pad}band [{members}]{flags}\n" + render(n.child, depth + 1)
    if isinstance(n, Sequence):
        return f"{pad}sequence\n" + "".join(render(c, depth + 1) for c in n.children)
    if isinstance(n, Filter):
        return f"{pad}filter {n.filter}\n" + render(n.child, depth + 1)
    if isinstance(n, Mark):
        return f"{pad}mark {n.name}\n" + render(n.child, depth + 1)
    raise TypeError(n)  # pragma: no cover
