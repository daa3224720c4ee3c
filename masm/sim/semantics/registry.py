"""The semantics registry: instruction key -> a Semantic that compiles a decoded instruction into a step function.

A step function is `step(m, w) -> bool`: it executes the instruction for the waves `w` of machine `m` and returns True
when it has set their PC itself (branches), False to fall through to the next instruction.
"""
from __future__ import annotations

from typing import Callable, Protocol

SEMANTICS: dict[str, "Semantic"] = {}
_FAMILY_SEMANTICS: dict[tuple[str, str], "Semantic"] = {}


class Semantic(Protocol):
    key: str

    def compile(self, d, m) -> Callable: ...


def register(sem, families: tuple[str, ...] = ()) -> None:
    if families:
        for fam in families:
            _FAMILY_SEMANTICS[(fam, sem.key)] = sem
        return
    if sem.key in SEMANTICS:
        raise ValueError(f"two semantics for {sem.key}")
    SEMANTICS[sem.key] = sem


def semantic_key(defn) -> str:
    """The registry key of a table entry: its key, upper case, without an encoding-variant suffix."""
    key = (getattr(defn, "key", None) or defn.mnemonic).upper()
    for suffix in ("_E32", "_E64", "_SDWA", "_DPP", "_VOP3"):
        if key.endswith(suffix):
            return key[: -len(suffix)]
    return key


def lookup(defn, family: str):
    key = semantic_key(defn)
    return _FAMILY_SEMANTICS.get((family, key)) or SEMANTICS.get(key)


def covered_keys(family: str) -> set[str]:
    return set(SEMANTICS) | {k for fam, k in _FAMILY_SEMANTICS if fam == family}


class Custom:
    """A semantic written as a plain function `compile(d, m) -> step`."""

    def __init__(self, key: str, compile_fn: Callable):
        self.key = key
        self._compile = compile_fn

    def compile(self, d, m):
        return self._compile(d, m)


def custom(*keys: str, families: tuple[str, ...] = ()):
    """Decorator: register `fn(d, m) -> step` under each key."""
    def deco(fn):
        for k in keys:
            register(Custom(k, fn), families)
        return fn
    return deco
