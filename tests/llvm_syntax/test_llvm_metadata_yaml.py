"""`.amdgpu_metadata` YAML -> the note's msgpack exactly as llvm-mc writes it: scalars typed by their text (quoted or
not), keys sorted by kind then bytes, llvm-mc's checks with the offending line; and the block's way through the
preprocessor (folded before tokenizing, so YAML never meets macros, `#` directives or labels)."""
from __future__ import annotations

import subprocess

import msgpack
import pytest

import masm
from masm import AssemblyError
from masm.codeobject.metadata_yaml import metadata_msgpack
from masm.diagnostics import SourceLoc

from llvm_syntax_helpers import LLVM_MC, Elf

HEAD = "amdhsa.version: [1, 1]\namdhsa.kernels: []\n"
KERNEL = """amdhsa.version: [1, 2]
amdhsa.kernels:
  - .name: k
    .symbol: k.kd
    .args:
      - .name: x
        .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
        .type_name: 'float*'
    .kernarg_segment_size: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 10
    .vgpr_count: 4
    .max_flat_workgroup_size: 256
    .uses_dynamic_stack: false
amdhsa.target: amdgcn-amd-amdhsa--gfx900
"""


def pack(yaml_text: str) -> bytes:
    return metadata_msgpack(yaml_text, SourceLoc("k.s", 2, 1))[0]


def as_dict(yaml_text: str):
    return msgpack.unpackb(pack(yaml_text), raw=False, strict_map_key=False)


def test_scalars_are_typed_by_their_text_as_llvm_mc_does():
    doc = as_dict(HEAD + """a: "1"\nb: '2'\nc: true\nd: yes\ne: 0x10\nf: 010\ng: 1.5\nh: ~\ni: null\nj: -5
k: 18446744073709551615\nl: hello world\nm: [1, a]\no: True\ns: 0b101\nt: 0o7\nu: "yes"\nw: 1_000\nx: ""\nz:
aa: 08\nab: 0O7\nac: 1e\nad: .inf\nae: -0x10\nn: {q: 1}""")
    assert doc == {"a": 1, "b": 2, "c": True, "d": True, "e": 16, "f": 8, "g": None, "h": "~", "i": "null", "j": -5,
                   "k": 2 ** 64 - 1, "l": "hello world", "m": [1, "a"], "o": True, "s": 5, "t": 7, "u": True,
                   "w": "1_000", "x": None, "z": [], "aa": None, "ab": "0O7", "ac": "1e", "ad": ".inf", "ae": -16,
                   False: {"q": 1}, "amdhsa.kernels": [], "amdhsa.version": [1, 1]}


def test_keys_are_sorted_integers_then_booleans_then_strings():
    data = pack(HEAD + "zz: d\n1: a\n-1: b\ntrue: c\n0x2: e\n")
    assert data.hex().startswith("87ff" "a162" "01" "a161" "02" "a165" "c3" "a163" "ae616d646873612e6b65726e656c73")


def test_a_kernels_metadata_keeps_its_values_in_key_order():
    doc = as_dict(KERNEL)
    assert list(doc) == ["amdhsa.kernels", "amdhsa.target", "amdhsa.version"]
    kernel = doc["amdhsa.kernels"][0]
    assert list(kernel) == sorted(kernel) and kernel[".args"][0][".type_name"] == "float*"
    assert kernel[".uses_dynamic_stack"] is False and kernel[".vgpr_count"] == 4


@pytest.mark.parametrize("text, line, message", [
    ("amdhsa.kernels: []\n", 2, "invalid HSA metadata: the metadata needs amdhsa.version"),
    (HEAD.replace("[1, 1]", "[1.0, 1]"), 2, "invalid HSA metadata: amdhsa.version must be an integer"),
    (KERNEL.replace(".name: k", ".name: 123"), 4, "invalid HSA metadata: .name must be a string"),
    (KERNEL.replace("global_buffer", "global_buffr"), 10, "invalid HSA metadata: .value_kind 'global_buffr'"),
    (KERNEL.replace("false", "1"), 21, "invalid HSA metadata: .uses_dynamic_stack must be true or false"),
    (HEAD + "x: 1\nx: 2\n", 5, "duplicated mapping key 'x'"),
    (HEAD + "x: &a 1\ny: *a\n", 4, "YAML anchors and aliases are not supported"),
    (HEAD + "x: [1, 2\n", 5, "invalid YAML in .amdgpu_metadata"),
    (HEAD + "x: !int n\n", 4, "invalid number 'n' (!int)"),
    (HEAD + "x: !bool 5\n", 4, "invalid boolean '5' (!bool)"),
    (HEAD + "x: !float x\n", 4, "invalid floating point number 'x' (!float)"),
])
def test_what_llvm_mc_refuses_is_an_error_at_its_line(text, line, message):
    with pytest.raises(AssemblyError) as info:
        pack(text)
    d = info.value.diagnostics[0]
    assert d.line == line and d.message.startswith(message), (d.line, d.message)


