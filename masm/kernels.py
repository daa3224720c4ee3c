"""Kernels: split the statement stream at `kernel NAME` … `endkernel`, read each kernel's declarations and define the
ABI registers (HSA code object v4 ABI, as masm enables it).

Declarations inside a kernel:
  numthreadpergroup X[, Y[, Z]]     workgroup size (default 64, 1, 1)
  ldssize BYTES                     LDS bytes per workgroup (group segment)
  args n:u32, a:f64, x:ptr, …       arguments, laid out in the kernarg segment in order with natural alignment
  load_arg DEST, NAME               s_load_dword (4-byte types) / s_load_dwordx2 (8-byte types) of argument NAME
                                    from kernarg_ptr into DEST; wait for it with s_waitcnt lgkmcnt(0) yourself
and the declarations of masm/kernel_fields.py (usersgprs, groupids, localids, scratchsize, floatmode, ieeemode,
dx10clamp, fp16overflow, fpexceptions, dynamiclds, amdhsa): what an `.amdhsa_kernel` block declares.

ABI registers (aliases every kernel may use), by default (the field declarations move them; masm/codeobject/abi.py):
  kernarg_ptr  = s[0:1]             user SGPRs: the kernarg segment pointer only
  group_id_x   = s2                 system SGPRs after it: workgroup id x, then y and z when the kernel names
  group_id_y, group_id_z            `group_id_y` / `group_id_z` (each takes the next SGPR)
  local_id_x/_y/_z = v0/v1/v2       work-item ids (y, z enabled when the workgroup has that dimension or the kernel
                                    names the alias); on gfx90a they arrive packed in v0 (x bits 0-9, y 10-19, z 20-29):
                                    there `local_ids_packed = v0`, and `local_id_x = v0` only for 1-D workgroups.
"""
from __future__ import annotations

import os
import re
from dataclasses import field
from itertools import compress, count, repeat
from operator import attrgetter, is_not, itemgetter, or_
from typing import Sequence

from .dataclass_cache import dataclass
from .diagnostics import AssemblyError, DiagnosticSink, SourceLoc
from .kernel_fields import FIELD_DECLARATIONS, KernelFields, read_field
from .program import AbiRegisters, KernelArg
from .regex_cache import regex
from .source import Statement

ARG_TYPES: dict[str, int] = {"u8": 1, "i8": 1, "u16": 2, "i16": 2, "f16": 2, "u32": 4, "i32": 4, "f32": 4,
                             "u64": 8, "i64": 8, "f64": 8, "ptr": 8}
MAX_WORKGROUP_SIZE = 1024
MAX_LDS_BYTES = 65536
KERNARG_PTR = "s[0:1]"  # where the kernarg pointer is unless usersgprs says otherwise
# every name abi_registers may bind or look for (a file naming none of them gets the default ABI)
ABI_ALIAS_NAMES = frozenset({"kernarg_ptr", "local_ids_packed", "private_segment_buffer", "dispatch_ptr", "queue_ptr",
                             "dispatch_id", "flat_scratch_init", "private_segment_size", "kernarg_preload",
                             "workgroup_info", "scratch_wave_offset"}
                            | {f"{kind}_{d}" for kind in ("group_id", "local_id") for d in "xyz"})
DECLARATIONS = frozenset({"numthreadpergroup", "ldssize", "args"}) | FIELD_DECLARATIONS
_NAME = regex(r"[A-Za-z_.$][\w.$]*\Z")
_NOT_IN_NAMES = regex(r"\W+")


@dataclass
class KernelSource:
    """One kernel's statements and declarations (name, work-group size, arguments, LDS, ABI)."""
    name: str
    loc: SourceLoc
    statements: list[Statement]
    workgroup_size: tuple[int, int, int] = (64, 1, 1)
    lds_bytes: int = 0
    args: list[KernelArg] = field(default_factory=list)
    aliases: dict[str, str] = field(default_factory=dict)
    abi: AbiRegisters | None = None
    end_loc: SourceLoc | None = None
    implicit: bool = False  # the file has no `kernel` lines: its statements are a module (LLVM syntax, or plain)
    fields: KernelFields = field(default_factory=KernelFields)  # usersgprs, floatmode, ... (masm/kernel_fields.py)
    abi_fields: dict[str, int] = field(default_factory=dict)    # the descriptor fields the ABI registers come from
    file_lines: tuple = ()  # the file's `.amdgcn_target` / `.amdhsa_code_object_version` outside kernel blocks

    @property
    def kernarg_size(self) -> int:
        return max((a.offset + a.size for a in self.args), default=0)

    @property
    def kernarg_align(self) -> int:
        return max([4] + [a.size for a in self.args])


