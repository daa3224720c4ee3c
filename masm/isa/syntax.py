"""Named operand syntaxes and their field values, both directions: s_waitcnt counters, hwreg(), sendmsg(),
gpr_idx(), swizzle(), DPP controls, SDWA selects, EXP targets, interpolation slots, MTBUF formats.

Parsers raise OperandError (with a message); printers return text llvm-mc reads back to the same value.
"""
from __future__ import annotations

import re

from ..regex_cache import regex
from ..targets import FAMILY
from .operands import OperandError, parse_int

# ---------------------------------------------------------------------------------------------- s_waitcnt
# one counter: name(value), then an optional separator ('&' or ',') that must be followed by another counter
_CNT_RE = regex(r"\s*(\w+)\s*\(\s*([^()]*?)\s*\)\s*")
_CNT_SEP = regex(r"[&,]?\s*")


def waitcnt_fields(family: str) -> dict[str, tuple[int, int]]:
    return {"vmcnt": (0, 4), "expcnt": (4, 3), "lgkmcnt": (8, 4)}


def waitcnt_max(family: str) -> dict[str, int]:
    return {"vmcnt": FAMILY[family].vmcnt_max, "expcnt": 7, "lgkmcnt": 15}


def parse_waitcnt(text: str, family: str) -> int:
    """A 16-bit number, or counters as llvm-mc reads them: `vmcnt(N)`, `expcnt(N)`, `lgkmcnt(N)` separated by
    blanks, `&` or `,`; a `_sat` name (`vmcnt_sat(99)`) clamps to the counter's maximum; a counter written twice
    keeps its last value."""
    value = parse_int(text)
    if value is not None:
        if not 0 <= value <= 0xFFFF and not -0x8000 <= value < 0:
            raise OperandError("invalid immediate: only 16-bit values are legal")
        return value & 0xFFFF
    word = 0x000F if family == "gfx8" else 0xC00F
    word |= 0x70 | 0xF00
    limits = waitcnt_max(family)
    pos, text = 0, text.strip()
    while True:
        m = _CNT_RE.match(text, pos)
        if not m:
            rest = text[pos:].strip()
            raise OperandError("expected a counter name" if not rest or not re.match(r"[A-Za-z_]\w*\s*\(", rest)
                               else f"invalid counter '{rest}' in s_waitcnt")
        name = m.group(1).lower()
        saturate = name.endswith("_sat")
        name = name.removesuffix("_sat")
        if name not in limits:
            raise OperandError(f"invalid counter name {m.group(1)}")
        n = parse_int(m.group(2))
        if n is None:
            raise OperandError(f"invalid value in {name}()")
        if saturate:
            n = min(n & 0xFFFFFFFFFFFFFFFF, limits[name])
        elif not 0 <= n <= limits[name]:
            raise OperandError(f"too large value for {name}")
        if name == "vmcnt":
            word = (word & ~0xC00F) | (n & 0xF) | ((n >> 4) << 14)
        elif name == "expcnt":
            word = (word & ~0x70) | (n << 4)
        else:
            word = (word & ~0xF00) | (n << 8)
        pos = m.end()
        if pos == len(text):
            return word
        pos = _CNT_SEP.match(text, pos).end()


def print_waitcnt(value: int, family: str) -> str:
    vm = (value & 0xF) | (((value >> 14) & 3) << 4 if family != "gfx8" else 0)
    exp = (value >> 4) & 7
    lgkm = (value >> 8) & 0xF
    known = 0x0F7F if family == "gfx8" else 0xCF7F
    if value & ~known & 0xFFFF:
        return str(value)
    return f"vmcnt({vm}) expcnt({exp}) lgkmcnt({lgkm})"


# ---------------------------------------------------------------------------------------------- hwreg
HWREG_IDS = {"HW_REG_MODE": 1, "HW_REG_STATUS": 2, "HW_REG_TRAPSTS": 3, "HW_REG_HW_ID": 4, "HW_REG_GPR_ALLOC": 5,
             "HW_REG_LDS_ALLOC": 6, "HW_REG_IB_STS": 7, "HW_REG_SH_MEM_BASES": 15}
