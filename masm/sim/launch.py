"""Launching a kernel: kernel arguments -> kernarg segment, grid/block -> waves, and the ABI register setup that the
kernel descriptor asks for (user SGPRs, workgroup-id SGPRs, work-item-id VGPRs, EXEC, MODE).

All launch knowledge lives here; `run_program` is what `masm.run` calls, `run_code` is the raw entry the per-instruction
tests use (code bytes + register/buffer setup, no code object).
"""
from __future__ import annotations

import math
import struct
from dataclasses import dataclass, field
from typing import Callable, Sequence

import numpy as np

from ..diagnostics import SourceLoc
from ..targets import target
from .errors import SimulationError
from .execute import CodeImage, DEFAULT_STEP_LIMIT, Stats, run_batch
from .loader import KernelDescriptor, load_code_object
from .memory import GlobalMemory, LocalMemory
from .state import EXEC_LO, Waves

CODE_BASE = 0x0000_7F00_0000_0000
MAX_BATCH_BYTES = 192 << 20          # VGPR memory of one batch of waves
MAX_BATCH_WAVES = 16384

# kernel_code_properties bits -> user SGPRs, in ABI order
_USER_SGPRS = (("private_segment_buffer", 0, 4), ("dispatch_ptr", 1, 2), ("queue_ptr", 2, 2),
               ("kernarg_segment_ptr", 3, 2), ("dispatch_id", 4, 2), ("flat_scratch_init", 5, 2),
               ("private_segment_size", 6, 1))


@dataclass
class RunResult:
    """What a simulated launch reports; `ptr` arguments were updated in place."""
    kernel: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    waves: int
    instructions: int
    lane_instructions: int
    seconds: float
    state: Waves | None = field(default=None, repr=False)   # final state of the last batch (raw runs / debugging)
    addresses: dict = field(default_factory=dict, repr=False)

    @property
    def lane_instructions_per_second(self) -> float:
        return self.lane_instructions / self.seconds if self.seconds else float("inf")

    def summary(self) -> str:
        return (f"{self.kernel}: {self.waves} waves, {self.instructions} instructions "
                f"({self.lane_instructions} lane-instructions) in {self.seconds:.3f} s")


def _dims(value, name: str) -> tuple[int, int, int]:
    if isinstance(value, (int, np.integer)):
        value = (int(value),)
    value = tuple(int(v) for v in value)
    if not 1 <= len(value) <= 3 or any(v < 1 for v in value):
        raise SimulationError(f"{name} must be 1 to 3 positive sizes, got {value}")
    return value + (1,) * (3 - len(value))


def _error(msg: str) -> SimulationError:
    return SimulationError(msg, SourceLoc("<masm run>", 1, 1))


# ---- the kernel to run ------------------------------------------------------------------------------------------
@dataclass
class KernelLaunch:
    name: str
    arch: str
    code: bytes                 # the loaded image (code object) or raw code
    base: int
    entry: int                  # address of the first instruction
    descriptor: KernelDescriptor
    args: list[dict]            # amdhsa metadata args (.name, .offset, .size, .value_kind, .type_name)
    kernarg_size: int
    workgroup_size: tuple[int, int, int]
    vgprs: int
    agprs: int
    lds_bytes: int
    locate: Callable | None = None


def kernel_from_program(program, kernel: str | None) -> KernelLaunch:
    arch = getattr(program, "arch", None) or (getattr(program, "report", None) or {}).get("arch") or "gfx900"
    tgt = target(arch)
    if getattr(program, "code_object", None):
        loaded = load_code_object(program.code_object)
        names = sorted(loaded.kernels)
        if not names:
            raise _error("the program has no kernels")
        if kernel is None:
            if len(names) > 1:
                raise _error(f"the program has {len(names)} kernels ({', '.join(names)}); choose one with kernel=")
            kernel = names[0]
        if kernel not in loaded.kernels:
            raise _error(f"no kernel named '{kernel}' (the program has: {', '.join(names)})")
        k = loaded.kernels[kernel]
        kd, meta = k.descriptor, k.metadata
        vgprs = max(((kd.rsrc1 & 0x3F) + 1) * tgt.vgpr_granule, int(meta.get(".vgpr_count", 0)))
        agprs = int(meta.get(".agpr_count", 0))
        if tgt.unified_agprs:
            vgprs = max(vgprs, ((kd.rsrc3 & 0x3F) + 1) * 4 + agprs)
        wg = tuple(meta.get(".reqd_workgroup_size") or (64, 1, 1))
        return KernelLaunch(kernel, arch, loaded.image, CODE_BASE, CODE_BASE + k.entry, kd,
                            list(meta.get(".args", [])), int(meta.get(".kernarg_segment_size", kd.kernarg_size)),
                            wg, vgprs, max(agprs, 0), kd.group_segment_fixed_size,
                            _locator(program, CODE_BASE, loaded.image))
    raise _error("the program has no code object to run (build it with masm.build)")


