"""Constant expressions: a PLY grammar compiled to small trees, evaluated with 64-bit two's complement integers.

`evaluate(text, loc, names)` is the entry point for every stage; `try_evaluate(text, names)` answers None when the text
is not a constant expression.  Parsing happens once per distinct text (the tree is cached); trees without names are
folded to their value at compile time, so repeated operands like `x[11*2+0]` cost a dictionary look-up.

Semantics (C precedence, with HetPas/Pascal word operators as synonyms, except that shifts bind like `*` as in
HetPas's Pascal and in llvm-mc: `1+2<<3` is 17):
  unary  - + ~ not !            `not` / `~` are bitwise, `!` is logical (1/0)
  * / div mod %  << >> shl shr  `/` divides integers truncating toward zero (float if an operand is float);
                                `div` always truncates; `mod` / `%` take the dividend's sign;
                                `>>` / `shr` are arithmetic on the signed 64-bit value
  + -
  < <= > >=     = == <> !=      comparisons give 1 or 0
  & and    ^ xor    | or        bitwise
  && ||                         logical (1/0)
  c ? a : b
"""
from __future__ import annotations

import math
import re
import sys
import threading
from bisect import bisect_right
from typing import Mapping


from ..diagnostics import AssemblyError, Note, SourceLoc
from ..regex_cache import library_patterns, regex

_MASK64 = (1 << 64) - 1
_SIGN64 = 1 << 63


def wrap64(value: int) -> int:
    """`value` as a signed 64-bit two's complement integer."""
    value &= _MASK64
    return value - (1 << 64) if value & _SIGN64 else value


# ---------------------------------------------------------------------------------------------------------- lexer

_WORD_OPERATORS = {"div": "DIV", "mod": "MOD", "shl": "SHL", "shr": "SHR",
                   "and": "AND", "or": "OR", "xor": "XOR", "not": "NOT"}

tokens = (
    "FLOAT", "HEX", "BIN", "INT", "NAME",
    "PLUS", "MINUS", "TIMES", "SLASH", "PERCENT", "LSHIFT", "RSHIFT",
    "AMP", "PIPE", "CARET", "TILDE", "BANG", "ANDAND", "OROR",
    "EQ", "NE", "LT", "LE", "GT", "GE", "QUESTION", "COLON", "LPAREN", "RPAREN", "STRING", "COMMA",
) + tuple(_WORD_OPERATORS.values())

t_ignore = " \t\r\n"
t_PLUS = r"\+"
t_MINUS = r"-"
t_TIMES = r"\*"
t_SLASH = r"/"
t_PERCENT = r"%"
t_LSHIFT = r"<<"
t_RSHIFT = r">>"
t_ANDAND = r"&&"
t_OROR = r"\|\|"
t_AMP = r"&"
t_PIPE = r"\|"
t_CARET = r"\^"
t_TILDE = r"~"
t_NE = r"<>|!="
t_EQ = r"==|="
t_LE = r"<="
t_GE = r">="
t_LT = r"<"
t_GT = r">"
t_BANG = r"!"
t_QUESTION = r"\?"
t_COLON = r":"
t_LPAREN = r"\("
t_RPAREN = r"\)"
t_COMMA = r","


def t_FLOAT(t):
    r"(\d+\.\d+([eE][-+]?\d+)?)|(\d+[eE][-+]?\d+)"
    t.value = float(t.value)
    return t


def t_HEX(t):
    r"(0[xX][0-9a-fA-F]+)|(\$[0-9a-fA-F]+)"
    t.value = _literal(t, t.value[1:] if t.value[0] == "$" else t.value[2:], 16)
    t.type = "INT"
    return t


def t_BIN(t):
    r"0[bB][01]+"
    t.value = _literal(t, t.value[2:], 2)
    t.type = "INT"
    return t


def t_STRING(t):
    r"""("([^"\\\n]|\\.)*")|('([^'\n]|'')*')"""
    if t.value[0] == "'":     # a Pascal text (HetPas's splices are Pascal): `''` is a quote, a backslash is itself
        t.value = t.value[1:-1].replace("''", "'")
    else:
        t.value = _unescape(t.value[1:-1])
    return t


_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}


