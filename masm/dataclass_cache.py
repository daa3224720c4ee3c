"""`dataclass`: the standard library's decorator, with the code of the methods it writes kept between processes.

`dataclasses.dataclass` writes each class's `__init__`, `__repr__`, `__eq__`, `__hash__`, ... as source text and
compiles it with `exec`; compiling is most of its cost (about 1.5 ms a frozen class, 0.07 s of every `masm build`
for the ~50 classes a build imports).  This decorator runs that same decorator, with the compiled code of each text
taken from masm.datacache (entries per module, by the exact text: a text never seen is compiled and added), so the
classes, their methods and `dataclasses.fields` / `replace` / `asdict` are exactly what `dataclasses.dataclass`
makes; only the `compile` is skipped.  It does so by giving the `dataclasses` module a global `exec` for the length
of the call (the module calls `exec` by its global name): any class another thread makes meanwhile gets the same
code either way.
"""
from __future__ import annotations

import builtins
import dataclasses

_MODULE_TEXTS: dict[str, dict[str, object]] = {}    # module -> generated text -> its compiled code
_MAX_TEXTS = 512     # an entry with more (a module whose classes changed often while it was written) starts again


def _texts_of(module: str) -> dict[str, object]:
    texts = _MODULE_TEXTS.get(module)
    if texts is None:
        from .datacache import load
        kept = load("dataclass-code", module)
        texts = _MODULE_TEXTS[module] = kept if isinstance(kept, dict) and len(kept) <= _MAX_TEXTS else {}
    return texts


def dataclass(cls=None, /, **options):
    """`dataclasses.dataclass(cls, **options)`, compiling none of the texts an earlier process compiled."""
    if cls is None:
        return lambda c: dataclass(c, **options)
    texts = _texts_of(cls.__module__)
    added = []

    def compiled_exec(source, globals=None, locals=None):
        code = texts.get(source) if isinstance(source, str) else None
        if code is None:
            code = builtins.compile(source, "<string>", "exec", dont_inherit=True)  # as exec(text) there
            if isinstance(source, str):
                texts[source] = code
                added.append(source)
        builtins.exec(code, globals, locals)

    dataclasses.exec = compiled_exec
    try:
        made = dataclasses.dataclass(cls, **options)
    finally:
        dataclasses.__dict__.pop("exec", None)
    if added:
        from .datacache import store_later
        store_later("dataclass-code", cls.__module__, texts)
    return made