def _locator(program, base, image):
    """Map an image offset to (SourceLoc, notes) of the instruction there, from the program's listing."""
    listing = getattr(program, "listing", None) or []
    text_address = getattr(program, "text_address", 0)
    where = {line.address: (line.loc, tuple(line.notes)) for line in listing if line.data and line.loc is not None}
    if not where:
        return None
    return lambda off: where.get(off - text_address)


# ---- arguments --------------------------------------------------------------------------------------------------
_SCALAR_FORMATS = {"u8": "<B", "i8": "<b", "u16": "<H", "i16": "<h", "u32": "<I", "i32": "<i", "u64": "<Q",
                   "i64": "<q", "f32": "<f", "f64": "<d", "f16": "<e"}


def _describe(args: list[dict]) -> str:
    return ", ".join(f"{a.get('.name', '?')}:{a.get('.type_name', a.get('.value_kind'))}" for a in args)


INT_RANGES = {"u8": (0, 2**8 - 1), "i8": (-2**7, 2**7 - 1), "u16": (0, 2**16 - 1), "i16": (-2**15, 2**15 - 1),
              "u32": (0, 2**32 - 1), "i32": (-2**31, 2**31 - 1), "u64": (0, 2**64 - 1), "i64": (-2**63, 2**63 - 1)}
FLOAT_TYPES = {"f16": np.float16, "f32": np.float32, "f64": np.float64}


def scalar_argument_problem(position: int, arg: dict, value) -> str | None:
    """Why the Python number `value` cannot be kernel argument number `position` (`arg`: its amdhsa metadata), or
    None when it fits: a float for an integer type, an integer out of the type's range, a float too large for its
    float type. Nothing is silently truncated or wrapped."""
    t = arg.get(".type_name") or arg.get(".value_kind") or "?"
    what = f"argument {position} '{arg.get('.name', '?')}' ({t})"
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, float, np.integer, np.floating)):
        return f"{what} is a scalar: pass a number, not {type(value).__name__}"
    if t in INT_RANGES:
        if isinstance(value, (float, np.floating)):
            return f"{what} is an integer: {value!r} is not one"
        lo, hi = INT_RANGES[t]
        if not lo <= int(value) <= hi:
            return f"{what}: {value} is out of range ({lo} to {hi})"
    elif t in FLOAT_TYPES:
        try:
            with np.errstate(over="ignore"):
                fits = not np.isinf(FLOAT_TYPES[t](float(value))) or np.isinf(float(value))
        except OverflowError:
            fits = False
        if not fits:
            return f"{what}: {value!r} is out of range (largest finite {t}: {np.finfo(FLOAT_TYPES[t]).max})"
    return None


