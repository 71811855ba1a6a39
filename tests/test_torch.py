"""polyopt.torch: kernels as torch.autograd.Functions, checked with torch.autograd.gradcheck and
against torch's own gradients of the library's convolutions."""

from __future__ import annotations

import contextlib
import re

import numpy as np
import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (make test installs the CPU build: "
                                            "see the Makefile's TORCH line)")

import polyopt as po  # noqa: E402
import polyopt.torch  # noqa: E402, F401
from kernels.registry import by_name, source  # noqa: E402

F = torch.nn.functional


def double(name: str) -> str:
    return re.sub(r"\bfloat\b", "double", source(by_name(name)))


@pytest.mark.parametrize("name, shapes, scalars", [
    ("matmul", [(5, 3), (3, 7)], []),
    ("softmax", [(4, 9)], []),
    ("layernorm", [(3, 11), (11,), (11,)], [1e-3]),
    ("conv2d_stride2", [(2, 3, 9, 8), (4, 3, 3, 2)], []),
    ("conv2d_same", [(1, 2, 6, 5), (3, 2, 3, 3)], []),
    ("maxpool2x2", [(1, 2, 5, 7)], []),
    ("gelu_silu", [(3, 5)], []),
    ("row_prod", [(3, 4)], []),
])
def test_gradcheck(name, shapes, scalars):
    case = by_name(name)
    fn = po.torch.function(double(name), case.entry)
    gen = torch.Generator().manual_seed(0)
    args = [torch.randn(*s, dtype=torch.float64, generator=gen, requires_grad=True) for s in shapes]
    assert torch.autograd.gradcheck(lambda *a: fn.apply(*a, *scalars), args, eps=1e-6, atol=1e-7)


def test_embedding_bag_gradcheck_and_integer_index():
    fn = po.torch.function(double("embedding_bag"), "embedding_bag")
    table = torch.randn(6, 5, dtype=torch.float64, requires_grad=True)
    idx = torch.tensor([[0, 3, 3], [5, 1, 0]])
    assert torch.autograd.gradcheck(lambda t: fn.apply(t, idx), (table,))


CONVS = {  # library case -> (torch's forward, input shape, weight shape)
    "conv2d_3x3_bias_relu": None,
    "conv2d_stride2": (lambda i, w: F.conv2d(i, w, stride=2), (2, 5, 13, 11), (7, 5, 3, 3)),
    "conv2d_same": (lambda i, w: F.conv2d(i, w, padding=1), (2, 5, 13, 11), (7, 5, 3, 3)),
    "conv2d_grouped": (lambda i, w: F.conv2d(i.flatten(1, 2), w.flatten(0, 1), groups=3).unflatten(1, (3, 4)),
                       (2, 3, 5, 10, 9), (3, 4, 5, 3, 2)),
    "conv2d_depthwise": (lambda i, w: F.conv2d(i, w[:, None], groups=w.shape[0]), (2, 6, 11, 13), (6, 3, 3)),
}


@pytest.mark.parametrize("name", [n for n in CONVS if CONVS[n] is not None] + ["conv2d_3x3_bias_relu"])
def test_convolution_gradients_match_torch(name):
    """float32 kernels (the scheduled, register-blocked code) against torch's conv2d gradients."""
    case = by_name(name)
    fn = po.torch.function(source(case), case.entry)
    gen = torch.Generator().manual_seed(1)
    if name == "conv2d_3x3_bias_relu":
        shapes = [(2, 5, 13, 11), (7, 5, 3, 3), (7,)]
        ref = lambda i, w, b: F.relu(F.conv2d(i, w, b))  # noqa: E731
    else:
        ref, ishape, wshape = CONVS[name]
        shapes = [ishape, wshape]
    ours = [torch.randn(*s, generator=gen, requires_grad=True) for s in shapes]
    theirs = [t.detach().clone().requires_grad_() for t in ours]
    out, want = fn.apply(*ours), ref(*theirs)
    torch.testing.assert_close(out, want, rtol=1e-4, atol=1e-4)
    seed = torch.randn(out.shape, generator=gen)
    out.backward(seed)
    want.backward(seed)
    for a, b in zip(ours, theirs):
        torch.testing.assert_close(a.grad, b.grad, rtol=1e-4, atol=1e-4)