def _unescape(body: str) -> str:
    """The characters a string literal's body stands for (`\\n`, `\\"`, `\\\\`; another escaped character is itself)."""
    if "\\" not in body:
        return body
    return re.sub(r"\\(.)", lambda m: _ESCAPES.get(m.group(1), m.group(1)), body)


def t_NAME(t):
    r"[A-Za-z_@.][A-Za-z0-9_@.]*"
    t.type = _WORD_OPERATORS.get(t.value.lower(), "NAME")
    return t


def t_INT(t):
    r"\d+"
    if len(t.value) > 1 and t.value[0] == "0":
        if "8" in t.value or "9" in t.value:
            raise _ExprSyntaxError(t.lexpos, f"invalid octal number '{t.value}' (a leading 0 means octal)")
        t.value = _literal(t, t.value, 8)
    else:
        t.value = _literal(t, t.value, 10)
    return t


def _literal(t, digits: str, base: int) -> int:
    try:
        return literal_value(digits, base, t.value)
    except ValueError as exc:
        raise _ExprSyntaxError(t.lexpos, str(exc)) from None


_LIMB_DIGITS = {2: 64, 8: 22, 10: 20, 16: 16}   # digits of 2**64 - 1 (more, without leading zeros, cannot fit)


def literal_value(digits: str, base: int, written: str | None = None) -> int:
    """The 64-bit value of an integer literal's ASCII digits in `base`; ValueError with a message when it does not fit
    in 64 bits (as llvm-mc: a literal is never wrapped, and Python's int() never sees 4,300 digits)."""
    significant = digits.lstrip("0")
    value = int(significant, base) if significant and len(significant) <= _LIMB_DIGITS[base] else 0
    if len(significant) > _LIMB_DIGITS[base] or value >> 64:
        written = written or digits
        shown = written if len(written) <= 24 else f"{written[:10]}…{written[-6:]} ({len(written):,} characters)"
        raise ValueError(f"integer literal {shown} does not fit in 64 bits")
    return wrap64(value)


def decimal_value(digits: str) -> int:
    """An integer written in digits: octal after a leading 0 (`010` is 8), as in C and llvm-mc; ValueError for
    `08` and for a literal that does not fit in 64 bits."""
    if len(digits) > 1 and digits[0] == "0":
        if "8" in digits or "9" in digits:
            raise ValueError(f"invalid octal number '{digits}' (a leading 0 means octal)")
        return literal_value(digits, 8)
    return literal_value(digits, 10)


class _ExprSyntaxError(Exception):
    def __init__(self, offset: int, message: str):
        super().__init__(message)
        self.offset = offset
        self.message = message


def t_error(t):
    ch = t.value[0]
    shown = repr(ch) if ch.isascii() and ch.isprintable() else f"U+{ord(ch):04X}"
    raise _ExprSyntaxError(t.lexpos, f"unexpected character {shown} in expression")



# ---------------------------------------------------------------------------------------------------------- grammar
# Trees are tuples: ("num", value) | ("name", offset, text) | (op, offset, child...) ; offset = column of the operator.

precedence = (
    ("right", "QUESTION", "COLON"),
    ("left", "OROR"),
    ("left", "ANDAND"),
    ("left", "PIPE", "OR"),
    ("left", "CARET", "XOR"),
    ("left", "AMP", "AND"),
    ("left", "EQ", "NE"),
    ("left", "LT", "LE", "GT", "GE"),
    ("left", "PLUS", "MINUS"),
    ("left", "TIMES", "SLASH", "PERCENT", "DIV", "MOD", "LSHIFT", "RSHIFT", "SHL", "SHR"),
    ("right", "UNARY"),
)

_BINARY_OPS = {
    "+": "add", "-": "sub", "*": "mul", "/": "truediv", "%": "mod", "div": "div", "mod": "mod",
    "<<": "shl", ">>": "shr", "shl": "shl", "shr": "shr",
    "&": "band", "and": "band", "|": "bor", "or": "bor", "^": "bxor", "xor": "bxor",
    "&&": "land", "||": "lor",
    "=": "eq", "==": "eq", "<>": "ne", "!=": "ne", "<": "lt", "<=": "le", ">": "gt", ">=": "ge",
}