def build_kernarg(launch: KernelLaunch, values: Sequence, mem: GlobalMemory) -> tuple[bytes, dict]:
    explicit = [a for a in launch.args if not str(a.get(".value_kind", "")).startswith("hidden")]
    if len(values) != len(explicit):
        raise _error(f"kernel '{launch.name}' takes {len(explicit)} argument(s) ({_describe(explicit)}), "
                     f"{len(values)} given")
    size = max([launch.kernarg_size] + [a[".offset"] + a[".size"] for a in explicit] + [8])
    buf = bytearray(-(-size // 64) * 64)
    addresses = {}
    for position, (a, v) in enumerate(zip(explicit, values), 1):
        name, kind, t = a.get(".name", "?"), a.get(".value_kind"), a.get(".type_name", "")
        if kind == "global_buffer" or t == "ptr":
            if not isinstance(v, np.ndarray):
                raise _error(f"argument {position} '{name}' is a pointer: pass a numpy array, not {type(v).__name__}")
            if not v.flags.c_contiguous:
                raise _error(f"argument '{name}': the array must be C-contiguous (use np.ascontiguousarray)")
            seg = mem.map(name, v, writable=v.flags.writeable)
            addresses[name] = seg.base
            struct.pack_into("<Q", buf, a[".offset"], seg.base)
            continue
        fmt = _SCALAR_FORMATS.get(t) or {1: "<B", 2: "<H", 4: "<I", 8: "<Q"}.get(a[".size"])
        if isinstance(v, np.ndarray) or fmt is None:
            raise _error(f"argument {position} '{name}' is a {t or kind} value: pass a Python number")
        problem = scalar_argument_problem(position, a, v)
        if problem:
            raise _error(problem)
        try:
            if fmt[-1] in "fde":
                struct.pack_into(fmt, buf, a[".offset"], float(v))
            else:
                iv = int(v)
                bits = 8 * struct.calcsize(fmt)
                if fmt[-1].isupper() and iv < 0:
                    iv &= (1 << bits) - 1
                struct.pack_into(fmt, buf, a[".offset"], iv)
        except (struct.error, TypeError, ValueError, OverflowError) as e:
            raise _error(f"argument '{name}' ({t}): cannot pass {v!r}: {e}") from None
    return bytes(buf), addresses


# ---- waves --------------------------------------------------------------------------------------------------------
def _mode_from_rsrc1(rsrc1: int) -> int:
    round32, round1664 = (rsrc1 >> 12) & 3, (rsrc1 >> 14) & 3
    den32, den1664 = (rsrc1 >> 16) & 3, (rsrc1 >> 18) & 3
    dx10, ieee = (rsrc1 >> 21) & 1, (rsrc1 >> 23) & 1
    return round32 | round1664 << 2 | den32 << 4 | den1664 << 6 | dx10 << 8 | ieee << 9


def _setup_batch(launch: KernelLaunch, family: str, wg_ids: np.ndarray, block, kernarg_addr: np.ndarray,
                 dispatch_addr: np.ndarray) -> Waves:
    """Waves for the workgroups `wg_ids` [n, 3]; kernarg_addr / dispatch_addr [n]: each workgroup's dispatch."""
    bx, by, bz = block
    threads = bx * by * bz
    wpg = -(-threads // 64)
    nwg = len(wg_ids)
    st = Waves(nwg * wpg, launch.vgprs, agprs=launch.agprs)
    kd = launch.descriptor
    st.slot[:] = np.repeat(np.arange(nwg), wpg)
    st.pc[:] = launch.entry
    st.hwreg[:, 1] = _mode_from_rsrc1(kd.rsrc1)
    # user SGPRs
    s = 0
    per_wave = {"kernarg_segment_ptr": np.repeat(kernarg_addr, wpg), "dispatch_ptr": np.repeat(dispatch_addr, wpg)}
    for name, bit, count in _USER_SGPRS:
        if kd.code_properties >> bit & 1:
            if name in per_wave:
                st.sgpr[:, s] = per_wave[name] & 0xFFFFFFFF
                st.sgpr[:, s + 1] = per_wave[name] >> 32
            s += count
    s = max(s, (kd.rsrc2 >> 1) & 0x1F)
    wg_of_wave = np.repeat(wg_ids, wpg, axis=0)
    for dim in range(3):
        if kd.rsrc2 >> (7 + dim) & 1:
            st.sgpr[:, s] = wg_of_wave[:, dim]
            s += 1
    if kd.rsrc2 >> 10 & 1:     # workgroup info
        st.sgpr[:, s] = 0
        s += 1
    if kd.rsrc2 & 1:           # private segment wave byte offset
        st.sgpr[:, s] = 0
    # work-item ids and EXEC
    t = (np.arange(wpg)[:, None] * 64 + np.arange(64)[None, :])      # [wpg, 64]
    valid = t < threads
    tx, ty, tz = t % bx, (t // bx) % by, t // (bx * by)
    dims = ((kd.rsrc2 >> 11) & 3) + 1
    ids = [tx, ty, tz][:dims]
    if target(launch.arch).packed_workitem_ids:
        packed = tx | (ty << 10 if dims > 1 else 0) | (tz << 20 if dims > 2 else 0)
        st.vgpr[:, 0] = np.tile(np.where(valid, packed, 0), (nwg, 1)).astype(np.uint32)
    else:
        for i, ids_i in enumerate(ids):
            if i < st.vgpr.shape[1]:
                st.vgpr[:, i] = np.tile(np.where(valid, ids_i, 0), (nwg, 1)).astype(np.uint32)
    exec_bits = (valid.astype(np.uint64) << np.arange(64, dtype=np.uint64)).sum(axis=1, dtype=np.uint64)
    exec_all = np.tile(exec_bits, nwg)
    st.sgpr[:, EXEC_LO] = (exec_all & np.uint64(0xFFFFFFFF)).astype(np.uint32)
    st.sgpr[:, EXEC_LO + 1] = (exec_all >> np.uint64(32)).astype(np.uint32)
    st.exec_changed()
    return st


def _dispatch_packet(launch, grid, block, kernarg_addr) -> bytes:
    bx, by, bz = block
    gx, gy, gz = grid
    pkt = bytearray(64)
    struct.pack_into("<HHHHH", pkt, 0, 0, 3, bx, by, bz)
    struct.pack_into("<III", pkt, 12, gx * bx, gy * by, gz * bz)
    struct.pack_into("<II", pkt, 24, launch.descriptor.private_segment_fixed_size, launch.lds_bytes)
    struct.pack_into("<Q", pkt, 40, kernarg_addr)
    return bytes(pkt)


def launch_kernel(launch: KernelLaunch, grid, block, arg_sets: Sequence[Sequence], *,
                  step_limit=DEFAULT_STEP_LIMIT, mem: GlobalMemory | None = None,
                  check_waitcnt: bool = True) -> RunResult:
    """Dispatch the kernel once per argument list in `arg_sets`, all simulated together (same grid and block)."""
    from ..isa.formats import ARCH_FAMILY
    family = ARCH_FAMILY[launch.arch]
    grid = _dims(grid, "grid")
    block = _dims(block if block is not None else launch.workgroup_size, "block")
    threads = block[0] * block[1] * block[2]
    declared = launch.workgroup_size[0] * launch.workgroup_size[1] * launch.workgroup_size[2]
    if threads > (declared or 1024):
        raise _error(f"block {block} has {threads} work-items but kernel '{launch.name}' declares at most "
                     f"{declared} (numthreadpergroup)")
    mem = mem or GlobalMemory()
    mem.map(f"the code object of '{launch.name}'", launch.code, address=launch.base)
    kernargs, dispatches, addresses = [], [], {}
    for args in arg_sets:
        kernarg, addrs = build_kernarg(launch, list(args), mem)
        kernargs.append(mem.map("the kernarg segment", kernarg).base)
        dispatches.append(mem.map("the dispatch packet", _dispatch_packet(launch, grid, block, kernargs[-1])).base)
        addresses = addresses or addrs
    kernargs_a, dispatches_a = np.array(kernargs, np.uint64), np.array(dispatches, np.uint64)
    image = CodeImage(launch.arch, launch.code, launch.base, launch.name, launch.entry, launch.locate)
    stats = Stats()
    wpg = -(-threads // 64)
    # memory per workgroup in a batch: registers of its waves, its LDS and its lanes' scratch
    per_group = wpg * (64 * 4 * (launch.vgprs + launch.agprs) + 1024
                       + 64 * launch.descriptor.private_segment_fixed_size) + launch.lds_bytes
    batch_wgs = max(1, min(MAX_BATCH_WAVES // wpg, MAX_BATCH_BYTES // per_group))
    gx, gy, gz = grid
    per_dispatch = gx * gy * gz
    total = per_dispatch * len(arg_sets)
    last = None
    for start in range(0, total, batch_wgs):
        flat = np.arange(start, min(total, start + batch_wgs))
        which, ids = flat // per_dispatch, flat % per_dispatch
        wg_ids = np.stack([ids % gx, (ids // gx) % gy, ids // (gx * gy)], axis=1).astype(np.uint32)
        st = _setup_batch(launch, family, wg_ids, block, kernargs_a[which], dispatches_a[which])
        lds = LocalMemory(len(flat), launch.lds_bytes)
        run_batch(image, st, mem, lds, stats, step_limit, launch.descriptor.private_segment_fixed_size,
                  check_waitcnt)
        last = st
    return RunResult(launch.name, grid, block, stats.waves, stats.instructions, stats.lane_instructions,
                     stats.seconds, last, addresses)


def run_program(program, kernel: str | None = None, grid=(1,), block=None, args: Sequence = (), *,
                step_limit: int = DEFAULT_STEP_LIMIT, check_waitcnt: bool = True) -> RunResult:
    """Run `kernel` of a built program on the simulator; numpy `ptr` arguments are updated in place.

    `check_waitcnt`: report registers used before the s_waitcnt that covers the load writing them (masm.sim.hazards).
    """
    launch = kernel_from_program(program, kernel)
    return launch_kernel(launch, grid, block, [list(args)], step_limit=step_limit, check_waitcnt=check_waitcnt)


def run_dispatches(program, arg_sets: Sequence[Sequence], kernel: str | None = None, grid=(1,), block=None, *,
                   step_limit: int = DEFAULT_STEP_LIMIT, check_waitcnt: bool = True) -> RunResult:
    """Several dispatches of one kernel with different arguments, simulated together: as fast as one dispatch when
    the kernel's run time is dominated by per-instruction overhead (few waves, long programs)."""
    launch = kernel_from_program(program, kernel)
    return launch_kernel(launch, grid, block, [list(a) for a in arg_sets], step_limit=step_limit,
                         check_waitcnt=check_waitcnt)


# ---- raw code (tests) -------------------------------------------------------------------------------------------
def run_code(code: bytes, arch: str = "gfx900", *, waves: int = 1, vgprs: int = 64, agprs: int = 0,
             lds_bytes: int = 65536, waves_per_group: int | None = None, buffers: dict | None = None,
             init: Callable | None = None, mode: int = 0xF0, step_limit: int = 1_000_000,
             private_bytes: int = 0, check_waitcnt: bool = True) -> RunResult:
    """Execute raw code bytes from offset 0 on `waves` waves with full EXEC (tests and experiments).

    `buffers` (name -> numpy array) are mapped into global memory; `init(state, addresses)` then sets registers.
    `mode` is the MODE register (default: round to nearest even, no denormal flushing).
    """
    mem = GlobalMemory()
    mem.map("the code", bytes(code), address=CODE_BASE)
    addresses = {name: mem.map(name, arr).base for name, arr in (buffers or {}).items()}
    st = Waves(waves, vgprs, agprs=agprs)
    wpg = waves_per_group or waves
    st.slot[:] = np.arange(waves) // wpg
    st.pc[:] = CODE_BASE
    st.sgpr[:, EXEC_LO] = 0xFFFFFFFF
    st.sgpr[:, EXEC_LO + 1] = 0xFFFFFFFF
    st.hwreg[:, 1] = mode
    if init is not None:
        init(st, addresses)
    st.exec_changed()
    image = CodeImage(arch, bytes(code), CODE_BASE, "code", CODE_BASE)
    stats = Stats()
    lds = LocalMemory(math.ceil(waves / wpg), lds_bytes)
    run_batch(image, st, mem, lds, stats, step_limit, private_bytes, check_waitcnt)
    return RunResult("code", (1, 1, 1), (64 * wpg, 1, 1), stats.waves, stats.instructions, stats.lane_instructions,
                     stats.seconds, st, addresses)


# ---- a kernel from raw code (no code object) ---------------------------------------------------------------------
_SIZES = {"u8": 1, "i8": 1, "u16": 2, "i16": 2, "f16": 2, "u32": 4, "i32": 4, "f32": 4, "u64": 8, "i64": 8, "f64": 8,
          "ptr": 8}


def raw_kernel(code: bytes, arch: str = "gfx900", *, name: str = "kernel", args=(), workgroup_size=(64, 1, 1),
               vgprs: int = 32, lds_bytes: int = 0, denorm_f32: int = 0) -> KernelLaunch:
    """Describe raw code as a kernel with the usual ABI: s[0:1] kernarg pointer, s2 (s3, s4) workgroup ids,
    v0 (v1, v2) work-item ids; `args` are (name, type) pairs laid out with natural alignment."""
    wg = _dims(workgroup_size, "workgroup_size")
    dims = 3 if wg[2] > 1 else 2 if wg[1] > 1 else 1
    metas, off = [], 0
    for arg_name, t in args:
        size = _SIZES[t]
        off = -(-off // size) * size
        metas.append({".name": arg_name, ".offset": off, ".size": size, ".type_name": t,
                      ".value_kind": "global_buffer" if t == "ptr" else "by_value"})
        off += size
    rsrc1 = (denorm_f32 & 3) << 16 | 3 << 18 | 1 << 21 | 1 << 23
    rsrc2 = 2 << 1 | 1 << 7 | (1 << 8 if dims > 1 else 0) | (1 << 9 if dims > 2 else 0) | (dims - 1) << 11
    kd = KernelDescriptor(lds_bytes, 0, off, 0, rsrc1, rsrc2, 0, 1 << 3)
    return KernelLaunch(name, arch, bytes(code), CODE_BASE, CODE_BASE, kd, metas, off, wg, vgprs, 0, lds_bytes)