# registers a family names beyond those (measured with its llvm-mc: CDNA3's trap base/memory, XCC id and SQ perf
# snapshot registers)
HWREG_MORE = {"gfx940": {"HW_REG_TBA_LO": 16, "HW_REG_TBA_HI": 17, "HW_REG_TMA_LO": 18, "HW_REG_TMA_HI": 19,
                         "HW_REG_XCC_ID": 20, "HW_REG_SQ_PERF_SNAPSHOT_DATA": 21,
                         "HW_REG_SQ_PERF_SNAPSHOT_DATA1": 22, "HW_REG_SQ_PERF_SNAPSHOT_PC_LO": 23,
                         "HW_REG_SQ_PERF_SNAPSHOT_PC_HI": 24}}


def hwreg_ids(family: str) -> dict[str, int]:
    """Hardware register name -> id on `family`."""
    ids = {k: v for k, v in HWREG_IDS.items() if not (k == "HW_REG_SH_MEM_BASES" and family == "gfx8")}
    return {**ids, **HWREG_MORE.get(family, {})}


def parse_hwreg(text: str, family: str) -> int:
    value = parse_int(text)
    if value is not None:
        if not -0x8000 <= value <= 0xFFFF:
            raise OperandError("invalid immediate: only 16-bit values are legal")
        return value & 0xFFFF
    m = re.match(r"^hwreg\s*\((.*)\)$", text.strip(), re.I)
    if not m:
        raise OperandError(f"expected hwreg(...) but found '{text}'")
    args = [a.strip() for a in m.group(1).split(",")]
    if len(args) not in (1, 3):
        raise OperandError("expected hwreg(register) or hwreg(register, offset, size)")
    name = args[0].upper()
    ids = hwreg_ids(family)
    if name in ids:
        reg = ids[name]
    else:
        reg = parse_int(args[0])
        if reg is None or not 0 <= reg < 64:
            raise OperandError(f"invalid hardware register '{args[0]}'")
    offset, size = 0, 32
    if len(args) == 3:
        offset, size = parse_int(args[1]), parse_int(args[2])
        if offset is None or not 0 <= offset < 32:
            raise OperandError("invalid bit offset: only 5-bit values are legal")
        if size is None or not 1 <= size <= 32:
            raise OperandError("invalid bitfield width: only values from 1 to 32 are legal")
    return reg | offset << 6 | (size - 1) << 11


def print_hwreg(value: int, family: str) -> str:
    reg, offset, size = value & 63, (value >> 6) & 31, ((value >> 11) & 31) + 1
    names = {v: k for k, v in hwreg_ids(family).items()}
    name = names.get(reg, str(reg))
    return f"hwreg({name})" if offset == 0 and size == 32 else f"hwreg({name}, {offset}, {size})"


# ---------------------------------------------------------------------------------------------- sendmsg
MSG_IDS = {"MSG_INTERRUPT": 1, "MSG_GS": 2, "MSG_GS_DONE": 3, "MSG_SAVEWAVE": 4, "MSG_STALL_WAVE_GEN": 5,
           "MSG_HALT_WAVES": 6, "MSG_ORDERED_PS_DONE": 7, "MSG_EARLY_PRIM_DEALLOC": 8, "MSG_GS_ALLOC_REQ": 9,
           "MSG_GET_DOORBELL": 10, "MSG_SYSMSG": 15}
GS_OPS = {"GS_OP_NOP": 0, "GS_OP_CUT": 1, "GS_OP_EMIT": 2, "GS_OP_EMIT_CUT": 3}
SYS_OPS = {"SYSMSG_OP_ECC_ERR_INTERRUPT": 1, "SYSMSG_OP_REG_RD": 2, "SYSMSG_OP_HOST_TRAP_ACK": 3,
           "SYSMSG_OP_TTRACE_PC": 4}
# operation names a family's oracle refuses (llvm-mc 19 takes HOST_TRAP_ACK on gfx8 only; llvm-mc 14, the oracle of
# gfx9 and gfx90a, everywhere); the operation written as a number is taken
SYS_OPS_REFUSED = {"gfx940": frozenset({"SYSMSG_OP_HOST_TRAP_ACK"})}


