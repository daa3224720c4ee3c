"""Code objects: the kernel descriptor matches llvm-mc + ld.lld for the same kernel written with .amdhsa_kernel,
llvm-readelf shows the metadata, llvm-objdump disassembles the code to what llvm-mc makes of `masm expand`."""
import re

import pytest

import masm
from masm.codeobject.metadata import read_metadata_note

from build_helpers import descriptor_fields, elf_symbols, run_tool, section_bytes, tool

ARCHES = ["gfx803", "gfx900", "gfx906", "gfx908", "gfx90a"]


def probe_source(arch: str) -> str:
    agpr = "  v_mfma_f32_4x4x1f32 a[0:3], v1, v2, a[0:3]\n" if arch in ("gfx908", "gfx90a") else ""
    return f"""
kernel probe
  numthreadpergroup 16, 4
  ldssize 1024
  args n:u32, scale:f64, out:ptr
  load_arg s[4:5], scale
  load_arg s[6:7], out
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v9, group_id_y
  v_cmp_eq_u32 vcc, v0, v1
  s_mov_b32 s11, 0
{agpr}  s_endpgm
endkernel
"""


def amdhsa_source(arch: str) -> str:
    """The same kernel's resources, written by hand as llvm-mc's .amdhsa_kernel directives."""
    xnack = arch != "gfx803"
    vgprs = {"gfx90a": 16}.get(arch, 10)  # gfx90a: accum_offset 12 + 4 AGPRs
    return f"""
.amdgcn_target "amdgcn-amd-amdhsa--{arch}"
.text
.globl probe
.p2align 8
.type probe,@function
probe:
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel probe
  .amdhsa_group_segment_fixed_size 1024
  .amdhsa_kernarg_size 24
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_sgpr_workgroup_id_y 1
  .amdhsa_system_vgpr_workitem_id 1
  .amdhsa_next_free_vgpr {vgprs}
  .amdhsa_next_free_sgpr 12
  .amdhsa_reserve_vcc 1
  .amdhsa_reserve_flat_scratch 0
  {".amdhsa_reserve_xnack_mask 1" if xnack else ""}
  {".amdhsa_accum_offset 12" if arch == "gfx90a" else ""}
.end_amdhsa_kernel
"""


