"""The statement keywords the preprocessor splits at are exactly the structured conditions the statements stage
accepts: 64-bit scalar conditions (`s_if_u64(a == b)`) are statements, not undefined macros."""
import shutil
import subprocess

import pytest

import masm
from masm.preprocess.words import StatementWords

from preprocess_helpers import texts

LLVM_MC = shutil.which("llvm-mc")
LLVM_OBJCOPY = shutil.which("llvm-objcopy")

KERNEL_64 = """\
kernel k
s_temp_range 4..20
s_temp a[2] align:2, b[2] align:2
s_mov_b64 a[0:1], 0
s_mov_b64 b[0:1], 1
s_if_u64(a[0:1] == b[0:1]) s_nop 0 _endif
s_while_i64(a[0:1] <> b[0:1]) s_add_u32 a[0], a[0], 1 _endw
s_repeat s_nop 1 s_until_u64(a[0:1] = b[0:1])
s_endpgm
endkernel
"""

# The same kernel lowered by hand (s_temp a -> s[4:5], b -> s[6:7]).
PLAIN_64 = """\
  s_mov_b64 s[4:5], 0
  s_mov_b64 s[6:7], 1
  s_cmp_eq_u64 s[4:5], s[6:7]
  s_cbranch_scc0 if_end
  s_nop 0
if_end:
  s_cmp_lg_u64 s[4:5], s[6:7]
  s_cbranch_scc0 while_end
while_top:
  s_add_u32 s4, s4, 1
  s_cmp_lg_u64 s[4:5], s[6:7]
  s_cbranch_scc1 while_top
while_end:
repeat_top:
  s_nop 1
  s_cmp_eq_u64 s[4:5], s[6:7]
  s_cbranch_scc0 repeat_top
  s_endpgm
"""


def test_condition_keywords_match_the_statements_stage():
    from masm.statements.conditions import SCALAR_TYPES, VECTOR_TYPES
    words = StatementWords("gfx900")
    for kind in ("if", "while", "until"):
        assert words.starts_statement(f"s_{kind}")
        for t in SCALAR_TYPES:
            assert words.starts_statement(f"s_{kind}_{t}")
        for t in VECTOR_TYPES:
            assert words.starts_statement(f"v_{kind}_{t}")
        for t in set(VECTOR_TYPES) - set(SCALAR_TYPES):
            assert not words.starts_statement(f"s_{kind}_{t}")   # s_if_f32 is not a construct
        assert not words.starts_statement(f"v_{kind}")           # a vector condition always has a type


def test_64_bit_scalar_conditions_are_statements():
    assert texts("s_if_u64(s[4:5] == s[6:7]) s_nop 0 _endif s_while_i64(s[4:5] <> 0) _endw") == [
        "s_if_u64(s[4:5] == s[6:7])", "s_nop 0", "_endif", "s_while_i64(s[4:5] <> 0)", "_endw"]


def test_64_bit_scalar_conditions_build_to_the_llvm_mc_bytes_of_the_hand_lowered_kernel(tmp_path):
    program = masm.build(KERNEL_64, "gfx900", filename="k64.masm")
    if LLVM_MC is None or LLVM_OBJCOPY is None:
        pytest.skip("llvm-mc not found")
    source, obj, text = tmp_path / "plain.s", tmp_path / "plain.o", tmp_path / "text.bin"
    source.write_text(PLAIN_64)
    subprocess.run([LLVM_MC, "-arch=amdgcn", "-mcpu=gfx900", "-filetype=obj", str(source), "-o", str(obj)],
                   check=True, capture_output=True, text=True)
    subprocess.run([LLVM_OBJCOPY, "-O", "binary", "--only-section=.text", str(obj), str(text)], check=True)
    kernel = program.kernels[0]
    code = program.code[kernel.code_offset:kernel.code_offset + kernel.code_size]
    assert code == text.read_bytes()