def p_expression_ternary(p):
    "expression : expression QUESTION expression COLON expression"
    p[0] = ("cond", p.lexpos(2), p[1], p[3], p[5])


def p_expression_binary(p):
    """expression : expression PLUS expression
                  | expression MINUS expression
                  | expression TIMES expression
                  | expression SLASH expression
                  | expression PERCENT expression
                  | expression DIV expression
                  | expression MOD expression
                  | expression LSHIFT expression
                  | expression RSHIFT expression
                  | expression SHL expression
                  | expression SHR expression
                  | expression AMP expression
                  | expression AND expression
                  | expression PIPE expression
                  | expression OR expression
                  | expression CARET expression
                  | expression XOR expression
                  | expression ANDAND expression
                  | expression OROR expression
                  | expression EQ expression
                  | expression NE expression
                  | expression LT expression
                  | expression LE expression
                  | expression GT expression
                  | expression GE expression"""
    kind = _BINARY_OPS[p[2].lower()]
    p[0] = node = (kind, p.lexpos(2), p[1], p[3])
    if kind in _ARITHMETIC and (_bare_shift(p[1]) or _bare_shift(p[3])):
        _mixed.append(node)


_ARITHMETIC = frozenset({"add", "sub", "mul", "truediv", "mod", "div"})
_SHIFTS = frozenset({"shl", "shr"})
_grouped: set[int] = set()   # ids of the nodes written in parentheses (during one parse)
_mixed: list = []            # arithmetic nodes with a shift operand not in parentheses (during one parse)


def _bare_shift(tree) -> bool:
    return tree[0] in _SHIFTS and id(tree) not in _grouped


def p_expression_unary(p):
    """expression : MINUS expression %prec UNARY
                  | PLUS expression %prec UNARY
                  | TILDE expression %prec UNARY
                  | NOT expression %prec UNARY
                  | BANG expression %prec UNARY"""
    op = {"-": "neg", "+": "pos", "~": "inv", "not": "inv", "!": "lnot"}[p[1].lower()]
    p[0] = (op, p.lexpos(1), p[2])


def p_expression_group(p):
    "expression : LPAREN expression RPAREN"
    p[0] = p[2]
    _grouped.add(id(p[2]))


def p_expression_number(p):
    """expression : INT
                  | FLOAT"""
    p[0] = ("num", p[1])


def p_expression_string(p):
    "expression : STRING"
    p[0] = ("num", p[1])          # a text value (`!["GCN" + " ISA"]`): a leaf like a number


_FUNCTIONS = ("min", "max")     # Pascal's (HetPas evaluates `__for__` bounds as Pascal: `[1..min(16-i,8)-1]`)


def p_expression_call(p):
    "expression : NAME LPAREN arguments RPAREN"
    name = p[1].lower()
    if name not in _FUNCTIONS:
        raise _ExprSyntaxError(p.lexpos(1), f"unknown function '{p[1]}' (the functions are min and max)")
    if len(p[3]) < 2:
        raise _ExprSyntaxError(p.lexpos(1), f"{name} takes two or more values")
    tree = p[3][0]
    for argument in p[3][1:]:
        tree = (name, p.lexpos(1), tree, argument)
    p[0] = tree


def p_arguments(p):
    """arguments : expression
                 | arguments COMMA expression"""
    p[0] = [p[1]] if len(p) == 2 else p[1] + [p[3]]


def p_expression_name(p):
    "expression : NAME"
    p[0] = ("name", p.lexpos(1), p[1])


_parse_text = ""


def p_error(t):
    if t is None:
        raise _ExprSyntaxError(len(_parse_text.rstrip()), "unexpected end of expression")
    raise _ExprSyntaxError(t.lexpos, f"unexpected {str(t.value)!r} in expression")


# The LALR tables are generated once by tools/gen_expr_tables.py and committed (masm/preprocess/expr_tables.py):
# building them at every start cost ~0.2 s per process. PLY checks the grammar's signature against the committed
# tables and silently rebuilds them in memory when they are stale (tests/preprocess/test_preprocess_expr_tables.py
# fails then); nothing is ever written at run time.
TABLES_MODULE = "masm.preprocess.expr_tables"
_lexer = _parser = None     # made on the first parse (a plain file's build never parses: start-up)


