"""Launching a kernel: kernel arguments -> kernarg segment, grid/block -> waves, and the ABI register setup that the
kernel descriptor asks for (user SGPRs, workgroup-id SGPRs, work-item-id VGPRs, EXEC, MODE).

All launch knowledge lives here; `run_program` is what `masm.run` calls, `run_code` is the raw entry the per-instruction
tests use (code bytes + register/buffer setup, no code object).
"""
from __future__ import annotations

import dataclasses
import math
import struct
from dataclasses import field
from typing import Callable, Sequence

import numpy as np

from ..dataclass_cache import dataclass
from ..diagnostics import SourceLoc
from ..isa.formats import ARCH_FAMILY
from ..targets import target
from .errors import SimulationError
from .flat import HW_REG_SH_MEM_BASES, SH_MEM_BASES, queue_object, scratch_resource
from .execute import CodeImage, DEFAULT_STEP_LIMIT, DEFAULT_TIME_LIMIT, Stats, run_batch
from .loader import KernelDescriptor, load_code_object
from . import kernargs
from .kernargs import lds_layout, scalar_argument_problem  # noqa: F401  (masm run's check)
from .memory import GlobalMemory, LocalMemory
from .state import EXEC_LO, Waves

CODE_BASE = 0x0000_7F00_0000_0000
MAX_BATCH_BYTES = 192 << 20          # VGPR memory of one batch of waves
MAX_BATCH_WAVES = 16384
MEMORY_LIMIT = 1 << 30               # what the simulator allocates for one workgroup, and masm run's new arrays
MAX_WORKGROUP_SIZE = 1024
MAX_LDS_BYTES = 65536

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
    """(x, y, z) of a grid or block given as N or 1 to 3 sizes; anything else (a string, a float that would be
    truncated, None) is an error, not a Python exception or a silently different launch."""
    items = (value,) if isinstance(value, (int, np.integer)) else value
    try:
        items = tuple(items)
    except TypeError:
        items = None
    if items is None or not 1 <= len(items) <= 3 or \
            any(isinstance(v, bool) or not isinstance(v, (int, np.integer)) or v < 1 for v in items):
        raise _error(f"{name} must be 1 to 3 positive sizes (whole numbers), got {value!r}")
    return tuple(int(v) for v in items) + (1,) * (3 - len(items))


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
    vgprs: int                  # VGPRs per lane the wave is given (gfx90a: the unified VGPR + AGPR file)
    agprs: int                  # AccVGPRs (gfx908: a file of its own; gfx90a: the part from accum_offset on)
    lds_bytes: int
    locate: Callable | None = None
    accum_offset: int | None = None     # gfx90a: first AccVGPR in the unified file
    max_workgroup_size: int = MAX_WORKGROUP_SIZE    # work-items a block may have
    functions: tuple = ()               # (start, end, name) of the code's functions, for messages
    extra_scratch: int = 0              # scratch bytes per work-item beyond the descriptor's (a dynamic stack)

    @property
    def scratch_bytes(self) -> int:
        """Private memory each work-item gets: the descriptor's fixed size plus what the dispatch adds."""
        return self.descriptor.private_segment_fixed_size + self.extra_scratch


def allocated_registers(arch: str, kd: KernelDescriptor) -> tuple[int, int, int | None]:
    """(VGPRs, AGPRs, accum_offset) the hardware gives a wave of this kernel, from its descriptor: the granulated
    VGPR count of compute_pgm_rsrc1 (gfx908: both files have that size; gfx90a: one unified file, AGPRs from
    compute_pgm_rsrc3's accum_offset on)."""
    tgt = target(arch)
    vgprs = ((kd.rsrc1 & 0x3F) + 1) * tgt.vgpr_granule
    if tgt.unified_agprs:
        accum = min(((kd.rsrc3 & 0x3F) + 1) * 4, vgprs)
        return vgprs, vgprs - accum, accum
    return vgprs, (vgprs if tgt.has_agprs else 0), None


