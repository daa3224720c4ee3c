"""The read-before-write check's own logic, with operand directions given explicitly (as the ISA table will)."""
from __future__ import annotations

from types import SimpleNamespace

from masm.diagnostics import SourceLoc
from masm.lint import KernelAnalysis
from masm.lint import checks as lint_checks
from masm.lint.checks import _reads_before_writes


def op(out: bool):
    return SimpleNamespace(out=out)


SHAPES = {"v_mov_b32": (op(True), op(False)), "v_add_f32": (op(True), op(False), op(False)),
          "global_store_dword": (op(False), op(False), op(False))}


def kernel(*lines: str) -> KernelAnalysis:
    abi = SimpleNamespace(kernarg_ptr="s[0:1]", workgroup_ids={"x": "s2"}, workitem_ids={"x": "v0"})
    encoded = [(SimpleNamespace(text=t, loc=SourceLoc("k.masm", n + 2, 3), notes=()),
                SimpleNamespace(defn=SimpleNamespace(operands=SHAPES[t.split()[0]])))
               for n, t in enumerate(lines)]
    return KernelAnalysis(SimpleNamespace(name="k", abi=abi), SimpleNamespace(), encoded)


def test_read_before_write_logic(monkeypatch):
    monkeypatch.setattr(lint_checks, "_has_direction", lambda operands: True)   # masm.lint is the function
    ka = kernel("v_mov_b32 v1, v0",               # v0: work-item id, initialised
                "v_add_f32 v2, v1, v[3:4]",       # v3, v4 never written
                "v_mov_b32 v3, s2",               # s2: workgroup id
                "v_add_f32 v5, v3, v4",           # v4 already reported, v3 now written
                "global_store_dword v[6:7], v5, s[0:1]")  # a store reads all its operands: v6, v7
    assert [(d.line, d.message) for d in _reads_before_writes(ka, "gfx900")] == [
        (3, "registers v3, v4 read before any write in kernel 'k' (silence the warning on this line with `// masm: ignore uninitialized`)"),
        (6, "registers v6, v7 read before any write in kernel 'k' (silence the warning on this line with `// masm: ignore uninitialized`)")]