def llvm_code_object(arch: str, tmp_path) -> str:
    src = tmp_path / "ref.s"
    src.write_text(amdhsa_source(arch))
    obj, hsaco = tmp_path / "ref.o", tmp_path / "ref.hsaco"
    run_tool(tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa", f"-mcpu={arch}", "-filetype=obj", str(src), "-o", str(obj))
    run_tool(tool("ld.lld"), "-shared", str(obj), "-o", str(hsaco))
    return str(hsaco)


def masm_code_object(arch: str, tmp_path, source: str | None = None) -> tuple:
    program = masm.build(source or probe_source(arch), arch, filename="probe.masm")
    path = tmp_path / "ours.hsaco"
    path.write_bytes(program.code_object)
    return program, str(path)


@pytest.mark.parametrize("arch", ARCHES)
def test_descriptor_matches_llvm_mc_and_lld(arch, tmp_path):
    theirs_path = llvm_code_object(arch, tmp_path)
    program, ours_path = masm_code_object(arch, tmp_path)
    ours = descriptor_fields(section_bytes(ours_path, ".rodata", tmp_path)[:64])
    theirs = descriptor_fields(section_bytes(theirs_path, ".rodata", tmp_path)[:64])
    ours_entry, theirs_entry = ours.pop("kernel_code_entry_byte_offset"), theirs.pop("kernel_code_entry_byte_offset")
    assert ours == theirs
    # the entry offset points from NAME.kd to NAME in each file
    for path, entry in ((ours_path, ours_entry), (theirs_path, theirs_entry)):
        syms = elf_symbols(path)
        assert syms["probe"][0] - syms["probe.kd"][0] == entry
        assert syms["probe.kd"][1] == 64
    assert program.kernels[0].descriptor == section_bytes(ours_path, ".rodata", tmp_path)[:64]


@pytest.mark.parametrize("arch", ARCHES)
def test_elf_header_matches_llvm(arch, tmp_path):
    theirs_path = llvm_code_object(arch, tmp_path)
    _, ours_path = masm_code_object(arch, tmp_path)

    def header(path):
        out = run_tool(tool("llvm-readelf"), "-h", path)
        keep = ("Class", "Data", "OS/ABI", "ABI Version", "Type", "Machine", "Flags")
        return [line.strip() for line in out.splitlines() if line.strip().startswith(keep)]
    assert header(ours_path) == header(theirs_path)


def test_readelf_notes_show_metadata(tmp_path):
    program, path = masm_code_object("gfx900", tmp_path)
    notes = run_tool(tool("llvm-readelf"), "--notes", path)
    assert "NT_AMDGPU_METADATA" in notes
    for needle in ("amdhsa.target:   amdgcn-amd-amdhsa--gfx900", ".name:           probe", ".symbol:         probe.kd",
                   ".kernarg_segment_size: 24", ".group_segment_fixed_size: 1024", ".vgpr_count:     10",
                   ".sgpr_count:     16", ".wavefront_size: 64", ".max_flat_workgroup_size: 64"):
        assert needle in notes, needle
    meta = read_metadata_note(bytes(section_bytes(path, ".note", tmp_path)))
    args = meta["amdhsa.kernels"][0][".args"]
    assert [(a[".name"], a[".offset"], a[".size"], a[".value_kind"]) for a in args] == [
        ("n", 0, 4, "by_value"), ("scale", 8, 8, "by_value"), ("out", 16, 8, "global_buffer")]
    assert args[2][".address_space"] == "global"
    assert meta["amdhsa.kernels"][0][".reqd_workgroup_size"] == [16, 4, 1]


def _instructions(objdump_output: str) -> list[str]:
    lines = []
    for line in objdump_output.splitlines():
        m = re.match(r"\s+(\S.*?)\s+// [0-9A-F]+: ([0-9A-F ]+)$", line)
        if m:
            lines.append(f"{m.group(1)} | {m.group(2).strip()}")
    return lines


@pytest.mark.parametrize("arch", ["gfx803", "gfx900", "gfx90a"])
def test_objdump_disassembles_like_llvm_mc_of_expand(arch, tmp_path):
    source = probe_source(arch)
    _, ours_path = masm_code_object(arch, tmp_path, source)
    plain = tmp_path / "plain.s"
    plain.write_text(masm.expand(source, arch, filename="probe.masm"))
    obj = tmp_path / "plain.o"
    run_tool(tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa", f"-mcpu={arch}", "-filetype=obj", str(plain),
             "-o", str(obj))
    ours = _instructions(run_tool(tool("llvm-objdump"), "-d", f"--mcpu={arch}", ours_path))
    theirs = _instructions(run_tool(tool("llvm-objdump"), "-d", f"--mcpu={arch}", str(obj)))
    assert ours == theirs
    assert len(ours) >= 7 and ours[-1].startswith("s_endpgm")
    # and masm's own disassembler reads the same instructions out of the code
    from masm.isa import disassemble
    program = masm.build(source, arch, filename="probe.masm")
    masm_text = [line.split()[0] for line in disassemble(program.code, arch).splitlines() if line.strip()]
    assert masm_text == [line.split()[0] for line in ours]


def test_two_kernels_each_256_aligned_with_own_descriptor(tmp_path):
    source = """
kernel first
  v_mov_b32 v3, 1
  s_endpgm
endkernel
kernel second
  numthreadpergroup 256
  s_mov_b32 s20, 0
  s_endpgm
endkernel
"""
    program, path = masm_code_object("gfx900", tmp_path, source)
    first, second = program.kernels
    assert (first.code_offset, second.code_offset) == (0, 256)
    syms = elf_symbols(path)
    assert syms["second"][0] - syms["first"][0] == 256
    assert syms["second.kd"][0] - syms["first.kd"][0] == 64
    rodata = section_bytes(path, ".rodata", tmp_path)
    d1, d2 = descriptor_fields(rodata[:64]), descriptor_fields(rodata[64:128])
    assert d1["compute_pgm_rsrc1"] & 0x3F == 0   # 4 VGPRs -> one granule of 4
    assert d2["compute_pgm_rsrc1"] & 0x3F == 0   # v0 only
    assert (d2["compute_pgm_rsrc1"] >> 6) & 0xF == 3  # 21 SGPRs + 4 (VCC, XNACK_MASK) = 25 -> 4 blocks of 8 - 1
    assert program.code_object[program.text_file_offset + second.code_offset:][:len(program.code) - 256] \
        == program.code[256:]


FEATURES = [("gfx90a", ":xnack-"), ("gfx90a", ":sramecc+:xnack+"), ("gfx908", ":sramecc-"), ("gfx900", ":xnack-"),
            ("gfx906", ":sramecc+:xnack-")]


@pytest.mark.parametrize("arch,features", FEATURES)
def test_file_target_id_before_masm_kernels_sets_xnack_and_sramecc(arch, features, tmp_path):
    """`.amdgcn_target` outside the kernel blocks of a masm file gives the code object its xnack / sramecc settings
    (ELF flags, XNACK_MASK reserved or not) as llvm-mc + ld.lld give the same kernel written with .amdhsa_kernel."""
    target_line = f'.amdgcn_target "amdgcn-amd-amdhsa--{arch}{features}"\n'
    xnack_off = "xnack-" in features
    ref = amdhsa_source(arch).replace(f'.amdgcn_target "amdgcn-amd-amdhsa--{arch}"', target_line.strip())
    ref = ref.replace(".amdhsa_reserve_xnack_mask 1", ".amdhsa_reserve_xnack_mask 0" if xnack_off else
                      ".amdhsa_reserve_xnack_mask 1")
    src = tmp_path / "ref.s"
    src.write_text(ref)
    obj, theirs_path = tmp_path / "ref.o", str(tmp_path / "ref.hsaco")
    mattr = [f"-mattr={','.join(('+' if f[-1] == '+' else '-') + f[:-1] for f in features.strip(':').split(':'))}"]
    run_tool(tool("llvm-mc"), "-triple=amdgcn-amd-amdhsa", f"-mcpu={arch}", *mattr, "-filetype=obj", str(src),
             "-o", str(obj))
    run_tool(tool("ld.lld"), "-shared", str(obj), "-o", theirs_path)
    program, ours_path = masm_code_object(arch, tmp_path, target_line + probe_source(arch))

    def header(path):
        out = run_tool(tool("llvm-readelf"), "-h", path)
        return [line.strip() for line in out.splitlines() if line.strip().startswith(("ABI Version", "Flags"))]
    assert header(ours_path) == header(theirs_path)
    flags = int(next(line for line in header(ours_path) if line.startswith("Flags")).split()[1], 16)
    setting = {"+": 3, "-": 2}             # code object v4+: 1 any, 2 off, 3 on
    for name, shift in (("xnack", 8), ("sramecc", 10)):
        if name in features:
            assert (flags >> shift) & 3 == setting[features[features.index(name) + len(name)]], (name, hex(flags))
    ours = descriptor_fields(section_bytes(ours_path, ".rodata", tmp_path)[:64])
    theirs = descriptor_fields(section_bytes(theirs_path, ".rodata", tmp_path)[:64])
    ours.pop("kernel_code_entry_byte_offset"), theirs.pop("kernel_code_entry_byte_offset")
    assert ours == theirs


def test_file_directives_outside_masm_kernels_are_checked(tmp_path):
    from masm.diagnostics import AssemblyError
    body = "kernel k\n  s_endpgm\nendkernel\n"
    with pytest.raises(AssemblyError) as e:
        masm.build('.amdgcn_target "amdgcn-amd-amdhsa--gfx90a:xnack-"\n' + body, "gfx900", filename="k.masm")
    d = e.value.diagnostics[0]
    assert (d.loc.line, d.loc.column) == (1, 1) and "built for gfx900" in d.message
    with pytest.raises(AssemblyError) as e:
        masm.build(body + '.amdgcn_target "amdgcn-amd-amdhsa--gfx803:xnack-"\n', "gfx803", filename="k.masm")
    d = e.value.diagnostics[0]
    assert (d.loc.line, d.loc.column) == (4, 1) and "gfx803 has no xnack setting" in d.message
    with pytest.raises(AssemblyError) as e:
        masm.build(body + "s_nop 0\n", "gfx900", filename="k.masm")
    assert "statement outside a kernel" in e.value.diagnostics[0].message
    program = masm.build(body + ".amdhsa_code_object_version 4\n", "gfx900", filename="k.masm")
    path = tmp_path / "v4.hsaco"
    path.write_bytes(program.code_object)
    assert "ABI Version:                       2" in run_tool(tool("llvm-readelf"), "-h", str(path))
