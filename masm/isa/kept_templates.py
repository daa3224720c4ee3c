"""Templates kept between processes: a shape's template (masm/isa/templates.py), once built from two lines of a file,
serves the same shape in every later `masm build` without a full encoding of its first line or the encodings that
built it (a cold 5,000-line kernel spends about a third of its encoding time there; a file of every format, most).

What is kept is the template's recipe (`templates.build`'s `apply.recipe`: its slots, word, register pattern) and
the encoding of the line it was built from, with the table entry as its mnemonic and its place among that mnemonic's
forms on the architecture (reviving it makes that mnemonic's forms only, not the ~1,900 of the whole table), and
the key and numbers of its code (`apply.arguments`: a template whose kind of code this process has made already,
most of them, is revived from those without working its numbers out of the recipe again).  A recipe is a pure
function of the shape's first line, the instruction tables and masm's encoder, so the entries are keyed by the digest
of every source of the ISA layer (its modules and its table files, masm/datacache.sources_key): any change to them
starts afresh.  Entries are sharded by mnemonic (a kernel reads the few dozen it uses), each at most
`SHARD_LIMIT` shapes, written when the process ends (datacache.store_later), read through the same disk cache
(`MASM_NO_CACHE=1` turns it off).  A kept template is what that earlier process built: like any template it
returns None for anything it cannot vouch for, and the full encoder decides.

Only the command line keeps templates (masm/cli.py's `entry` sets datacache.KEEP_TEMPLATES): in-process callers and the
tests, which count full encodings from empty caches, see the encoder as it was.
"""
from __future__ import annotations

import os

from ..datacache import KEEP_TEMPLATES
from .model import Encoded, Fixup, RegUse

ENTRY = "shape-templates"
SHARD_LIMIT = 256           # shapes per (architecture, mnemonic): an entry stays small (~0.1 MB) and quick to read

_digest: list = []          # [the ISA layer's sources key, or None: no cache]
_shards: dict = {}          # (entry, arch, mnemonic) -> what is kept for it (a dict or a set), as read or made since
_added: set = set()         # the shards this process added to (each written once, when it ends)


def enabled() -> bool:
    """(Asked for each shape a cold file meets: the sources' digest is worked out once.)"""
    return KEEP_TEMPLATES[0] and (_digest[0] if _digest else isa_sources_key()) is not None


def isa_sources_key() -> str | None:
    """The digest of the ISA layer's sources every kept entry is keyed by (None: no disk cache)."""
    if not _digest:
        from ..datacache import sources_key
        _digest.append(sources_key(_sources()))
    return _digest[0]


def _sources() -> list[str]:
    """Every source of the ISA layer: its modules and its table files (listed without `glob`: 0.5 ms a start)."""
    here = os.path.dirname(os.path.abspath(__file__))
    tables = os.path.join(here, "tables")
    sources = [os.path.join(here, n) for n in sorted(os.listdir(here)) if n.endswith(".py") and n[0] != "."]
    sources += [os.path.join(tables, n) for n in sorted(os.listdir(tables)) if n[0] != "."]
    return [p for p in sources if os.path.isfile(p)]


def shard(entry: str, arch: str, mnemonic: str, kind: type = dict):
    """What is kept under `entry` for one (arch, mnemonic) (a `kind`: dict, set or list), read from the disk cache
    the first time it is asked; a caller that adds to it calls `added`.  (masm/isa/roundtrip.py keeps disasm's shapes
    so.)"""
    key = (entry, arch, mnemonic)
    kept = _shards.get(key)
    if kept is None:
        from ..datacache import load
        kept = load(entry, f"{arch}\0{isa_sources_key()}\0{mnemonic}")
        kept = _shards[key] = kept if type(kept) is kind else kind()
    return kept


def added(entry: str, arch: str, mnemonic: str) -> None:
    """The shard of (entry, arch, mnemonic) grew: it is written, as it is then, when the process ends."""
    key = (entry, arch, mnemonic)
    if key not in _added:
        from ..datacache import store_later
        _added.add(key)
        store_later(entry, f"{arch}\0{isa_sources_key()}\0{mnemonic}", _shards[key])


