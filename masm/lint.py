"""`masm lint`: run the whole pipeline without writing anything and collect every diagnostic, plus warnings.

The stages are the build's own (docs/ARCHITECTURE.md): preprocess -> split_kernels -> lower -> encode -> layout.  Lint
calls them one unit at a time so that one error does not hide the next: every kernel is lowered even when an earlier one
failed, every instruction is encoded even when an earlier one failed.  A stage that stops at its first error still gives
that error.  On top of the errors, lint warns about what is legal but probably a mistake:

- an alias or temp declared and never used, a label nothing branches to (the statement stage finds these and returns
  them in `LoweredKernel.warnings`), a macro parameter the body never uses;
- a register read before anything in the kernel wrote it (ABI-initialised registers count as written);
- `numvgprs N` above the VGPRs the kernel uses, with the occupancy that costs.

`analyze()` also returns what the stages produced (statements, lowered kernels, encodings) so the language server can
answer hovers from the same run.  A `LintCache` makes repeated runs on an edited document cheap.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Sequence

from .diagnostics import AssemblyError, Diagnostic, Note, SourceLoc

_WORD = re.compile(r"[A-Za-z_.@][\w.@]*")


# ------------------------------------------------------------------------------------------------- results

@dataclass(slots=True)
class KernelAnalysis:
    """One kernel as far as the pipeline got with it."""

    source: Any                                    # masm.kernels.KernelSource
    lowered: Any = None                            # masm.statements.LoweredKernel, None if lowering failed
    encoded: list[tuple[Any, Any]] = field(default_factory=list)   # (PlainLine, Encoded) for each instruction


@dataclass(slots=True)
class Analysis:
    filename: str
    arch: str
    diagnostics: list[Diagnostic] = field(default_factory=list)
    statements: list = field(default_factory=list)                  # masm.source.Statement
    kernels: list[KernelAnalysis] = field(default_factory=list)
    memo: dict = field(default_factory=dict)          # derived views readers build once (e.g. lines by location)

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == "error"]


class LintCache:
    """What stays valid between runs on an edited document: instruction encodings keyed by their text (an encoding
    depends on the text and the architecture only) and lowered kernels keyed by their exact statements."""

    def __init__(self, max_entries: int = 200_000):
        self.encodings: dict[tuple[str, str], Any] = {}
        self.lowered: dict[tuple, Any] = {}
        self.max_entries = max_entries

    def trim(self) -> None:
        if len(self.encodings) > self.max_entries:
            self.encodings.clear()
        if len(self.lowered) > 64:
            self.lowered.clear()


# ------------------------------------------------------------------------------------------------- entry points

def lint_source(source: str, arch: str, *, filename: str = "<input>", include_dirs: Sequence[str] = (),
                cache: LintCache | None = None) -> list[Diagnostic]:
    """Every error the assembler would report for `source`, and lint's warnings, in source order."""
    return analyze(source, arch, filename=filename, include_dirs=include_dirs, cache=cache).diagnostics


def analyze(source: str, arch: str, *, filename: str = "<input>", include_dirs: Sequence[str] = (),
            cache: LintCache | None = None) -> Analysis:
    result = Analysis(filename, arch)
    found: list[Diagnostic] = []
    try:
        result.statements = _stages.preprocess(source, filename=filename, arch=arch, include_dirs=include_dirs)
        kernels = _stages.split_kernels(result.statements, filename=filename)
    except AssemblyError as e:
        result.diagnostics = _ordered(e.diagnostics, filename)
        return result
    for kernel in kernels:
        result.kernels.append(_analyze_kernel(kernel, arch, found, cache))
    if not any(d.severity == "error" for d in found):
        found.extend(_late_errors(source, arch, filename, include_dirs))
    if not any(d.severity == "error" for d in found):
        found.extend(_warnings(result, source, arch))
    if cache:
        cache.trim()
    result.diagnostics = _ordered(found, filename)
    return result


# ------------------------------------------------------------------------------------------------- the stages

class _Stages:
    """The pipeline entry points lint calls, in one place (each a public API of its stage)."""

    @staticmethod
    def preprocess(source, *, filename, arch, include_dirs):
        from .preprocess import preprocess
        return preprocess(source, filename=filename, arch=arch, include_dirs=include_dirs)

    @staticmethod
    def split_kernels(statements, *, filename):
        from .kernels import split_kernels
        return split_kernels(statements, filename=filename)

    @staticmethod
    def lower(kernel, arch):
        """Lower one kernel the way the build does (ABI aliases defined first)."""
        from . import pipeline
        if hasattr(pipeline, "lower_kernel"):
            return pipeline.lower_kernel(kernel, arch)
        from .statements import lower
        return lower(kernel, arch)

    @staticmethod
    def encode(text, arch, loc, notes):
        from .isa import encode
        return encode(text, arch, loc, notes)

    @staticmethod
    def abi_written_registers(kernel, arch) -> frozenset[tuple[str, int]] | None:
        """Registers the hardware initialises at wave launch for `kernel` (None: the build stage cannot say)."""
        from . import pipeline
        fn = getattr(pipeline, "abi_initialized_registers", None)
        if fn is None:
            return None
        out = set()
        for reg in fn(kernel, arch):
            out.update(_expand_register(reg))
        return frozenset(out)

    @staticmethod
    def build(source, arch, *, filename, include_dirs):
        from .pipeline import build_program
        return build_program(source, arch, filename=filename, include_dirs=include_dirs)


