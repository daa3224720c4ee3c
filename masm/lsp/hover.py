"""Hover text (Markdown): instructions from the ISA table, macros and defines from their definitions, aliases and temps
with the physical register they are at that line (from the last pipeline run), labels, kernels and #include files."""
from __future__ import annotations

import os
import re

from .documents import Document, DocumentStore
from .index import Symbol, word_at
from .registers import encodings_at, registers_at

_CODE_LINES = 30


def hover_markdown(store: DocumentStore, doc: Document, line: int, column: int) -> tuple[str, int, int] | None:
    """(markdown, start column, length) for the thing at 1-based (line, column), or None."""
    inc = doc.index.include_at(line, column)
    if inc is not None:
        path = store.resolve_include(inc.path, doc.path)
        text = f"`#include {inc.path}`\n\n" + (f"→ `{path}`" if path else "not found on the include path")
        return text, inc.loc.column, inc.length
    hit = word_at(doc.lines, line, column)
    if hit is None:
        return None
    word, start = hit
    sym = doc.index.resolve(word, line, start)
    if sym is None and not _is_mnemonic(word, store.arch_for(doc)):
        sym = _included_symbol(store, doc, word)
    if sym is not None:
        return _symbol_markdown(store, doc, sym, word, line), start, len(word)
    text = instruction_markdown(word, store.arch_for(doc), _encoding_on_line(doc, line, word))
    if text is None:                 # a name the build predefines (ABI aliases such as the kernarg pointer)
        regs = registers_at(doc.analysis, doc.path, line, word)
        text = f"**{word}** is `{'`, `'.join(regs)}` at line {line}" if regs else None
    return (text, start, len(word)) if text else None


def _included_symbol(store: DocumentStore, doc: Document, word: str) -> Symbol | None:
    for index in store.indexes(doc)[1:]:
        for kind in ("macro", "define", "label"):
            for s in index.named(word):
                if s.kind == kind:
                    return s
    return None


def _is_mnemonic(word: str, arch: str) -> bool:
    try:
        from ..isa import is_mnemonic
        return is_mnemonic(word, arch)
    except Exception:  # the ISA tables not loadable: no instruction hover, never a server error
        return False


def _where(sym: Symbol, doc: Document) -> str:
    file = "this file" if sym.loc.file == doc.path else f"`{os.path.basename(sym.loc.file)}`"
    return f"{file}, line {sym.loc.line}"


def _symbol_markdown(store: DocumentStore, doc: Document, sym: Symbol, word: str, line: int) -> str:
    if sym.kind == "macro":
        body = sym.body.split("\n")
        if len(body) > _CODE_LINES:
            body = body[:_CODE_LINES] + ["…"]
        params = ", ".join(f"`{p}`" for p in sym.params) or "none"
        return (f"```masm\n{sym.detail}\n" + "\n".join(body) + "\n#endm\n```\n\n"
                f"macro **{sym.name}** — parameters: {params} — defined in {_where(sym, doc)}")
    if sym.kind == "define":
        return f"```masm\n{sym.detail} {sym.body}\n```\n\ndefined in {_where(sym, doc)}"
    if sym.kind == "param":
        return f"parameter `{sym.name}` — {sym.detail}"
    if sym.kind == "label":
        return f"label `{sym.name}` — {_where(sym, doc)}"
    if sym.kind == "kernel":
        return f"kernel **{sym.name}** — {_where(sym, doc)}"
    if sym.kind == "arg":
        return _argument_markdown(doc, sym)
    # alias / temp: the physical register(s) at this line
    analysis = doc.analysis
    regs = registers_at(analysis, doc.path, line, word)
    where = f"at line {line}"
    if not regs and analysis is not None:
        regs, at = _first_use_registers(doc, sym, word, line)
        where = f"at its first use, line {at}" if regs else where
    text = f"```masm\n{sym.detail}\n```\n\n`{word}` — {'alias' if sym.kind == 'alias' else 'temp'} declared in " \
           f"{_where(sym, doc)}"
    if regs:
        text += f"\n\n**{word}** is `{'`, `'.join(regs)}` {where}"
        if len(regs) > 1:
            text += " (one per macro expansion)"
    return text


def _argument_markdown(doc: Document, sym: Symbol) -> str:
    text = f"kernel argument `{sym.detail.removeprefix('args ')}` — {_where(sym, doc)}"
    for ka in (doc.analysis.kernels if doc.analysis else ()):
        for arg in getattr(ka.source, "args", ()):
            if arg.name.lower() == sym.key and getattr(ka.source, "loc", None) and \
                    ka.source.loc.line <= sym.loc.line:
                text += f"\n\nkernarg offset {arg.offset}, {arg.size} bytes (kernel `{ka.source.name}`)"
                return text
    return text


