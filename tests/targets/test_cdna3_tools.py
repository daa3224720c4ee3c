"""CDNA3 in the tools that take an arch: disasm reads it from e_flags, lint checks against it (with the target's own
spelling of cache bits in the message), hover explains every instruction new in CDNA3."""
from __future__ import annotations

import pytest
from click.testing import CliRunner

import masm
from masm.cli import main
from masm.isa.table import family_table
from masm.lsp.hover import instruction_markdown
from masm.sim.semantics import semantic_key

KERNEL = """\
kernel k
  args out:ptr
  s_load_dwordx2 s[4:5], s[0:1], 0
  s_waitcnt lgkmcnt(0)
  v_lshl_add_u64 v[2:3], v[0:1], 2, s[4:5]
  global_store_dword v[2:3], v0, off sc1
  s_endpgm
endkernel
"""


@pytest.mark.parametrize("arch", ["gfx940", "gfx941", "gfx942"])
def test_disasm_takes_the_arch_from_e_flags(tmp_path, arch):
    path = tmp_path / "k.co"
    path.write_bytes(masm.build(KERNEL, arch, filename="k.masm").code_object)
    result = CliRunner().invoke(main, ["disasm", str(path)])
    assert result.exit_code == 0, result.output
    assert f'.amdgcn_target "amdgcn-amd-amdhsa--{arch}"' in result.output
    assert "v_lshl_add_u64 v[2:3], v[0:1], 2, s[4:5]" in result.output
    assert "global_store_dword v[2:3], v0, off sc1" in result.output


def test_lint_checks_for_cdna3_and_names_its_cache_bits(tmp_path):
    good = tmp_path / "good.masm"
    good.write_text(KERNEL)
    bad = tmp_path / "bad.masm"
    bad.write_text(KERNEL.replace("off sc1", "off glc"))
    runner = CliRunner()
    assert runner.invoke(main, ["lint", "--arch", "gfx942", str(good)]).exit_code == 0
    result = runner.invoke(main, ["lint", "--arch", "gfx942", str(bad)])
    assert result.exit_code == 1
    assert f"{bad}:6:38: error: invalid modifier 'glc': not a cache-policy bit on gfx942 (its bits are sc0, nt, sc1); " \
           "gfx942 writes this bit as 'sc0'" in result.output
    result = runner.invoke(main, ["lint", "--arch", "gfx90a", str(good)])
    assert "'v_lshl_add_u64' is not supported on gfx90a" in result.output


def test_gfx9_gets_the_hint_the_other_way_round():
    with pytest.raises(masm.AssemblyError, match="not a cache-policy bit on gfx90a .*gfx90a writes this bit as 'slc'"):
        masm.assemble("global_load_dword v1, v[2:3], off nt", "gfx90a")


def test_hover_explains_every_instruction_new_in_cdna3():
    new = {semantic_key(d) for d in family_table("gfx940")} - {semantic_key(d) for d in family_table("gfx90a")}
    mnemonics = {d.mnemonic for d in family_table("gfx940") if semantic_key(d) in new}
    assert len(mnemonics) > 70
    for word in sorted(mnemonics):
        text = instruction_markdown(word, "gfx942")
        lines = text.splitlines()
        assert lines[0].startswith(f"**{word}**") and len(lines[1]) > 40, word       # the sentence under the title
    assert "(S0 << S1[2:0]) + S2" in instruction_markdown("v_lshl_add_u64", "gfx942")
    assert "32×32 f32 accumulator += A (32×16) × B (16×32) of fp8 × bf8" in \
        instruction_markdown("v_mfma_f32_32x32x16_fp8_bf8", "gfx942")


@pytest.mark.parametrize("arch", ["gfx900", "gfx90a", "gfx942"])
def test_buffer_store_lds_dword_needs_lds_as_llvm_mc_says(arch):
    from tests.stdlib.llvm_mc import llvm_bytes
    line = "buffer_store_lds_dword s[4:7], 0 offset:4 lds"
    assert masm.assemble(line, arch) == llvm_bytes(line + "\n", arch)
    with pytest.raises(masm.AssemblyError, match=r"too few operands for buffer_store_lds_dword: write lds"):
        masm.assemble("buffer_store_lds_dword s[4:7], 0 offset:4", arch)