# message ids by name per family (measured with llvm-mc 14: MSG_GET_DDID is known but valid on neither family)
MSG_SUPPORTED = {"gfx8": frozenset({1, 2, 3, 4, 15}), "gfx9": frozenset(range(1, 11)) | {15},
                 "gfx90a": frozenset(range(1, 11)) | {15}, "gfx940": frozenset(range(1, 11)) | {15}}
MSG_KNOWN = dict(MSG_IDS, MSG_GET_DDID=11)
_MSG_GS, _MSG_GS_DONE, _MSG_SYSMSG = 2, 3, 15


def parse_sendmsg(text: str, family: str) -> int:
    """A 16-bit number, or sendmsg(message, operation, stream).  Validated as llvm-mc 14 does: a message written by
    name is checked strictly (supported on the GPU, an operation exactly where the message takes one, a stream only
    for GS operations other than NOP); a message written as a number only has to fit its fields (unsigned: -1 is
    refused, as llvm-mc refuses it)."""
    value = parse_int(text)
    if value is not None:
        if not 0 <= value <= 0xFFFF:
            raise OperandError("invalid immediate: only 16-bit values are legal")
        return value & 0xFFFF
    m = re.match(r"^sendmsg\s*\((.*)\)$", text.strip(), re.I)
    if not m:
        raise OperandError(f"expected sendmsg(...) but found '{text}'")
    args = [a.strip() for a in m.group(1).split(",")]
    if len(args) > 3:
        raise OperandError("expected a closing parenthesis")
    strict = args[0].upper() in MSG_KNOWN
    msg = MSG_KNOWN[args[0].upper()] if strict else parse_int(args[0])
    if msg is None:
        raise OperandError("expected a message name or an absolute expression")
    if not (msg in MSG_SUPPORTED[family] if strict else 0 <= msg < 16):
        raise OperandError("invalid message id")
    op = 0
    op_names = GS_OPS if msg in (_MSG_GS, _MSG_GS_DONE) else SYS_OPS if msg == _MSG_SYSMSG else {}
    if len(args) > 1:
        op = op_names.get(args[1].upper())
        if op is not None and op_names is SYS_OPS and args[1].upper() in SYS_OPS_REFUSED.get(family, ()):
            raise OperandError("specified operation id is not supported on this GPU")
        if op is None:
            op = parse_int(args[1])
            if op is None:
                raise OperandError("expected an operation name or an absolute expression")
    if strict:
        requires_op = msg in (_MSG_GS, _MSG_GS_DONE, _MSG_SYSMSG)
        if requires_op != (len(args) > 1):
            raise OperandError("message does not support operations" if len(args) > 1
                               else "missing message operation")
        valid_op = (1 <= op <= 3 if msg == _MSG_GS else 0 <= op <= 3 if msg == _MSG_GS_DONE
                    else 1 <= op <= 4 if msg == _MSG_SYSMSG else op == 0)
        if not valid_op:
            raise OperandError("invalid operation id")
    elif not 0 <= op < 8:
        raise OperandError("invalid operation id")
    stream = 0
    if len(args) > 2:
        if strict and not (msg in (_MSG_GS, _MSG_GS_DONE) and op != 0):
            raise OperandError("message operation does not support streams")
        stream = parse_int(args[2])
        if stream is None or not 0 <= stream < 4:
            raise OperandError("invalid message stream id")
    return msg | op << 4 | stream << 8


def print_sendmsg(value: int, family: str) -> str:
    return str(value)


# ---------------------------------------------------------------------------------------------- gpr_idx
GPR_IDX_BITS = {"SRC0": 1, "SRC1": 2, "SRC2": 4, "DST": 8}


def parse_gpr_idx(text: str) -> int:
    value = parse_int(text)
    if value is not None:
        if not 0 <= value <= 15:
            raise OperandError("invalid immediate: only 4-bit values are legal")
        return value
    m = re.match(r"^gpr_idx\s*\((.*)\)$", text.strip(), re.I)
    if not m:
        raise OperandError(f"expected gpr_idx(...) but found '{text}'")
    bits = 0
    for a in [x.strip().upper() for x in m.group(1).split(",") if x.strip()]:
        if a not in GPR_IDX_BITS or bits & GPR_IDX_BITS[a]:
            raise OperandError(f"invalid or duplicate VGPR index mode '{a}'")
        bits |= GPR_IDX_BITS[a]
    return bits


