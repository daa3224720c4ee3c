"""Per instruction form, one generated function that reads a word: its fields cut with shifts into locals, the
form's checks, its literal, its text (the printer's statements, masm/isa/printer.py `print_code`) and its shape
(masm/isa/roundtrip.py `shape_code`) in one call, made the first time the form is met.

`word_printer` is the same text statements on a word already read (what `decode` and `printer.printer` print
with), so a text is made one way whichever of them asks.  Where a piece is not written out as code the general
printer's function is called on the fields as a dict, the same dict `Format.split` makes.
"""
from __future__ import annotations

import builtins
import struct
import types

from ..regex_cache import regex
from . import kept_templates
from .formats import Format
from .model import InstrDef
from .table import forms_by_mnemonic

_NAMES = regex(r"\bF_(\w+)")      # the fields generated code reads
_U32 = struct.Struct("<I").unpack_from
_U64 = struct.Struct("<Q").unpack_from


def _fields_code(fmt: Format, names) -> list[str]:
    """Statements setting `F_<field>` for the fields `names` of `fmt` from `word`."""
    return [f"F_{name} = word >> {lo} & {mask:#x}" if lo else f"F_{name} = word & {mask:#x}"
            for name, (lo, mask) in fmt.layout.items() if name in names]


def _dict_code(fmt: Format) -> str:
    """The statement setting `f` to the fields as a dict (as `Format.split` makes it), from the locals."""
    return "f = {" + ", ".join(f"{name!r}: F_{name}" for name in fmt.layout) + "}"


_CODE: dict[str, types.CodeType] = {}      # a function's source -> its code (forms alike in all but the names share it)
# The compiled texts are kept on disk between processes too (masm/datacache.py: one entry per text, by this Python
# version, as the encoder's templates are): compiling one costs about 1 ms, a kernel meets 20-60 forms.  A pure
# function of the text (the entry holds the text too, and is used only when it is the same).
_CODE_ENTRY = "form-reader"


def compiled_function(source: str, scope: dict, name: str):
    """The function `name` defined by `source`, over the names in `scope` (compiled once per source text; the static
    checks' fact readers use it too)."""
    made = _CODE.get(source)
    if made is None:
        from ..datacache import load, store
        kept = load(_CODE_ENTRY, source)
        if type(kept) is tuple and len(kept) == 2 and kept[0] == source and type(kept[1]) is types.CodeType:
            module = kept[1]
        else:
            module = compile(source, "<masm form reader>", "exec")
            store(_CODE_ENTRY, source, (source, module))
        space: dict = {}
        exec(module, space)      # noqa: S102
        made = _CODE[source] = space[name].__code__
    scope["__builtins__"] = builtins
    return types.FunctionType(made, scope, name)


def word_printer(defn: InstrDef, fmt: Format, family: str):
    """The function (word, literal) -> the text of a word of `defn` whose fields are read with `fmt`."""
    from .printer import print_code
    code = print_code(defn, family, fmt.layout)
    names = set(fmt.layout) if code.needs_dict else code.fields
    lines = _fields_code(fmt, names) + ([_dict_code(fmt)] if code.needs_dict else []) + code.lines
    source = "def print_word(word, literal):\n" + "".join(f"    {line}\n" for line in lines) + "    return text\n"
    return compiled_function(source, code.scope, "print_word")