class TinyMLP(torch.nn.Module):
    """Two polyopt layers inside a Module: parameters are torch's, the arithmetic polyopt's."""
    LINEAR = "def linear(float(N, I) X, float(O, I) W, float(O) b) -> (Y) { Y(n, o) +=! X(n, i) * W(o, i); " \
             "Y(n, o) = Y(n, o) + b(o) }"
    ACT = "def act(float(N, D) X) -> (Y) { Y(n, d) = tanh(X(n, d)) }"

    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.w1 = torch.nn.Parameter(torch.randn(8, 3) * 0.5)
        self.b1 = torch.nn.Parameter(torch.zeros(8))
        self.w2 = torch.nn.Parameter(torch.randn(1, 8) * 0.5)
        self.b2 = torch.nn.Parameter(torch.zeros(1))
        self.linear = po.torch.function(self.LINEAR)
        self.act = po.torch.function(self.ACT)

    def forward(self, x):
        return self.linear.apply(self.act.apply(self.linear.apply(x, self.w1, self.b1)), self.w2, self.b2)


def test_module_trains():
    model = TinyMLP()
    gen = torch.Generator().manual_seed(3)
    x = torch.randn(64, 3, generator=gen)
    y = (x[:, :1] * x[:, 1:2] - x[:, 2:]).tanh()
    opt = torch.optim.Adam(model.parameters(), lr=0.05)
    losses = []
    for _ in range(60):
        opt.zero_grad()
        loss = ((model(x) - y) ** 2).mean()
        loss.backward()
        opt.step()
        losses.append(loss.item())
    assert losses[-1] < 0.3 * losses[0]
    # the same model in plain torch gives the same gradients
    ref = lambda m: ((torch.tanh(x @ m.w1.T + m.b1) @ m.w2.T + m.b2 - y) ** 2).mean()  # noqa: E731
    model.zero_grad()
    ((model(x) - y) ** 2).mean().backward()
    ours = [p.grad.clone() for p in model.parameters()]
    model.zero_grad()
    ref(model).backward()
    for a, p in zip(ours, model.parameters()):
        torch.testing.assert_close(a, p.grad, rtol=1e-4, atol=1e-5)


@contextlib.contextmanager
def arguments_of(kernel):
    """The arguments every call of ``kernel``'s class receives while the block runs."""
    seen, real = [], kernel.__class__.__call__

    def spy(self, *args, **kw):
        seen.extend(args)
        return real(self, *args, **kw)
    kernel.__class__.__call__ = spy
    try:
        yield seen
    finally:
        kernel.__class__.__call__ = real


def test_cpu_tensors_are_not_copied():
    fn = po.torch.function("def scale(float(N) X) -> (Y) { Y(i) = 2.0 * X(i) }")
    x = torch.arange(5.0, requires_grad=True)
    with arguments_of(fn.kernels.kernel("c")) as arrays:
        fn.apply(x)
    assert np.shares_memory(arrays[0], x.detach().numpy())


def test_outputs_without_gradient_and_unused_outputs():
    """An output the loss does not use gets a zero d_O; an input outside wrt gets None."""
    src = "def two(float(N) X, float(N) Y) -> (A, B) { A(i) = X(i) * Y(i); B(i) = exp(X(i)) }"
    fn = po.torch.function(src, wrt="X")
    x, y = torch.rand(4, requires_grad=True), torch.rand(4, requires_grad=True)
    a, b = fn.apply(x, y)
    a.sum().backward()
    torch.testing.assert_close(x.grad, y.detach())
    assert y.grad is None


@pytest.mark.skipif(not torch.cuda.is_available(), reason="torch sees no CUDA device here: the CUDA path "
                                                          "runs where one is (and pycuda is installed)")
