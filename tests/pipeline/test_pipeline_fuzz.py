"""Whole-pipeline robustness: mutated samples and random operand soup through masm.build never raise anything but
AssemblyError, and every diagnostic is located."""
from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import masm
from masm import AssemblyError
from masm.targets import ARCHES as TARGET_ARCHES

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = sorted(p for p in (ROOT / "samples").glob("**/*.masm") if p.stat().st_size < 20_000)
ARCHES = tuple(TARGET_ARCHES)      # every described target
FRAGMENTS = ["(", ")", "[", "]", ",", ":", "v[", "s[", "v999", "s104", "a5", "vcc", "exec", "-", "|", "0x", "1.5",
             "offset:", "glc", "_endw", "_endif", "_else", "_break", "leave", "enter", "v_temp q", "s_temp r[3]",
             "v_if_u32(", "s_while_i32(", "\n", "alias z=", "numvgprs 4\n", "kernel k\n", "endkernel\n", "args ",
             "load_arg ", "s_branch ", "@l:", "![", "__for__(", "#macro", "#endm", "dd ", ".long ", "v_add_f32 "]


def _assert_located(err: AssemblyError) -> None:
    assert err.diagnostics
    for d in err.diagnostics:
        assert d.line >= 1 and d.column >= 1 and d.message


def _mutate(data, source: str) -> str:
    for _ in range(data.draw(st.integers(1, 3), label="mutations")):
        at = data.draw(st.integers(0, len(source)), label="at")
        how = data.draw(st.integers(0, 2), label="how")
        if how == 0:
            source = source[:at] + data.draw(st.sampled_from(FRAGMENTS)) + source[at:]
        elif how == 1:
            source = source[:at] + source[at + data.draw(st.integers(1, 12)):]
        else:
            source = source[:at] + data.draw(st.text(max_size=3)) + source[at:]
    return source


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.data())
def test_mutated_samples_only_raise_assembly_errors(data):
    assert SAMPLES, "the samples folder is empty"
    path = data.draw(st.sampled_from(SAMPLES), label="sample")
    arch = data.draw(st.sampled_from(ARCHES), label="arch")
    source = _mutate(data, path.read_text())
    try:
        masm.build(source, arch, filename=str(path))
    except AssemblyError as err:
        _assert_located(err)


MNEMONICS = ["v_add_f32", "v_mov_b32", "s_mov_b32", "s_add_u32", "global_load_dword", "ds_write_b32",
             "buffer_load_dword", "v_cmp_lt_u32", "s_waitcnt", "v_fma_f64", "v_mfma_f32_32x32x1f32",
             "image_load", "exp", "s_load_dwordx2", "v_add_co_u32", "v_cndmask_b32", "s_branch"]
OPERANDS = ["v0", "v[0:1]", "s[0:1]", "s[2:5]", "a[0:15]", "vcc", "exec", "m0", "0", "-1", "0.5", "0x12345678",
            "off", "lit", "offset:4095", "offset:-1", "glc", "dmask:0xf", "vmcnt(0)", "hwreg(HW_REG_MODE)",
            "-v1", "|v2|", "neg(v1)", "sext(v0)", "row_shl:1", "dst_sel:WORD_1", "quad_perm:[0,1,2,3]", "v256",
            "s[1:2]", "v[3:2]", "ttmp[0:1]", "src_vccz", "1e99", "label"]


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(MNEMONICS), st.lists(st.sampled_from(OPERANDS), max_size=5), st.sampled_from(ARCHES))
def test_random_operand_soup_only_raises_assembly_errors(mnemonic, operands, arch):
    text = f"{mnemonic} {', '.join(operands)}\n"
    try:
        masm.assemble(text, arch)
    except AssemblyError as err:
        _assert_located(err)
