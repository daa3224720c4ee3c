"""LLVM assembler directives one by one: what each places, what each declares, and the located error for what masm
refuses.  Where llvm-mc and ld.lld are installed, the same sources are also built by them and compared whole."""
from __future__ import annotations

import struct

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import masm
from masm import AssemblyError

from llvm_syntax_helpers import Elf, differences, missing_tools, reference_code_object

KERNEL = """\
.amdgcn_target "amdgcn-amd-amdhsa--{arch}"
.text
.globl {name}
.p2align 8
.type {name},@function
{name}:
{body}
.L{name}_end:
.size {name}, .L{name}_end-{name}
.rodata
.p2align 6
.amdhsa_kernel {name}
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr {vgprs}
  .amdhsa_next_free_sgpr {sgprs}
{extra}.end_amdhsa_kernel
"""


def kernel(name="k", body="  s_endpgm", arch="gfx900", vgprs=4, sgprs=8, extra=""):
    if arch == "gfx90a" and "accum_offset" not in extra:
        extra += "  .amdhsa_accum_offset 4\n"
    return KERNEL.format(name=name, body=body, arch=arch, vgprs=vgprs, sgprs=sgprs, extra=extra)


def build(source, **kw):
    return masm.build(source, filename="k.s", **kw)


def errors(source, **kw):
    with pytest.raises(AssemblyError) as info:
        build(source, **kw)
    return [(d.line, d.column, d.message) for d in info.value.diagnostics if d.severity == "error"]


def same_as_llvm(source, tmp_path, version=14):
    """masm's code object of `source` is llvm-mc + ld.lld's (skips when they are missing)."""
    why = missing_tools(version)
    if why:
        pytest.skip(why)
    path = tmp_path / "k.s"
    path.write_text(source)
    ours = build(source).code_object
    assert differences(ours, reference_code_object(str(path), tmp_path, version)) == []
    return ours


def section(program, name):
    return Elf(program.code_object).section(name)


# ------------------------------------------------------------------------------------------- a hand-written kernel

HAND_WRITTEN = """\
; a kernel written by hand in LLVM syntax: x[i] = 2 * x[i] for the first 64 work-items
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
.globl double_it
.p2align 8
.type double_it,@function
double_it:
  s_load_dwordx2 s[0:1], s[4:5], 0x0      ; the kernarg pointer is s[4:5]: the private segment buffer comes first
  v_lshlrev_b32 v1, 2, v0
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v2, s1
  v_add_co_u32 v1, vcc, s0, v1
  v_addc_co_u32 v2, vcc, 0, v2, vcc
  global_load_dword v3, v[1:2], off
  s_waitcnt vmcnt(0)
  v_add_f32 v3, v3, v3
  global_store_dword v[1:2], v3, off
  s_endpgm
.Ldouble_it_end:
.size double_it, .Ldouble_it_end-double_it

.rodata
.p2align 6
.amdhsa_kernel double_it
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_kernarg_size 8
  .amdhsa_next_free_vgpr 4
  .amdhsa_next_free_sgpr 6
.end_amdhsa_kernel
"""


def test_hand_written_kernel_builds_with_its_descriptor():
    program = build(HAND_WRITTEN)
    assert program.arch == "gfx900"                      # from .amdgcn_target: no --arch needed
    k = program.kernel("double_it")
    kd = k.descriptor_fields
    assert kd.user_sgpr_count == 6 and kd.value("kernarg_size") == 8
    assert k.abi.kernarg_ptr == "s[4:5]" and k.abi.workgroup_ids == {"x": "s6"}
    assert k.code_offset == 0 and k.code_size == len(program.code) == 56
    assert k.vgprs == 4 and k.sgprs == 6 and k.vgprs_used == 4 and k.sgprs_used == 6
    words = struct.unpack_from("<III", k.descriptor, 44)
    assert words == (0, 0x00AC0040, 0x8C)                # rsrc3, rsrc1 (1 VGPR block, 2 SGPR blocks), rsrc2
    assert program.warnings == []


def test_hand_written_kernel_is_llvm_mc_and_ld_llds_code_object(tmp_path):
    same_as_llvm(HAND_WRITTEN, tmp_path)


def test_registers_beyond_the_descriptor_are_a_warning():
    program = build(kernel(body="  v_mov_b32 v9, 0\n  s_mov_b32 s20, 0\n  s_endpgm"))
    messages = [w.message for w in program.warnings]
    assert "kernel 'k' uses v9, but its descriptor allocates 4 VGPRs (.amdhsa_next_free_vgpr)" in messages
    assert "kernel 'k' uses s20, but its descriptor allocates 8 SGPRs (.amdhsa_next_free_sgpr)" in messages


def test_several_kernels_are_named_by_their_symbols(tmp_path):
    source = kernel("first") + kernel("second", body="  v_mov_b32 v0, 1\n  s_endpgm").split("\n", 1)[1]
    program = build(source)
    assert [k.name for k in program.kernels] == ["first", "second"]
    assert program.kernel("second").code_offset == 256 and program.kernel("second").code_size == 8
    same_as_llvm(source, tmp_path)


# ---------------------------------------------------------------------------------------------- sections and data

def test_rodata_table_is_reached_pc_relative(tmp_path):
    body = """\
  s_getpc_b64 s[4:5]
  s_add_u32 s4, s4, table@rel32@lo+4
  s_addc_u32 s5, s5, table@rel32@hi+12
  s_load_dword s6, s[4:5], 0x4
  s_endpgm
.section .rodata,#alloc
.p2align 4
table:
  .long 11, 22, 33
.text"""
    source = kernel(body=body)
    program = build(source)
    elf = Elf(program.code_object)
    rodata, text = elf.section(".rodata"), elf.section(".text")
    table = {s.name: s for s in elf.symbols()}["table"]
    assert rodata.data[table.value - rodata.address:table.value - rodata.address + 12] == struct.pack("<3I", 11,
                                                                                                         22, 33)
    lo, hi = struct.unpack_from("<I", text.data, 8)[0], struct.unpack_from("<I", text.data, 16)[0]
    pc = text.address + 4                                 # s_getpc_b64 gives the address after itself
    assert (hi << 32 | lo) == (table.value - pc) & (1 << 64) - 1
    same_as_llvm(source, tmp_path)