def print_gpr_idx(value: int) -> str:
    return "gpr_idx(" + ",".join(n for n, b in GPR_IDX_BITS.items() if value & b) + ")"


# ---------------------------------------------------------------------------------------------- swizzle
def parse_swizzle(text: str) -> int:
    m = re.match(r"^swizzle\s*\((.*)\)$", text.strip(), re.I)
    if not m:
        raise OperandError(f"expected swizzle(...) but found '{text}'")
    args = [a.strip() for a in m.group(1).split(",")]
    kind = args[0].upper()
    nums = [parse_int(a) for a in args[1:]]
    if kind == "QUAD_PERM" and len(nums) == 4 and all(n is not None and 0 <= n < 4 for n in nums):
        return 0x8000 | nums[0] | nums[1] << 2 | nums[2] << 4 | nums[3] << 6
    if kind == "BITMASK_PERM" and len(args) == 2:
        mask = args[1].strip('"')
        if len(mask) != 5 or any(c not in "01pi" for c in mask):
            raise OperandError("expected a 5-character mask of 0, 1, p, i")
        and_m, or_m, xor_m = 0, 0, 0
        for i, c in enumerate(reversed(mask)):
            bit = 1 << i
            if c == "0":
                pass
            elif c == "1":
                or_m |= bit
            elif c == "p":
                and_m |= bit
            else:
                and_m |= bit
                xor_m |= bit
        return and_m | or_m << 5 | xor_m << 10
    sizes = (1, 2, 4, 8, 16) + ((32,) if kind == "REVERSE" else ())
    if kind in ("SWAP", "REVERSE") and len(nums) == 1 and nums[0] in sizes:
        n = nums[0]
        if kind == "SWAP":
            return 0x1F | n << 10
        return 0x1F | (n - 1) << 10
    if kind == "BROADCAST" and len(nums) == 2 and nums[0] in (2, 4, 8, 16, 32) and nums[1] is not None \
            and 0 <= nums[1] < nums[0]:
        return (0x1F & ~(nums[0] - 1)) | nums[1] << 5
    raise OperandError(f"invalid swizzle '{text}'")


# ---------------------------------------------------------------------------------------------- DPP
def parse_dpp_ctrl(name: str, arg: str, family: str) -> int:
    n = parse_int(arg) if arg else None
    if name == "quad_perm":
        m = re.match(r"^\[\s*(\d)\s*,\s*(\d)\s*,\s*(\d)\s*,\s*(\d)\s*\]$", arg)
        if not m or any(int(x) > 3 for x in m.groups()):
            raise OperandError("invalid quad_perm")
        a, b, c, d = (int(x) for x in m.groups())
        return a | b << 2 | c << 4 | d << 6
    ranges = {"row_shl": (0x100, 1, 15), "row_shr": (0x110, 1, 15), "row_ror": (0x120, 1, 15)}
    if FAMILY[family].dpp_row_newbcast:
        ranges["row_newbcast"] = (0x150, 0, 15)
    if name in ranges:
        base, lo, hi = ranges[name]
        if n is None or not lo <= n <= hi:
            raise OperandError(f"invalid {name} value")
        return base + n
    fixed = {"wave_shl": 0x130, "wave_rol": 0x134, "wave_shr": 0x138, "wave_ror": 0x13C}
    if name in fixed:
        if n != 1:
            raise OperandError(f"invalid {name} value")
        return fixed[name]
    if name == "row_mirror":
        return 0x140
    if name == "row_half_mirror":
        return 0x141
    if name == "row_bcast":
        if n == 15:
            return 0x142
        if n == 31:
            return 0x143
        raise OperandError("invalid row_bcast value")
    raise OperandError(f"invalid DPP control '{name}'")