# directives for the whole file that a file of masm `kernel` blocks may hold outside them (the target's xnack /
# sramecc settings, the code object version), read as in a file of LLVM syntax (pipeline.target_of_lines)
FILE_DIRECTIVES = (".amdgcn_target", ".amdhsa_code_object_version")


def _keyword(text: str) -> tuple[str, str]:
    """A statement's first word, lower-cased, and the rest of its text (blanks around it taken off)."""
    parts = text.split(None, 1)
    if not parts:
        return "", ""
    return parts[0].lower(), (parts[1].strip() if len(parts) > 1 else "")


# The first four letters of every word this stage acts on (kernel, endkernel, the declarations, load_arg): a statement
# starting otherwise is passed through without reading its words.
_HEADS = frozenset(word[:4] for word in ("kernel", "endkernel", "load_arg") + tuple(DECLARATIONS))


def _keywords(statements: Sequence[Statement]) -> list:
    """`_keyword` of the text of each statement that may be one this stage reads (its first four letters one of
    _HEADS, or a blank first), else None.  Each distinct text is looked at once, the test at C level over their first
    four characters (most statements are instructions, and an unrolled kernel repeats a few hundred texts tens of
    thousands of times); the statements then take their text's answer by one lookup each."""
    texts = list(map(_TEXT, statements))
    distinct = list(set(texts))
    named = map(_HEADS.__contains__, map(str.lower, map(_FIRST_FOUR, distinct)))
    blank = map(str.isspace, map(_FIRST, distinct))
    read = {distinct[i]: _keyword(distinct[i]) for i in compress(count(), map(or_, named, blank))}
    return list(map(read.get, texts)) if read else [None] * len(texts)


_FIRST_FOUR = itemgetter(slice(0, 4))
_FIRST = itemgetter(slice(0, 1))
_TEXT = attrgetter("text")


def _evaluate(text: str, st: Statement) -> int:
    from .preprocess.expr import evaluate
    value = evaluate(text, _operand_loc(st, text), notes=st.notes)
    if not isinstance(value, int):
        raise AssemblyError.at(_operand_loc(st, text), f"expected an integer, not {value}", st.notes)
    return value


def _operand_loc(st: Statement, piece: str) -> SourceLoc:
    parts = st.text.split(None, 1)
    start = st.text.find(parts[1], st.text.find(parts[0]) + len(parts[0])) if len(parts) > 1 else 0
    index = st.text.find(piece, start) if piece else -1
    if index < 0:
        return st.loc
    return SourceLoc(st.loc.file, st.loc.line, st.loc.column + index)


def _default_name(filename: str) -> str:
    stem = os.path.splitext(os.path.basename(filename))[0]
    name = _NOT_IN_NAMES.sub("_", stem).strip("_")
    if not name or name[0].isdigit():
        name = "kernel_" + name if name else "kernel"
    return name


def plain_kernel(filename: str, arch: str, first: SourceLoc) -> KernelSource:
    """The kernel a file without kernel declarations (or any ABI name) becomes, starting at its first statement."""
    kernel = KernelSource(_default_name(filename), first, [], implicit=True)
    kernel.abi, kernel.aliases = abi_registers(kernel, arch)
    return kernel


