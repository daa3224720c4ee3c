"""Kernel descriptor and ELF fields checked without LLVM (the values come from AMDGPUUsage's tables)."""
import struct

from masm.codeobject import target
from masm.codeobject.amdhsa import Entry, build_descriptor
from masm.codeobject.linker import link
from masm.codeobject.metadata import read_metadata_note
from masm.diagnostics import SourceLoc
from masm.module.masm_kernels import object_for_kernels
from masm.program import AbiRegisters, Kernel

from build_helpers import descriptor_fields

LOC = SourceLoc("k.s", 1, 1)


def descriptor(arch, **fields):
    base = dict(group_segment_fixed_size=512, kernarg_size=24, user_sgpr_kernarg_segment_ptr=1,
                system_sgpr_workgroup_id_y=1, system_vgpr_workitem_id=1, next_free_vgpr=10, next_free_sgpr=12,
                reserve_vcc=1, reserve_flat_scratch=0)
    base.update(fields)
    return build_descriptor(target(arch), "k", [Entry(k, v, LOC, LOC) for k, v in base.items()], LOC)


def test_gfx900_fields():
    kd = descriptor("gfx900")
    kd.entry_offset = -0x1000
    f = descriptor_fields(kd.to_bytes())
    assert f["group_segment_fixed_size"] == 512 and f["kernarg_size"] == 24
    assert f["kernel_code_entry_byte_offset"] == -0x1000
    rsrc1 = f["compute_pgm_rsrc1"]
    assert rsrc1 & 0x3F == 2                    # ceil(10 / 4) - 1
    assert (rsrc1 >> 6) & 0xF == 1              # ceil((12 + 4: VCC and XNACK_MASK) / 8) - 1
    assert (rsrc1 >> 18) & 3 == 3               # f16/f64 denormals kept
    assert rsrc1 >> 21 & 1 and rsrc1 >> 23 & 1  # DX10 clamp, IEEE mode
    rsrc2 = f["compute_pgm_rsrc2"]
    assert (rsrc2 >> 1) & 0x1F == 2 and rsrc2 >> 7 & 1 and rsrc2 >> 8 & 1 and not rsrc2 >> 9 & 1
    assert (rsrc2 >> 11) & 3 == 1
    assert f["kernel_code_properties"] == 1 << 3 and f["compute_pgm_rsrc3"] == 0
    assert f["reserved"] == bytes(len(f["reserved"]))


def test_gfx90a_unified_vgprs_and_accum_offset():
    f = descriptor_fields(descriptor("gfx90a", next_free_vgpr=32, accum_offset=12).to_bytes())
    assert f["compute_pgm_rsrc3"] & 0x3F == 12 // 4 - 1   # accum_offset 12
    assert f["compute_pgm_rsrc1"] & 0x3F == 32 // 8 - 1   # 12 + 20 = 32 VGPRs in granules of 8


def test_elf_header_symbols_and_note():
    tgt = target("gfx906")
    kd = descriptor("gfx906")
    abi = AbiRegisters("s[0:1]", {"x": "s2"}, {"x": "v0"}, 1, False, 2)
    kernel = Kernel("k", (64, 1, 1), [], 10, 12, 0, 512, 0, 4, 24, 8, abi, 10, 12, 0, 4)
    kernel.descriptor_fields = kd
    blob = link(object_for_kernels(tgt, 4, b"\x01\x02\x03\x04", [kernel])).data
    assert blob[:4] == b"\x7fELF" and blob[4:9] == bytes([2, 1, 1, 64, 2])  # ELF64, LE, HSA, ABI v4
    e_type, e_machine = struct.unpack_from("<HH", blob, 16)
    assert (e_type, e_machine) == (3, 224)
    assert struct.unpack_from("<I", blob, 48)[0] == 0x2F | 0x100 | 0x400   # gfx906, xnack any, sramecc any
    shoff, = struct.unpack_from("<Q", blob, 40)
    shnum, shstrndx = struct.unpack_from("<HH", blob, 60)
    sections = {}
    str_off = struct.unpack_from("<Q", blob, shoff + shstrndx * 64 + 24)[0]
    for i in range(shnum):
        name, type_, _, addr, off, size = struct.unpack_from("<IIQQQQ", blob, shoff + i * 64)
        end = blob.index(b"\0", str_off + name)
        sections[blob[str_off + name:end].decode()] = (type_, addr, off, size)
    assert set(sections) >= {".note", ".dynsym", ".gnu.hash", ".hash", ".dynstr", ".rodata", ".text", ".dynamic",
                             ".symtab", ".strtab", ".shstrtab", ".comment"}
    note = sections[".note"]
    meta_map = read_metadata_note(blob[note[2]:note[2] + note[3]])
    assert meta_map["amdhsa.target"] == "amdgcn-amd-amdhsa--gfx906"
    assert meta_map["amdhsa.kernels"][0][".symbol"] == "k.kd"
    text, rodata = sections[".text"], sections[".rodata"]
    assert blob[text[2]:text[2] + 4] == b"\x01\x02\x03\x04" and text[1] % 256 == 0 and rodata[1] % 64 == 0
    entry, = struct.unpack_from("<q", blob, rodata[2] + 16)
    assert rodata[1] + entry == text[1]          # the descriptor's entry offset points at the code
