"""Lint's own warnings: what is legal but probably a mistake.  (Unused temps, aliases and labels come from the
statement stage, in LoweredKernel.warnings.)"""
from __future__ import annotations

import re
import weakref

from ..diagnostics import Diagnostic, SourceLoc
from ..regex_cache import regex
from .model import Analysis, KernelAnalysis
from .stages import stages
from .text import split_operands, strip_comments

_WORD = regex(r"[A-Za-z_.@][\w.@]*")


def lint_warnings(result: Analysis, source: str, arch: str) -> list[Diagnostic]:
    """Unused macro parameters, registers read before any write, `numvgprs` above what is used."""
    out: list[Diagnostic] = []
    out += _unused_macro_parameters(source, result.filename)
    for ka in result.kernels:
        if ka.lowered is None:
            continue
        out += _reads_before_writes(ka, arch)
        out += _oversized_budget(ka, arch)
    return out


def _words(text: str) -> list[str]:
    # `..` is a range operator (`[first..last]`), not part of a name, though `.` may start or continue one
    return [w.lower() for w in _WORD.findall(text.replace("..", " .. "))]


_MACRO_HEAD = regex(r"#macro[ \t]+([A-Za-z_.@][\w.@]*)[ \t]*\(([^)\n]*)\)", re.IGNORECASE)
_ENDM = regex(r"#endm\b", re.IGNORECASE)


def _unused_macro_parameters(source: str, filename: str) -> list[Diagnostic]:
    """Parameters a `#macro NAME(p1, p2)` body never mentions (macros of the linted file itself)."""
    if "#macro" not in source.lower():
        return []
    code = strip_comments(source)
    out = []
    for head in _MACRO_HEAD.finditer(code):
        end = _ENDM.search(code, head.end())
        used = set(_words(code[head.end():end.start() if end else len(code)]))
        for param in _WORD.finditer(head.group(2)):
            if param.group().lower() in used:
                continue
            offset = head.start(2) + param.start()
            line = code.count("\n", 0, offset) + 1
            column = offset - (code.rfind("\n", 0, offset) + 1) + 1
            out.append(Diagnostic("warning", f"parameter '{param.group()}' of macro '{head.group(1)}' is never used",
                                  SourceLoc(filename, line, column), (), len(param.group())))
    return out


# -- registers read before written

_REG_TOKEN = regex(r"\b([vsa])(\d+)\b|\b([vsa])\[\s*(\d+)\s*:\s*(\d+)\s*\]", re.IGNORECASE)


def _expand_register(text: str) -> list[tuple[str, int]]:
    """`v3` -> [(v,3)]; `s[4:5]` -> [(s,4),(s,5)]; anything else -> []."""
    out = []
    for m in _REG_TOKEN.finditer(str(text)):
        if m.group(1):
            out.append((m.group(1).lower(), int(m.group(2))))
        else:
            f, lo, hi = m.group(3).lower(), int(m.group(4)), int(m.group(5))
            out.extend((f, k) for k in range(lo, hi + 1))
    return out


def _split_operands(text: str) -> list[str]:
    """The comma-separated operands after the mnemonic (modifiers after the last operand dropped)."""
    ops = split_operands(text)
    if ops and ops[-1].split():
        ops[-1] = ops[-1].split()[0]
    return ops


def _has_direction(operands) -> bool:
    """Does the ISA table say which operands are written (`out`) / read?  Without that, nothing can be checked."""
    return all(hasattr(op, "out") or hasattr(op, "direction") for op in operands)


def _operand_is_output(operand) -> bool:
    return bool(getattr(operand, "out", False) or getattr(operand, "is_output", False)
                or getattr(operand, "direction", "") in ("out", "inout"))


def _operand_is_input(operand) -> bool:
    direction = getattr(operand, "direction", None)
    if direction is not None:
        return direction in ("in", "inout")
    return not getattr(operand, "out", False) or bool(getattr(operand, "tied", False))


_DEFAULT_ABI = frozenset([("s", k) for k in range(16)] + [("v", k) for k in range(3)])


# The warnings depend only on the lowered kernel (its lines, locations and ABI) and the arch; the language server
# reuses the lowered kernels of unchanged kernels across edits, so remember the answer per lowered kernel object
# (LoweredKernel is an unhashable dataclass: key by identity, checked through a weak reference).
_READS_MEMO: dict[int, tuple] = {}


def _reads_before_writes(ka: KernelAnalysis, arch: str) -> list[Diagnostic]:
    """First read of each register no earlier instruction (in program order) has written."""
    lowered = ka.lowered
    memo = _READS_MEMO.get(id(lowered))
    if memo is not None and memo[0]() is lowered and memo[1] == arch:
        return list(memo[2])
    out = _first_reads(ka, arch)
    try:
        ref = weakref.ref(lowered, lambda _, key=id(lowered): _READS_MEMO.pop(key, None))
    except TypeError:            # not weak-referenceable: no memo
        return out
    _READS_MEMO[id(lowered)] = (ref, arch, tuple(out))
    return out