def test_alignment_fills_code_with_s_nop_and_data_with_the_fill_value(tmp_path):
    source = kernel(body="  s_nop 0\n  .p2align 4\n  s_endpgm\n.data\n  .byte 1\n  .p2align 3, 0x55\n"
                         "  .fill 2, 2, 0x1234\n  .zero 3\n  .skip 1, 7\n  .long 9\n  .balignl 8, 0xdeadbeef\n.text")
    program = build(source)
    assert program.code[:20] == bytes.fromhex("000080bf" * 4 + "000081bf")
    data = section(program, ".data").data
    assert data == bytes.fromhex("0155555555555555" "3412341200000007" "09000000" "efbeadde")
    same_as_llvm(source, tmp_path)


def test_bss_takes_zeros_only():
    program = build(kernel(body="  s_endpgm\n.bss\nbuf:\n  .zero 64\n  .byte 0\n.text"))
    bss = section(program, ".bss")
    assert bss.type == 8 and bss.size == 65 and bss.data == b""
    assert errors(kernel(body="  s_endpgm\n.bss\n  .byte 1\n.text"))[0][:2] == (9, 3)


def test_set_constants_are_encoded_as_llvm_mc_encodes_them(tmp_path):
    source = kernel(body=".set FOUR, 4\nBIG = 0x12345\n  s_mov_b32 s0, FOUR\n  s_mov_b32 s1, BIG\n  s_endpgm")
    program = build(source)
    assert program.code[:12] == bytes.fromhex("840080be" "ff0081be45230100")   # 4 inline, BIG a literal
    symbols = {s.name: s for s in Elf(program.code_object).symbols()}
    assert symbols["FOUR"].shndx == 0xFFF1 and symbols["BIG"].value == 0x12345
    same_as_llvm(source, tmp_path)


def test_set_constants_index_registers_as_in_llvm_mc(tmp_path):
    """`.set`, `.equ` and `NAME = value` constants in register indices (`v[vgprA+1]`, as generated kernels write
    them), each use seeing the value set last before it."""
    body = (".set vgprA, 2\n.equ sgprB, 4\nvgprC = vgprA*3\n"
            "  v_mov_b32 v[vgprA], 0\n  v_add_f32 v[vgprA+1], v[vgprC], v[vgprC+1]\n"
            "  s_load_dwordx2 s[sgprB:sgprB+1], s[0:1], 0x0\n  v_pk_fma_f16 v[vgprA:vgprA], v1, v2, v3\n"
            ".set vgprA, 7\n  v_mov_b32 v[vgprA], 1.0\n  s_waitcnt lgkmcnt(0)\n  s_endpgm")
    source = kernel(body=body, vgprs=8)
    program = build(source)
    assert program.code[:8] == bytes.fromhex("8002047e" "060f0602")  # v_mov_b32 v2, 0; v_add_f32 v3, v6, v7
    same_as_llvm(source, tmp_path)
    with pytest.raises(AssemblyError) as e:
        build(kernel(body="  v_mov_b32 v[later], 0\n.set later, 1\n  s_endpgm"))
    assert "unknown name 'later'" in e.value.diagnostics[0].message


def test_set_constants_substitute_whole_symbols_only(tmp_path):
    """A constant is replaced where its whole name is written: `K` is not the start of `K.x` or `K2`, nor the
    kernel's label `k` (symbols are case-sensitive: masm once encoded `K+K2*K.x` as an offset from `k`, silently);
    the value set last counts; and lines the encoder's templates cover see the value too (bytes from llvm-mc 14)."""
    body = (".set K, 3\n.set K.x, 5\n.set K2, 70\n  s_add_u32 s1, s2, K.x\n  s_mov_b32 s3, K2\n"
            "  s_add_u32 s4, s5, K+K2*K.x\n  v_add_u32 v1, K, v2\n.set K, 4\n  s_mov_b32 s3, K\n  s_endpgm")
    program = build(kernel(body=body))
    assert program.code[:28] == bytes.fromhex("02850180" "ff0083be46000000" "05ff048061010000" "83040268"
                                              "840083be")
    same_as_llvm(kernel(body=body), tmp_path)


def test_set_constants_cost_no_pattern_per_constant(monkeypatch):
    """A file of thousands of `.set` constants (a module of many kernels has them) once compiled a regular
    expression of every name at each `.set`: 41.7 s for 2,000 of them before 60,000 lines.  Now nothing is
    compiled per constant, and each name is still replaced where it is written whole."""
    import re
    import types
    from masm import pipeline
    compiled = []
    monkeypatch.setattr(pipeline, "re", types.SimpleNamespace(
        compile=lambda *a, **k: compiled.append(a) or re.compile(*a, **k), **{
            name: getattr(re, name) for name in dir(re) if not name.startswith("_") and name != "compile"}))
    constants = pipeline._SetConstants()
    for i in range(3000):
        assert constants.watch(f".set K{i}, {i}")
    assert compiled == []
    assert constants.substitute("s_add_u32 s1, K2999, K12+K1.x") == "s_add_u32 s1, 2999, 12+K1.x"