def split_kernels(statements: Sequence[Statement], *, filename: str, arch: str = "gfx900",
                  sink: DiagnosticSink | None = None) -> list[KernelSource]:
    """Group statements into kernels and read their declarations (raises AssemblyError with every problem found;
    given a `sink`, records them there and returns the kernels as far as they could be read)."""
    given = sink
    sink = DiagnosticSink() if sink is None else sink
    words = _keywords(statements)
    has_kernel_lines = "kernel" in map(itemgetter(0), filter(None, words))    # (C level: a word per statement)
    kernels: list[KernelSource] = []
    current: KernelSource | None = None
    body: list[Statement] = []  # the current kernel's statements
    keyed: list[tuple[int, str, str]] = []  # (index in body, word, rest) of those this stage may read
    if not has_kernel_lines:
        first = statements[0].loc if statements else SourceLoc(filename, 1, 1)
        current = KernelSource(_default_name(filename), first, [], implicit=True)
    finished: list[tuple[KernelSource, list, list]] = []
    file_lines: list[Statement] = []
    done = 0        # statements before this index are placed
    for at in [*compress(count(), map(is_not, words, repeat(None))), len(statements)]:
        if current is not None:         # (the statements of no word this stage reads, in a kernel: its body)
            body += statements[done:at]
        else:
            for st in statements[done:at]:
                if st.text.lstrip().lower().startswith(FILE_DIRECTIVES):
                    file_lines.append(st)
                else:
                    sink.error(st.loc, "statement outside a kernel (between endkernel and the next kernel)",
                               st.notes)
        if at == len(statements):
            break
        done = at + 1
        st, kw = statements[at], words[at]
        word, rest = kw
        if word == "kernel":
            if current is not None and has_kernel_lines:
                sink.error(st.loc, f"kernel '{rest}' starts inside kernel '{current.name}' (add endkernel first)",
                           st.notes)
                current.end_loc = st.loc       # read on as if the endkernel were there
                finished.append((current, body, keyed))
            if not _NAME.match(rest):
                sink.error(_operand_loc(st, rest), f"invalid kernel name '{rest}'", st.notes)
                rest = rest or "kernel"
            if any(k.name.lower() == rest.lower() for k in kernels):
                sink.error(_operand_loc(st, rest), f"kernel '{rest}' is defined twice", st.notes)
            current, body, keyed = KernelSource(rest, st.loc, []), [], []
            kernels.append(current)
        elif word == "endkernel":
            if current is None or not has_kernel_lines:
                sink.error(st.loc, "endkernel without kernel", st.notes)
                continue
            current.end_loc = st.loc
            finished.append((current, body, keyed))
            current = None
        elif current is None and st.text.lstrip().lower().startswith(FILE_DIRECTIVES):
            file_lines.append(st)
        elif current is None:
            sink.error(st.loc, "statement outside a kernel (between endkernel and the next kernel)", st.notes)
        else:
            keyed.append((len(body), word, rest))
            body.append(st)
    if current is not None:
        if has_kernel_lines:
            sink.error(current.loc, f"kernel '{current.name}' has no endkernel", ())
            if given is not None:      # read on: the kernel ends where the statements do
                finished.append((current, body, keyed))
        else:
            kernels.append(current)
            finished.append((current, body, keyed))
    if given is None:
        sink.raise_if_errors()
    for k, body, keyed in finished:
        k.file_lines = tuple(file_lines)
        _read_declarations(k, body, keyed, arch, sink)
    if given is None:
        sink.raise_if_errors()
    return [k for k in kernels if k.abi is not None] if given is not None else kernels


def _read_declarations(kernel: KernelSource, body: list[Statement], keyed: list[tuple[int, str, str]], arch: str,
                       sink: DiagnosticSink) -> None:
    """Apply the declarations among `keyed` (indices into `body` with their word and rest), expand load_arg (which
    may name arguments declared after it), and keep every other statement."""
    seen: dict[str, Statement] = {}
    replaced: dict[int, Statement | None] = {}  # index in body -> its replacement (None: dropped)
    args_failed = False       # then an argument load_arg does not find may be one that failed: not reported again
    for index, word, rest in keyed:
        if word not in DECLARATIONS:
            continue
        replaced[index] = None
        st = body[index]
        try:
            if word == "numthreadpergroup":
                _once(seen, word, st)
                kernel.workgroup_size = _workgroup_size(rest, st)
            elif word == "ldssize":
                _once(seen, word, st)
                kernel.lds_bytes = _lds_size(rest, st)
            elif word in FIELD_DECLARATIONS:
                if word != "amdhsa":
                    _once(seen, word, st)
                read_field(kernel.fields, word, rest, _operand_loc(st, rest), st.notes,
                           lambda text, st=st: _evaluate(text, st))
            else:
                args_failed = True
                _add_args(kernel, rest, st)
                args_failed = False
        except AssemblyError as e:
            sink.extend(e)
    kernel.statements = body
    kernel.abi, kernel.aliases = abi_registers(kernel, arch)
    for index, word, rest in keyed:
        if word == "load_arg":
            replaced[index] = None
            try:
                replaced[index] = _load_arg(kernel, rest, body[index], args_failed)
            except AssemblyError as e:
                sink.extend(e)
    if replaced:
        kept: list = []
        start = 0
        for index in sorted(replaced):      # (the statements between the replaced ones, a slice each)
            kept += body[start:index]
            if replaced[index] is not None:
                kept.append(replaced[index])
            start = index + 1
        body = kept + body[start:]
    kernel.statements = body


