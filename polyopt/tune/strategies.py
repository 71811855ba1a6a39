"""Search strategies behind one small interface: ``ask`` for candidates, ``tell`` measurements.

- ``random``: uniform samples of the space.
- ``genetic``: a steady-state genetic search in the style of Tensor Comprehensions' autotuner:
  parents picked by tournament among the fastest measured candidates, uniform crossover of
  their genes, mutation of each gene with a small probability; wrong, crashing and timed-out
  candidates never become parents.
- ``model``: a cost model learns log(time) from the features of the candidates measured so far
  (``Space.features``) and proposes the candidates it predicts fastest out of a pool of random
  samples and mutations of the best ones, keeping a share of random exploration. The model is
  scikit-learn's ``GradientBoostingRegressor`` (100 trees of depth 3) when scikit-learn is
  installed, else a ridge regression solved with numpy (``model="ridge"`` forces it).

Every strategy takes a ``seed``: the sequence of proposals is a function of the seed and of the
measurements told (for ``random`` of the seed alone).

>>> from polyopt.tune.space import Space
>>> import polyopt as po
>>> k = po.compile("def mm(float(M,K) A, float(K,N) B) -> (C) { C(i,j) +=! A(i,k) * B(k,j) }")
>>> sp = Space.for_kernel(k, {"M": 32, "K": 32, "N": 32})
>>> a = make_strategy("random", sp, seed=1).ask(3)
>>> a == make_strategy("random", sp, seed=1).ask(3)
True
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from polyopt.errors import ArgumentError
from polyopt.tune.space import Candidate, Space

STRATEGIES = ("random", "genetic", "model")


class Strategy:
    """Proposes candidates (``ask``) and learns from measurements (``tell``).

    ``tell`` receives objects with ``candidate``, ``status`` ("ok" or a failure) and ``time``
    (seconds, for "ok"); the tuner tells every measurement, in the order it asked for them,
    including those it reuses from the results database.
    """
    name = "base"

    def __init__(self, space: Space, seed: int = 0):
        if not isinstance(seed, int | np.integer) or isinstance(seed, bool) or seed < 0:
            raise ArgumentError(f"the search's seed must be an int >= 0, got {seed!r}")
        self.space = space
        self.seed = seed
        self.rng = np.random.default_rng(seed)
        self.seen: set[str] = set()
        self.results: list = []   # every trial told, in order

    def ask(self, n: int) -> list[Candidate]:
        raise NotImplementedError

    def tell(self, trials: Sequence) -> None:
        for t in trials:
            self.seen.add(t.candidate.key)
            self.results.append(t)

    # -- helpers ------------------------------------------------------------------------------------
    @property
    def good(self) -> list:
        """The successful trials, fastest first."""
        return sorted((t for t in self.results if t.status == "ok" and t.time is not None), key=lambda t: t.time)

    def _fresh(self, make, n: int, tries: int = 200) -> list[Candidate]:
        """Up to ``n`` candidates from ``make()`` never proposed or told before."""
        out: list[Candidate] = []
        for _ in range(tries * max(n, 1)):
            if len(out) >= n:
                break
            c = make()
            if c.key not in self.seen:
                self.seen.add(c.key)
                out.append(c)
        return out


class RandomSearch(Strategy):
    name = "random"

    def ask(self, n: int) -> list[Candidate]:
        return self._fresh(lambda: self.space.sample(self.rng), n)


class GeneticSearch(Strategy):
    """Steady-state genetic search (see the module docstring).

    population:  how many of the fastest measured candidates can be parents
    crossover:   probability that a child mixes two parents (else it copies one)
    mutation:    per-gene mutation probability (default: one gene per child on average)
    tournament:  candidates drawn per parent selection (the fastest of them wins)
    """
    name = "genetic"

    def __init__(self, space: Space, seed: int = 0, population: int = 8, crossover: float = 0.8,
                 mutation: float | None = None, tournament: int = 3):
        super().__init__(space, seed)
        self.population, self.p_cross, self.p_mut, self.tournament = population, crossover, mutation, tournament

    def _parent(self, pool: list) -> Candidate:
        idx = self.rng.integers(len(pool), size=min(self.tournament, len(pool)))
        return pool[int(min(idx))].candidate   # pool is sorted fastest first

    def _child(self, pool: list) -> Candidate:
        a = self._parent(pool)
        child = a
        if len(pool) > 1 and self.rng.random() < self.p_cross:
            child = self.space.crossover(a, self._parent(pool), self.rng)
        if child.key in self.seen or self.rng.random() < 0.5:
            child = self.space.mutate(child, self.rng, self.p_mut)
        return child

    def ask(self, n: int) -> list[Candidate]:
        pool = self.good[: self.population]
        if len(pool) < 2:  # the first generation: random individuals
            return self._fresh(lambda: self.space.sample(self.rng), n)
        out = self._fresh(lambda: self._child(pool), n, tries=50)
        if len(out) < n:  # a converged population: fill up with random individuals
            out += self._fresh(lambda: self.space.sample(self.rng), n - len(out))
        return out


class ModelSearch(Strategy):
    """Cost-model-guided search (see the module docstring).

    model:     "gbt" (scikit-learn GradientBoostingRegressor), "ridge" (numpy), or None (gbt when
               scikit-learn imports, else ridge)
    warmup:    successful measurements needed before the model is used (random until then)
    pool:      random candidates scored per ask (plus mutations of the best measured ones)
    explore:   share of each batch drawn at random instead of from the model's ranking
    """
    name = "model"

    def __init__(self, space: Space, seed: int = 0, model: str | None = None, warmup: int = 5, pool: int = 256,
                 explore: float = 0.2):
        super().__init__(space, seed)
        if model is None:
            try:
                import sklearn.ensemble  # noqa: F401
                model = "gbt"
            except ImportError:
                model = "ridge"
        if model not in ("gbt", "ridge"):
            raise ArgumentError(f"model must be 'gbt' or 'ridge', got {model!r}")
        self.model, self.warmup, self.pool, self.explore = model, warmup, pool, explore

    def _training_set(self):
        good = self.good
        worst = max(t.time for t in good)
        xs, ys = [], []
        for t in self.results:
            xs.append(self.space.features(t.candidate))
            ok = t.status == "ok" and t.time is not None
            ys.append(math.log(t.time) if ok else math.log(worst) + 1.0)  # failures: worse than any
        return np.vstack(xs), np.asarray(ys)

    def fit_predict(self, cands: list[Candidate]) -> np.ndarray:
        """Predicted log(time) of ``cands`` from a model fitted to every measurement told so far."""
        x, y = self._training_set()
        q = np.vstack([self.space.features(c) for c in cands])
        if self.model == "gbt":
            from sklearn.ensemble import GradientBoostingRegressor
            m = GradientBoostingRegressor(n_estimators=100, max_depth=3, learning_rate=0.1, subsample=0.8,
                                          random_state=int(self.rng.integers(2 ** 31)))
            m.fit(x, y)
            return m.predict(q)
        mu, sd = x.mean(axis=0), x.std(axis=0) + 1e-9
        xs = np.hstack([(x - mu) / sd, np.ones((len(x), 1))])
        lam = 1.0
        w = np.linalg.solve(xs.T @ xs + lam * np.eye(xs.shape[1]), xs.T @ y)
        return np.hstack([(q - mu) / sd, np.ones((len(q), 1))]) @ w

    def ask(self, n: int) -> list[Candidate]:
        if len(self.good) < self.warmup:
            return self._fresh(lambda: self.space.sample(self.rng), n)
        pool: dict[str, Candidate] = {}
        best = [t.candidate for t in self.good[:5]]
        for _ in range(self.pool):
            c = self.space.sample(self.rng)
            pool.setdefault(c.key, c)
        for _ in range(self.pool // 4):
            c = self.space.mutate(best[int(self.rng.integers(len(best)))], self.rng)
            pool.setdefault(c.key, c)
        cands = [c for k, c in pool.items() if k not in self.seen]
        out: list[Candidate] = []
        if cands:
            ranked = [cands[i] for i in np.argsort(self.fit_predict(cands), kind="stable")]
            n_explore = int(round(self.explore * n)) if n > 1 else int(self.rng.random() < self.explore)
            for c in ranked[: n - n_explore]:
                self.seen.add(c.key)
                out.append(c)
        out += self._fresh(lambda: self.space.sample(self.rng), n - len(out))
        return out


def make_strategy(strategy: str | Strategy, space: Space, seed: int = 0) -> Strategy:
    """A strategy by name ("random", "genetic", "model"), or the given instance unchanged."""
    if isinstance(strategy, Strategy):
        return strategy
    classes = {"random": RandomSearch, "genetic": GeneticSearch, "model": ModelSearch}
    if strategy not in classes:
        raise ArgumentError(f"unknown strategy {strategy!r}; choose one of {', '.join(STRATEGIES)}")
    return classes[strategy](space, seed)