def test_section_flags_and_types(tmp_path):
    source = kernel(body="  s_endpgm\n.section .mydata,\"aw\",@progbits\n  .long 5\n"
                         ".section .AMDGPU.csdata,\"\",@progbits\n.section \".note.GNU-stack\",\"\",@progbits\n.text")
    program = build(source)
    elf = Elf(program.code_object)
    assert elf.section(".mydata").flags == 3 and elf.section(".mydata").data == b"\x05\0\0\0"
    assert elf.section(".AMDGPU.csdata").flags == 0 and elf.section(".note.GNU-stack") is None
    same_as_llvm(source, tmp_path)


def test_quad_of_a_symbol_is_a_dynamic_relocation(tmp_path):
    source = kernel(body="  s_endpgm\n.data\n.globl gv\ngv:\n  .quad k\n  .quad gv\n.text")
    program = build(source)
    elf = Elf(program.code_object)
    assert elf.section(".rela.dyn") is not None and elf.section(".data").data == bytes(16)
    same_as_llvm(source, tmp_path)


def test_gotpcrel_makes_a_got_entry(tmp_path):
    body = ("  s_getpc_b64 s[4:5]\n  s_add_u32 s4, s4, gv@gotpcrel32@lo+4\n  s_addc_u32 s5, s5, gv@gotpcrel32@hi+12\n"
            "  s_endpgm\n.data\n.globl gv\ngv:\n  .long 1\n.text")
    program = build(kernel(body=body))
    assert Elf(program.code_object).section(".got").size == 8
    same_as_llvm(kernel(body=body), tmp_path)


# -------------------------------------------------------------------------------------------------- refusals

@pytest.mark.parametrize("body, line, message", [
    ("  s_endpgm\n.data\n  .uleb128 300\n.text", 9, ".uleb128 is supported only in DWARF sections (.debug_*)"),
    ("  s_endpgm\n.data\n  .sleb128 -1\n.text", 9, ".sleb128 is supported only in DWARF sections (.debug_*)"),
    ("  s_endpgm\n.bogus_directive 1", 8, "unknown directive '.bogus_directive'"),
    ("  s_mov_b32 s0, nowhere@abs32@lo\n  s_endpgm", 7, "undefined symbol 'nowhere'"),
    ("  s_getpc_b64 s[0:1]\n  s_add_u32 s0, s0, missing@rel32@lo+4\n  s_endpgm", 8, "undefined symbol 'missing'"),
    ("  s_mov_b32 s0, k@abs32@lo\n  s_endpgm", 7, "relocation R_AMDGPU_ABS32_LO cannot be used against symbol 'k'"),
    ("  .amdhsa_ieee_mode 0\n  s_endpgm", 7, ".amdhsa_ieee_mode outside an .amdhsa_kernel block"),
    ("  s_endpgm\n.data\n  .byte 1\n  .balignl 8, 0x1\n.text", 10, ".balignl cannot pad 7 bytes with a 4-byte fill"),
    ("  s_endpgm\n.data\n  .long k\n.text", 9, "relocation R_AMDGPU_ABS32 cannot be used against symbol 'k'"),
    (".set B, 0x1234\n  s_getpc_b64 s[0:1]\n  s_add_u32 s0, s0, B@rel32@lo+4\n  s_endpgm", 9,
     "'B' is a number (.set), not an address"),
    ("  s_getpc_b64 s[0:1]\n  s_add_u32 s0, s0, .Lf@gotpcrel32@lo+4\n.Lf:\n  s_endpgm", 8,
     "'@gotpcrel32' of the local symbol '.Lf'"),
    # sections llvm-mc + ld.lld would lay out in ways masm does not: refused, never dropped or misplaced
    ('  s_endpgm\n.section .foo,"aT",@progbits', 8, "section '.foo' is thread-local (TLS)"),
    ("  s_endpgm\n.section .tdata", 8, "section '.tdata' is thread-local (TLS)"),
    ('  s_endpgm\n.section .foo,"ae",@progbits', 8, "section '.foo' is excluded from the link"),
    ('  s_endpgm\n.section .foo,"aw",@init_array', 8, "section '.foo' holds constructors or destructors"),
    ('  s_endpgm\n.section .note.x,"a",@note', 8, "allocated note section '.note.x' is not supported"),
    ("  s_endpgm\n.data\n.type t,@tls_object\n.text", 9, "unsupported symbol type '@tls_object'"),
    # GNU macros and conditionals: refused at each line, before the errors of a macro body they would cause
    (".if 0\n  s_nop 1\n.endif\n  s_endpgm", 7, "GNU assembler macros, loops and conditionals (.if)"),
    (".macro ADD3 d, a, b\n  v_add_u32 \\d, \\a, \\b\n.endm\n  s_endpgm", 7,
     "GNU assembler macros, loops and conditionals (.macro)"),
    (".macro ADD3 d, a, b\n  v_add_u32 \\d, \\a, \\b\n.endm\n  s_endpgm", 9,
     "GNU assembler macros, loops and conditionals (.endm)"),
    (".rept 2\n  s_nop 0\n.endr\n  s_endpgm", 9, "GNU assembler macros, loops and conditionals (.endr)"),
])
def test_what_masm_refuses_is_a_located_error(body, line, message):
    found = errors(kernel(body=body))
    assert any(ln == line and text.startswith(message) for ln, _, text in found), found


def test_a_kernel_block_without_its_end_is_an_error():
    found = errors(".text\nk:\n s_endpgm\n.amdhsa_kernel k\n .amdhsa_next_free_vgpr 1\n")
    assert found == [(4, 1, ".amdhsa_kernel k has no .end_amdhsa_kernel")]


def test_target_must_match_the_arch():
    found = errors(kernel(arch="gfx90a"), arch="gfx900")
    assert found[0][0] == 1 and "is for gfx90a (.amdgcn_target) but is built for gfx900" in found[0][2]
    assert build(kernel(arch="gfx90a")).arch == "gfx90a"