def _once(seen: dict[str, Statement], word: str, st: Statement) -> None:
    if word in seen:
        first = seen[word].loc
        raise AssemblyError.at(st.loc, f"{word} given twice in this kernel (first at {first.file}:{first.line})",
                               st.notes)
    seen[word] = st


def _workgroup_size(rest: str, st: Statement) -> tuple[int, int, int]:
    parts = [p.strip() for p in rest.split(",")] if rest else []
    if not 1 <= len(parts) <= 3 or not all(parts):
        raise AssemblyError.at(st.loc, "numthreadpergroup takes 1 to 3 sizes: X[, Y[, Z]]", st.notes)
    sizes = [_evaluate(p, st) for p in parts] + [1] * (3 - len(parts))
    for p, s in zip(parts, sizes):
        if s < 1:
            raise AssemblyError.at(_operand_loc(st, p), f"workgroup size must be at least 1, not {s}", st.notes)
    total = sizes[0] * sizes[1] * sizes[2]
    if total > MAX_WORKGROUP_SIZE:
        raise AssemblyError.at(st.loc, f"workgroup of {total} work-items; at most {MAX_WORKGROUP_SIZE}", st.notes)
    return tuple(sizes)  # type: ignore[return-value]


def _lds_size(rest: str, st: Statement) -> int:
    if not rest:
        raise AssemblyError.at(st.loc, "ldssize needs a byte count", st.notes)
    value = _evaluate(rest, st)
    if not 0 <= value <= MAX_LDS_BYTES:
        raise AssemblyError.at(_operand_loc(st, rest), f"ldssize {value} is outside 0..{MAX_LDS_BYTES}", st.notes)
    return value