def word_reader(defn: InstrDef, fmt: Format, family: str, literal_fields: tuple, interp: bool, fixed: tuple):
    """The function (code, pos) -> (text, size, shape) of a word of `defn` at `pos` (fields read with `fmt`), or None
    where the word is not one of `defn` as the decoder reads it (an implied field differs, an interpolation slot is
    out of range); a literal past the end raises struct.error.  `literal_fields`, `interp` and `fixed` are the
    decoder's facts of the form (decoder._Form)."""
    from .decoder import _interp_fields_valid
    from .printer import print_code
    from .roundtrip import shape_code
    code = print_code(defn, family, fmt.layout)
    units, key, shape_scope = shape_code(defn, fmt, family, lambda name: f"F_{name}")
    scope = dict(code.scope)
    scope.update(shape_scope)
    scope.update({"U32": _U32, "U64": _U64, "interp_fields_valid": _interp_fields_valid})
    size = fmt.size
    checks = [f"if {'F_' + name if name in fmt.layout else 0} != {value}: return None" for name, value in fixed]
    tests = ["True" if not name else f"F_{name} == 255" for name in literal_fields if not name or name in fmt.layout]
    body = []
    if tests:           # (one literal dword, whichever field names it)
        body += ["literal = None", f"size = {size}", f"if {' or '.join(tests)}:",
                 f"    literal = U32(code, pos + {size})[0]", f"    size = {size + 4}"]
    else:               # (no literal: the printer's and the shape's `literal` is None)
        scope["literal"] = None
        key = key.replace("literal if literal is None else literal_class(literal)", "None")
    if code.needs_dict or interp:
        body.append(_dict_code(fmt))
    if interp:
        scope["defn"] = defn
        body.append("if not interp_fields_valid(defn, f): return None")
    body += code.lines + units
    body.append(f"return text, {'size' if tests else size}, {key}")
    used = set(_NAMES.findall(" ".join(checks + body)))
    lines = [f"word = {'U64' if size == 8 else 'U32'}(code, pos)[0]"] + _fields_code(fmt, used) + checks + body
    source = "def read(code, pos):\n" + "".join(f"    {line}\n" for line in lines)
    recipes = tuple((name, code.recipes[name] if name in code.recipes else _reader_recipe(name, value))
                    for name, value in scope.items())
    read = compiled_function(source, scope, "read")
    read.recipe = (source, recipes)
    return read


_READER_NAMES = {"U32": _U32, "U64": _U64}


def _reader_recipe(name: str, value) -> tuple | None:
    """How `_scope_value` makes again a name of a reader's scope that is not the printer's (the shape's, the
    reader's own)."""
    if name in _READER_NAMES or name == "interp_fields_valid" or name == "literal_class":
        return ("R", name)
    if name == "defn":
        return ("defn",)
    if name == "exact" or name == "literal" or name == "form":
        return ("=", value)
    if name[0] == "C" and name[1:].isdigit():
        return ("units", int(name[1:]))
    return None


def _scope_value(recipe: tuple, defn: InstrDef, family: str):
    """The value of a name of a reader's scope made again from its recipe (`_reader_recipe`, `PrintCode.recipes`);
    what depends on no form (tables, module functions, memos of texts) is made once per family."""
    what = recipe[0]
    if what == "defn":
        return defn
    if what in _PER_FORM:
        return _printer_scope_value()(recipe, defn, family)
    shared = _SHARED.get(family)
    if shared is None:
        shared = _SHARED[family] = {}
    made = shared.get(recipe, shared)
    if made is shared:
        if what == "=":
            made = recipe[1]
        elif what == "R":
            made = _READER_NAMES.get(recipe[1])
            if made is None:
                from .decoder import _interp_fields_valid
                from .roundtrip import literal_class
                made = {"interp_fields_valid": _interp_fields_valid, "literal_class": literal_class}[recipe[1]]
        elif what == "units":
            from .roundtrip import _unit_classes
            made = _unit_classes(recipe[1])
        else:
            made = _printer_scope_value()(recipe, defn, family)
        shared[recipe] = made
    return made


_PER_FORM = frozenset({"general", "operand", "modifiers"})   # (the printer's recipes over the form)
_SHARED: dict = {}          # family -> {recipe: its value}, for recipes that depend on no form


def _printer_scope_value():
    if not _PRINTER:
        from .printer import scope_value
        _PRINTER.append(scope_value)
    return _PRINTER[0]


_PRINTER: list = []         # [printer.scope_value] (imported on first use: the printer imports this module's users)