def kernel_from_program(program, kernel: str | None, *, arch: str | None = None,
                        name: str = "<code object>") -> KernelLaunch:
    """The kernel to launch from a built `Program`, or from the bytes of any code object (its architecture from the
    ELF header; `arch` forces another)."""
    from ..codeobject.reader import CodeObject, read_code_object
    if isinstance(program, (bytes, bytearray, memoryview, CodeObject)):
        co = program if isinstance(program, CodeObject) else read_code_object(bytes(program), name)
        arch = arch or co.arch
        if arch is None:
            raise co.error(0x30, f"the code object is for {co.processor}, which masm does not support (yet); "
                                 f"masm runs {', '.join(ARCH_FAMILY)}")
        launch = _launch_of(load_code_object(co), kernel, arch, None, what="the code object")
        launch.functions = tuple(sorted((CODE_BASE + s.value, CODE_BASE + s.value + s.size, s.name)
                                        for s in co.symbols if s.type == 2 and s.size))
        return launch
    arch = getattr(program, "arch", None) or (getattr(program, "report", None) or {}).get("arch") or "gfx900"
    if getattr(program, "code_object", None):
        loaded = load_code_object(program.code_object)
        return _launch_of(loaded, kernel, arch, _locator(program, CODE_BASE, loaded.image), what="the program")
    raise _error("the program has no code object to run (build it with masm.build)")


def _launch_of(loaded, kernel: str | None, arch: str, locate, what: str) -> KernelLaunch:
    names = sorted(loaded.kernels)
    if not names:
        raise _error(f"{what} has no kernels (no NAME.kd kernel descriptor symbol)")
    if kernel is None:
        if len(names) > 1:
            raise _error(f"{what} has {len(names)} kernels ({', '.join(names)}); choose one with kernel= "
                         "(masm run --kernel)")
        kernel = names[0]
    if kernel not in loaded.kernels:
        raise _error(f"no kernel named '{kernel}' ({what} has: {', '.join(names)})")
    k = loaded.kernels[kernel]
    kd, meta = k.descriptor, k.metadata
    vgprs, agprs, accum_offset = allocated_registers(arch, kd)
    reqd = meta.get(".reqd_workgroup_size")
    wg = tuple(reqd) if reqd and min(reqd) >= 1 else (64, 1, 1)
    max_wg = meta.get(".max_flat_workgroup_size") or (wg[0] * wg[1] * wg[2] if reqd else MAX_WORKGROUP_SIZE)
    if reqd:
        max_wg = min(max_wg, wg[0] * wg[1] * wg[2])
    return KernelLaunch(kernel, arch, loaded.image, CODE_BASE, CODE_BASE + k.entry, kd,
                        list(meta.get(".args", [])), int(meta.get(".kernarg_segment_size", kd.kernarg_size)),
                        wg, vgprs, agprs, kd.group_segment_fixed_size, locate, accum_offset, max_wg)


def _locator(program, base, image):
    """Map an image offset to (SourceLoc, notes) of the instruction there, from the program's listing."""
    listing = getattr(program, "listing", None) or []
    text_address = getattr(program, "text_address", 0)
    where = {line.address: (line.loc, tuple(line.notes)) for line in listing if line.data and line.loc is not None}
    if not where:
        return None
    return lambda off: where.get(off - text_address)


# ---- arguments --------------------------------------------------------------------------------------------------
def build_kernarg(launch: KernelLaunch, values: Sequence, mem: GlobalMemory, grid=(1, 1, 1), block=(64, 1, 1),
                  dims: int = 1, dynamic_lds: int = 0) -> tuple[bytes, dict]:
    return kernargs.build_kernarg(launch.name, launch.args, launch.kernarg_size, values, mem, grid=grid,
                                  block=block, dims=dims, fail=_error,
                                  lds_fixed=launch.descriptor.group_segment_fixed_size, lds_extra=dynamic_lds)


