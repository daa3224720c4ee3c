"""Layout: labels, SOPP branch reach (±32,768 dwords), long-branch relaxation, data directives, label expressions."""
import re
import struct

import pytest

import masm
from masm import AssemblyError
from masm.diagnostics import SourceLoc
from masm.isa import encode

from build_helpers import run_tool, tool

NOP = int.from_bytes(encode("s_nop 0", "gfx900", SourceLoc("t", 1, 1)).data, "little")


def filler(dwords: int) -> str:
    """`dwords` s_nop words as .quad / .long lines (cheap to assemble; never executed as anything else)."""
    lines, left = [], dwords
    while left > 1:
        n = min(left // 2, 1024)
        lines.append("  .quad " + ", ".join([str(NOP << 32 | NOP)] * n))
        left -= 2 * n
    if left:
        lines.append(f"  .long {NOP}")
    return "\n".join(lines) + "\n"


def disassemble(code: bytes, arch: str = "gfx900") -> list[str]:
    words = " ".join(f"0x{b:02x}" for b in code)
    out = run_tool(tool("llvm-mc"), "-arch=amdgcn", f"-mcpu={arch}", "-disassemble", input_text=words)
    return [line.strip() for line in out.splitlines() if line.strip() and not line.strip().startswith(".text")]


def long_jump_target(code: bytes, at: int) -> tuple[int, list[str]]:
    """Follow s_getpc_b64 / s_add_u32 lit / s_addc_u32 / s_setpc_b64 at `at`; return the landing address."""
    text = disassemble(code[at:at + 20])
    assert [t.split()[0] for t in text] == ["s_getpc_b64", "s_add_u32", "s_addc_u32", "s_setpc_b64"], text
    lo = struct.unpack_from("<I", code, at + 8)[0]  # the s_add_u32 literal
    hi = -1 if re.search(r",\s*-1$", text[2]) else 0
    assert re.search(r",\s*(0|-1)$", text[2]), text[2]
    offset = (hi << 32) | lo
    offset = offset - (1 << 64) if offset >= 1 << 63 else offset
    return at + 4 + offset, text


def test_branches_within_reach_encode_dword_offsets():
    program = masm.build("top:\n  s_nop 0\n  s_cbranch_scc0 top\n  s_branch end\n  s_nop 1\nend:\n  s_endpgm\n")
    code = program.code
    assert struct.unpack_from("<h", code, 4)[0] == -2       # back to 0 from 8
    assert struct.unpack_from("<h", code, 8)[0] == 1        # over one s_nop
    assert program.kernels[0].labels == {"top": 0, "end": 16}


def test_backward_branch_at_exact_reach_builds():
    # loop label at 4; the branch's next instruction is at 131076 -> exactly -32768 dwords
    src = "  s_nop 0\nloop:\n" + filler(32766) + "  s_nop 0\n  s_cbranch_scc0 loop\n  s_endpgm\n"
    code = masm.assemble(src)
    assert struct.unpack_from("<h", code, 131072)[0] == -32768


def test_loop_body_over_128kb_is_a_located_error():
    src = "loop:\n" + filler(32768) + "  s_cbranch_scc0 loop\n  s_endpgm\n"
    with pytest.raises(AssemblyError) as info:
        masm.build(src, filename="big.masm")
    d = info.value.diagnostics[0]
    assert (d.file, d.line) == ("big.masm", 18)
    assert "131,076 bytes (32,769 dwords) back" in d.message
    assert "±131,072 bytes" in d.message and "--long-branches" in d.message and "move code out of the loop" in d.message
    assert [(n.loc.line, n.message) for n in d.notes] == [(1, "label 'loop' is here")]


def test_long_branches_relax_a_conditional_backward_branch():
    src = "loop:\n" + filler(32768) + "  s_cbranch_scc0 loop\nafter:\n  s_endpgm\n"
    program = masm.build(src, long_branches=True)
    k = program.kernels[0]
    at = 131072
    code = program.code
    # inverted condition jumps over the 20-byte long jump when scc0 is false
    first = disassemble(code[at:at + 4])[0]
    assert first.startswith("s_cbranch_scc1 5")
    target, text = long_jump_target(code, at + 4)
    assert target == k.labels["loop"] == 0
    assert k.labels["after"] == at + 24
    assert text[0] == "s_getpc_b64 s[4:5]"  # first even pair above s0..s2 (kernarg ptr, group id x)
    assert k.sgprs_used == 6 and program.report["kernels"][0]["long_branches"] == 1


def test_long_branches_relax_forward_unconditional_branch():
    src = "  s_branch finish\n" + filler(32768) + "finish:\n  s_endpgm\n"
    program = masm.build(src, long_branches=True)
    target, _ = long_jump_target(program.code, 0)
    assert target == program.kernels[0].labels["finish"] == 20 + 131072


def test_relaxation_iterates_until_stable():
    # B is out of range; relaxing it (4 -> 20 bytes) pushes A's target, exactly at reach, out of range too.
    src = ("back:\n  s_nop 0\n" + filler(32768) + "  s_cbranch_scc0 fwd\n  s_branch back\n" + filler(32766)
           + "fwd:\n  s_endpgm\n")
    with pytest.raises(AssemblyError) as info:
        masm.build(src)
    assert len(info.value.diagnostics) == 1 and "'back'" in info.value.diagnostics[0].message
    program = masm.build(src, long_branches=True)
    labels, code = program.kernels[0].labels, program.code
    a = 131076
    assert disassemble(code[a:a + 4])[0].startswith("s_cbranch_scc1 5")
    assert long_jump_target(code, a + 4)[0] == labels["fwd"]
    b = a + 24
    assert long_jump_target(code, b)[0] == labels["back"] == 0
    assert program.report["kernels"][0]["long_branches"] == 2


def test_undefined_and_duplicate_labels_are_located():
    with pytest.raises(AssemblyError) as info:
        masm.build("  s_nop 0\n  s_branch nowhere\n  s_endpgm\n", filename="u.s")
    d = info.value.diagnostics[0]
    assert (d.line, d.message) == (2, "undefined label 'nowhere'")
    with pytest.raises(AssemblyError) as info:
        masm.build("x:\n  s_nop 0\nx:\n  s_endpgm\n", filename="d.s")
    d = info.value.diagnostics[0]
    assert d.line == 3 and "label 'x' is already defined" in d.message and d.notes[0].loc.line == 1


def test_a_branch_error_comes_with_the_undefined_names_of_values():
    """An undefined or unreachable branch stops the layout before values are patched; the undefined labels of
    literals and data are reported with it, not one build later (and only once)."""
    src = "  s_nop 0\n  s_branch nowhere\n  v_mov_b32 v0, missing\n  s_mov_b32 s0, missing + 4\n  s_endpgm\n" \
        "  .long other\n"
    with pytest.raises(AssemblyError) as info:
        masm.build(src, filename="u.s")
    assert [(d.line, d.message) for d in info.value.diagnostics if d.severity == "error"] == [
        (2, "undefined label 'nowhere'"), (3, "undefined label 'missing'"), (4, "undefined label 'missing'"),
        (6, "undefined label 'other'")]
    with pytest.raises(AssemblyError) as info:           # without the branch: the same three, from pass 2
        masm.build(src.replace("s_branch nowhere", "s_nop 1"), filename="u.s")
    assert [d.line for d in info.value.diagnostics if d.severity == "error"] == [3, 4, 6]


def test_data_directives_and_label_expressions():
    src = """
  s_getpc_b64 s[4:5]
here:
  s_add_u32 s4, s4, table-here
  s_endpgm
  .align 32
table:
  .long 1, -1, table - here
  .short 7
  .byte 255, 2
  .quad 0x1122334455667788
"""
    code = masm.assemble(src)
    assert struct.unpack_from("<I", code, 8)[0] == 32 - 4           # literal32 fixup: table(32) - here(4)
    assert disassemble(code[12:32]) == ["s_endpgm"] + ["s_nop 0"] * 4  # alignment padding is s_nop
    assert struct.unpack_from("<IiI", code, 32) == (1, -1, 28)
    assert code[44:48] == b"\x07\x00\xff\x02"
    assert struct.unpack_from("<Q", code, 48)[0] == 0x1122334455667788


def test_data_value_that_does_not_fit_is_located():
    with pytest.raises(AssemblyError) as info:
        masm.build("  s_endpgm\n  .byte 300\n", filename="b.s")
    assert info.value.diagnostics[0].line == 2 and "does not fit" in info.value.diagnostics[0].message


def test_a_float_too_large_for_32_bits_is_located():
    # (found by fuzz seed 55: `.long 1e308` was an OverflowError from struct.pack)
    with pytest.raises(AssemblyError) as info:
        masm.build("  s_endpgm\n  .long 1.5, 1e308\n", filename="b.s")
    d = info.value.diagnostics[0]
    assert (d.line, d.message) == (2, "1e+308 does not fit in a 32-bit float (.long)")
    assert masm.build("  s_endpgm\n  .long 3.4e38\n  .quad 1e308\n").code[4:16] == struct.pack("<fd", 3.4e38, 1e308)


def test_asm_output_of_relaxed_program_reassembles_to_the_same_bytes(tmp_path):
    src = "  s_cbranch_vccz finish\n" + filler(32768) + "finish:\n  s_endpgm\n"
    program = masm.build(src, long_branches=True)
    path = tmp_path / "relaxed.s"
    path.write_text(program.asm)
    obj = tmp_path / "relaxed.o"
    run_tool(tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj", str(path), "-o", str(obj))
    text = tmp_path / "relaxed.bin"
    run_tool(tool("llvm-objcopy"), "-O", "binary", "--only-section=.text", str(obj), str(text))
    assert text.read_bytes() == program.code
    assert "s_cbranch_vccnz 5" in program.asm and "relaxed by --long-branches" in program.asm