def _first_use_registers(doc: Document, sym: Symbol, word: str, line: int) -> tuple[list[str], int]:
    """Registers `word` is at on the first line after `line` that uses the same declaration."""
    lines = doc.lines
    last = len(lines) if not sym.visible or sym.visible[1] is None else sym.visible[1][0]
    for n in range(line, min(last, line + 400) + 1):
        src = lines[n - 1].lower() if n - 1 < len(lines) else ""
        if word.lower() not in src:
            continue
        col = src.find(word.lower()) + 1
        if doc.index.resolve(word, n, col) != sym:
            continue
        regs = registers_at(doc.analysis, doc.path, n, word)
        if regs:
            return regs, n
    return [], 0


def _encoding_on_line(doc: Document, line: int, word: str) -> tuple[str, bytes, str] | None:
    """(plain text, bytes, format) of the instruction `word` written at `line`, from the last pipeline run."""
    analysis = doc.analysis
    if analysis is None:
        return None
    for plain, enc in encodings_at(analysis, doc.path, line):
        if plain.text.split(None, 1)[0].lower() == word.lower():
            return plain.text.strip(), bytes(enc.data), getattr(enc.defn, "fmt", "")
    return None


def instruction_markdown(word: str, arch: str, encoded: tuple[str, bytes, str] | None = None) -> str | None:
    """What the ISA table says about mnemonic `word` on `arch`: meaning, each encoding form with its operands and bit
    fields, implicit registers, and (when given) the bytes this very line encodes to."""
    try:
        from ..isa.formats import formats_for
        from ..isa.table import lookup
        forms, suffix = lookup(arch, word)
    except Exception:  # the ISA tables not loadable: no instruction hover, never a server error
        return None
    if not forms:
        return None
    first = forms[0]
    meaning = first.doc.split(":", 1)[1].strip() if ":" in first.doc else first.doc
    meaning = re.sub(r"\s*\[[A-Z0-9_]+\]$", "", meaning)        # the format is listed per form below
    out = [f"**{word.lower()}** — {meaning}  ({arch})", ""]
    from .instruction_notes import instruction_note
    note = instruction_note(first.key)
    if note:
        out[1:1] = [note[0].upper() + note[1:] + ".", ""]
    fmts = formats_for(arch)
    shown = [f for f in forms if not suffix or f.name.endswith(suffix) or _suffix_of(f) == suffix] or list(forms)
    for f in shown:
        ops = ", ".join(_operand_text(o) for o in f.operands) or "no operands"
        fmt = fmts.get(f.fmt)
        size = f"{fmt.size} bytes" if fmt else ""
        out.append(f"- `{f.name}` — {f.fmt}{', ' + size if size else ''}, opcode {f.opcode} (0x{f.opcode:x}): {ops}")
    fmt = fmts.get(shown[0].fmt)
    if fmt is not None:
        fields = " ".join(f"{fl.name}[{fl.lo + fl.width - 1}:{fl.lo}]" for fl in sorted(fmt.fields, key=lambda x: -x.lo))
        lo, width, value = fmt.encoding
        out += ["", f"{fmt.name} layout: encoding[{lo + width - 1}:{lo}]=0b{value:0{width}b} {fields}"]
    implicit = []
    if first.reads:
        implicit.append("reads " + ", ".join(sorted(first.reads)))
    if first.writes:
        implicit.append("writes " + ", ".join(sorted(first.writes)))
    if implicit:
        out += ["", "Implicit: " + "; ".join(implicit)]
    if encoded is not None:
        text, data, fmt_name = encoded
        words = " ".join(data[i:i + 4][::-1].hex() for i in range(0, len(data), 4))
        out += ["", f"This line: `{text}` → `{words}` ({fmt_name}, {len(data)} bytes)"]
    return "\n".join(out)


def _suffix_of(defn) -> str:
    name = defn.name
    for suf in ("_e32", "_e64", "_sdwa", "_dpp"):
        if name.endswith(suf):
            return suf
    return ""


def _operand_text(op) -> str:
    if op.kind == "fixed":
        return op.text
    width = f"×{op.width}" if op.width and op.width > 1 else ""
    return f"{op.field}:{op.kind}{width}"