def print_dpp_ctrl(v: int, family: str) -> str | None:
    if v < 0x100:
        return f"quad_perm:[{v & 3},{(v >> 2) & 3},{(v >> 4) & 3},{(v >> 6) & 3}]"
    for base, name in ((0x100, "row_shl"), (0x110, "row_shr"), (0x120, "row_ror")):
        if base < v < base + 16:
            return f"{name}:{v - base}"
    if FAMILY[family].dpp_row_newbcast and 0x150 <= v < 0x160:
        return f"row_newbcast:{v - 0x150}"
    named = {0x130: "wave_shl:1", 0x134: "wave_rol:1", 0x138: "wave_shr:1", 0x13C: "wave_ror:1",
             0x142: "row_bcast:15", 0x143: "row_bcast:31"}
    if v in named:
        return named[v]
    return {0x140: "row_mirror", 0x141: "row_half_mirror"}.get(v)


# ---------------------------------------------------------------------------------------------- SDWA
SDWA_SEL = {"BYTE_0": 0, "BYTE_1": 1, "BYTE_2": 2, "BYTE_3": 3, "WORD_0": 4, "WORD_1": 5, "DWORD": 6}
SDWA_UNUSED = {"UNUSED_PAD": 0, "UNUSED_SEXT": 1, "UNUSED_PRESERVE": 2}


# ---------------------------------------------------------------------------------------------- EXP
def parse_exp_tgt(text: str) -> int:
    t = text.lower()
    for prefix, base, count in (("mrt", 0, 8), ("pos", 12, 4), ("param", 32, 32)):
        number = t[len(prefix):]
        if t.startswith(prefix) and number.isascii() and number.isdigit() and len(number) < 6:
            n = int(number)
            if n < count:
                return base + n
            raise OperandError(f"invalid exp target '{text}'")
    if t == "mrtz":
        return 8
    if t == "null":
        return 9
    raise OperandError(f"invalid exp target '{text}'")


def print_exp_tgt(v: int) -> str | None:
    if v < 8:
        return f"mrt{v}"
    if v == 8:
        return "mrtz"
    if v == 9:
        return "null"
    if 12 <= v < 16:
        return f"pos{v - 12}"
    if 32 <= v < 64:
        return f"param{v - 32}"
    return None


# ---------------------------------------------------------------------------------------------- VINTRP
INTERP_PARAMS = {"p10": 0, "p20": 1, "p0": 2}
CHANNELS = "xyzw"


def parse_attr(text: str) -> tuple[int, int]:
    m = re.match(r"^attr(\d+)\.([xyzw])$", text.lower())
    if not m or int(m.group(1)) > 63:
        raise OperandError(f"invalid interpolation attribute '{text}'")
    return int(m.group(1)), CHANNELS.index(m.group(2))


# ---------------------------------------------------------------------------------------------- MTBUF
DATA_FORMATS = ["BUF_DATA_FORMAT_INVALID", "BUF_DATA_FORMAT_8", "BUF_DATA_FORMAT_16", "BUF_DATA_FORMAT_8_8",
                "BUF_DATA_FORMAT_32", "BUF_DATA_FORMAT_16_16", "BUF_DATA_FORMAT_10_11_11",
                "BUF_DATA_FORMAT_11_11_10", "BUF_DATA_FORMAT_10_10_10_2", "BUF_DATA_FORMAT_2_10_10_10",
                "BUF_DATA_FORMAT_8_8_8_8", "BUF_DATA_FORMAT_32_32", "BUF_DATA_FORMAT_16_16_16_16",
                "BUF_DATA_FORMAT_32_32_32", "BUF_DATA_FORMAT_32_32_32_32", "BUF_DATA_FORMAT_RESERVED_15"]
NUM_FORMATS = ["BUF_NUM_FORMAT_UNORM", "BUF_NUM_FORMAT_SNORM", "BUF_NUM_FORMAT_USCALED", "BUF_NUM_FORMAT_SSCALED",
               "BUF_NUM_FORMAT_UINT", "BUF_NUM_FORMAT_SINT", "BUF_NUM_FORMAT_RESERVED_6", "BUF_NUM_FORMAT_FLOAT"]