@pytest.mark.parametrize("old, new", [("gfx900+xnack", "gfx900:xnack+"), ("gfx90a+sramecc-xnack", "gfx90a:sramecc+:xnack-")])
def test_code_object_v3_target_ids_say_how_to_write_them(old, new):
    """`gfx900+xnack` (AMDGPUUsage's examples of code object v3) is refused by llvm-mc 14 too: the error says the
    code object v4 spelling, not an --arch that does not exist."""
    assert errors(kernel(arch=old)) == [(1, 1, f"'{old}' is the target id syntax of code object v3, which llvm-mc 14 "
                                               f"and masm do not take: write amdgcn-amd-amdhsa--{new}")]


def test_target_features_set_xnack_and_the_elf_flags():
    program = build(kernel(arch="gfx90a").replace('gfx90a"', 'gfx90a:xnack-"', 1))
    assert Elf(program.code_object).flags == 0x3F | 0x200 | 0x400      # xnack off, sramecc any
    assert program.kernels[0].extra_sgprs == 6                         # VCC + FLAT_SCRATCH (no XNACK_MASK)
    found = errors(kernel(arch="gfx90a", extra="  .amdhsa_accum_offset 4\n  .amdhsa_reserve_xnack_mask 1\n")
                   .replace('gfx90a"', 'gfx90a:xnack-"', 1))
    assert found[0][2].startswith(".amdhsa_reserve_xnack_mask does not match target id")


def test_code_object_version_5(tmp_path):
    source = kernel().replace(".text\n", ".amdhsa_code_object_version 5\n.text\n", 1)
    program = build(source)
    assert program.code_object[8] == 3                                 # EI_ABIVERSION of code object v5
    assert Elf(program.code_object).section(".relro_padding") is not None    # as ld.lld 15+ (v5 needs it)
    same_as_llvm(source, tmp_path, version=19)


def test_code_object_version_6_for_one_processor(tmp_path):
    """clang 19's -mcode-object-version=6: for one processor it is v5 but for the ELF ABI version (4)."""
    source = kernel(arch="gfx90a").replace(".text\n", ".amdhsa_code_object_version 6\n.text\n", 1)
    program = build(source)
    assert program.code_object[8] == 4                                 # EI_ABIVERSION of code object v6
    same_as_llvm(source, tmp_path, version=19)


@pytest.mark.parametrize("version", [3, 7])
def test_code_object_versions_masm_does_not_write_are_refused_at_the_directive(version):
    source = kernel().replace(".text\n", f".amdhsa_code_object_version {version}\n.text\n", 1)
    assert errors(source) == [(2, 1, f"code object version {version} is not supported (masm writes versions 4, 5, 6)")]


MERGEABLE = """\
  s_getpc_b64 s[0:1]
  s_add_u32 s0, s0, .Lhello@rel32@lo+4
  s_addc_u32 s1, s1, .Lhello@rel32@hi+12
  s_add_u32 s0, s0, .Lagain@rel32@lo+4
  s_add_u32 s0, s0, .Lcst@rel32@lo+4
  s_add_u32 s0, s0, .Lcst2@rel32@lo+4
  s_endpgm
.section .rodata.str1.1,"aMS",@progbits,1
.Lhello:
  .asciz "hello"
.Lworld:
  .asciz "world"
.Lagain:
  .asciz "hello"
.section .rodata.cst8,"aM",@progbits,8
.p2align 3
.Lcst:
  .quad 0x1122334455667788
.Lcst2:
  .quad 0x1122334455667788
  .quad 7
.text"""


@pytest.mark.parametrize("version", [14, 19])
def test_mergeable_sections_keep_one_copy_of_each_piece(tmp_path, version):
    source = kernel(body=MERGEABLE)
    if version == 19:
        source = source.replace(".text\n", ".amdhsa_code_object_version 5\n.text\n", 1)
    program = build(source)
    rodata = Elf(program.code_object).section(".rodata")
    assert rodata.data.count(b"hello\0") == 1 and rodata.data.count(struct.pack("<Q", 0x1122334455667788)) == 1
    same_as_llvm(source, tmp_path, version=version)


def test_xxhash_known_values():
    from masm.codeobject.xxhash import xxh3_64, xxh64
    assert xxh64(b"") == 0xEF46DB3751D8E999
    assert xxh3_64(b"") == 0x2D06800538D394C2


@pytest.mark.parametrize("version", [14, 19])
def test_local_common_symbols_go_to_bss(tmp_path, version):
    body = ("  s_getpc_b64 s[0:1]\n  s_add_u32 s0, s0, a@rel32@lo+4\n  s_add_u32 s0, s0, b@rel32@lo+4\n  s_endpgm\n"
            ".data\n  .long 1\n.bss\n  .byte 0\n.type a,@object\n.local a\n.comm a,4,3\n.lcomm b,5\n.text")
    source = kernel(body=body)
    if version == 19:
        source = source.replace(".text\n", ".amdhsa_code_object_version 5\n.text\n", 1)
    program = build(source)
    elf = Elf(program.code_object)
    symbols = {s.name: s for s in elf.symbols()}
    bss = elf.section(".bss")
    assert bss.size == 17 and symbols["a"].value == bss.address + 8 and symbols["b"].value == bss.address + 12
    same_as_llvm(source, tmp_path, version=version)


@pytest.mark.parametrize("body, message", [
    (".comm g,4,2", "global common symbol 'g' is not supported"),
    (".lcomm b,4,2", "alignment not supported on this target"),
    ("x:\n.local x\n.comm x,4", "symbol 'x' is already defined"),
])
def test_common_symbols_refused(body, message):
    found = errors(kernel(body="  s_endpgm\n" + body))
    assert any(text.startswith(message) for _, _, text in found), found


