"""`regex(pattern, flags)`: `re.compile(pattern, flags)`, with the compiled program kept between processes.

`re.compile` parses a pattern and writes its matching program in Python (0.1-1 ms a pattern, 0.03 s of every start
for the ~140 patterns masm's modules compile as they load); the matcher itself is made from that program by the
C function `_sre.compile`.  `regex` keeps each pattern's program in masm.datacache (one entry for every pattern
masm compiled so far, by its text and flags) and makes the matcher from it.  A program is kept only after the
matcher made from it compared equal to `re.compile`'s (a Pattern compares its text, flags and program), and where
anything differs (another Python's `re` internals) `re.compile` is used as it is: the result is always
`re.compile(pattern, flags)`'s.
"""
from __future__ import annotations

import re
from contextlib import contextmanager

try:
    import _sre
    from re import _compiler, _parser
except ImportError:  # pragma: no cover - an interpreter without these internals: plain re.compile
    _sre = None

_re_compile = re.compile    # (what `regex` falls back on, also while `library_patterns` stands in for re.compile)
_ENTRY = "regex-programs"
_MAX_KEPT = 4096     # more (patterns of many versions of masm) and the entry starts again
_kept: dict | None = None   # (pattern, flags) -> the arguments of _sre.compile after the pattern


def _program(pattern: str, flags: int) -> tuple:
    """The arguments `re`'s compiler gives `_sre.compile` after the pattern (plain ints, lists, dicts, tuples)."""
    parsed = _parser.parse(pattern, flags)
    code = _compiler._code(parsed, flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    return (int(flags | parsed.state.flags), [int(c) for c in code], parsed.state.groups - 1, groupindex,
            tuple(indexgroup))


def regex(pattern: str, flags: int = 0) -> re.Pattern:
    """`re.compile(pattern, flags)` (a str pattern), its program read from the disk cache when one was kept."""
    global _kept
    if _kept is None:
        from .datacache import load
        kept = load(_ENTRY, "") if _sre is not None else None
        _kept = kept if isinstance(kept, dict) and len(kept) <= _MAX_KEPT else {}
    key = (pattern, int(flags))
    program = _kept.get(key)
    if program is not None:
        try:
            return _sre.compile(pattern, *program)
        except Exception:       # (a damaged or foreign entry: made again below)
            pass
    compiled = _re_compile(pattern, flags)
    if _sre is None or not isinstance(pattern, str):
        return compiled
    from .datacache import cache_folder, store_later
    if cache_folder() is None:
        return compiled
    try:
        program = _program(pattern, int(flags))
        if _sre.compile(pattern, *program) != compiled:
            return compiled
    except Exception:
        return compiled
    _kept[key] = program
    store_later(_ENTRY, "", _kept)
    return compiled


@contextmanager
def library_patterns():
    """While the block runs, `re.compile` is `regex`: the patterns a library makes as it loads keep their programs
    too (PyYAML's ten: ~10 ms of every process that loads it, for `.amdgpu_metadata` in a build or a disassembly).
    `re.compile` is itself again afterwards."""
    re.compile = regex
    try:
        yield
    finally:
        re.compile = _re_compile