def _note_of(source: str, arch: str = "gfx900") -> bytes:
    return Elf(masm.build(source, arch, filename="k.s").code_object).notes()[0][2]


def module(yaml_text: str, extra: str = "") -> str:
    return f""".amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.text
.globl k
.p2align 8
.type k,@function
k:
  s_endpgm
.rodata
.p2align 6
.amdhsa_kernel k
  .amdhsa_next_free_vgpr 4
  .amdhsa_next_free_sgpr 10
.end_amdhsa_kernel
{extra}.amdgpu_metadata
{yaml_text}.end_amdgpu_metadata
"""


def test_the_block_passes_the_preprocessor_untouched():
    # a `#` comment line, a `;` comment (llvm-mc's), words that are masm keywords and mnemonics
    yaml_text = KERNEL.replace("amdhsa.target:", "# a comment\n; another\namdhsa.target:") + \
        "kernel: args ; trailing\nv_mov_b32: s_endpgm\n"
    doc = msgpack.unpackb(_note_of(module(yaml_text)), raw=False, strict_map_key=False)
    assert doc["kernel"] == "args" and doc["v_mov_b32"] == "s_endpgm"
    assert doc["amdhsa.kernels"][0][".name"] == "k"


def test_an_error_in_the_yaml_points_at_its_source_line():
    with pytest.raises(AssemblyError) as info:
        masm.build(module(KERNEL.replace(".name: k", ".name: 7")), filename="k.s")
    d = info.value.diagnostics[0]
    assert (d.line, d.column) == (17, 12) and ".name must be a string" in d.message   # at the value


def test_a_block_without_its_end_is_an_error():
    with pytest.raises(AssemblyError) as info:
        masm.build(".amdgpu_metadata\namdhsa.version: [1, 1]\n", filename="k.s")
    d = info.value.diagnostics[0]
    assert (d.line, d.message) == (1, ".amdgpu_metadata without .end_amdgpu_metadata")


def test_a_block_in_an_included_file(tmp_path):
    (tmp_path / "meta.inc").write_text(".amdgpu_metadata\n" + KERNEL + ".end_amdgpu_metadata\n")
    main = tmp_path / "k.s"
    main.write_text(module("", "").replace(".amdgpu_metadata\n.end_amdgpu_metadata\n", "#include meta.inc\n"))
    program = masm.build(main.read_text(), filename=str(main))
    doc = msgpack.unpackb(Elf(program.code_object).notes()[0][2], raw=False, strict_map_key=False)
    assert doc["amdhsa.kernels"][0][".vgpr_count"] == 4


YAMLS = {
    "kernel": KERNEL,
    "typed": HEAD + 'a: "1"\nb: yes\nc: 0x10\nd: 1.5\ne: ~\nf: -5\ng: [1, a]\nh:\ni: ""\nn: {q: 1}\n',
    "keys": HEAD + "zz: d\n1: a\n-1: b\ntrue: c\n0x2: e\n",
    "long": HEAD + "x: " + "a" * 40 + "\ny: " + "b" * 300 + "\n",
    "many": HEAD + "".join(f"k{i}: {i * 1000}\n" for i in range(40)),
    # clang -cl-kernel-arg-info writes `.name: !str n` (an argument named n would read as false)
    "tags": HEAD + "a: !str n\nb: !str '5'\nc: !!str n\nd: !int 0x10\ne: !bool off\nf: !float 1.5\ng: !nil x\n"
                   "h: !bin n\ni: !!int 5\nj: !foo 7\nl: ! yes\n",
}


@pytest.mark.parametrize("name", sorted(YAMLS))
def test_same_note_as_llvm_mc(name, tmp_path):
    if not LLVM_MC[19]:
        pytest.skip("llvm-mc 19 is not installed")
    source = module(YAMLS[name])
    path, obj = tmp_path / "k.s", tmp_path / "k.o"
    path.write_text(source)
    subprocess.run([LLVM_MC[19], "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj", str(path), "-o",
                    str(obj)], check=True, capture_output=True)
    theirs = Elf(obj.read_bytes()).notes()[0][2]
    assert _note_of(source) == theirs


def test_integers_of_thousands_of_digits_are_typed_like_any_past_64_bits():
    """A 5,000-digit integer (fuzz finding: Python's int() refuses texts of 4,300+ digits) is past 64 bits, typed as
    18446744073709551616 is; leading zeros do not count."""
    big, huge_hex, padded = "1" * 5000, "0x" + "f" * 5000, "0" * 5000 + "7"
    doc = as_dict(HEAD + f"a: {big}\nb: {huge_hex}\nc: {padded}\nd: 18446744073709551616\ne: -{big}\n")
    assert doc["a"] is None and doc["b"] is None and doc["d"] is None and doc["e"] is None
    assert doc["c"] == 7