# Readers kept between processes: a form's reader is its source text (compiled once per text) over a scope of tables
# and functions that depend on the form alone, so what a later process needs is that text, its compiled code and
# how to make each name of the scope again (`PrintCode.recipes`, `_reader_recipe`); writing the text (the printer's
# and the shape's code) is two thirds of disassembling ~9,000 distinct words.  They are kept where the encoder's
# templates and disasm's shapes are (masm/isa/kept_templates.py: the command line only, keyed by the digest of the
# ISA layer's sources, so any change to the printer, the decoder or the tables starts afresh), one shard per
# (architecture, format its top bits name), each form's reader by its form key (decoder.form_key): a shard holds at
# most the forms of its format, and a kept reader needs no decoding of its form's first word.  A record holds its
# scope in three parts: the tables and functions many forms share (made once per family and set of them), the
# plain values (the form's names and masks, taken as they are) and what only the form's table entry makes (the
# general printer's pieces, an interpolation form's checks), with the entry as its mnemonic and place among that
# mnemonic's forms: only those forms ask the table for their entry.  A kept reader is the function the text
# compiles to over the same scope; tests/isa/test_isa_kept_readers.py compares kept readers with fresh ones on every
# corpus word.
KEPT_ENTRY = "form-readers"
# recipes of tables and functions many forms' scopes share (none depends on the form's table entry)
_COMMON_KINDS = frozenset({"G", "T", "R", "units", "op_sel", "dpp", "bits", "waitcnt", "hwreg"})
_COMMON: dict = {}          # (family, a record's common recipes) -> the scope they make (copied for each form)
# a source text or (name, recipe) -> itself: records share them, and marshal writes each once
_CANONICAL: dict = {}


def kept_reader(arch: str, key: int, shard: str, family: str):
    """The reader an earlier command kept for the form of key `key` on `arch` (`shard`: the format its top bits
    name), made again from its text and recipes; None when none is kept (or the record is not of a form of this
    table).  The form is the record's (the key decides it), so the word is not decoded first.  (Only where readers
    are kept: kept_templates.enabled().)"""
    record = kept_templates.shard(KEPT_ENTRY, arch, shard).get(key)
    if record is None:
        return None
    try:
        source, common, values, own, code, entry = record
        if type(code) is not types.CodeType:
            return None
        base = _COMMON.get((family, common))
        if base is None:
            base = _COMMON[(family, common)] = {name: _scope_value(recipe, None, family) for name, recipe in common}
        scope = dict(base)
        scope.update(values)
        if own:
            mnemonic, place, form_name = entry
            defn = forms_by_mnemonic(arch)[mnemonic][place]
            if defn.name != form_name:
                return None
            for name, recipe in own:
                scope[name] = _scope_value(recipe, defn, family)
    except (IndexError, KeyError, TypeError, ValueError):     # (a record of another form: made afresh)
        return None
    _CODE.setdefault(source, code)
    return compiled_function(source, scope, "read")


def keep_reader(arch: str, key: int, shard: str, defn: InstrDef, read) -> None:
    """Keep `read` (made by `word_reader` for `defn`, the form of key `key`) for later commands, where every name of
    its scope has a recipe (only where readers are kept: kept_templates.enabled())."""
    source, recipes = read.recipe
    index = kept_templates.form_index(arch, defn)
    if index is None or any(recipe is None for _, recipe in recipes):
        return
    source = _CANONICAL.setdefault(source, source)
    recipes = [_CANONICAL.setdefault(item, item) for item in recipes]
    common = tuple(item for item in recipes if item[1][0] in _COMMON_KINDS)
    values = {name: recipe[1] for name, recipe in recipes if recipe[0] == "="}
    own = tuple(item for item in recipes if item[1][0] not in _COMMON_KINDS and item[1][0] != "=")
    record = (source, _CANONICAL.setdefault(common, common), values, own, _CODE[source], index + (defn.name,))
    kept_templates.shard(KEPT_ENTRY, arch, shard)[key] = record
    kept_templates.added(KEPT_ENTRY, arch, shard)


def forget() -> None:
    """Forget the readers and compiled texts this process made or read (as a new process starts; the disk entries
    stay: kept_templates.clear forgets the shards read)."""
    from .decoder import _DECODERS
    for state in _DECODERS.values():
        state.readers.clear()
    _CODE.clear()
    _CANONICAL.clear()
    _SHARED.clear()
    _COMMON.clear()