def lookup(arch: str, shape: str):
    """The kept template of `shape` for `arch` (a function, as templates.build makes), or None."""
    kept = shard(ENTRY, arch, shape.partition(" ")[0]).get(shape)
    if kept is None:
        return None
    try:
        return _revived(arch, kept)
    except (IndexError, KeyError, TypeError, ValueError):     # (an entry of another form: ignored)
        return None


def keep(arch: str, shape: str, apply, encoded: Encoded) -> None:
    """Keep the template `apply` (built from a line encoded as `encoded`) of `shape` for later processes."""
    recipe = getattr(apply, "recipe", None)
    index = form_index(arch, encoded.defn)
    if recipe is None or index is None:
        return
    mnemonic = shape.partition(" ")[0]
    kept = shard(ENTRY, arch, mnemonic)
    if shape in kept or len(kept) >= SHARD_LIMIT:
        return
    nparts, base, slots, pattern, aligned, overlaps = recipe
    code_key, values = apply.arguments
    names = _conversion_names()
    if any(callable(x) and id(x) not in names for slot in slots for x in slot):
        return
    slots = tuple(tuple(names[id(x)] if callable(x) else x for x in slot) for slot in slots)
    # (the numbers of its code as they are, a float slot's conversion by its name and place among them)
    conversions = tuple((n, names[id(x)]) for n, x in enumerate(values) if callable(x))
    values = tuple(None if callable(x) else x for x in values)
    kept[shape] = ((nparts, base, slots, pattern, aligned, overlaps), encoded.data, encoded.size,
                   tuple((f.kind, f.offset, f.expr) for f in encoded.fixups), tuple(encoded.regs), index,
                   (code_key, values, conversions))
    added(ENTRY, arch, mnemonic)


def _revived(arch: str, kept):
    """The template `kept` holds: from the key of its code and its numbers where this process has made that code
    already (most shapes of a file share the code of a few dozen kinds of slots), else from its recipe."""
    forms_by_mnemonic, CONVERSIONS, from_arguments, from_recipe = _REVIVING or _reviving()
    recipe, data, size, fixups, regs, (mnemonic, place), (code_key, values, conversions) = kept
    defn = forms_by_mnemonic(arch)[mnemonic][place]
    encoded = _new(Encoded, (bytes(data), size, tuple([_new(Fixup, f) for f in fixups]) if fixups else (),
                             _new(RegUse, regs), defn))
    if conversions:
        values = list(values)
        for n, name in conversions:
            values[n] = CONVERSIONS[name]
    apply = from_arguments(code_key, values, encoded)
    if apply is None:
        nparts, base, slots, pattern, aligned, overlaps = recipe
        slots = tuple(tuple(CONVERSIONS[x] if isinstance(x, str) and x in CONVERSIONS else x for x in slot)
                      for slot in slots)
        apply = from_recipe((nparts, base, slots, pattern, aligned, overlaps), encoded)
    return apply


_REVIVING: list = []        # what _revived uses of the table and the templates (imported on the first revival)


def _reviving() -> list:
    """_REVIVING, imported once: a relative import in _revived cost each revival two passes through the import system
    (a cold distinct.s revives 4,089 templates).  (Not imported with this module: the disassembler's modules import
    it too.)"""
    from .table import forms_by_mnemonic
    from .templates import CONVERSIONS, from_arguments, from_recipe
    _REVIVING[:] = [forms_by_mnemonic, CONVERSIONS, from_arguments, from_recipe]
    return _REVIVING


_new = tuple.__new__        # (the named tuples made without their __new__'s argument handling)


def form_index(arch: str, defn) -> tuple[str, int] | None:
    """The table entry `defn` as kept on disk: (its mnemonic, its place among that mnemonic's forms on `arch`), or
    None."""
    from .table import forms_by_mnemonic
    forms = forms_by_mnemonic(arch)
    mnemonic = getattr(defn, "mnemonic", None)
    if mnemonic not in forms:
        return None
    for place, form in enumerate(forms[mnemonic]):
        if form is defn:
            return mnemonic, place
    return None


def _conversion_names() -> dict:
    """id(a float slot's conversion) -> its name (kept by name)."""
    from .templates import CONVERSIONS
    return {id(f): name for name, f in CONVERSIONS.items()}


def clear() -> None:
    """Forget what was read and added in this process (the disk entries stay)."""
    _shards.clear()
    _added.clear()