def _add_args(kernel: KernelSource, rest: str, st: Statement) -> None:
    offset = kernel.kernarg_size
    for piece in (p.strip() for p in rest.split(",")):
        name, colon, type_ = (s.strip() for s in piece.partition(":"))
        loc = _operand_loc(st, piece)
        if not colon or not _NAME.match(name):
            raise AssemblyError.at(loc, f"expected NAME:TYPE in args, found '{piece}'", st.notes)
        size = ARG_TYPES.get(type_.lower())
        if size is None:
            raise AssemblyError.at(loc, f"unknown argument type '{type_}' (known: {', '.join(ARG_TYPES)})", st.notes)
        if any(a.name.lower() == name.lower() for a in kernel.args):
            raise AssemblyError.at(loc, f"argument '{name}' declared twice", st.notes)
        offset = -(-offset // size) * size
        kernel.args.append(KernelArg(name, type_.lower(), offset, size))
        offset += size


def _load_arg(kernel: KernelSource, rest: str, st: Statement, args_failed: bool = False) -> Statement | None:
    """The load of argument NAME (None: NAME is unknown, but an `args` line failed, which may have declared it)."""
    dest, comma, name = (s.strip() for s in rest.rpartition(","))
    if not comma or not dest or not name:
        raise AssemblyError.at(st.loc, "load_arg takes DEST, ARGNAME", st.notes)
    arg = next((a for a in kernel.args if a.name.lower() == name.lower()), None)
    if arg is None and args_failed:
        return None
    if arg is None:
        known = ", ".join(a.name for a in kernel.args) or "none declared"
        raise AssemblyError.at(_operand_loc(st, name), f"unknown argument '{name}' (arguments: {known})", st.notes)
    if arg.size < 4:
        raise AssemblyError.at(_operand_loc(st, name), f"load_arg loads whole dwords; '{name}' is {arg.type}",
                               st.notes)
    mnemonic = "s_load_dword" if arg.size == 4 else "s_load_dwordx2"
    pointer = kernel.aliases.get("kernarg_ptr")
    if pointer is None:
        raise AssemblyError.at(st.loc, "load_arg reads through kernarg_ptr, which this kernel's usersgprs does not "
                               "enable", st.notes)
    return st._replace(text=f"{mnemonic} {dest}, {pointer}, 0x{arg.offset:x}")


class _Mentions:
    """Whether any statement of a kernel names an alias (as a whole word, any case); its distinct texts are joined
    once."""

    def __init__(self, kernel: KernelSource):
        # (each distinct text once: whether a word occurs does not depend on the order or the repeats)
        self.lower = "\n".join(set(map(_TEXT, kernel.statements))).lower()

    def __call__(self, alias: str) -> bool:
        """(Each occurrence found with str.find and its neighbours looked at: a case-blind regex over a large
        kernel's text took 0.15 s a search.)"""
        low, text = alias.lower(), self.lower
        at = text.find(low)
        while at >= 0:
            end = at + len(low)
            if not (at and _word_char(text[at - 1])) and not (end < len(text) and _word_char(text[end])):
                return True
            at = text.find(low, at + 1)
        return False


def _word_char(ch: str) -> bool:
    """A character that continues a name: what `[\\w.$]` matches."""
    return ch.isalnum() or ch in "_.$"


def _refuse_unpacked_id(kernel: KernelSource, name: str, arch: str) -> None:
    """On targets that pack the work-item ids into v0, a separate id register does not exist: say how to get it."""
    shift = {"x": 0, "y": 10, "z": 20}[name[-1]]
    word = re.compile(rf"(?<![\w.$]){name}(?![\w.$])", re.IGNORECASE)
    for st in kernel.statements:
        m = word.search(st.text)
        if m:
            raise AssemblyError.at(SourceLoc(st.loc.file, st.loc.line, st.loc.column + m.start()),
                                   f"'{name}' does not exist on {arch}: the work-item ids arrive packed in v0 "
                                   f"(local_ids_packed: x in bits 0-9, y in 10-19, z in 20-29); "
                                   f"unpack it, e.g. v_bfe_u32 DEST, local_ids_packed, {shift}, 10",
                                   st.notes, len(name))


def abi_registers(kernel: KernelSource, arch: str) -> tuple[AbiRegisters, dict[str, str]]:
    """Which SGPRs/VGPRs the dispatcher initialises for this kernel, and the aliases naming them: the field
    declarations (usersgprs, groupids, localids, scratchsize) where given, else masm's defaults (the kernarg pointer,
    workgroup id x and the ids the kernel names).  Also sets `kernel.abi_fields`, the descriptor fields behind it."""
    from .codeobject.abi import USER_SGPRS, system_sgpr_count
    from .codeobject.abi import abi_registers as layout
    from .codeobject.target import target
    tgt = target(arch)
    packed = tgt.packed_workitem_ids
    f = kernel.fields
    mentions = _Mentions(kernel)
    users = f.user_sgprs if f.user_sgprs is not None else ("kernarg_ptr",)
    if f.scratch_bytes and not tgt.architected_flat_scratch and "private_segment_buffer" not in users:
        users = ("private_segment_buffer",) + tuple(users)
    values = {fld: int(alias in users) for fld, alias, _ in USER_SGPRS}
    preload = f.values.get("user_sgpr_kernarg_preload_length", 0)
    user_count = sum(n for fld, _, n in USER_SGPRS if values[fld]) + preload
    ids = f.group_ids if f.group_ids is not None else "x" + "".join(d for d in "yz" if mentions(f"group_id_{d}"))
    for d in "xyz":
        values[f"system_sgpr_workgroup_id_{d}"] = int(d in ids)
    values["system_sgpr_workgroup_info"] = int(f.workgroup_info)
    if f.scratch_bytes:
        values["enable_private_segment" if tgt.architected_flat_scratch
               else "system_sgpr_private_segment_wavefront_offset"] = 1
    _, wy, wz = kernel.workgroup_size
    dims = 1
    if wy > 1 or mentions("local_id_y"):
        dims = 2
    if wz > 1 or mentions("local_id_z"):
        dims = 3
    if f.local_ids is not None:
        dims = f.local_ids
    values["system_vgpr_workitem_id"] = dims - 1
    regs = layout(values, user_count, packed, tgt.architected_flat_scratch)
    if packed:
        for name in ("local_id_x", "local_id_y", "local_id_z"):
            if name not in regs and mentions(name):
                _refuse_unpacked_id(kernel, name, arch)
        workitem_ids = {"xyz": "v0"}
    else:
        workitem_ids = {d: regs[f"local_id_{d}"] for d in "xyz"[:dims]}
    kernel.abi_fields = values
    workgroup_ids = {d: regs[f"group_id_{d}"] for d in "xyz" if f"group_id_{d}" in regs}
    abi = AbiRegisters(regs.get("kernarg_ptr", ""), workgroup_ids, workitem_ids, dims, packed, user_count,
                       system_sgprs=system_sgpr_count(values, tgt.architected_flat_scratch), registers=dict(regs))
    return abi, dict(regs)
