"""masm's own kernels declare what `.amdhsa_kernel` blocks declare (masm/kernel_fields.py): the declarations give
the descriptor an `.amdhsa_kernel` block with the same fields gives (and llvm-mc builds), the ABI aliases move with
the user SGPR layout, and the report says what the dispatcher sets up.  Without them, nothing changes."""
from __future__ import annotations

import struct

import pytest

import masm
from masm import AssemblyError

from llvm_syntax_helpers import Elf, missing_tools, reference_code_object


def build(source, arch="gfx900"):
    return masm.build(source, arch, filename="k.masm")


def kernel(decls, body="  s_endpgm", name="k"):
    return f"kernel {name}\n{decls}\n{body}\nendkernel\n"


def descriptor_words(program):
    kd = program.kernels[0].descriptor
    return struct.unpack_from("<III", kd, 44) + struct.unpack_from("<HH", kd, 56)


def error(source, arch="gfx900"):
    with pytest.raises(AssemblyError) as info:
        build(source, arch)
    d = info.value.diagnostics[0]
    return d.line, d.message


def test_defaults_are_unchanged():
    program = build(kernel("  args n:u32"))
    k = program.kernels[0]
    assert k.abi.registers == {"kernarg_ptr": "s[0:1]", "group_id_x": "s2", "local_id_x": "v0"}
    rsrc3, rsrc1, rsrc2, properties, preload = descriptor_words(program)
    assert (rsrc1 >> 12) & 0xFF == 0xC0 and rsrc1 >> 21 & 1 and rsrc1 >> 23 & 1   # f16/f64 denormals kept, DX10, IEEE
    assert rsrc2 == 2 << 1 | 1 << 7 and properties == 1 << 3 and preload == 0
    assert k.scratch_bytes == 0 and program.report["kernels"][0]["float_mode"]["denorm32"] == "flush"


def test_user_sgprs_move_the_aliases_and_load_arg():
    source = kernel("  args n:u32, out:ptr\n  usersgprs kernarg_ptr, dispatch_ptr\n  groupids x, z, info",
                    "  load_arg s[10:11], out\n  s_mov_b32 s12, group_id_z\n  s_mov_b32 s13, workgroup_info\n"
                    "  s_load_dword s14, dispatch_ptr, 0x4\n  s_endpgm")
    program = build(source)
    k = program.kernels[0]
    assert k.abi.registers == {"dispatch_ptr": "s[0:1]", "kernarg_ptr": "s[2:3]", "group_id_x": "s4",
                               "group_id_z": "s5", "workgroup_info": "s6", "local_id_x": "v0"}
    expanded = masm.expand(source, "gfx900", filename="k.masm")
    assert "s_load_dwordx2 s[10:11], s[2:3], 0x8" in expanded and "s_mov_b32 s12, s5" in expanded
    rsrc3, rsrc1, rsrc2, properties, _ = descriptor_words(program)
    assert properties == 0b1010 and (rsrc2 >> 1) & 31 == 4 and rsrc2 >> 7 & 7 == 0b101 and rsrc2 >> 10 & 1


def test_scratch_takes_the_private_segment_buffer_and_the_wave_offset():
    program = build(kernel("  scratchsize 1024", "  s_endpgm"))
    k = program.kernels[0]
    assert k.abi.registers["private_segment_buffer"] == "s[0:3]" and k.abi.registers["kernarg_ptr"] == "s[4:5]"
    assert k.abi.registers["scratch_wave_offset"] == "s7" and k.scratch_bytes == 1024
    kd = k.descriptor
    assert struct.unpack_from("<I", kd, 4)[0] == 1024 and struct.unpack_from("<I", kd, 52)[0] & 1
    assert program.report["kernels"][0]["scratch_bytes"] == 1024


def test_float_modes_ieee_dx10_and_exceptions():
    program = build(kernel("  floatmode denorm32=keep, denorm16_64=flush_in, round32=zero, round16_64=up\n"
                           "  ieeemode off\n  dx10clamp off\n  fp16overflow on\n"
                           "  fpexceptions div_zero, int_div_zero"))
    _, rsrc1, rsrc2, _, _ = descriptor_words(program)
    assert (rsrc1 >> 12) & 0xFF == 3 | 1 << 2 | 3 << 4 | 2 << 6
    assert not rsrc1 >> 21 & 1 and not rsrc1 >> 23 & 1 and rsrc1 >> 26 & 1
    assert rsrc2 >> 24 == 0b1000100
    mode = program.report["kernels"][0]["float_mode"]
    assert mode == {"denorm32": "keep", "denorm16_64": "flush_in", "round32": "zero", "round16_64": "up",
                    "ieee_mode": False, "dx10_clamp": False}