_stages = _Stages()


def _analyze_kernel(kernel, arch: str, found: list[Diagnostic], cache: LintCache | None) -> KernelAnalysis:
    ka = KernelAnalysis(kernel)
    key = _kernel_key(kernel, arch) if cache else None
    try:
        if key is not None and key in cache.lowered:
            ka.lowered = cache.lowered[key]
        else:
            ka.lowered = _stages.lower(kernel, arch)
            if key is not None:
                cache.lowered[key] = ka.lowered
    except AssemblyError as e:
        found.extend(e.diagnostics)
        return ka
    found.extend(getattr(ka.lowered, "warnings", ()) or ())
    encodings = cache.encodings if cache else {}
    for line in ka.lowered.lines:
        text = line.text.strip()
        if not text or text.endswith(":") or text.startswith("."):
            continue
        hit = encodings.get((text, arch))
        if hit is None:
            try:
                hit = _stages.encode(text, arch, line.loc, tuple(line.notes))
            except AssemblyError as e:
                found.extend(e.diagnostics)
                continue
            encodings[(text, arch)] = hit
        ka.encoded.append((line, hit))
    return ka


def _kernel_key(kernel, arch: str) -> tuple | None:
    try:
        return (arch, repr(kernel))
    except Exception:  # a KernelSource that cannot be represented is simply not cached
        return None


def _late_errors(source: str, arch: str, filename: str, include_dirs) -> list[Diagnostic]:
    """Errors only the later stages find (branch range, code object limits): run the build, keep nothing but its
    diagnostics.  Only reached when every kernel lowered and encoded cleanly."""
    try:
        _stages.build(source, arch, filename=filename, include_dirs=include_dirs)
    except AssemblyError as e:
        return list(e.diagnostics)
    return []


def _ordered(diags: Sequence[Diagnostic], filename: str) -> list[Diagnostic]:
    """Unique diagnostics, the main file's first, in line/column order (errors before warnings at one spot)."""
    seen = set()
    out = []
    for d in diags:
        key = (d.severity, d.message, d.loc, d.notes)
        if key not in seen:
            seen.add(key)
            out.append(d)
    return sorted(out, key=lambda d: (d.file != filename, d.file, d.line, d.column, d.severity != "error"))


# ------------------------------------------------------------------------------------------------- warnings

def _warnings(result: Analysis, source: str, arch: str) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    out += _unused_macro_parameters(source, result.filename)
    for ka in result.kernels:
        if ka.lowered is None:
            continue
        out += _reads_before_writes(ka, arch)
        out += _oversized_budget(ka, arch)
    return out


def _words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


def _unused_macro_parameters(source: str, filename: str) -> list[Diagnostic]:
    from .lsp.index import index_source, strip_comments
    out = []
    index = index_source(source, filename)
    params = {(s.loc.line, s.loc.column): s for s in index.symbols if s.kind == "param"}
    for macro in (s for s in index.symbols if s.kind == "macro"):
        used = set(_words(strip_comments(macro.body)))
        for p in macro.params:
            if p.lower() in used:
                continue
            site = next((s for s in params.values() if s.name == p and s.detail.endswith(f" {macro.name}")
                         and s.loc.line >= macro.loc.line), None)
            loc = site.loc if site else macro.loc
            out.append(Diagnostic("warning", f"parameter '{p}' of macro '{macro.name}' is never used", loc, (),
                                  len(p)))
    return out


# -- registers read before written

_REG_TOKEN = re.compile(r"\b([vsa])(\d+)\b|\b([vsa])\[\s*(\d+)\s*:\s*(\d+)\s*\]", re.IGNORECASE)


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
    parts = text.strip().split(None, 1)
    if len(parts) < 2:
        return []
    ops, depth, start = [], 0, 0
    body = parts[1]
    for i, ch in enumerate(body + ","):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == "," and depth <= 0:
            ops.append(body[start:i].strip())
            start = i + 1
    if ops:
        ops[-1] = ops[-1].split()[0] if ops[-1].split() else ops[-1]
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


def _reads_before_writes(ka: KernelAnalysis, arch: str) -> list[Diagnostic]:
    """First read of each register no earlier instruction (in program order) has written."""
    try:
        written = set(_stages.abi_written_registers(ka.source, arch) or _DEFAULT_ABI)
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
        for op, t in zip(operands, texts):
            regs = _expand_register(t)
            if _operand_is_input(op):
                missing = [r for r in regs if r not in written and r not in reported]
                if missing:
                    reported.update(missing)
                    out.append(Diagnostic("warning", f"{_register_list(missing)} read before any write in kernel "
                                          f"'{getattr(ka.source, 'name', '?')}'", line.loc, tuple(line.notes)))
            if _operand_is_output(op):
                writes.extend(regs)
        written.update(writes)
    return out


def _register_list(regs: list[tuple[str, int]]) -> str:
    names = [f"{f}{k}" for f, k in regs]
    return ("register " if len(names) == 1 else "registers ") + ", ".join(names)


# -- numvgprs above what is used

_BUDGET = re.compile(r"^\s*numvgprs\b", re.IGNORECASE)


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
        from .occupancy import occupancy
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
