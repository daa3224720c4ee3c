"""Encode one plain LLVM-syntax instruction: pick the instruction form, read its operands into format fields, pack.

The form's operand list (from the table) says which field each written operand fills; `masm.isa.formats` says where
the field lives.  Choices llvm-mc makes without a suffix are made the same way: VOP1/VOP2/VOPC (e32) when legal,
else VOP3; SDWA / DPP only when their modifiers are written.
"""
from __future__ import annotations

from ..regex_cache import regex
from ..diagnostics import AssemblyError, SourceLoc
from ..targets import target
from .encode_memory import encode_buffer, encode_ds, encode_exp, encode_flat, encode_mimg, split_legacy_mtbuf_format
from .encode_operands import (OperandFail, modifier_map, EncodeState, names_register, operand_limits,
                              overlap_sensitive)
from .encode_scalar import encode_salu, encode_smem, encode_sopp
from .encode_vector import (DPP_MODIFIERS, SDWA_MODIFIERS, encode_dpp, encode_mai, encode_sdwa, encode_vintrp,
                            encode_vop3, encode_vop3p, encode_vop_e32)
from .formats import ARCH_FAMILY, formats_for
from .model import Encoded, Fixup, InstrDef, RegUse
from .operands import _MODIFIER_TEXTS, Item, OperandError, is_modifier, split_statement
from .table import ARCHES, lookup
from . import kept_templates, templates

_shape = templates.shape

_E32 = ("VOP1", "VOP2", "VOPC")
_DOUBLE_COMMA = regex(r",\s*,")
_E64 = ("VOP3", "VOP3B")


def _err(loc: SourceLoc, col: int, message: str, notes) -> AssemblyError:
    return AssemblyError.at(SourceLoc(loc.file, loc.line, loc.column + col), message, tuple(notes))


_CACHE_LIMIT = 1 << 16
_MISSED: list = [(None, "", ())]  # [(the last text `template_encoder` found no template for, its shape, its numbers)]
_CACHE: dict[str, dict[str, Encoded]] = {}            # arch -> text -> its encoding
_TEMPLATES: dict[str, dict[str, object]] = {}         # arch -> shape -> template function | None | first sighting
# A shape's template is built on its second sighting (building costs a full encode per number in it, which only pays
# off for shapes that come back; measured with tools/bench_plain.py's file kinds, the second sighting is best since
# the facts of a field are kept per instruction form), from the first sighting's text and encoding, which the shape
# maps to until then: the second line itself is then encoded by the template, not in full.


def clear_caches() -> None:
    """Forget every cached encoding, template and field fact (benchmarks measure a cold start with this), and the
    templates kept between processes read so far."""
    _CACHE.clear()
    _TEMPLATES.clear()
    templates.clear_caches()
    kept_templates.clear()


def _templated(shapes: dict, shape: str, numbers: tuple):
    """(the encoding from a template or None, the shape key the template lives under, that key's entry: a template,
    None for a shape no template can cover, the (text, Encoded) of its first sighting, or 0: never seen), for a text
    of this shape and these numbers (templates.shape)."""
    entry = shapes.get(shape, 0)
    enc = entry(numbers) if callable(entry) else None
    if type(enc) is str:        # a number the template keeps fixed differs: the shape with that value
        shape += enc
        entry = shapes.get(shape, 0)
        enc = entry(numbers) if callable(entry) else None
        if type(enc) is str:
            enc = None
    return enc, shape, entry


def _tables(arch: str) -> tuple[dict, dict]:
    """The encodings by text and the templates by shape of `arch` (made together, empty, on first use)."""
    cache = _CACHE.get(arch)
    if cache is None:
        cache = _CACHE[arch] = {}
        _TEMPLATES[arch] = {}
    return cache, _TEMPLATES[arch]


def encoded_texts(arch: str) -> dict:
    """The encodings of `arch` kept by their text (what `template_encoder`'s function looks at first; for a loop over
    many lines to look a line up without a call; not to be changed by callers)."""
    return _tables(arch)[0]


