"""The compiler as the oracle for masm's static checks (issue 17): clang inserts exactly the waits and wait states a
kernel needs, so its output must give no missing-waitcnt / hazard warning, and taking out any one `s_waitcnt` or
`s_nop` it inserted should make masm warn.  Used by tests/checks/test_checks_compiler_oracle.py and tools/checks_oracle.py.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from masm.checks import check_lines
from masm.diagnostics import DiagnosticSink
from masm.pipeline import collect_front_end, encode_lines

CHECKED = ("missing-waitcnt", "hazard")


def encoded_lines(text: str, arch: str, filename: str):
    """The encoded lines of a whole file (one module or masm kernel per entry of the front end)."""
    sink = DiagnosticSink()
    front = collect_front_end(text, arch, filename=filename, sink=sink)
    sink.raise_if_errors()
    out = []
    for fk in front.kernels:
        lines, _ = encode_lines(fk.lowered, arch, sink)
        sink.raise_if_errors()
        out.append(lines)
    return out


@dataclass
class Deletion:
    file: str
    line: int                 # source line of the deleted instruction
    text: str
    reported: bool
    warnings: list            # the warnings masm gives without it
    idle: bool = False        # an s_waitcnt with nothing outstanding that it could wait for, on every path
    before: str = ""          # the code line before it and after it (to tell why an unreported one was there)
    after: str = ""
    waited: tuple = ()        # an s_waitcnt vmcnt(N): the vector memory instructions from N + 1 back on, nearest
    #                           first, up to a label or branch (those it waits for)


def sampled(line, n: int) -> bool:
    """One deletion in `n`, chosen by the line's text and place: the same sample on every run and machine."""
    import zlib
    return zlib.crc32(f"{line.loc.line}:{line.text}".encode()) % n == 0


def warnings_of(lines, arch: str) -> list:
    return [d for d in check_lines(lines, arch) if d.code in CHECKED]


def idle_waits(lines, arch: str) -> set:
    """The encoded lines (ids) of s_waitcnt instructions that wait for nothing: on every path to them, each counter
    already holds no more outstanding operations than the wait allows."""
    from masm.checks.cfg import build_graph
    from masm.checks.dataflow import solve
    from masm.checks.waitcnt import MissingWaits
    from masm.targets import target
    busy: set = set()
    seen: set = set()

    def on_wait(instr, state):
        vm, _, lg = instr.facts.wait
        seen.add(id(instr.line))
        if state.vm_n > vm or state.lg_n > lg:
            busy.add(id(instr.line))
    graph = build_graph(lines, arch)
    solve(graph, MissingWaits(target(arch).isa.vmcnt_max, on_wait=on_wait), lambda *a, **k: None)
    return seen - busy


def deletions(text: str, arch: str, filename: str, only=None):
    """(warnings of the file as it is, [Deletion for each s_waitcnt / s_nop]); `only(i, line)` picks which."""
    kernels = encoded_lines(text, arch, filename)
    base = [d for lines in kernels for d in warnings_of(lines, arch)]
    out = []
    for lines in kernels:
        idle = idle_waits(lines, arch)
        code = [k for k, ln in enumerate(lines) if ln.kind == "code"]
        place = {k: n for n, k in enumerate(code)}
        for i, ln in enumerate(lines):
            if ln.kind != "code":
                continue
            word = ln.text.split(None, 1)[0].lower()
            if word not in ("s_waitcnt", "s_nop"):
                continue
            if only is not None and not only(i, ln):
                continue
            cut = lines[:i] + lines[i + 1:]
            found = warnings_of(cut, arch)
            new = [d for d in found if d not in base]
            n = place[i]
            before = lines[code[n - 1]].text.strip() if n else ""
            after = lines[code[n + 1]].text.strip() if n + 1 < len(code) else ""
            out.append(Deletion(filename, ln.loc.line, ln.text.strip(), bool(new), new, id(ln) in idle, before, after,
                                _waited_for(lines, i)))
    return base, out


_VMCNT = re.compile(r"\bvmcnt\((\d+)\)")
_VECTOR_MEMORY = re.compile(r"(?:global|flat|buffer|scratch|tbuffer|image)_", re.IGNORECASE)


def _waited_for(lines, i: int) -> tuple:
    """`Deletion.waited` of the s_waitcnt at `lines[i]`."""
    m = _VMCNT.search(lines[i].text)
    if not m:
        return ()
    back = int(m.group(1))
    out = []
    for ln in reversed(lines[:i]):
        if ln.kind == "label":
            break
        if ln.kind != "code":
            continue
        text = ln.text.strip()
        if text.startswith(("s_branch", "s_cbranch", "s_setpc", "s_swappc")):
            break
        if _VECTOR_MEMORY.match(text):
            if back == 0:
                out.append(text)
            else:
                back -= 1
    return tuple(out)
