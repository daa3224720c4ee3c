"""What an instruction computes, in a sentence, for the hover of instructions whose table entry says little (the
generated tables name an operation class: "shift left (u64)").  Written here from the AMD CDNA3 ISA reference's
descriptions; keyed by the table key without encoding suffix (V_LSHL_ADD_U64).  MFMA / SMFMAC texts are built from
the mnemonic's shape (M×N×K, blocks, types)."""
from __future__ import annotations


from ..regex_cache import regex

_LDS_DMA = ("loads {what} per lane from {space} memory and writes it, as a dword, to LDS at M0 + offset + 4 × lane "
            "id instead of a VGPR (LDS DMA); wait with vmcnt")
_CVT_FROM = "converts byte 0 of the source (SDWA src0_sel: another byte) from {fmt} to f32"
_CVT_PK_FROM = ("converts the two bytes of the source's low word (SDWA src0_sel:WORD_1: the high word) from {fmt} to "
                "two f32 in a VGPR pair")
_CVT_PK_TO = ("converts two f32 sources to {fmt}, rounding to nearest even (out of range: NaN 0x80), and writes the "
              "two bytes to the low word of vdst, or the high word with op_sel:[0,0,1]; the other word is kept")
_CVT_SR = ("converts the f32 src0 to {fmt} with stochastic rounding (src1 supplies the random bits) into the byte of "
           "vdst op_sel[3:2] selects; the other bytes are kept")
_FORMATS = {"FP8": "fp8 (E4M3, bias 8, no infinities, 0x80 the only NaN)",
            "BF8": "bf8 (E5M2, bias 16, no infinities, 0x80 the only NaN)"}
_PK_ADD = "adds two packed {t} values to the dword in {space} memory, each half rounded once{ret}"

NOTES: dict[str, str] = {
    "V_MOV_B64": "copies a 64-bit value (VGPR pair, SGPR pair or constant) to a VGPR pair in one instruction",
    "V_LSHL_ADD_U64": "64-bit D = (S0 << S1[2:0]) + S2 (shifts of 0..4 are documented): an address from a base and a "
                      "scaled index in one instruction, without VCC",
    "V_FMAMK_F32": "fused D = S0 × K + S1 with the 32-bit literal K written between the sources",
    "V_FMAAK_F32": "fused D = S0 × S1 + K with the 32-bit literal K written last",
    "BUFFER_INV": "invalidates the vector caches at the scope sc0 / sc1 name (no data moves)",
    "FLAT_ATOMIC_ADD_F32": "adds an f32 to memory through a flat address; sc0 returns the value before",
    "BUFFER_STORE_LDS_DWORD": "stores the dword at LDS M0 + offset + 4 × lane id to the buffer address",
}
for _fmt, _text in _FORMATS.items():
    NOTES[f"V_CVT_F32_{_fmt}"] = _CVT_FROM.format(fmt=_text)
    NOTES[f"V_CVT_PK_F32_{_fmt}"] = _CVT_PK_FROM.format(fmt=_text)
    NOTES[f"V_CVT_PK_{_fmt}_F32"] = _CVT_PK_TO.format(fmt=_text)
    NOTES[f"V_CVT_SR_{_fmt}_F32"] = _CVT_SR.format(fmt=_text)
for _space in ("GLOBAL", "SCRATCH"):
    for _kind, _what in (("DWORD", "a dword"), ("UBYTE", "a byte (zero-extended)"), ("SBYTE", "a byte (sign-extended)"),
                         ("USHORT", "a short (zero-extended)"), ("SSHORT", "a short (sign-extended)")):
        NOTES[f"{_space}_LOAD_LDS_{_kind}"] = _LDS_DMA.format(what=_what, space=_space.lower())
for _t in ("F16", "BF16"):
    for _prefix in ("GLOBAL", "FLAT", "BUFFER"):
        NOTES[f"{_prefix}_ATOMIC_PK_ADD_{_t}"] = _PK_ADD.format(t=_t.lower(), space=_prefix.lower(),
                                                               ret="; sc0 returns the value before")
    NOTES[f"DS_PK_ADD_{_t}"] = _PK_ADD.format(t=_t.lower(), space="LDS", ret="")
    NOTES[f"DS_PK_ADD_RTN_{_t}"] = _PK_ADD.format(t=_t.lower(), space="LDS", ret="; returns the value before")

_MATRIX = regex(r"V_(S?)MFMA(?:C)?_(F32|F64|I32)_(\d+)X(\d+)X(\d+)(?:_(\d+)B)?_?([A-Z0-9_]+)$")
_TYPES = {"F32": "f32", "XF32": "xf32 (f32 inputs at reduced precision)", "F16": "f16", "BF16": "bf16", "I8": "i8",
          "F64": "f64", "FP8": "fp8", "BF8": "bf8", "FP8_FP8": "fp8 × fp8", "FP8_BF8": "fp8 × bf8",
          "BF8_FP8": "bf8 × fp8", "BF8_BF8": "bf8 × bf8", "BF16_1K": "bf16"}


def matrix_note(key: str) -> str | None:
    m = _MATRIX.match(key.upper())
    if not m:
        return None
    sparse, acc, rows, cols, depth, blocks, inputs = m.groups()
    inputs = _TYPES.get(inputs, inputs.lower())
    shape = f"{rows}×{cols} {acc.lower()} accumulator += A ({rows}×{depth}) × B ({depth}×{cols}) of {inputs}"
    if blocks:
        shape += f", {blocks} independent blocks"
    if sparse:
        return ("sparse matrix fused multiply-add: " + shape + "; A is 4:2 structured-sparse (half its values given), "
                "the index VGPR chooses their places; vdst is also the accumulator input")
    return "matrix fused multiply-add: " + shape + "; srcC is the accumulator input, vdst the result (AGPRs or VGPRs)"


def instruction_note(key: str) -> str | None:
    """The sentence for table key `key` (any case, with or without an encoding suffix), or None."""
    k = key.upper()
    for suffix in ("_E32", "_E64", "_SDWA", "_DPP", "_VOP3"):
        k = k.removesuffix(suffix)
    return NOTES.get(k) or matrix_note(k)