def test_amdhsa_sets_any_other_field():
    program = build(kernel("  amdhsa tg_split 1\n  amdhsa uses_dynamic_stack 1"), "gfx90a")
    rsrc3, _, _, properties, _ = descriptor_words(program)
    assert rsrc3 >> 16 & 1 and properties >> 11 & 1


@pytest.mark.parametrize("decls, line, message", [
    ("  amdhsa tg_split 1", 2, "directive requires gfx90a+: .amdhsa_tg_split is not a field of gfx900"),
    ("  amdhsa next_free_vgpr 8", 2, "amdhsa next_free_vgpr: masm sets it from numvgprs"),
    ("  amdhsa bogus 1", 2, "amdhsa: unknown field 'bogus'"),
    ("  amdhsa .amdhsa_tg_split 1", 2, "amdhsa needs a field name, written without its .amdhsa_ prefix"),
    ("  usersgprs kernarg_ptr, bogus", 2, "usersgprs: unknown 'bogus'"),
    ("  floatmode denorm32=sometimes", 2, "floatmode takes KEY=VALUE"),
    ("  localids 4", 2, "localids takes 1, 2 or 3"),
    ("  fp16overflow on", 2, "directive requires gfx9+: .amdhsa_fp16_overflow is not a field of gfx803"),
    ("  usersgprs dispatch_ptr\n  args n:u32\n  load_arg s4, n", 4, "load_arg reads through kernarg_ptr"),
])
def test_declaration_errors_point_at_the_declaration(decls, line, message):
    arch = "gfx803" if "fp16overflow" in decls else "gfx900"
    got = error(kernel(decls), arch)
    assert got[0] == line and got[1].startswith(message), got


def test_dynamic_lds_is_in_the_report():
    program = build(kernel("  ldssize 1024\n  dynamiclds"))
    assert program.report["kernels"][0]["dynamic_lds"] and program.kernels[0].lds_bytes == 1024


FIELDS = """\
  args n:u32, out:ptr
  usersgprs private_segment_buffer, dispatch_ptr, kernarg_ptr
  groupids x, y
  localids 2
  scratchsize 64
  floatmode denorm32=keep
  ieeemode off
  fpexceptions invalid_op
"""
BODY = "  s_load_dword s16, kernarg_ptr, 0x0\n  v_mov_b32 v1, local_id_y\n  s_mov_b32 s17, group_id_y\n  s_endpgm"
AMDHSA = """\
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
.globl k
.p2align 8
.type k,@function
k:
  s_load_dword s16, s[6:7], 0x0
  v_mov_b32 v1, v1
  s_mov_b32 s17, s9
  s_endpgm
.Lk_end:
.size k, .Lk_end-k
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_private_segment_fixed_size 64
  .amdhsa_kernarg_size 16
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_dispatch_ptr 1
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_private_segment_wavefront_offset 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_vgpr_workitem_id 1
  .amdhsa_next_free_vgpr 2
  .amdhsa_next_free_sgpr 18
  .amdhsa_reserve_vcc 0
  .amdhsa_reserve_flat_scratch 0
  .amdhsa_float_denorm_mode_32 3
  .amdhsa_ieee_mode 0
  .amdhsa_exception_fp_ieee_invalid_op 1
.end_amdhsa_kernel
"""


def _without_entry_offset(descriptor: bytes) -> bytes:
    return descriptor[:16] + bytes(8) + descriptor[24:]


def test_the_same_fields_make_the_same_descriptor_in_both_dialects():
    ours = build(kernel(FIELDS, BODY))
    theirs = masm.build(AMDHSA, filename="k.s")
    assert ours.code == theirs.code
    assert _without_entry_offset(ours.kernels[0].descriptor) == _without_entry_offset(theirs.kernels[0].descriptor)
    assert ours.kernels[0].abi.registers == {k: v for k, v in theirs.kernels[0].abi.registers.items()}


def test_the_same_fields_make_llvm_mcs_descriptor(tmp_path):
    why = missing_tools(14)
    if why:
        pytest.skip(why)
    path = tmp_path / "k.s"
    path.write_text(AMDHSA)
    reference = Elf(reference_code_object(str(path), tmp_path, 14))
    rodata = reference.section(".rodata")
    kd = {s.name: s for s in reference.symbols()}["k.kd"]
    theirs = rodata.data[kd.value - rodata.address:kd.value - rodata.address + 64]
    ours = build(kernel(FIELDS, BODY)).kernels[0].descriptor
    assert _without_entry_offset(ours) == _without_entry_offset(theirs)