def _first_reads(ka: KernelAnalysis, arch: str) -> list[Diagnostic]:
    from ..isa.model import Operand
    if not _has_direction([Operand]) or stages.is_module(ka.source):
        return []
    try:
        abi = stages.abi_registers(ka.source)
        written = {r for reg in abi for r in _expand_register(reg)} if abi else set(_DEFAULT_ABI)
    except AssemblyError:
        return []
    reported: set[tuple[str, int]] = set()
    out = []
    for line, enc in ka.encoded:
        operands = tuple(getattr(getattr(enc, "defn", None), "operands", ()) or ())
        texts = _split_operands(line.text)
        if not operands or len(texts) != len(operands) or not _has_direction(operands):
            for t in texts:           # shape unknown: count everything as written, warn about nothing
                written.update(_expand_register(t))
            continue
        writes = []
        reads_output = getattr(getattr(enc, "defn", None), "reads_output", None)
        for op, t in zip(operands, texts):
            regs = _expand_register(t)
            if _operand_is_input(op) or reads_output is not None and reads_output(op):    # (v_fmac_f32 v1 reads v1)
                missing = [r for r in regs if r not in written and r not in reported]
                if missing:
                    reported.update(missing)
                    out.append(Diagnostic("warning", f"{_register_list(missing)} read before any write in kernel "
                                          f"'{getattr(ka.source, 'name', '?')}' (silence the warning on this line "
                                          f"with `// masm: ignore uninitialized`)", line.loc, tuple(line.notes),
                                          code="uninitialized"))
            if _operand_is_output(op):
                writes.extend(regs)
        written.update(writes)
    return out


def _register_list(regs: list[tuple[str, int]]) -> str:
    names = [f"{f}{k}" for f, k in regs]
    return ("register " if len(names) == 1 else "registers ") + ", ".join(names)


# -- numvgprs above what is used

_BUDGET = regex(r"^\s*numvgprs\b", re.IGNORECASE)


def _oversized_budget(ka: KernelAnalysis, arch: str) -> list[Diagnostic]:
    budget = getattr(ka.lowered, "budget_vgprs", None)
    if not budget:
        return []
    used = 1 + max((getattr(getattr(enc, "regs", None), "vgpr_max", -1) for _, enc in ka.encoded), default=-1)
    if used >= budget:
        return []
    site = next((st for st in getattr(ka.source, "statements", ()) if _BUDGET.match(st.text)), None)
    loc = site.loc if site else ka.source.loc
    message = f"numvgprs {budget} but the kernel uses {used} VGPRs"
    cost = _occupancy_cost(ka, arch, budget, used)
    message += f": {cost}" if cost else ""
    return [Diagnostic("warning", message, loc, tuple(site.notes) if site else ())]


def _occupancy_cost(ka: KernelAnalysis, arch: str, budget: int, used: int) -> str:
    try:
        from ..occupancy import occupancy
        wg = getattr(ka.source, "workgroup_size", None) or (64,)
        wg_size = 1
        for d in (wg if isinstance(wg, (tuple, list)) else (wg,)):
            wg_size *= int(d)
        lds = int(getattr(ka.source, "lds_bytes", 0) or 0)
        declared = occupancy(arch, budget, None, lds_bytes=lds, wg_size=wg_size)
        needed = occupancy(arch, max(used, 1), None, lds_bytes=lds, wg_size=wg_size)
    except (ImportError, ValueError, TypeError):
        return ""
    if needed.waves_per_simd > declared.waves_per_simd:
        return (f"{declared.waves_per_simd} waves/SIMD instead of {needed.waves_per_simd} "
                f"(occupancy {declared.occupancy:.0%} instead of {needed.occupancy:.0%})")
    return f"no occupancy lost at this size ({declared.waves_per_simd} waves/SIMD either way)"


def moved_kernel(old_lowered, new_lowered, move) -> None:
    """The language server's cache moved a lowered kernel (the same lines at other places; `move` maps a Diagnostic to
    its moved copy): the warnings remembered for it move along instead of being worked out again."""
    memo = _READS_MEMO.get(id(old_lowered))
    if memo is None or memo[0]() is not old_lowered:
        return
    try:
        ref = weakref.ref(new_lowered, lambda _, key=id(new_lowered): _READS_MEMO.pop(key, None))
    except TypeError:
        return
    _READS_MEMO[id(new_lowered)] = (ref, memo[1], tuple(move(d) for d in memo[2]))