def template_encoder(arch: str, unseen: bool = False):
    """A function of the text alone for loops over many lines: the encoding of a text encoded before or covered by a
    template, else None (then call `encode`, which needs a location for its diagnostics and remembers what it
    encoded in full).  Lets callers skip building a SourceLoc for most lines.  With `unseen`, for a caller that
    looked the text up in `encoded_texts` itself: the function asks the templates only."""
    cache, shapes = _tables(arch)
    cached = cache.get
    template_of = shapes.get

    def known(text: str) -> Encoded | None:
        enc = cached(text)          # a line seen before (`s_waitcnt lgkmcnt(0)`, a branch to a label)
        if enc is not None:
            return enc
        return templated(text)

    def templated(text: str) -> Encoded | None:
        shape, numbers = _shape(text)   # (what _templated does, without its bookkeeping: this runs for every line)
        entry = template_of(shape)
        if entry is None or type(entry) is tuple:
            _MISSED[0] = (text, shape, numbers)     # (`encode` of this text next: its shape is known; one store)
            return None
        enc = entry(numbers)
        if type(enc) is str:        # (a number the template keeps fixed differs: the shape with that value's template)
            entry = template_of(shape + enc)
            enc = entry(numbers) if callable(entry) else None
            if type(enc) is str:
                enc = None
        if enc is not None:         # (unrolled code repeats its lines: the next one is a dict hit)
            if len(cache) >= _CACHE_LIMIT:
                cache.clear()
            cache[text] = enc
        else:
            _MISSED[0] = (text, shape, numbers)
        return enc
    return templated if unseen else known


def encode(text: str, arch: str, loc: SourceLoc, notes=()) -> Encoded:
    """Encode one instruction.  Identical texts share their (immutable) result; texts that differ from an earlier
    one only in their numbers are encoded from its template (masm/isa/templates.py)."""
    cache, shapes = _tables(arch)
    hit = cache.get(text)
    if hit is not None:
        return hit
    # (the shape of a text `template_encoder` found no template for is not made again: a cold file of distinct shapes
    # comes here for each of them)
    missed = _MISSED[0]
    base, numbers = (missed[1], missed[2]) if missed[0] is text else _shape(text)
    enc, shape, entry = _kept(shapes, arch, base, numbers, *_templated(shapes, base, numbers))
    while enc is None and type(entry) is tuple:     # a second sighting: the template of the first, for this one too
        first_text, first = entry
        built = shapes[shape] = templates.build(first_text, first, lambda t: _encode(t, arch, loc, notes),
                                                target(arch).aligned_vgpr_tuples, formats_for(arch)[first.defn.fmt],
                                                overlap_sensitive(first.defn, ARCH_FAMILY[arch]))
        if built is not None and kept_templates.enabled():
            kept_templates.keep(arch, shape, built, first)
        # (a number the template keeps fixed may differ: another key)
        enc, shape, entry = _kept(shapes, arch, base, numbers, *_templated(shapes, base, numbers))
    if enc is None and (named := templates.named_shape(text)) is not None:
        enc = _named(shapes, named, text, arch, loc, notes)
    if enc is None:
        enc = _encode(text, arch, loc, notes)
        if type(entry) is int:
            if len(shapes) >= _CACHE_LIMIT:
                shapes.clear()
            shapes[shape] = (text, enc)
    if len(cache) >= _CACHE_LIMIT:
        cache.clear()
    cache[text] = enc
    return enc


def _kept(shapes: dict, arch: str, base: str, numbers: tuple, enc, shape: str, entry):
    """`_templated`'s answer (enc, shape, entry) for a text of shape `base` and these numbers, or, for a shape never
    seen in this process, the answer of the template an earlier process built for it (masm/isa/kept_templates.py),
    now the shape's."""
    if enc is None and type(entry) is int and entry == 0 and kept_templates.enabled():
        kept = kept_templates.lookup(arch, shape)
        if kept is not None:
            shapes[shape] = kept
            return _templated(shapes, base, numbers)
    return enc, shape, entry


def _named(shapes: dict, named: tuple[str, str], text: str, arch: str, loc: SourceLoc, notes) -> Encoded | None:
    """The encoding of `text`, a line naming one symbol (templates.named_shape), from the first line of its shape
    once a second one's full encoding was the first's with the other name: ("ok", name, encoding) under the shape's
    key; ("first", name, encoding) until then; None when the shape has no such template.  A name the encoder takes
    for a register (`s_branch vcc`) is left to it."""
    key, name = named
    entry = shapes.get(key, 0)
    if type(entry) is tuple and entry[0] == "ok":
        if names_register(name, ARCH_FAMILY[arch]):
            return None
        return templates.renamed(entry[2], entry[1], name)
    if entry is None or type(entry) is not tuple and entry != 0:
        return None
    enc = _encode(text, arch, loc, notes)
    if len(shapes) >= _CACHE_LIMIT:
        shapes.clear()
    if entry == 0:
        shapes[key] = ("first", name, enc) if enc.fixups else None
    elif name != entry[1]:
        shapes[key] = ("ok", entry[1], entry[2]) if templates.renamed(entry[2], entry[1], name) == enc else None
    return enc