# ---- waves --------------------------------------------------------------------------------------------------------
def _mode_from_rsrc1(rsrc1: int) -> int:
    round32, round1664 = (rsrc1 >> 12) & 3, (rsrc1 >> 14) & 3
    den32, den1664 = (rsrc1 >> 16) & 3, (rsrc1 >> 18) & 3
    dx10, ieee = (rsrc1 >> 21) & 1, (rsrc1 >> 23) & 1
    return round32 | round1664 << 2 | den32 << 4 | den1664 << 6 | dx10 << 8 | ieee << 9


def _setup_batch(launch: KernelLaunch, family: str, wg_ids: np.ndarray, block, kernarg_addr: np.ndarray,
                 dispatch_addr: np.ndarray, queue_addr: int = 0) -> Waves:
    """Waves for the workgroups `wg_ids` [n, 3]; kernarg_addr / dispatch_addr [n]: each workgroup's dispatch."""
    bx, by, bz = block
    threads = bx * by * bz
    wpg = -(-threads // 64)
    nwg = len(wg_ids)
    st = Waves(nwg * wpg, launch.vgprs, agprs=launch.agprs, accum_offset=launch.accum_offset)
    kd = launch.descriptor
    st.slot[:] = np.repeat(np.arange(nwg), wpg)
    st.pc[:] = launch.entry
    st.hwreg[:, 1] = _mode_from_rsrc1(kd.rsrc1)
    st.hwreg[:, HW_REG_SH_MEM_BASES] = SH_MEM_BASES
    # user SGPRs
    s = 0
    per_wave = {"kernarg_segment_ptr": np.repeat(kernarg_addr, wpg), "dispatch_ptr": np.repeat(dispatch_addr, wpg),
                "queue_ptr": np.full(len(st.pc), queue_addr, np.uint64)}
    for name, bit, count in _USER_SGPRS:
        if kd.code_properties >> bit & 1:
            if name in per_wave:
                st.sgpr[:, s] = per_wave[name] & 0xFFFFFFFF
                st.sgpr[:, s + 1] = per_wave[name] >> 32
            elif name == "private_segment_buffer":
                st.sgpr[:, s:s + 4] = scratch_resource()
            elif name == "private_segment_size":
                st.sgpr[:, s] = launch.scratch_bytes
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
    struct.pack_into("<II", pkt, 24, launch.scratch_bytes, launch.lds_bytes)
    struct.pack_into("<Q", pkt, 40, kernarg_addr)
    return bytes(pkt)


def check_dispatch(launch: KernelLaunch, grid, block, memory_limit: int = MEMORY_LIMIT) -> None:
    """Refuse a dispatch the hardware cannot make or the simulator cannot hold, before anything is allocated."""
    threads = block[0] * block[1] * block[2]
    if threads > MAX_WORKGROUP_SIZE:
        raise _error(f"block {block} has {threads:,} work-items; a workgroup has at most {MAX_WORKGROUP_SIZE}")
    if threads > launch.max_workgroup_size:
        raise _error(f"block {block} has {threads} work-items but kernel '{launch.name}' declares at most "
                     f"{launch.max_workgroup_size} (numthreadpergroup / .max_flat_workgroup_size)")
    items = [g * b for g, b in zip(grid, block)]
    if items[0] * items[1] * items[2] >= 1 << 32:
        raise _error(f"grid {grid} of blocks {block} is {items[0] * items[1] * items[2]:,} work-items; a dispatch "
                     "has fewer than 2^32 (4,294,967,296)")
    if launch.lds_bytes > MAX_LDS_BYTES:
        raise _error(f"kernel '{launch.name}' asks for {launch.lds_bytes:,} bytes of LDS; a workgroup has at most "
                     f"{MAX_LDS_BYTES:,}")
    wpg = -(-threads // 64)
    registers = launch.vgprs + (launch.agprs if launch.accum_offset is None else 0)
    need = wpg * (64 * 4 * registers + 64 * launch.scratch_bytes) \
        + launch.lds_bytes
    if need > memory_limit:
        raise _error(f"one workgroup of kernel '{launch.name}' needs {need:,} bytes of simulated registers, LDS and "
                     f"scratch ({launch.scratch_bytes:,} bytes of scratch per work-item), "
                     f"more than the simulator's memory limit of {memory_limit:,} bytes")


def launch_kernel(launch: KernelLaunch, grid, block, arg_sets: Sequence[Sequence], *,
                  step_limit=DEFAULT_STEP_LIMIT, mem: GlobalMemory | None = None,
                  check_waitcnt: bool = True, memory_limit: int = MEMORY_LIMIT,
                  scratch: int | None = None, time_limit: float | None = DEFAULT_TIME_LIMIT,
                  dynamic_lds: int = 0) -> RunResult:
    """Dispatch the kernel once per argument list in `arg_sets`, all simulated together (same grid and block).
    `scratch`: private bytes per work-item when more than the descriptor's (a compiler's dynamic stack).
    `dynamic_lds`: LDS bytes the dispatch adds after the kernel's own and its `local` pointer arguments' (HIP's
    dynamic shared memory, `extern __shared__`: hipLaunchKernelGGL's sharedMemBytes)."""
    if isinstance(dynamic_lds, bool) or not isinstance(dynamic_lds, (int, np.integer)) or dynamic_lds < 0:
        raise _error(f"dynamic LDS is a number of bytes (0 or more), not {dynamic_lds!r}")
    dynamic_lds = int(dynamic_lds)
    family = ARCH_FAMILY[launch.arch]
    dims = max(len(grid) if isinstance(grid, (tuple, list)) else 1,
               len(block) if isinstance(block, (tuple, list)) else 1)
    grid = _dims(grid, "grid")
    block = _dims(block if block is not None else launch.workgroup_size, "block")
    threads = block[0] * block[1] * block[2]
    # `local` pointer arguments add LDS to what the kernel declares (the same for every dispatch of one run)
    lds_total = (max(lds_layout(launch.args, list(a), launch.lds_bytes)[1] for a in arg_sets)
                 if arg_sets else launch.lds_bytes) + dynamic_lds
    if lds_total != launch.lds_bytes:
        launch = dataclasses.replace(launch, lds_bytes=lds_total)
    if scratch is not None and scratch > launch.scratch_bytes:
        launch = dataclasses.replace(launch, extra_scratch=scratch - launch.descriptor.private_segment_fixed_size)
    check_dispatch(launch, grid, block, memory_limit)
    mem = mem or GlobalMemory()
    mem.map(f"the code object of '{launch.name}'", launch.code, address=launch.base)
    kernargs, dispatches, addresses = [], [], {}
    for args in arg_sets:
        kernarg, addrs = build_kernarg(launch, list(args), mem, grid, block, dims, dynamic_lds)
        kernargs.append(mem.map("the kernarg segment", kernarg).base)
        dispatches.append(mem.map("the dispatch packet", _dispatch_packet(launch, grid, block, kernargs[-1])).base)
        addresses = addresses or addrs
    kernargs_a, dispatches_a = np.array(kernargs, np.uint64), np.array(dispatches, np.uint64)
    queue = mem.map("the queue", queue_object()).base
    image = CodeImage(launch.arch, launch.code, launch.base, launch.name, launch.entry, launch.locate,
                      functions=launch.functions)
    stats = Stats()
    wpg = -(-threads // 64)
    # memory per workgroup in a batch: registers of its waves, its LDS and its lanes' scratch
    separate_agprs = launch.agprs if launch.accum_offset is None else 0
    per_group = wpg * (64 * 4 * (launch.vgprs + separate_agprs) + 1024
                       + 64 * launch.scratch_bytes) + launch.lds_bytes
    batch_wgs = max(1, min(MAX_BATCH_WAVES // wpg, MAX_BATCH_BYTES // per_group))
    gx, gy, gz = grid
    per_dispatch = gx * gy * gz
    total = per_dispatch * len(arg_sets)
    last = None
    for start in range(0, total, batch_wgs):
        flat = np.arange(start, min(total, start + batch_wgs))
        which, ids = flat // per_dispatch, flat % per_dispatch
        wg_ids = np.stack([ids % gx, (ids // gx) % gy, ids // (gx * gy)], axis=1).astype(np.uint32)
        st = _setup_batch(launch, family, wg_ids, block, kernargs_a[which], dispatches_a[which], queue)
        lds = LocalMemory(len(flat), launch.lds_bytes)
        run_batch(image, st, mem, lds, stats, step_limit, launch.scratch_bytes,
                  check_waitcnt, time_limit)
        last = st
    return RunResult(launch.name, grid, block, stats.waves, stats.instructions, stats.lane_instructions,
                     stats.seconds, last, addresses)


def run_program(program, kernel: str | None = None, grid=(1,), block=None, args: Sequence = (), *,
                step_limit: int | None = DEFAULT_STEP_LIMIT, check_waitcnt: bool = True,
                memory_limit: int = MEMORY_LIMIT, arch: str | None = None, name: str = "<code object>",
                scratch: int | None = None, time_limit: float | None = DEFAULT_TIME_LIMIT,
                dynamic_lds: int = 0) -> RunResult:
    """Run `kernel` of a built program on the simulator; numpy `ptr` arguments are updated in place.

    `check_waitcnt`: report registers used before the s_waitcnt that covers the load writing them (masm.sim.hazards).
    `step_limit`: stop (an endless loop?) after that many instruction steps of one batch of waves (None: no
    limit), and after `time_limit` seconds of CPU time of one batch (None: no limit); a batch whose whole state
    repeats is reported as an endless loop at once.  `program` may also be the
    bytes of a code object (`name` for messages; `arch` overrides its ELF header).  `dynamic_lds`: LDS bytes the
    launch adds after the kernel's own (`launch_kernel`).
    """
    launch = kernel_from_program(program, kernel, arch=arch, name=name)
    return launch_kernel(launch, grid, block, [list(args)], step_limit=step_limit, check_waitcnt=check_waitcnt,
                         memory_limit=memory_limit, scratch=scratch, time_limit=time_limit, dynamic_lds=dynamic_lds)


def run_dispatches(program, arg_sets: Sequence[Sequence], kernel: str | None = None, grid=(1,), block=None, *,
                   step_limit: int | None = DEFAULT_STEP_LIMIT, check_waitcnt: bool = True,
                   time_limit: float | None = DEFAULT_TIME_LIMIT) -> RunResult:
    """Several dispatches of one kernel with different arguments, simulated together: as fast as one dispatch when
    the kernel's run time is dominated by per-instruction overhead (few waves, long programs)."""
    launch = kernel_from_program(program, kernel)
    return launch_kernel(launch, grid, block, [list(a) for a in arg_sets], step_limit=step_limit,
                         check_waitcnt=check_waitcnt, time_limit=time_limit)


# ---- raw code (tests) -------------------------------------------------------------------------------------------
def run_code(code: bytes, arch: str = "gfx900", *, waves: int = 1, vgprs: int = 64, agprs: int = 0,
             lds_bytes: int = 65536, waves_per_group: int | None = None, buffers: dict | None = None,
             init: Callable | None = None, mode: int = 0xF0, step_limit: int | None = 1_000_000,
             private_bytes: int = 0, check_waitcnt: bool = True, time_limit: float | None = None) -> RunResult:
    """Execute raw code bytes from offset 0 on `waves` waves with full EXEC (tests and experiments).

    `buffers` (name -> numpy array) are mapped into global memory; `init(state, addresses)` then sets registers.
    `mode` is the MODE register (default: round to nearest even, no denormal flushing).
    """
    mem = GlobalMemory()
    mem.map("the code", bytes(code), address=CODE_BASE)
    addresses = {name: mem.map(name, arr).base for name, arr in (buffers or {}).items()}
    if agprs and target(arch).unified_agprs:     # the AccVGPRs after the (4-aligned) VGPRs, one file
        accum = -(-vgprs // 4) * 4
        st = Waves(waves, accum + agprs, accum_offset=accum)
    else:
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
    run_batch(image, st, mem, lds, stats, step_limit, private_bytes, check_waitcnt, time_limit)
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