def test_minimal_hand_written_file_places_as_llvm_mc(tmp_path):
    """No .globl, no alignment, the descriptor right after the code in .text: llvm-mc's .text starts 4-aligned and
    the descriptor is not aligned (the writer's .p2align 6 does that)."""
    source = (".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n.text\nk:\n  s_load_dwordx2 s[0:1], s[4:5], 0x0\n"
              "  s_endpgm\n.amdhsa_kernel k\n  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
              "  .amdhsa_next_free_vgpr 4\n  .amdhsa_next_free_sgpr 8\n.end_amdhsa_kernel\n")
    program = build(source)
    elf = Elf(program.code_object)
    text = elf.section(".text")
    assert text.align == 4 and text.size == 12 + 64
    assert {s.name: s for s in elf.symbols()}["k.kd"].value == text.address + 12
    same_as_llvm(source, tmp_path)


CALL_AND_EXPRESSIONS = """\
.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
.set NV, 10
NS = 3 * 4
.text
.globl k
.p2align 8
.type k,@function
k:
  s_mov_b32 s0, NV
  s_getpc_b64 s[4:5]
  s_add_u32 s4, s4, f@rel32@lo+4
  s_addc_u32 s5, s5, f@rel32@hi+12
  s_swappc_b64 s[30:31], s[4:5]
  s_endpgm
.Lk_end:
  .size k, .Lk_end-k
.p2align 2
.type f,@function
f:
  v_mov_b32 v0, 0
  s_setpc_b64 s[30:31]
.Lf_end:
  .size f, .Lf_end-f
.data
  .float 1.5
  .long (3)
  .value (2)
  .skip (2)
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr (NV+2)
  .amdhsa_next_free_sgpr NS
  .amdhsa_private_segment_fixed_size (1<<4)|3
  .amdhsa_user_sgpr_private_segment_buffer 1
  .amdhsa_system_sgpr_private_segment_wavefront_offset 1
  .amdhsa_reserve_vcc 0
  .amdhsa_float_round_mode_32 1
.end_amdhsa_kernel
"""


def test_parenthesized_operands_of_directives_and_a_called_function(tmp_path):
    """A directive followed by `(` is a directive, not a macro call; a non-kernel function called with s_swappc."""
    program = build(CALL_AND_EXPRESSIONS)
    k = program.kernels[0]
    assert k.descriptor_fields.values["private_segment_fixed_size"] == 19 and k.descriptor[4:8] == bytes([19, 0, 0, 0])
    same_as_llvm(CALL_AND_EXPRESSIONS, tmp_path)


def test_section_named_like_a_directive(tmp_path):
    """`.section .data` / `.section .text,"ax",@progbits`: the name is the directive's operand, not a statement."""
    source = kernel(body='  s_endpgm\n.section .data,"aw",@progbits\n  .long 7\n.section .text,"ax",@progbits')
    program = build(source)
    assert Elf(program.code_object).section(".data").data == b"\x07\0\0\0"
    same_as_llvm(source, tmp_path)


DESCRIPTOR_FIRST = """\
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
{before}.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 1
  .amdhsa_next_free_sgpr 1
.end_amdhsa_kernel
.text
{after}.p2align 8
k:
  s_endpgm
"""


@pytest.mark.parametrize("before, after, binding, visibility", [
    ("", ".globl k\n", 1, 0),                      # undeclared and undefined at the block: global, default
    (".globl k\n.hidden k\n", "", 0, 2),          # as declared at the block (hidden: made local by the linker)
    (".text\nk0:\n", "", 1, 0),                    # another symbol defined first changes nothing
])
def test_a_descriptor_before_its_kernel_takes_the_binding_llvm_mc_implies(tmp_path, before, after, binding,
                                                                            visibility):
    """`k.kd` takes k's binding and visibility as they are at `.amdhsa_kernel`; a symbol no directive bound yet is
    global while undefined (llvm-mc), whatever `.globl` says later (masm disasm writes descriptors first)."""
    source = DESCRIPTOR_FIRST.format(before=before, after=after)
    kd = next(s for s in Elf(build(source).code_object).symbols() if s.name == "k.kd")
    assert (kd.bind, kd.visibility) == (binding, visibility)
    same_as_llvm(source, tmp_path)


def test_a_descriptor_after_its_local_kernel_label_is_local(tmp_path):
    source = ".amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n.text\nk:\n  s_endpgm\n.rodata\n.p2align 6\n" \
             ".amdhsa_kernel k\n  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 1\n.end_amdhsa_kernel\n"
    kd = next(s for s in Elf(build(source).code_object).symbols() if s.name == "k.kd")
    assert kd.bind == 0
    same_as_llvm(source, tmp_path)


RELRO = """\
.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
{version}.text
.globl k
.p2align 8
.type k,@function
k:
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 4
  .amdhsa_next_free_sgpr 8
.end_amdhsa_kernel
.section .data.rel.ro,"aw",@progbits
.p2align 3
ptrs:
.quad k
.quad t+4
.section .data.rel.ro.more,"aw",@progbits
.long 7
.section .bss.rel.ro,"aw",@nobits
.zero 16
.data
t:
.long 5, 6
.bss
.zero 8
"""


@pytest.mark.parametrize("version", [14, 19])
def test_relro_data_is_placed_as_ld_lld_places_it(tmp_path, version):
    """clang puts `constant` tables of pointers in .data.rel.ro: in ld.lld's RELRO segment, before .dynamic."""
    source = RELRO.format(version=".amdhsa_code_object_version 5\n" if version == 19 else "")
    program = build(source)
    names = [s.name for s in Elf(program.code_object).sections]
    assert names.index(".data.rel.ro") + 1 == names.index(".dynamic") == names.index(".bss.rel.ro") - 1
    same_as_llvm(source, tmp_path, version)