def test_cuda_tensors_stay_on_the_device():
    """Forward and backward take and return CUDA tensors: no host copy on the way in or out."""
    pytest.importorskip("pycuda", reason="pycuda is not installed: target='cuda' cannot run")
    fn = po.torch.function(source(by_name("matmul")), "matmul")
    a = torch.rand(33, 17, device="cuda", requires_grad=True)
    b = torch.rand(17, 9, device="cuda", requires_grad=True)
    with arguments_of(fn.kernels.kernel("cuda")) as seen:
        c = fn.apply(a, b)
    assert all(isinstance(x, torch.Tensor) and x.is_cuda for x in seen)
    assert c.is_cuda
    torch.testing.assert_close(c, a.detach() @ b.detach(), rtol=1e-4, atol=1e-4)
    (c * c).sum().backward()
    ga, gb = a.grad, b.grad
    assert ga.is_cuda and gb.is_cuda
    a2, b2 = a.detach().cpu().requires_grad_(), b.detach().cpu().requires_grad_()
    c2 = a2 @ b2
    (c2 * c2).sum().backward()
    torch.testing.assert_close(ga.cpu(), a2.grad, rtol=1e-3, atol=1e-3)
    torch.testing.assert_close(gb.cpu(), b2.grad, rtol=1e-3, atol=1e-3)


def test_the_cuda_path_hands_tensors_through():
    """The routing of the CUDA path, without a GPU: tensors kept as tensors, seeds made as tensors."""
    from polyopt.torch import _array, _tensor, _zeros
    t = torch.arange(6.0).reshape(2, 3)
    assert np.shares_memory(_array(t, "c"), t.numpy())  # the C target: a view, no copy
    assert np.array_equal(_array(t.t(), "c"), t.numpy().T)  # not contiguous: copied once
    assert np.shares_memory(_array(t, "cuda"), t.numpy())  # a CPU tensor for the CUDA target: host memory
    assert isinstance(_array(torch.tensor(2.5), "cuda"), np.ndarray)  # a 0-d tensor: a scalar by value
    z = _zeros((2, 3), "float32", "cuda", torch.device("cpu"))
    assert isinstance(z, torch.Tensor) and z.dtype == torch.float32 and z.shape == (2, 3)
    assert isinstance(_zeros((2,), "float64", "c", torch.device("cpu")), np.ndarray)
    out = torch.ones(3)
    assert _tensor(out, torch.device("cpu")) is out


def test_an_input_changed_in_place_before_backward_is_torchs_error():
    """The inputs were kept as numpy views: ``w.mul_(10)`` between forward and backward gave a
    gradient of the new values without a word (a helper's sweep); saved through torch now."""
    fn = po.torch.function("def f(double(N) X, double(N) W) -> (Y) { Y(i) = X(i) * W(i) }")
    x = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64, requires_grad=True)
    w = torch.tensor([4.0, 5.0, 6.0], dtype=torch.float64, requires_grad=True)
    y = fn.apply(x, w)
    with torch.no_grad():
        w.mul_(10)
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        y.sum().backward()


@pytest.mark.parametrize("name, shapes", [("matmul", [(3, 4), (4, 5)]), ("softmax", [(3, 6)]),
                                          ("gelu_silu", [(2, 5)])])
def test_second_derivatives_through_the_gradient_of_the_gradient(name, shapes):
    """``create_graph=True`` (a gradient penalty, Hessian-vector products): the gradient kernel
    ran outside torch's graph, so the second-order terms were dropped without a word (a helper's
    sweep: 23 off for a matmul); it is a Function of its own now, differentiated by ``po.grad`` of
    its text."""
    fn = po.torch.function(double(name), by_name(name).entry)
    gen = torch.Generator().manual_seed(1)
    args = [torch.randn(*s, dtype=torch.float64, generator=gen, requires_grad=True) for s in shapes]
    assert torch.autograd.gradgradcheck(fn.apply, args)


