"""masm.dataclass_cache.dataclass makes exactly the class dataclasses.dataclass makes, compiling only texts that no
earlier process kept (masm.datacache), and leaves the dataclasses module as it found it."""
from __future__ import annotations

import builtins
import dataclasses
import inspect
import os

import pytest

from masm import datacache, dataclass_cache


def _classes(decorate):
    """Classes of the kinds masm declares, made with `decorate`."""

    @decorate(frozen=True)
    class Frozen:
        a: int
        b: str = "x"
        c: tuple = ()

    @decorate(frozen=True, slots=True)
    class Slotted:
        """Documented."""
        a: int
        b: list = dataclasses.field(default_factory=list, compare=False, repr=False)

    @decorate(eq=False)
    class Mutable:
        a: int
        b: dict = dataclasses.field(default_factory=dict)

        def __post_init__(self):
            self.b.setdefault("seen", self.a)

    @decorate
    class Plain:
        a: "int"
        b: float = 1.5
    return Frozen, Slotted, Mutable, Plain


def _behaviour(Frozen, Slotted, Mutable, Plain) -> list:
    f, s, m, p = Frozen(1), Slotted(2, [3]), Mutable(4), Plain(5)
    out = [repr(f), repr(s), repr(m), repr(p), f == Frozen(1), f == Frozen(2), hash(f) == hash(Frozen(1)),
           s == Slotted(2, [9]), hash(s) == hash(Slotted(2)), m == Mutable(4), m.b, p == Plain(5), Plain.__hash__,
           dataclasses.replace(f, b="y"), [fl.name for fl in dataclasses.fields(s)], dataclasses.asdict(p),
           str(inspect.signature(Frozen)), Frozen.__doc__, Slotted.__doc__, Plain.__doc__, hasattr(s, "__dict__"),
           Plain.__init__.__qualname__, Plain.__init__.__annotations__]
    with pytest.raises(dataclasses.FrozenInstanceError):
        f.a = 2
    return [repr(x) if isinstance(x, (Frozen, Slotted)) else x for x in out]


def test_same_classes_as_dataclasses(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(dataclass_cache, "_MODULE_TEXTS", {})
    expected = _behaviour(*_classes(dataclasses.dataclass))
    made = _behaviour(*_classes(dataclass_cache.dataclass))      # compiled, then kept on disk
    assert made == expected
    assert "exec" not in vars(dataclasses)
    datacache.flush()                                           # (written when the process ends)
    assert any(name.startswith("dataclass-code-") for name in os.listdir(tmp_path / "masm"))

    # a new process (the texts known in this one forgotten) compiles nothing: every text comes from the disk
    monkeypatch.setattr(dataclass_cache, "_MODULE_TEXTS", {})
    compiled = []
    real_compile = builtins.compile

    def counting_compile(*args, **kwargs):
        compiled.append(args[0])
        return real_compile(*args, **kwargs)
    monkeypatch.setattr(builtins, "compile", counting_compile)
    again = _behaviour(*_classes(dataclass_cache.dataclass))
    monkeypatch.setattr(builtins, "compile", real_compile)
    assert again == expected
    assert [text for text in compiled if "__create_fn__" in str(text)] == []


def test_no_cache_and_a_failing_class(tmp_path, monkeypatch):
    monkeypatch.setenv("MASM_NO_CACHE", "1")
    monkeypatch.setattr(dataclass_cache, "_MODULE_TEXTS", {})
    assert _behaviour(*_classes(dataclass_cache.dataclass)) == _behaviour(*_classes(dataclasses.dataclass))
    with pytest.raises(TypeError):          # dataclasses' own error; the module is left as it was
        @dataclass_cache.dataclass
        class Wrong:
            a: int = 1
            b: int
    assert "exec" not in vars(dataclasses)


_IMPORT_ALL = """
import builtins, pkgutil, importlib, sys
texts = []
real_exec = builtins.exec
def counting_exec(source, scope=None, *args):
    if isinstance(source, str) and "__create_fn__" in source and str((scope or {}).get("__name__")).startswith("masm"):
        texts.append(scope["__name__"])
    return real_exec(source, scope, *args)
builtins.exec = counting_exec
import masm
for info in pkgutil.walk_packages(masm.__path__, "masm."):
    if info.name != "masm.__main__":
        importlib.import_module(info.name)
builtins.exec = real_exec
print(len(texts), sorted(set(texts)))
"""


def test_every_module_declares_its_records_with_the_kept_code(tmp_path):
    """Importing every masm module runs no method text of a masm record through the standard decorator's `exec`: each
    record is declared with masm.dataclass_cache's decorator (the standard one compiles the texts in every process)."""
    import subprocess
    import sys
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path))
    env.pop("MASM_NO_CACHE", None)
    run = subprocess.run([sys.executable, "-c", _IMPORT_ALL], env=env, capture_output=True, text=True, check=True)
    assert run.stdout == "0 []\n"