def _made_parser():
    """PLY's lexer and parser of this module (built once, under _parse_lock)."""
    global _lexer, _parser
    if _parser is None:
        module = sys.modules[__name__]
        with library_patterns():    # (PLY's patterns, each token's and the lexer's: their programs are kept)
            import ply.lex as lex
            import ply.yacc as yacc
            _lexer = lex.lex(module=module, debug=False, optimize=False,
                             reflags=re.VERBOSE | re.ASCII)   # (`\d` is 0-9 only)
        _parser = yacc.yacc(module=module, debug=False, write_tables=False, optimize=False, tabmodule=TABLES_MODULE,
                            errorlog=yacc.NullLogger())
    return _parser, _lexer

# ---------------------------------------------------------------------------------------------------------- evaluation


class _EvalError(Exception):
    def __init__(self, offset: int, message: str):
        super().__init__(message)
        self.offset = offset
        self.message = message


def _int_operands(op: str, offset: int, a, b):
    if isinstance(a, float) or isinstance(b, float):
        raise _EvalError(offset, f"operator '{op}' needs integer operands")


def _trunc_div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


_TEXT_COMPARISONS = {"eq": lambda a, b: a == b, "ne": lambda a, b: a != b, "lt": lambda a, b: a < b,
                     "le": lambda a, b: a <= b, "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b}


def _apply_text(kind: str, offset: int, a, b):
    """An operator with a text operand: `+` joins two texts, comparisons compare them; nothing else takes text."""
    if type(a) is str and type(b) is str:
        if kind == "add":
            return a + b
        if kind in _TEXT_COMPARISONS:
            return int(_TEXT_COMPARISONS[kind](a, b))
    symbol = next(k for k, v in _BINARY_OPS.items() if v == kind)
    raise _EvalError(offset, f"operator '{symbol}' cannot take a text and a number" if type(a) is not type(b)
                     else f"operator '{symbol}' does not take texts")


def _apply_binary(kind: str, offset: int, a, b):
    if kind in _FUNCTIONS:
        if type(a) is str or type(b) is str:
            raise _EvalError(offset, f"{kind} takes numbers, not texts")
        return min(a, b) if kind == "min" else max(a, b)
    if type(a) is str or type(b) is str:
        return _apply_text(kind, offset, a, b)
    if kind == "add":
        r = a + b
    elif kind == "sub":
        r = a - b
    elif kind == "mul":
        r = a * b
    elif kind in ("truediv", "div", "mod"):
        if b == 0:
            raise _EvalError(offset, "division by zero in expression")
        if kind == "truediv" and (isinstance(a, float) or isinstance(b, float)):
            return a / b
        if kind == "div":
            _int_operands("div", offset, a, b)
        if isinstance(a, float) or isinstance(b, float):
            return math.fmod(a, b)
        q = _trunc_div(a, b)
        r = q if kind != "mod" else a - q * b
    elif kind in ("shl", "shr"):
        _int_operands("<<" if kind == "shl" else ">>", offset, a, b)
        if b < 0:
            raise _EvalError(offset, "negative shift count in expression")
        if kind == "shl":
            r = a << b if b < 64 else 0
        else:
            r = a >> min(b, 63)
    elif kind in ("band", "bor", "bxor"):
        _int_operands({"band": "&", "bor": "|", "bxor": "^"}[kind], offset, a, b)
        r = a & b if kind == "band" else a | b if kind == "bor" else a ^ b
    elif kind == "land":
        return int(bool(a) and bool(b))
    elif kind == "lor":
        return int(bool(a) or bool(b))
    elif kind == "eq":
        return int(a == b)
    elif kind == "ne":
        return int(a != b)
    elif kind == "lt":
        return int(a < b)
    elif kind == "le":
        return int(a <= b)
    elif kind == "gt":
        return int(a > b)
    else:  # ge
        return int(a >= b)
    return r if isinstance(r, float) else wrap64(r)


def _apply_unary(kind: str, offset: int, a):
    if type(a) is str:
        raise _EvalError(offset, "a text cannot be negated or inverted")
    if kind == "neg":
        return -a if isinstance(a, float) else wrap64(-a)
    if kind == "pos":
        return a
    if kind == "lnot":
        return int(not a)
    if isinstance(a, float):
        raise _EvalError(offset, "operator 'not' needs an integer operand")
    return wrap64(~a)


def _lookup(names: Mapping, name: str, offset: int):
    value = names.get(name)
    if value is None:
        value = names.get(name.lower())
        if value is None:
            lowered = name.lower()
            for key, candidate in names.items():
                if key.lower() == lowered:
                    value = candidate
                    break
            else:
                raise _EvalError(offset, f"unknown name '{name}' in expression")
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        if isinstance(value, bool):
            return int(value)
        raise _EvalError(offset, f"'{name}' is not a number")
    return value


def _run(tree, names: Mapping):
    kind = tree[0]
    if kind == "num":
        return tree[1]
    if kind == "name":
        return _lookup(names, tree[2], tree[1])
    if kind == "cond":
        return _run(tree[3], names) if _run(tree[2], names) else _run(tree[4], names)
    if len(tree) == 3:
        return _apply_unary(kind, tree[1], _run(tree[2], names))
    return _apply_binary(kind, tree[1], _run(tree[2], names), _run(tree[3], names))


def _fold(tree):
    """Replace every name-free subtree by its value (errors in it stay in the tree to be raised on evaluation)."""
    kind = tree[0]
    if kind in ("num", "name"):
        return tree
    children = [_fold(child) for child in tree[2:]]
    folded = (kind, tree[1], *children)
    if all(child[0] == "num" for child in children):
        try:
            return ("num", _run(folded, {}))
        except _EvalError:
            return folded
    return folded


# ---------------------------------------------------------------------------------------------------------- API

_compiled: dict[str, tuple] = {}
_CACHE_LIMIT = 200_000


_parse_lock = threading.Lock()  # one PLY parser and lexer serve every caller (the language server may use threads)


def _parse(text: str) -> tuple:
    """The tree PLY parses from `text`, or ("error", offset, message)."""
    global _parse_text
    if not text.strip():
        return ("error", 0, "empty expression")
    with _parse_lock:
        _parse_text = text
        _grouped.clear()
        del _mixed[:]
        try:
            parser, lexer = _made_parser()
            tree = parser.parse(text, lexer=lexer)
        except _ExprSyntaxError as exc:
            return ("error", exc.offset, exc.message)
        except RecursionError:
            return ("error", 0, "expression nested too deeply")
        finally:
            _grouped.clear()
        if _mixed:
            if len(_shift_mixes) >= _CACHE_LIMIT:
                _shift_mixes.clear()
            _shift_mixes[text] = _mixed[0][1]
            del _mixed[:]
        return tree


_shift_mixes: dict[str, int] = {}   # parsed texts that mix a shift with arithmetic: offset of the operator
_mixes_shift: dict[str, bool] = {}  # text -> whether it (or its shape) is one of them (texts repeat in unrolled code)


def precedence_warning(text: str) -> str | None:
    """Why `text` may not mean what its writer thought: a shift mixed with arithmetic without parentheses reads as
    HetPas (Pascal) and llvm-mc read it, which is not C's reading (`1+2<<3` is 1+(2<<3) = 17, C says 24)."""
    if "<<" not in text and ">>" not in text and "sh" not in text.lower():
        return None
    mixes = _mixes_shift.get(text)
    if mixes is None:
        _compile(text)
        mixes = text in _shift_mixes or _shape_of(text)[0] in _shift_mixes
        if len(_mixes_shift) >= _CACHE_LIMIT:
            _mixes_shift.clear()
        _mixes_shift[text] = mixes
    if not mixes:
        return None
    return (f"'{text.strip()}': a shift binds like '*' here (as in HetPas's Pascal and in llvm-mc), not looser than "
            "'+' and '*' as in C: add parentheses to say which is meant")


# Expressions that differ only in their numbers and symbol names (`2*((3 + 11) and 15)`, `2*((4 + 11) and 15)`;
# `.Lfunc_end0-foo`, `.Lfunc_end1-bar`; branch targets `L0`, `L1` …) share one parse: numbers are replaced by slot
# names `.@0`, `.@1` …, names by `.@@2` … (texts containing `.@` skip this; a word operator and a function's name stay
# as they are), the shape is parsed once, and each text's numbers and names are bound into a copy of the tree, with
# offsets mapped back to the text.
_NUMBER_OR_NAME = regex(r"[A-Za-z_@.][A-Za-z0-9_@.]*|(\d+\.\d+([eE][-+]?\d+)?|\d+[eE][-+]?\d+|0[xX][0-9a-fA-F]+"
                        r"|\$[0-9a-fA-F]+|0[bB][01]+|\d+)", re.ASCII)
_shapes: dict[str, tuple] = {}
_BAD_OCTAL = regex(r"0\d*[89]\d*", re.ASCII)
_CALL_AFTER = regex(r"[ \t\r\n]*\(")      # (what makes the name before it a function's: blanks the lexer skips, `(`)
_GLUE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_@.$")


def _number_value(text: str) -> int | float:
    if len(text) < 19 and text.isdigit() and (text[0] != "0" or len(text) == 1) and text.isascii():
        return int(text)            # decimal digits that fit (what decimal_value gives, without its checks)
    lowered = text.lower()
    if lowered.startswith("0x"):
        return literal_value(text[2:], 16, text)
    if text[0] == "$":
        return literal_value(text[1:], 16, text)
    if lowered.startswith("0b"):
        return literal_value(text[2:], 2, text)
    if "." in text or "e" in lowered:
        return float(text)
    return decimal_value(text)


def _shape_of(text: str):
    """(shape text, [(shape offset just after the slot, shape minus text offset from there on, number or name text)])."""
    numbers = []
    pieces = []
    last = 0
    shift = 0
    for match in _NUMBER_OR_NAME.finditer(text):
        start, end = match.span()
        if match.group(1) is None:      # a name: a slot unless it is a word operator or a function's name
            word = match.group(0)
            if word.lower() in _WORD_OPERATORS or _CALL_AFTER.match(text, end) is not None:
                continue
            if end < len(text) and text[end] in _GLUE or start and text[start - 1] in _GLUE:
                return text, []  # `x$1F`, `$x`: a slot there would lex differently; parse the text itself
            slot = f".@@{len(numbers)}"
            pieces.append(text[last:start])
            pieces.append(slot)
            shift += len(slot) - (end - start)
            numbers.append((end + shift, shift, word))
            last = end
            continue
        if end < len(text) and text[end] in _GLUE or start and text[start - 1] in _GLUE or \
                _BAD_OCTAL.fullmatch(match.group(0)):
            return text, []  # `0A`, `1$2`, `x$1F`, `08`: a slot there would lex differently; parse the text itself
        slot = f".@{len(numbers)}"
        pieces.append(text[last:start])
        pieces.append(slot)
        shift += len(slot) - (end - start)
        numbers.append((end + shift, shift, match.group(0)))
        last = end
    pieces.append(text[last:])
    return "".join(pieces), numbers


def _bind(tree, numbers, ends):
    """`tree` (parsed from a shape) with its slots replaced by the numbers and offsets moved back to the text."""
    kind = tree[0]
    if kind == "num":
        return tree
    offset = tree[1]
    index = bisect_right(ends, offset) - 1
    moved = offset - numbers[index][1] if index >= 0 else offset
    if kind == "name":
        name = tree[2]
        if name.startswith(".@"):
            if name[2] == "@":                  # (a name's slot)
                return ("name", moved, numbers[int(name[3:])][2])
            return ("num", _number_value(numbers[int(name[2:])][2]))
        return ("name", moved, name)
    return (kind, moved) + tuple(_bind(child, numbers, ends) for child in tree[2:])


_named_shapes: set[str] = set()    # shapes naming a symbol (a name or a name's slot)


def _has_names(tree) -> bool:
    """Whether `tree` names a symbol: a name, or a name's slot (iterative: a tree may be deeper than Python's
    stack)."""
    stack = [tree]
    while stack:
        node = stack.pop()
        kind = node[0]
        if kind == "name":
            if not node[2].startswith(".@") or node[2][2] == "@":
                return True
        elif kind not in ("num", "error"):
            stack.extend(node[2:])
    return False


def _value_of_shape(shape: str, shaped, digits) -> tuple | None:
    """("num", value) of a text whose shape names nothing but its number slots (`digits`: the numbers' texts in
    order): the shape's tree run with the slots bound to the numbers, which is what folding the text's own tree
    gives.  None when the run fails (the text's own tree then keeps the error at the text's offset)."""
    run = _shape_runs.get(shape)
    if run is None:
        run = _shape_runs[shape] = _generated_run(shaped)
    try:
        return ("num", run([_number_value(text) for text in digits]))
    except (_EvalError, ValueError, RecursionError):
        return None


_shape_runs: dict[str, object] = {}     # shape -> its tree as one Python function of the slots' values (_run's steps)


def _generated_run(tree):
    """A function of the slots' values (a list, slot i at index i) that computes what `_run` computes on `tree`:
    the same `_apply_binary`/`_apply_unary` calls in the same order, without walking the tree per text.  A tree
    too deep for Python's compiler gets a function that walks it."""
    constants: list = []

    def python(node) -> str:
        kind = node[0]
        if kind == "num":
            constants.append(node[1])
            return f"c[{len(constants) - 1}]"
        if kind == "name":
            return f"n[{int(node[2][2:])}]"
        if kind == "cond":
            return f"({python(node[3])} if {python(node[2])} else {python(node[4])})"
        if len(node) == 3:
            return f"u({kind!r}, {node[1]}, {python(node[2])})"
        return f"b({kind!r}, {node[1]}, {python(node[2])}, {python(node[3])})"

    try:
        code = compile(f"lambda n: {python(tree)}", "<masm expression>", "eval")
        return eval(code, {"b": _apply_binary, "u": _apply_unary, "c": constants})
    except (RecursionError, SyntaxError, MemoryError):
        return lambda values: _run(tree, {f".@{i}": value for i, value in enumerate(values)})


# A text of decimal numbers, blanks, brackets and operators only (what unrolled code makes of `(k+1)%64`): its shape
# is its digit runs as slots, found without _shape_of's checks (no letter, `.`, `$` or `_` can glue to a number;
# a number with a leading 0 goes the general way, which reads octal and rejects `08`).
_NUMBERS_AND_OPERATORS = regex(r"[0-9 ()+\-*/%<>&|^~!?:=]*")
_DIGIT_RUNS = regex(r"(\d+)")


def _arithmetic_shape(text: str) -> tuple[str, list[str]] | None:
    """(shape, the numbers' texts) of a text of numbers and operators only, exactly as _shape_of gives them; None
    for any other text."""
    if _NUMBERS_AND_OPERATORS.fullmatch(text) is None:
        return None
    parts = _DIGIT_RUNS.split(text)
    digits = parts[1::2]
    for number in digits:
        if number[0] == "0" and len(number) > 1:
            return None
    parts[1::2] = [f".@{i}" for i in range(len(digits))]
    return "".join(parts), digits


def arithmetic_run(text: str):
    """The function `try_evaluate` runs for `text` and for every text of its shape, when `text` is decimal numbers
    (none with a leading 0) and operators only: called with the numbers' values (a list, in order) it gives what
    `try_evaluate` gives (the value's type included) or raises (then `try_evaluate` takes another way).  None for
    any other text, and for a shape that does not parse."""
    arithmetic = _arithmetic_shape(text)
    if arithmetic is None or not arithmetic[1]:
        return None
    shape = arithmetic[0]
    shaped = _shape_tree(shape)
    if shaped[0] == "error" or shape in _named_shapes:
        return None
    run = _shape_runs.get(shape)
    if run is None:
        run = _shape_runs[shape] = _generated_run(shaped)
    return run


def _compile(text: str) -> tuple:
    """The folded tree of `text`, or ("error", offset, message) when it does not parse."""
    tree = _compiled.get(text)
    if tree is not None:
        return tree
    arithmetic = _arithmetic_shape(text)
    if arithmetic is not None and arithmetic[1]:
        shape, digits = arithmetic
        shaped = _shape_tree(shape)
        if shaped[0] != "error" and shape not in _named_shapes:
            tree = _value_of_shape(shape, shaped, digits)
            if tree is not None:
                _keep(text, tree)
                return tree
    shape, numbers = _shape_of(text)
    shaped = None
    if numbers and ".@" not in text and '"' not in text and "'" not in text:   # (a number inside a text is no slot)
        shaped = _shape_tree(shape)
    try:
        if shaped is not None and shaped[0] != "error":
            tree = _value_of_shape(shape, shaped, [n[2] for n in numbers]) if shape not in _named_shapes else None
            if tree is None:
                tree = _fold(_bind(shaped, numbers, [n[0] for n in numbers]))
        else:
            tree = _parse(text)
            if tree[0] != "error":
                tree = _fold(tree)
    except RecursionError:
        tree = ("error", 0, "expression nested too deeply")
    except ValueError:   # a number that does not fit: the parse of the text itself says where
        tree = _parse(text)
        if tree[0] != "error":
            tree = _fold(tree)
    _keep(text, tree)
    return tree


def _keep(text: str, tree) -> None:
    if len(_compiled) >= _CACHE_LIMIT:
        _compiled.clear()
    _compiled[text] = tree


def _shape_tree(shape: str):
    """The parsed tree of a shape (kept: its texts differ only in their numbers)."""
    shaped = _shapes.get(shape)
    if shaped is None:
        if len(_shapes) >= _CACHE_LIMIT:
            _shapes.clear()
            _named_shapes.clear()
            _shape_runs.clear()
        shaped = _shapes[shape] = _parse(shape)
        if _has_names(shaped):
            _named_shapes.add(shape)
    return shaped


def _column_loc(loc: SourceLoc, text: str, offset: int) -> SourceLoc:
    """The location of character `offset` of `text`, which starts at `loc` (text may span lines)."""
    before = text[:offset]
    newlines = before.count("\n")
    if newlines:
        return SourceLoc(loc.file, loc.line + newlines, offset - before.rfind("\n"))
    return SourceLoc(loc.file, loc.line, loc.column + offset)


def evaluate(text: str, loc: SourceLoc, names: Mapping[str, int | float] = {}, notes: tuple[Note, ...] = (),
             text_ok: bool = False) -> int | float:
    """The value of the constant expression `text` (which starts at `loc`); AssemblyError at the offending column.
    `text_ok`: the value may be a text (`"GCN" + " ISA"`, for a splice); elsewhere a text is an error."""
    if len(text) < 19 and text.isascii() and text.isdigit() and (text[0] != "0" or len(text) == 1):
        return int(text)
    tree = _compile(text)
    try:
        if tree[0] == "num":
            value = tree[1]
        elif tree[0] == "error":
            raise _EvalError(tree[1], tree[2])
        else:
            value = _run(tree, names)
        if type(value) is str and not text_ok:
            raise _EvalError(0, f"expected a number, not the text {_quoted(value)}")
        return value
    except _EvalError as exc:
        raise AssemblyError.at(_column_loc(loc, text, exc.offset), exc.message, tuple(notes)) from None
    except RecursionError:
        raise AssemblyError.at(loc, "expression nested too deeply", tuple(notes)) from None


def try_evaluate(text: str, names: Mapping[str, int | float] = {}) -> int | float | None:
    """The value of `text`, or None when it is not a constant expression (syntax, unknown name, division by zero)."""
    if len(text) < 19 and text.isascii() and text.isdigit() and (text[0] != "0" or len(text) == 1):
        return int(text)
    tree = _compile(text)
    if tree[0] == "num":
        value = tree[1]
    elif tree[0] == "error":
        return None
    else:
        try:
            value = _run(tree, names)
        except (_EvalError, RecursionError):
            return None
    return None if type(value) is str else value


def _quoted(value: str) -> str:
    shown = value if len(value) <= 40 else value[:37] + "..."
    return '"' + "".join(ch if ch.isprintable() and ch.isascii() else f"\\x{ord(ch):02x}" for ch in shown) + '"'


def names_in(text: str) -> tuple[str, ...]:
    """The identifiers an expression refers to (empty for constants and for text that does not parse)."""
    found: list[str] = []

    def walk(tree):
        if tree[0] == "name":
            found.append(tree[2])
        elif tree[0] not in ("num", "error"):
            for child in tree[2:]:
                walk(child)

    walk(_compile(text))
    return tuple(found)