def test_tensors_numpy_cannot_read_are_argument_errors():
    """A 'meta' tensor and a bfloat16 one were torch's raw errors; a negated view is read as its
    values (``resolve_neg``), as torch's own operations do."""
    fn = po.torch.function("def mm(float(M, K) A, float(K, N) B) -> (C) { C(i, j) +=! A(i, k) * B(k, j) }")
    with pytest.raises(po.ArgumentError, match="'meta' device"):
        fn.apply(torch.empty(3, 4, device="meta"), torch.empty(4, 5, device="meta"))
    with pytest.raises(po.ArgumentError, match="bfloat16"):
        fn.apply(torch.ones(3, 4, dtype=torch.bfloat16), torch.ones(4, 5, dtype=torch.bfloat16))
    a, b = torch.randn(3, 4), torch.randn(4, 5)
    torch.testing.assert_close(fn.apply(torch._neg_view(a), b), -a @ b)
    # sparse and nested tensors were torch's raw RuntimeError from .contiguous() or .numpy()
    with pytest.raises(po.ArgumentError, match=r"sparse_coo tensor .*to_dense\(\)"):
        fn.apply(a.to_sparse(), b)
    with pytest.raises(po.ArgumentError, match=r"nested tensor .*to_padded_tensor"):
        fn.apply(torch.nested.nested_tensor([a, a], layout=torch.jagged), b)


def test_a_tensor_too_large_to_copy_is_a_shape_error_of_ours():
    """An expanded (stride 0) tensor whose contiguous copy does not fit in memory was torch's raw
    RuntimeError from ``.contiguous()``; strided tensors now reach the call as numpy views, which
    copies them (``runtime.call.allocate``: a ShapeError naming the argument and its size)."""
    fn = po.torch.function("def mm(float(M, K) A, float(K, N) B) -> (C) { C(i, j) +=! A(i, k) * B(k, j) }")
    b = torch.randn(3, 4)
    with pytest.raises(po.ShapeError, match=r"mm: a contiguous copy of A of shape \(8589934592, 3\).*GiB"):
        fn.apply(torch.ones(1, 3).expand(2**33, 3), b)
    a = torch.randn(3, 5, requires_grad=True)
    c = fn.apply(a.T, b)  # (a transposed view, and an expanded one, are read as they are)
    torch.testing.assert_close(c, a.T @ b)
    torch.testing.assert_close(fn.apply(torch.ones(1, 3).expand(5, 3), b), torch.ones(5, 3) @ b)
    c.backward(torch.ones(4, 5).T)  # (a transposed gradient too)
    torch.testing.assert_close(a.grad, (torch.ones(5, 4) @ b.T).T)


def test_torch_func_transforms():
    """``torch.func.grad``, ``vmap`` and ``jacrev`` over a Function: they need ``setup_context``
    apart from ``forward`` and a ``vmap`` rule (torch's RuntimeError before; a helper's sweep)."""
    fn = po.torch.function("def f(double(N) X, double(N) W) -> (Y) { Y(i) = tanh(X(i)) * W(i) }")
    gen = torch.Generator().manual_seed(2)
    w, xs = torch.randn(5, dtype=torch.float64, generator=gen), torch.randn(3, 5, dtype=torch.float64, generator=gen)
    torch.testing.assert_close(torch.func.grad(lambda x: fn.apply(x, w).sum())(xs[0]), (1 - torch.tanh(xs[0]) ** 2) * w)
    torch.testing.assert_close(torch.func.vmap(lambda x: fn.apply(x, w), in_dims=1)(xs.T), torch.tanh(xs) * w)
    torch.testing.assert_close(torch.func.jacrev(lambda x: fn.apply(x, w))(xs[1]),
                               torch.diag((1 - torch.tanh(xs[1]) ** 2) * w))
    two = po.torch.function("def f(double(M, K) A, double(K, N) B) -> (C, D) { C(i, j) +=! A(i, k) * B(k, j)\n"
                            " D(i) +=! A(i, k) }")
    a = torch.randn(4, 2, 3, dtype=torch.float64, generator=gen)
    b = torch.randn(3, 5, dtype=torch.float64, generator=gen)
    c, d = torch.func.vmap(lambda a: two.apply(a, b))(a)
    torch.testing.assert_close(c, a @ b)
    torch.testing.assert_close(d, a.sum(-1))