def test_a_set_alias_takes_the_type_and_size_of_its_symbol(tmp_path):
    source = kernel(body="  s_endpgm\n.set alias, k\n.globl alias\n.data\n.type d,@object\nd:\n.long 1\n"
                         ".size d, 4\n.set d2, d\n.globl d2\n.set f2, d\n.type f2,@function\n.globl f2\n.text")
    symbols = {s.name: s for s in Elf(build(source).code_object).symbols()}
    assert (symbols["alias"].type, symbols["d2"].type, symbols["d2"].size, symbols["f2"].type) == (2, 1, 4, 2)
    same_as_llvm(source, tmp_path)


@pytest.mark.parametrize("declaration", [".globl u", ".local u", ".hidden u", ".protected u", ".type u,@object",
                                         ".weak u"])
def test_a_declared_undefined_symbol_is_in_the_tables_as_ld_lld_has_it(tmp_path, declaration):
    same_as_llvm(kernel(body=f"  s_endpgm\n{declaration}"), tmp_path)


_NEGATIVE_SET = HAND_WRITTEN.replace("double_it:", ".set minus_three, -3\n.set huge, 0x8000000000000000\ndouble_it:", 1)


def test_negative_absolute_symbol_is_written_in_twos_complement():
    """Regression: `.set K, -3` made the linker's struct.pack raise (a Python traceback) while writing the symbol
    table; ld.lld writes the value as 0xfffffffffffffffd."""
    from masm.codeobject.reader import read_code_object
    symbols = {s.name: s.value for s in read_code_object(build(_NEGATIVE_SET).code_object).symbols}
    assert symbols["minus_three"] == 0xFFFFFFFFFFFFFFFD and symbols["huge"] == 0x8000000000000000


def test_negative_absolute_symbol_is_llvm_mc_and_ld_llds_code_object(tmp_path):
    same_as_llvm(_NEGATIVE_SET, tmp_path)


def _kernel_module(name: str, lds: int) -> str:
    return (f".text\n.globl {name}\n.p2align 8\n.type {name},@function\n{name}:\ns_endpgm\n.rodata\n.p2align 6\n"
            f".amdhsa_kernel {name}\n  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 0\n"
            f"  .amdhsa_group_segment_fixed_size {lds}\n.end_amdhsa_kernel\n")


@pytest.mark.parametrize("kernels", [1, 2])
def test_figures_no_wave_can_have_are_located_at_the_kernel_block(kernels):
    """`.amdhsa_group_segment_fixed_size 0xffffffff` (llvm-mc builds it; no workgroup can launch): a located error at
    the kernel's `.amdhsa_kernel` line.  In a file of several kernels it was a Python ValueError from the report
    (found by tools/fuzz_campaign.py, seed 71)."""
    source = (_kernel_module("a", 1024) if kernels == 2 else "") + _kernel_module("b", 0xFFFFFFFF)
    with pytest.raises(AssemblyError) as info:
        masm.build(source, "gfx900", filename="k.s")
    d = info.value.diagnostics[0]
    assert (d.loc.line, d.message) == (9 + 13 * (kernels - 1), "kernel 'b': a workgroup can have at most 65536 "
                                       "bytes of LDS, not 4294967295")


# -------------------------------------------------------------------------------------------------- debug information

# what clang -g adds to a kernel: a line table (.file N / .loc), call frames, labels marking positions for the DWARF
# (some used by nothing), and DWARF sections with LEB128 data, references to code, to each other and to a symbol no
# section defines
_DEBUG_BODY = """\
  .file 1 "/src" "k.cl"
  .cfi_sections .debug_frame
.Lfunc_begin0:
  .loc 1 3 0
  .cfi_startproc
  s_mov_b32 s0, 1
.Ltmp0:
  .loc 1 4 5 prologue_end
  s_endpgm
.Ltmp1:
  .cfi_endproc"""
_DWARF = """\
.section .debug_abbrev,"",@progbits
  .byte 1
  .uleb128 300
  .sleb128 -2
  .byte 0
.section .debug_info,"",@progbits
.Lcu_begin0:
  .long .Ldebug_info_end0-.Ldebug_info_start0
.Ldebug_info_start0:
  .long .debug_abbrev
  .quad .Lfunc_begin0
  .quad outlined.part
  .long .Ltmp1-.Lfunc_begin0
.Ldebug_info_end0:
.section .debug_str,"MS",@progbits,1
.Linfo_string0:
  .asciz "k.cl"
.text
"""


@pytest.mark.parametrize("version", [14, 19])
def test_debug_information_is_left_out_with_one_warning(tmp_path, version):
    source = kernel(body=_DEBUG_BODY) + _DWARF
    if version == 19:
        source = source.replace(".text\n", ".amdhsa_code_object_version 5\n.text\n", 1)
    program = build(source)
    assert [(d.severity, d.line, d.column, d.message) for d in program.warnings] == [
        ("warning", 7 + (version == 19), 3, "debug information ignored: masm writes no DWARF (.loc line table, .cfi_* call frames, "
                          ".debug_* sections); the code object is what llvm-mc and `ld.lld --strip-debug` make")]
    elf = Elf(program.code_object)
    assert not [s.name for s in elf.sections if s.name.startswith(".debug")]
    assert program.code == build(kernel(body="  s_mov_b32 s0, 1\n  s_endpgm")).code
    # the symbol only the DWARF names is an undefined global, as llvm-mc records it and ld.lld exports it
    assert [(s.bind, s.shndx) for s in elf.symbols(".dynsym") if s.name == "outlined.part"] == [(1, 0)]
    same_as_llvm(source, tmp_path, version)


