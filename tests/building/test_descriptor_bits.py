"""Kernel descriptor and ELF fields checked without LLVM (the values come from AMDGPUUsage's tables)."""
import struct

from masm.codeobject import KernelDescriptorInfo, encode_descriptor, target
from masm.codeobject.metadata import KernelMetadata, read_metadata_note
from masm.codeobject.elf import CodeObjectKernel, write_code_object

from build_helpers import descriptor_fields


def info(**kw):
    base = dict(vgprs=10, agprs=0, sgprs=12, extra_sgprs=4, lds_bytes=512, kernarg_size=24, user_sgprs=2,
                kernarg_segment_ptr=True, workgroup_ids=(True, True, False), workitem_id_dims=2)
    base.update(kw)
    return KernelDescriptorInfo(**base)


def test_gfx900_fields():
    f = descriptor_fields(encode_descriptor(target("gfx900"), info(), -0x1000))
    assert f["group_segment_fixed_size"] == 512 and f["kernarg_size"] == 24
    assert f["kernel_code_entry_byte_offset"] == -0x1000
    rsrc1 = f["compute_pgm_rsrc1"]
    assert rsrc1 & 0x3F == 2                    # ceil(10 / 4) - 1
    assert (rsrc1 >> 6) & 0xF == 1              # ceil((12 + 4) / 8) - 1
    assert (rsrc1 >> 18) & 3 == 3               # f16/f64 denormals kept
    assert rsrc1 >> 21 & 1 and rsrc1 >> 23 & 1  # DX10 clamp, IEEE mode
    rsrc2 = f["compute_pgm_rsrc2"]
    assert (rsrc2 >> 1) & 0x1F == 2 and rsrc2 >> 7 & 1 and rsrc2 >> 8 & 1 and not rsrc2 >> 9 & 1
    assert (rsrc2 >> 11) & 3 == 1
    assert f["kernel_code_properties"] == 1 << 3 and f["compute_pgm_rsrc3"] == 0
    assert f["reserved"] == bytes(len(f["reserved"]))


def test_gfx90a_unified_vgprs_and_accum_offset():
    f = descriptor_fields(encode_descriptor(target("gfx90a"), info(vgprs=10, agprs=20), 0))
    assert f["compute_pgm_rsrc3"] & 0x3F == 12 // 4 - 1   # accum_offset = align(10, 4)
    assert f["compute_pgm_rsrc1"] & 0x3F == 32 // 8 - 1   # 12 + 20 = 32 VGPRs in granules of 8


def test_gfx908_counts_the_larger_register_file():
    f = descriptor_fields(encode_descriptor(target("gfx908"), info(vgprs=10, agprs=33), 0))
    assert f["compute_pgm_rsrc1"] & 0x3F == 8            # ceil(33 / 4) - 1


def test_elf_header_symbols_and_note():
    tgt = target("gfx906")
    meta = KernelMetadata("k", (), 0, 4, 0, 4, 0, 16, (64, 1, 1))
    blob, layout = write_code_object(tgt, b"\x01\x02\x03\x04", [CodeObjectKernel("k", 0, 4, info(), meta)])
    assert blob[:4] == b"\x7fELF" and blob[4:9] == bytes([2, 1, 1, 64, 2])  # ELF64, LE, HSA, ABI v4
    e_type, e_machine = struct.unpack_from("<HH", blob, 16)
    assert (e_type, e_machine) == (3, 224)
    assert struct.unpack_from("<I", blob, 48)[0] == 0x2F | 0x100 | 0x400   # gfx906, xnack any, sramecc any
    assert layout.text_address % 256 == 0 and layout.descriptor_addresses["k"] % 64 == 0
    shoff, = struct.unpack_from("<Q", blob, 40)
    shnum, shstrndx = struct.unpack_from("<HH", blob, 60)
    sections = {}
    str_off = struct.unpack_from("<Q", blob, shoff + shstrndx * 64 + 24)[0]
    for i in range(shnum):
        name, type_, _, addr, off, size = struct.unpack_from("<IIQQQQ", blob, shoff + i * 64)
        end = blob.index(b"\0", str_off + name)
        sections[blob[str_off + name:end].decode()] = (type_, addr, off, size)
    assert set(sections) >= {".note", ".dynsym", ".hash", ".dynstr", ".rodata", ".text", ".dynamic", ".symtab",
                             ".strtab", ".shstrtab"}
    note = sections[".note"]
    meta_map = read_metadata_note(blob[note[2]:note[2] + note[3]])
    assert meta_map["amdhsa.target"] == "amdgcn-amd-amdhsa--gfx906"
    assert meta_map["amdhsa.kernels"][0][".symbol"] == "k.kd"
    text = sections[".text"]
    assert blob[text[2]:text[2] + 4] == b"\x01\x02\x03\x04" and text[1] == layout.text_address
