"""Operand expressions as llvm-mc reads them: `-2+1`, `(BB2-BB1)&4294967295`, `offset:2*2`, `vmcnt(1+1)`.

The grammar and arithmetic are the GNU-assembler flavour LLVM's MC layer uses: integers (decimal, 0x, 0b, leading-0
octal, 'c'), symbols, unary - + ~ !, and binary operators from loosest to tightest binding: `||`; `&&`; comparisons
(== != <> < <= > >=, true is -1); + -; | & ^ and `!` (or-not); * / % << >> (>> is a logical shift).  Values are
64-bit two's complement.  An expression naming a symbol is relocatable: its value is not known here (a label
difference resolved at layout, an undefined symbol); `value` then returns None and `is_expression` says whether the
text is an expression at all.
"""
from __future__ import annotations

import functools
import re

from ..regex_cache import regex

_MASK = (1 << 64) - 1
_TOKEN = regex(r"\s*(?:(0[xX][0-9a-fA-F]+|0[bB][01]+|\d+)(?![\w.])|('(?:[^'\\]|\\.)')|([A-Za-z_.$@][\w.$@]*)"
               r"|(<<|>>|<=|>=|<>|==|!=|&&|\|\||[-+*/%&|^~!<>()]))", re.ASCII)    # (int() reads other digits)
_BINARY = {"||": 1, "&&": 2, "==": 3, "!=": 3, "<>": 3, "<": 3, "<=": 3, ">": 3, ">=": 3, "+": 4, "-": 4,
           "|": 5, "!": 5, "&": 5, "^": 5, "*": 6, "/": 6, "%": 6, "<<": 6, ">>": 6}


class _Symbolic(Exception):
    """The expression names a symbol (or divides by zero, which llvm-mc also leaves to the linker)."""


class _Malformed(Exception):
    pass


def _signed(v: int) -> int:
    v &= _MASK
    return v - (1 << 64) if v >> 63 else v


def _integer(text: str) -> int:
    if text[:2] in ("0x", "0X"):
        v = int(text[2:], 16)
    elif text[:2] in ("0b", "0B"):
        v = int(text[2:], 2)
    elif len(text) > 1 and text[0] == "0":
        if not text.isdigit() or "8" in text or "9" in text:
            raise _Malformed
        v = int(text, 8)
    else:
        v = int(text)
    if v > _MASK:
        raise _Malformed                    # llvm-mc: literal value out of range
    return _signed(v)


def _tokens(text: str) -> list[tuple[str, str]]:
    out, pos, end = [], 0, len(text.rstrip())
    while pos < end:
        m = _TOKEN.match(text, pos)
        if not m:
            raise _Malformed
        number, char, name, op = m.groups()
        if number is not None:
            out.append(("n", number))
        elif char is not None:
            body = char[1:-1]
            if body.startswith("\\"):
                body = {"n": "\n", "t": "\t", "0": "\0", "\\": "\\", "'": "'"}.get(body[1], body[1])
            out.append(("c", str(ord(body))))
        elif name is not None:
            out.append(("s", name))
        else:
            out.append(("o", op))
        pos = m.end()
    return out


def _binary(op: str, a: int, b: int) -> int:
    if op == "+":
        return _signed(a + b)
    if op == "-":
        return _signed(a - b)
    if op == "*":
        return _signed(a * b)
    if op in ("/", "%"):
        if b == 0:
            raise _Symbolic
        if a == -(1 << 63) and b == -1:
            raise _Malformed
        q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)       # C division: truncating
        return q if op == "/" else a - q * b
    if op == "<<":
        return _signed(a << (b & 63))
    if op == ">>":
        return _signed((a & _MASK) >> (b & 63))
    if op == "&":
        return a & b
    if op == "|":
        return a | b
    if op == "^":
        return a ^ b
    if op == "!":
        return a | ~b
    if op == "&&":
        return int(bool(a) and bool(b))
    if op == "||":
        return int(bool(a) or bool(b))
    result = {"==": a == b, "!=": a != b, "<>": a != b, "<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[op]
    return -1 if result else 0


class _Parser:
    def __init__(self, tokens):
        self.tokens = tokens
        self.pos = 0
        self.symbolic = False

    def peek(self):
        return self.tokens[self.pos] if self.pos < len(self.tokens) else ("", "")

    def primary(self) -> int:
        kind, text = self.peek()
        self.pos += 1
        if kind == "n":
            return _integer(text)
        if kind == "c":
            return int(text)
        if kind == "s":
            self.symbolic = True
            return 0
        if kind == "o" and text == "(":
            v = self.expression(1)
            if self.peek() != ("o", ")"):
                raise _Malformed
            self.pos += 1
            return v
        if kind == "o" and text in "-+~!":
            v = self.primary()
            return {"-": lambda x: _signed(-x), "+": lambda x: x, "~": lambda x: ~x, "!": lambda x: int(x == 0)}[text](v)
        raise _Malformed

    def expression(self, min_prec: int) -> int:
        lhs = self.primary()
        while True:
            kind, op = self.peek()
            prec = _BINARY.get(op, 0) if kind == "o" else 0
            if prec < min_prec:
                return lhs
            self.pos += 1
            rhs = self.expression(prec + 1)
            try:
                lhs = _binary(op, lhs, rhs)
            except _Symbolic:
                self.symbolic = True
                lhs = 0


@functools.lru_cache(maxsize=4096)
def _evaluate(text: str) -> tuple[bool, int | None]:
    """(is an expression, its value or None when it is relocatable)."""
    try:
        tokens = _tokens(text)
        if not tokens:
            return False, None
        p = _Parser(tokens)
        v = p.expression(1)
        if p.pos != len(tokens):
            return False, None
    except (_Malformed, ValueError):
        return False, None
    return True, (None if p.symbolic else v)


def value(text: str) -> int | None:
    """The 64-bit signed value of a constant expression, else None (not an expression, or one naming a symbol)."""
    return _evaluate(text)[1]


def is_expression(text: str) -> bool:
    """The text reads as an expression (constant or naming symbols)."""
    return _evaluate(text)[0]


def symbols(text: str) -> list[str]:
    """The symbol names an expression uses."""
    try:
        return [t for kind, t in _tokens(text) if kind == "s"]
    except _Malformed:
        return []