def test_lint_reports_what_the_build_reports_of_debug_information():
    from masm.lint.run import lint_source
    source = kernel(body=_DEBUG_BODY) + _DWARF
    assert [(d.severity, d.line, d.column, d.message) for d in lint_source(source, "gfx900", filename="k.s")] == [
        (d.severity, d.line, d.column, d.message) for d in build(source).warnings]


def test_call_frames_bound_for_eh_frame_are_refused():
    body = "  .cfi_startproc\n  s_endpgm\n  .cfi_endproc"
    assert errors(kernel(body=body)) == [(7, 3, ".cfi_startproc without `.cfi_sections .debug_frame` before it: "
                                                "llvm-mc would write the call frames to .eh_frame, which ld.lld "
                                                "cannot link for amdgcn; clang -g writes `.cfi_sections .debug_frame` "
                                                "first")]


def test_an_unused_local_label_is_a_warning_in_a_file_without_debug_information():
    program = build(kernel(body="  s_mov_b32 s0, 1\n.Ltmp0:\n  s_endpgm"))
    assert [(d.line, d.message) for d in program.warnings] == [
        (8, "label '.Ltmp0' is never the target of a branch or reference")]


def test_a_named_label_is_a_symbol_not_an_unused_label(tmp_path):
    """In a file of LLVM module directives a named label is a symbol of the object (llvm-mc lists it in .symtab):
    no warning when nothing branches to it (masm's disassembly of an object writes such labels at data whose
    relocations name the section); an unused `.L` label beside it still has one."""
    program = build(kernel(body="  s_mov_b32 s0, 1\nmarker:\n.Lunused:\n  s_endpgm"))
    assert [(d.line, d.message) for d in program.warnings] == [
        (9, "label '.Lunused' is never the target of a branch or reference")]
    assert any(s.name == "marker" for s in Elf(program.code_object).symbols(".symtab"))


def test_a_local_label_reached_through_a_relocation_is_used(tmp_path):
    """`.Lfoo@rel32@lo+4` names .Lfoo (masm's disassembly of a relocatable object anchors a section so): no warning
    for it, while the label beside it that nothing names still has one."""
    body = ("  s_getpc_b64 s[0:1]\n  s_add_u32 s0, s0, .Lfoo@rel32@lo+4\n  s_addc_u32 s1, s1, .Lfoo@rel32@hi+12\n"
            "  s_endpgm\n.Lbar:\n.Lfoo:\n  s_endpgm")
    program = build(kernel(body=body))
    assert [(d.line, d.message) for d in program.warnings] == [
        (11, "label '.Lbar' is never the target of a branch or reference")]
    same_as_llvm(kernel(body=body), tmp_path)


def test_an_allocated_section_named_debug_is_kept(tmp_path):
    source = kernel() + '.section .debug_x,"a",@progbits\n  .long 7\n.text\n'
    program = build(source)
    assert section(program, ".debug_x").data == struct.pack("<I", 7) and program.warnings == []
    same_as_llvm(source, tmp_path)


@pytest.mark.parametrize("source, message", [
    ("  s_nop 0\n.cfi_startproc\n  s_endpgm\n", "call frame information (.cfi_startproc) is read only in a file of "
                                                 "LLVM module directives"),
    ("  s_nop 0\n.uleb128 5\n  s_endpgm\n", ".uleb128 is supported only in DWARF sections (.debug_*)"),
])
def test_debug_directives_in_a_file_of_plain_instructions_are_located_errors(source, message):
    found = errors(source)
    assert [(ln, col) for ln, col, text in found if text.startswith(message)] == [(2, 1)], found


# -------------------------------------------------------------------------------------------------- llvm-mc's symbols

# two kernels sized by `.amdgcn.next_free_vgpr` / `_sgpr` (the idiom of LLVM's AMDGPUUsage for hand-written code), the
# symbols' values in data at two points, one reset with .set (which puts it in the symbol table), the processor's
# version, an instruction naming a counter (llvm-mc encodes its value, an inline constant where it is one) and a
# .set of an expression of one
GPR_SYMBOLS = """\
.amdgcn_target "amdgcn-amd-amdhsa--{arch}"
{version}.text
.p2align 8
.type ka,@function
ka:
  v_mov_b32 v3, s2
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel ka
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr .amdgcn.next_free_vgpr
  .amdhsa_next_free_sgpr .amdgcn.next_free_sgpr
{extra}.end_amdhsa_kernel
.text
.p2align 8
.type kb,@function
kb:
  v_mov_b32 v20, s30
  v_mov_b32 v21, vcc_lo
  v_add_co_u32 v1, s[40:41], v1, v2
  s_mov_b32 s0, .amdgcn.next_free_vgpr
  s_mov_b32 s1, .amdgcn.next_free_sgpr*1000
  s_endpgm
.set used_vgprs, .amdgcn.next_free_vgpr
.section .foo
.byte .amdgcn.next_free_vgpr, .amdgcn.next_free_sgpr
.byte .amdgcn.gfx_generation_number, .amdgcn.gfx_generation_minor, .amdgcn.gfx_generation_stepping
.rodata
.p2align 6
.amdhsa_kernel kb
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr used_vgprs
  .amdhsa_next_free_sgpr .amdgcn.next_free_sgpr
{extra}.end_amdhsa_kernel
.set .amdgcn.next_free_vgpr, 0
.text
  v_mov_b32 v5, 0
.section .foo
.byte .amdgcn.next_free_vgpr
"""


