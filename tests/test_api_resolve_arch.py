"""`api.resolve_arch`: the architecture a build without `--arch` takes — the file's `.amdgcn_target` (the first one,
in any case of letters), else DEFAULT_ARCH — whether or not its quick look for the directive's name finds it."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from masm.api import resolve_arch
from masm.pipeline import file_arch
from masm.targets import DEFAULT_ARCH

_PIECES = [".amdgcn_target", ".AMDGCN_TARGET", ".AmdGcn_Target", ".amdgcn_targe", "amdgcn_target", '"', " ", "\t",
           "\n", "\r\n", "amdgcn-amd-amdhsa--", "AMDGCN-AMD-AMDHSA--", "amdgcn-amd-amdhſa--", "gfx90a", "GFX908",
           "gfx1100", "v_mov_b32 v0, v1", "; comment", "İ", "K", "ſ", "ı", "ß", "é"]


def _expected(text: str) -> str:
    return file_arch(text) or DEFAULT_ARCH


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), max_size=14))
def test_resolve_arch_agrees_with_the_directive(pieces):
    text = "".join(pieces)
    assert resolve_arch(text, None) == _expected(text)


def test_resolve_arch_examples():
    assert resolve_arch('  .AmDgCn_TaRgEt "amdgcn-amd-amdhsa--gfx90a"\n', None) == "gfx90a"
    assert resolve_arch('s_nop 0\n\t.amdgcn_target "amdgcn-amd-amdhsa--gfx908:xnack-"\n', None) == "gfx908"
    assert resolve_arch('s_nop 0 ; .amdgcn_target "amdgcn-amd-amdhsa--gfx908"\n', None) == DEFAULT_ARCH
    assert resolve_arch("v_mov_b32 v0, v1\n" * 100, None) == DEFAULT_ARCH
    assert resolve_arch('.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"\n', "gfx940") == "gfx940"
