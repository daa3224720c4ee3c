"""Lines naming `.set` constants are encoded with the constants' values; an operand (or a modifier's value) that is
then numbers and operators only is encoded from its value (pipeline._SetConstants.folded), so that the line has its
numbers' template shape.  Folding must never change a byte, an error or what the lines say (warnings, listings quote
the line with the constants' values, unfolded)."""
from __future__ import annotations

import shutil
import subprocess

import pytest
from hypothesis import given, settings, strategies as st
from unittest import mock

from masm import pipeline
from masm.api import build
from masm.diagnostics import AssemblyError

_CONSTANTS = {"K0": 0, "K1": 5, "K2": 64, "K3": 65, "K4": -3, "K5": 0x7FFFFFFF, "K6": 1000, "K7": 16}

_ATOMS = st.sampled_from(["K0", "K1", "K2", "K3", "K4", "K5", "K6", "K7", "0", "1", "4", "17", "0x10", "300", "-2"])
_OPS = st.sampled_from(["+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^"])


@st.composite
def _expressions(draw, depth=2):
    if depth == 0 or draw(st.booleans()):
        atom = draw(_ATOMS)
        return f"~{atom}" if draw(st.integers(0, 9)) == 0 else atom
    left, right = draw(_expressions(depth=depth - 1)), draw(_expressions(depth=depth - 1))
    text = f"{left}{draw(_OPS)}{right}"
    return f"({text})" if draw(st.booleans()) else text


_LINES = ("s_add_u32 s0, s1, {}", "v_mov_b32 v1, {}", "v_add_f32 v1, {}, v2", "ds_read_b32 v1, v2 offset:{}",
          "s_movk_i32 s3, {}", "buffer_load_dword v1, v2, s[4:7], 0 offen offset:{}", "v_add_u32 v1, {}, v2",
          "s_mov_b64 s[2:3], {}", "v_add_f16 v1, {}, v2")


def _outcome(source: str, arch: str):
    try:
        program = build(source, arch, filename="sets.s")
    except AssemblyError as e:
        return ["error"] + [(d.loc.line, d.loc.column, d.message) for d in e.diagnostics]
    return [program.code.hex()] + [(d.loc.line, d.message) for d in program.warnings] + \
        [line.text for line in program.listing if line.text]


def _source(expressions) -> str:
    sets = "".join(f".set {name}, {value}\n" for name, value in _CONSTANTS.items())
    return sets + "".join(line.format(expr) + "\n" for line, expr in expressions) + "s_endpgm\n"


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(_LINES), _expressions()), min_size=1, max_size=12))
def test_folded_operands_encode_as_written(expressions):
    source = _source(expressions)
    for arch in ("gfx900", "gfx90a"):
        folded = _outcome(source, arch)
        with mock.patch.object(pipeline._SetConstants, "folded", lambda self, text: text):
            assert _outcome(source, arch) == folded


def test_operands_of_constants_are_folded_to_a_template_shape():
    constants = pipeline._SetConstants()
    for name, value in _CONSTANTS.items():
        constants.watch(f".set {name}, {value}")
    text = constants.substitute("ds_read_b32 v1, v2 offset:K1*16+K7")
    assert text == "ds_read_b32 v1, v2 offset:5*16+16"
    assert constants.folded(text) == "ds_read_b32 v1, v2 offset:96"
    assert constants.folded(constants.substitute("s_add_u32 s0, s1, (K6 - K1) << 2")) == "s_add_u32 s0, s1, 3980"
    for kept in ("v_mov_b32 v1, v[5+1:5+2]", "s_getreg_b32 s1, hwreg(1, 5*2, 4)", "v_add_f32 v1, 1.5*2, v2",
                 "v_mov_b32 v1, L1+4", "v_mov_b32 v1, 5/0"):
        assert constants.folded(kept) == kept


@pytest.mark.skipif(shutil.which("llvm-mc") is None, reason="llvm-mc (apt install llvm) is not installed")
def test_folded_lines_are_llvm_mcs_bytes(tmp_path):
    exprs = ["K1*16+K7", "(K6-K1)<<2", "K2+K3", "~K1", "K5", "K6/K1", "K6%K7", "K4*K1", "K7>>2", "K1|K7", "K4^K0"]
    lines = [("ds_read_b32 v1, v2 offset:{}", e) for e in exprs[:3]] + \
            [("s_add_u32 s0, s1, {}", e) for e in exprs] + [("v_add_u32 v1, {}, v2", e) for e in exprs]
    source = _source(lines)
    path = tmp_path / "sets.s"
    path.write_text(source)
    obj = tmp_path / "sets.o"
    subprocess.run(["llvm-mc", "-arch=amdgcn", "-mcpu=gfx900", "-filetype=obj", str(path), "-o", str(obj)],
                   check=True, capture_output=True)
    text = tmp_path / "text.bin"
    subprocess.run(["llvm-objcopy", "-O", "binary", "-j", ".text", str(obj), str(text)], check=True)
    assert build(source, "gfx900", filename="sets.s").code == text.read_bytes()
