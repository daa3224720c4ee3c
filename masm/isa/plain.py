"""Assemble a plain LLVM-syntax file: labels, one instruction per line, data directives, comments.

Used by tools and tests that need only the ISA layer: masm.api.assemble goes through masm.pipeline, which also takes
what HetPas writes (a single register for a pair, masm/statements/operand_widths.py) where this refuses it as llvm-mc
does.  Data directives are as wide as the pipeline makes them (`.word` is 2 bytes, docs/LANGUAGE.md).  Two passes:
encode every line and place labels, then patch branch and literal fixups.
"""
from __future__ import annotations

import re

from ..diagnostics import AssemblyError, DiagnosticSink, SourceLoc
from ..regex_cache import regex
from .encoder import encode, template_encoder
from .operands import parse_int

_LABEL_RE = regex(r"^\s*([A-Za-z_.$@][\w.$@]*)\s*:(?!:)")
_DATA_SIZES = {".byte": 1, ".short": 2, ".hword": 2, ".value": 2, ".long": 4, ".int": 4, ".word": 2, ".quad": 8,
               "dd": 4, "dw": 2, "db": 1, "dq": 8}
_IGNORED = (".text", ".globl", ".global", ".section", ".type", ".size", ".amdgcn_target", ".amdgpu_hsa_kernel",
            ".hsa_code_object_version", ".hsa_code_object_isa", ".p2alignl", ".weak", ".file", ".ident", ".set",
            ".amdhsa_code_object_version")
_NOP = bytes([0x00, 0x00, 0x80, 0xBF])
_TERM_RE = regex(r"\s*([+-]?)\s*([A-Za-z_.$@][\w.$@]*|0x[0-9a-fA-F]+|\d+)", re.ASCII)


def strip_comment(line: str) -> str:
    cut = len(line)
    for marker in ("//", ";"):
        i = line.find(marker)
        if i >= 0:
            cut = min(cut, i)
    return line[:cut]


def evaluate(expr: str, labels: dict[str, int], loc: SourceLoc) -> int:
    """A sum/difference of label names and integers."""
    pos, total, text = 0, 0, expr.strip()
    while pos < len(text):
        m = _TERM_RE.match(text, pos)
        if not m or (pos > 0 and not m.group(1)):
            raise AssemblyError.at(loc, f"invalid expression '{expr}'")
        sign = -1 if m.group(1) == "-" else 1
        term = m.group(2)
        v = parse_int(term)
        if v is None:
            if term not in labels:
                raise AssemblyError.at(loc, f"undefined label '{term}'")
            v = labels[term]
        total += sign * v
        pos = m.end()
    return total


def assemble_plain(text: str, arch: str, filename: str = "<input>") -> bytes:
    code = bytearray()
    labels: dict[str, int] = {}
    pending = []          # (fixup, instruction start, loc)
    sink = DiagnosticSink()
    known = template_encoder(arch)
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = strip_comment(raw) if "/" in raw or ";" in raw else raw
        col = 0
        while ":" in line:
            m = _LABEL_RE.match(line, col)
            if not m:
                break
            name = m.group(1)
            if name in labels:
                sink.error(SourceLoc(filename, lineno, m.start(1) + 1), f"redefinition of label '{name}'")
            labels[name] = len(code)
            col = m.end()
        stmt = line[col:] if col else line
        body = stmt.strip()
        if not body:
            continue
        word = body.split(None, 1)[0].lower()
        if word[0] != "." and word not in _DATA_SIZES:      # an instruction: most lines take this path
            enc = known(body)
            if enc is not None:
                for fx in enc.fixups:
                    pending.append((fx.kind, fx.offset, len(code),
                                    fx.expr, SourceLoc(filename, lineno, col + len(stmt) - len(stmt.lstrip()) + 1)))
                code += enc.data
                continue
        start = col + len(stmt) - len(stmt.lstrip())
        loc = SourceLoc(filename, lineno, start + 1)
        try:
            if word in _DATA_SIZES:
                size = _DATA_SIZES[word]
                body = stmt.strip()[len(word):]
                for part in [p for p in body.split(",")]:
                    if not part.strip():
                        raise AssemblyError.at(loc, "expected a value")
                    v = parse_int(part.strip())
                    if v is None:
                        pending.append(("data", size, len(code), part.strip(), loc))
                        v = 0
                    elif not -(1 << (8 * size - 1)) <= v < (1 << (8 * size)):
                        raise AssemblyError.at(loc, f"value {part.strip()} does not fit in {size} bytes")
                    code += (v & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
            elif word in (".align", ".p2align", ".balign"):
                arg = parse_int(stmt.split(None, 1)[1].split(",")[0].strip()) if len(stmt.split()) > 1 else None
                if arg is None or arg < 0:
                    raise AssemblyError.at(loc, "expected an alignment")
                align = 1 << arg if word == ".p2align" else arg
                while len(code) % align:
                    code += _NOP if len(code) % 4 == 0 and align - len(code) % align >= 4 else b"\0"
            elif word.startswith(".") or word in _IGNORED:
                if word not in _IGNORED and not word.startswith((".amdhsa", ".amdgpu", ".end_amd", ".amd_")):
                    raise AssemblyError.at(loc, f"unknown directive '{word}'")
            else:
                enc = encode(stmt.strip(), arch, loc)
                for fx in enc.fixups:
                    pending.append((fx.kind, fx.offset, len(code), fx.expr, loc))
                code += enc.data
        except AssemblyError as e:
            sink.extend(e)
    for kind, offset, start, expr, loc in pending:
        try:
            value = evaluate(expr, labels, loc)
        except AssemblyError as e:
            sink.extend(e)
            continue
        if kind == "branch16":
            delta = value - (start + 4)
            if delta % 4:
                sink.error(loc, "branch target is not a multiple of 4 bytes away")
                continue
            delta //= 4
            if not -0x8000 <= delta <= 0x7FFF:
                sink.error(loc, f"branch to '{expr}' is out of range ({delta} dwords)")
                continue
            code[start + offset:start + offset + 2] = (delta & 0xFFFF).to_bytes(2, "little")
        elif kind == "literal32":
            code[start + offset:start + offset + 4] = (value & 0xFFFFFFFF).to_bytes(4, "little")
        else:  # data
            size = offset
            code[start:start + size] = (value & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
    sink.raise_if_errors()
    return bytes(code)