@pytest.mark.parametrize("arch, version", [("gfx900", 14), ("gfx90a", 14), ("gfx942", 19)])
def test_llvm_mc_gpr_symbols_and_processor_version(tmp_path, arch, version):
    source = GPR_SYMBOLS.format(arch=arch, version=".amdhsa_code_object_version 5\n" if version == 19 else "",
                                extra="  .amdhsa_accum_offset 4\n" if arch != "gfx900" else "")
    program = build(source)
    major, minor, stepping = {"gfx900": (9, 0, 0), "gfx90a": (9, 0, 10), "gfx942": (9, 4, 2)}[arch]
    # at the data: v21 and s[40:41] named so far (vcc_lo counts for neither); after the reset, v5
    assert section(program, ".foo").data == bytes([22, 42, major, minor, stepping, 6])
    ka, kb = program.kernels
    assert (ka.vgprs, kb.vgprs) == (4, 22)
    at = kb.entry_address - program.text_address + 16          # (after two VOP1 and one VOP3 instructions)
    # the values at that point: 22, an inline constant, and 42 * 1000, a literal
    assert program.code[at:at + 12] == masm.build("s_mov_b32 s0, 22\ns_mov_b32 s1, 42000\n", arch).code[:12]
    same_as_llvm(source, tmp_path, version)


@pytest.mark.parametrize("line, value", [
    ("s_mov_b32 s0, .amdgcn.next_free_sgpr", 1), ("v_add_u32 v1, .amdgcn.next_free_vgpr, v9", 2),
    ("v_add_u32 v9, .amdgcn.next_free_vgpr, v1", 10), ("s_add_u32 s5, .amdgcn.next_free_sgpr, s9", 6)])
def test_an_instruction_naming_a_counter_counts_its_registers_before_it(line, value):
    """llvm-mc counts a register operand when it parses it and takes the counter's value when it parses the symbol
    (its bytes for these lines, first in a file, have these values as inline constants): masm encoded 0, 0, 0 and
    0 here (the line's own registers not counted yet)."""
    source = '.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\n.text\n' + line + "\n"
    assert build(source).code == masm.build(line.replace(line.split(", ")[1], str(value)), "gfx900").code[:4]


@given(st.lists(st.tuples(st.sampled_from(("v", "s", "byte", "set", "mov", "mid")), st.integers(0, 60)), min_size=1,
                max_size=24))
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_gpr_counters_read_anywhere_between_instructions_as_llvm_mc(tmp_path, steps):
    """The counters are worked out when a value is read (the builder counts the instructions since the last read at
    once): instructions naming random registers, the counters' values taken as data, in an instruction (where
    llvm-mc has counted the registers written before the symbol, not those after it), after a `.set` of one, at
    random points, give llvm-mc + ld.lld's code object."""
    body = []
    for kind, n in steps:
        body.append({"v": f"  v_mov_b32 v{n}, s{n // 2}", "s": f"  s_mov_b32 s{n}, 0",
                     "byte": ".section .foo\n.byte .amdgcn.next_free_vgpr, .amdgcn.next_free_sgpr\n.text",
                     "set": f".set .amdgcn.next_free_vgpr, {n // 4}",
                     "mov": "  s_mov_b32 s0, .amdgcn.next_free_sgpr",
                     "mid": f"  v_add_u32 v{n}, .amdgcn.next_free_vgpr, v{n + 3}\n"
                            f"  s_add_u32 s{n // 2}, .amdgcn.next_free_sgpr, s{n // 2 + 3}"}[kind])
    source = ('.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\n.text\n.p2align 8\n.type k,@function\nk:\n'
              + "\n".join(body) + "\n  s_endpgm\n.section .foo\n.byte .amdgcn.next_free_vgpr, "
              ".amdgcn.next_free_sgpr\n.rodata\n.p2align 6\n.amdhsa_kernel k\n  .amdhsa_next_free_vgpr 64\n"
              "  .amdhsa_next_free_sgpr 64\n.end_amdhsa_kernel\n")
    same_as_llvm(source, tmp_path)


def test_set_constants_of_a_code_object_come_back_from_its_disassembly(tmp_path):
    """llvm-mc lists a `.set` constant as a local absolute symbol and ld.lld keeps it in .symtab: `masm disasm` writes
    it again (a register counter set by .set after all the code, so its last value stays), and the rebuilt code
    object lists the same symbols with the same values (their order among the labels may differ)."""
    from masm.codeobject.disassembly import disassemble_code_object
    from masm.codeobject.reader import read_code_object
    why = missing_tools(14)
    if why:
        pytest.skip(why)
    body = ("  s_mov_b32 s0, BLOCK\n  v_mov_b32 v9, MINUS\n  s_endpgm\n"
            ".set .amdgcn.next_free_vgpr, 0\n  v_mov_b32 v3, 0\n")           # (the counter ends at 4)
    source = ".set BLOCK, 256\n.set MINUS, -1\n" + kernel(body=body)
    path = tmp_path / "k.s"
    path.write_text(source)
    reference = reference_code_object(str(path), tmp_path, 14)
    rebuilt = build(disassemble_code_object(read_code_object(reference, "ref.hsaco"), "gfx900")).code_object
    names = lambda data: sorted((s.name, s.value, s.shndx) for s in Elf(data).symbols())  # noqa: E731
    assert names(rebuilt) == names(reference)
    assert ("BLOCK", 256, 0xFFF1) in names(reference) and (".amdgcn.next_free_vgpr", 4, 0xFFF1) in names(reference)


@given(st.text(alphabet="ab .,\\\t'x1_-+@", max_size=40))
def test_operands_without_quotes_or_brackets_split_as_the_scan_splits_them(text):
    """split_operands splits a text with no quote, parenthesis or bracket at every comma: what its scan of every
    character gives."""
    from masm.module.directives import scan_operands, split_operands
    assert split_operands(text) == scan_operands(text)


def test_operands_keep_commas_inside_quotes_and_brackets():
    from masm.module.directives import split_operands
    assert split_operands(' a , "b,\\"c" ,(d, e), [f,g],h ') == ["a", '"b,\\"c"', "(d, e)", "[f,g]", "h"]