def _encode(text: str, arch: str, loc: SourceLoc, notes) -> Encoded:
    if arch not in ARCH_FAMILY:
        raise _err(loc, 0, f"unknown architecture '{arch}'", notes)
    mnemonic, mcol, items = split_statement(text)
    written = _WRITTEN.get((arch, mnemonic)) or _written(arch, mnemonic)
    forms = written.forms
    if not forms:
        others = [a for a in ARCHES if a != arch and lookup(a, mnemonic)[0]]
        msg = (f"instruction '{mnemonic}' is not supported on {arch}" if others else
               f"unknown instruction '{mnemonic}'" if mnemonic else "expected an instruction")
        raise _err(loc, mcol, msg, notes)
    if written.waitcnt and text.rstrip().endswith(","):
        raise _err(loc, len(text.rstrip()), "expected a counter name", notes)    # (elsewhere llvm-mc ignores it)
    ops: list[Item] = []
    mods: list[Item] = []
    legacy_format: list[Item] = []
    if written.mtbuf:
        try:
            items, legacy_format = split_legacy_mtbuf_format(items, is_modifier)
        except OperandFail as f:
            raise _err(loc, f.col, f.message, notes)
    if "," in text:
        doubled = _DOUBLE_COMMA.search(text)
        if doubled:
            raise _err(loc, doubled.end() - 1, "unknown token in expression: two commas in a row", notes)
    # a modifier may follow a comma (`v_fract_f32 v1, v2, clamp div:2`); a flag's name where an operand is still
    # missing is an operand: a symbol (`s_mov_b32 s0, gds`, `s_branch gds`) or the register scc
    needed = written.needed
    known = _MODIFIER_TEXTS.get
    for n, it in enumerate(items):
        t = it[0]
        flag = known(t)
        if flag is None:
            flag = is_modifier(t)
        if flag and (n >= needed or ":" in t):
            mods = items[n:]        # (the first modifier: all that follow are modifiers too)
            ops = items[:n]
            break
    else:
        ops = items
    if legacy_format:
        mods = legacy_format + mods
    suffix = written.suffix
    if suffix:
        candidates = written.by_suffix
    elif mods:
        names = {m[0].split(":")[0].lower() for m in mods}
        candidates = written.sdwa if written.sdwa and not names.isdisjoint(_SDWA_NAMES) else \
            written.dpp if written.dpp and not names.isdisjoint(_DPP_NAMES) else written.plain
    else:
        candidates = written.plain
    if not suffix and written.integer and "(" in text and "sext(" in text.lower() and \
            any("sext(" in it.text.lower() for it in ops):
        # an integer instruction takes sext() of a register only in SDWA (of a constant, the e32 form ignores it)
        candidates = written.sdwa + tuple(d for d in candidates if not d.fmt.endswith("_SDWA"))
    elif not suffix and mods and any(m.text.lower() in ("clamp", "noclamp") for m in mods):
        # llvm-mc falls back to SDWA when the VOP3 form has no clamp (v_mov_b32 v0, v1 clamp)
        candidates = tuple(candidates) + written.sdwa
    if not candidates:
        raise _err(loc, mcol, f"{suffix or 'this'} variant of '{mnemonic}' is not supported on {arch}", notes)
    best: OperandFail | None = None
    for defn in candidates:
        try:
            return _encode_form(defn, arch, ops, mods, mcol)
        except OperandFail as f:
            if best is None or f.col > best.col or f.col == best.col and best.weak and not f.weak:
                best = f.with_traceback(None)   # its traceback (and its context's) would hold this frame, which
                best.__context__ = None         # holds it: a cycle the paused collector leaves (60,000 errors: 0.3 GB)
        except OperandError as e:
            f = OperandFail(mcol, e.message)
            if best is None:
                best = f
    raise _err(loc, best.col, best.message, notes)


class _Written:
    """What a mnemonic as written means on an arch, worked out once (`_written`) instead of per line: its forms and
    suffix, the fewest operands one of them takes, and the forms each way of writing it may choose from."""
    __slots__ = ("forms", "suffix", "needed", "waitcnt", "mtbuf", "integer", "by_suffix", "sdwa", "dpp", "plain")


_WRITTEN: dict[tuple[str, str], _Written] = {}      # (arch, mnemonic as written) -> what it means there


def _written(arch: str, mnemonic: str) -> _Written:
    forms, suffix = lookup(arch, mnemonic)
    w = _Written()
    w.forms, w.suffix = forms, suffix
    w.needed = min((len(f.operands) - ("lds_without_vdata" in f.syntax) for f in forms),    # (CDNA3: lds, no vdata)
                   default=0)
    w.waitcnt = bool(forms and forms[0].operands and forms[0].operands[0].kind == "waitcnt")
    w.mtbuf = bool(forms) and forms[0].fmt == "MTBUF"
    w.integer = bool(forms) and not forms[0].type.startswith("f")
    w.sdwa = tuple(d for d in forms if d.fmt.endswith("_SDWA"))
    w.dpp = tuple(d for d in forms if d.fmt.endswith("_DPP"))
    w.plain = tuple(sorted((d for d in forms if not d.fmt.endswith(("_SDWA", "_DPP"))),
                           key=lambda d: _E64_LAST.get(d.fmt, 0)))      # (without a suffix: e32 before e64)
    family = ARCH_FAMILY[arch]
    if suffix == "_e32":
        # llvm-mc takes _e32 on every instruction it does not class as VOP3 (s_mov_b32_e32, ds_read_b32_e32)
        e32 = operand_limits(family)["e32_suffix"]
        w.by_suffix = tuple(d for d in forms if d.fmt in _E32 or d.fmt == "VINTRP" or d.name in e32)
    elif suffix == "_e64":
        e64 = operand_limits(family)["e64_suffix"]
        w.by_suffix = tuple(d for d in forms if d.fmt in _E64 and d.name != d.mnemonic or d.name in e64)
    else:
        w.by_suffix = w.sdwa if suffix == "_sdwa" else w.dpp if suffix == "_dpp" else ()
    if len(_WRITTEN) >= _CACHE_LIMIT:
        _WRITTEN.clear()
    _WRITTEN[(arch, mnemonic)] = w
    return w


_SDWA_NAMES = frozenset(SDWA_MODIFIERS)
_DPP_NAMES = frozenset(DPP_MODIFIERS)
_E64_LAST = {"VOP1": 0, "VOP2": 0, "VOPC": 0, "VOP3": 1, "VOP3B": 1}


# ------------------------------------------------------------------------------------------------ forms
def _encode_form(defn: InstrDef, arch: str, ops: list[Item], mods: list[Item], mcol: int) -> Encoded:
    way = _FORM_WAYS.get((defn.fmt, arch))
    if way is None:
        way = _FORM_WAYS[(defn.fmt, arch)] = _form_way(defn.fmt, arch)
    handler, f, src0_code, family = way
    st = EncodeState(defn, arch, family)
    fixups = handler(st, ops, modifier_map(mods) if mods else {}, mcol)
    word = f.join(st.values)
    if src0_code:
        word = (word & ~0x1FF) | src0_code
    data = word.to_bytes(f.size, "little")
    if st.literal is not None:
        fixups = list(fixups or ())
        if st.literal_expr:
            fixups.append(Fixup("literal32", len(data), st.literal_expr))
        data += (st.literal & 0xFFFFFFFF).to_bytes(4, "little")
    return _new(Encoded, (data, len(data), tuple(fixups) if fixups else (), _reguse(st), defn))


_FORM_WAYS: dict[tuple[str, str], tuple] = {}    # (format name, arch) -> _form_way's answer
_new = tuple.__new__       # (the named tuples made without their __new__'s argument handling)


def _form_way(fmt: str, arch: str) -> tuple:
    """(the format's handler, its Format, the src0 code that marks an SDWA (0xF9) or DPP (0xFA) word, else 0, the
    arch's table family)."""
    handler = _HANDLERS.get(fmt) or _HANDLERS[fmt.split("_")[-1] if fmt.endswith(("_SDWA", "_DPP")) else fmt]
    return (handler, formats_for(arch)[fmt], 0xF9 if fmt.endswith("_SDWA") else 0xFA if fmt.endswith("_DPP") else 0,
            ARCH_FAMILY[arch])


def _reguse(st: EncodeState) -> RegUse:
    v = s = a = -1
    defn = st.defn
    vcc = "vcc" in defn.reads or "vcc" in defn.writes
    fs = xn = False
    for r in st.regs:
        file = r.file
        if file == "v":
            hi = r.index + r.count - 1
            if hi > v:
                v = hi
        elif file == "a":
            hi = r.index + r.count - 1
            if hi > a:
                a = hi
        else:
            index = r.index
            if index <= 101:
                hi = index + r.count - 1
                if hi > 101:
                    hi = 101
                if hi > s:
                    s = hi
            elif index in (102, 103):
                fs = True
            elif index in (104, 105):
                xn = True
            elif index in (106, 107):
                vcc = True
    return _new(RegUse, (v, s, a, vcc, fs, xn))


_HANDLERS = {
    "SOP1": encode_salu, "SOP2": encode_salu, "SOPC": encode_salu, "SOPK": encode_salu, "SOPP": encode_sopp,
    "SMEM": encode_smem, "VOP1": encode_vop_e32, "VOP2": encode_vop_e32, "VOPC": encode_vop_e32, "VOP3": encode_vop3,
    "VOP3B": encode_vop3, "VOP3P": encode_vop3p, "MAI": encode_mai, "SDWA": encode_sdwa, "DPP": encode_dpp,
    "VINTRP": encode_vintrp, "DS": encode_ds, "MUBUF": encode_buffer, "MTBUF": encode_buffer, "MIMG": encode_mimg,
    "FLAT": encode_flat, "EXP": encode_exp,
}

