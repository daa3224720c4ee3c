"""Benchmark: assemble a 60,000-instruction plain GCN file with masm and with llvm-mc, print wall times and ratio.

    python tools/bench_plain.py [--arch gfx900] [--count 60000] [--seed 1]

The file mixes what hand-written kernels contain (VALU with register operands, constants and literals, SALU,
scalar/vector/LDS memory, waits, compares and branches to labels) with registers drawn at random, so most lines
are distinct.  The commands take turns --repeat times (default 5) and each one's fastest run counts.  Timed:
`masm build --format raw` as a command (process start included), the same through
masm.assemble in-process, the ISA layer alone (masm.isa.plain.assemble_plain), and `llvm-mc -filetype=obj`.
"""
from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

TEMPLATES = [
    "v_fma_f32 v{v0}, v{v1}, v{v2}, v{v3}",
    "v_add_f32 v{v0}, v{v1}, v{v2}",
    "v_mul_f32 v{v0}, s{s0}, v{v1}",
    "v_add_u32 v{v0}, {i}, v{v1}",
    "v_mad_u32_u24 v{v0}, v{v1}, {i}, v{v2}",
    "v_mov_b32 v{v0}, 0x{lit:x}",
    "v_cndmask_b32 v{v0}, v{v1}, v{v2}, vcc",
    "v_cmp_gt_f32 vcc, {f}, v{v1}",
    "v_lshlrev_b32 v{v0}, 2, v{v1}",
    "v_add_co_u32 v{v0}, vcc, s{s0}, v{v1}",
    "v_addc_co_u32 v{v1}, vcc, 0, v{v2}, vcc",
    "v_fma_f64 v[{d0}:{d0p}], v[{d1}:{d1p}], v[{d2}:{d2p}], v[{d0}:{d0p}]",
    "v_pk_fma_f16 v{v0}, v{v1}, v{v2}, v{v3}",
    "v_mov_b32_dpp v{v0}, v{v1} row_shr:{r} row_mask:0xf bank_mask:0xf",
    "v_add_f32_sdwa v{v0}, v{v1}, v{v2} dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD",
    "s_add_u32 s{s0}, s{s1}, {i}",
    "s_addc_u32 s{s1}, s{s2}, 0",
    "s_lshl_b32 s{s0}, s{s1}, 4",
    "s_mov_b32 s{s0}, 0x{lit:x}",
    "s_cmp_lt_u32 s{s0}, s{s1}",
    "s_load_dwordx4 s[{q0}:{q0p}], s[{p0}:{p0p}], 0x{off:x}",
    "s_waitcnt vmcnt({c}) lgkmcnt(0)",
    "global_load_dword v{v0}, v[{d1}:{d1p}], off offset:{off}",
    "global_store_dword v[{d1}:{d1p}], v{v0}, off",
    "buffer_load_dword v{v0}, v{v1}, s[{q0}:{q0p}], 0 offen offset:{off}",
    "ds_read_b32 v{v0}, v{v1} offset:{off}",
    "ds_write2_b32 v{v0}, v{v1}, v{v2} offset0:{c} offset1:{r}",
    "s_cbranch_scc1 L{label}",
]


# GCN3 (gfx803) spells some of these differently or lacks them: the same mix in its own syntax.
GFX8_TEMPLATES = {
    "v_add_u32 v{v0}, {i}, v{v1}": "v_add_u32 v{v0}, vcc, {i}, v{v1}",
    "v_add_co_u32 v{v0}, vcc, s{s0}, v{v1}": "v_add_u32 v{v0}, vcc, s{s0}, v{v1}",
    "v_addc_co_u32 v{v1}, vcc, 0, v{v2}, vcc": "v_addc_u32 v{v1}, vcc, 0, v{v2}, vcc",
    "v_pk_fma_f16 v{v0}, v{v1}, v{v2}, v{v3}": "v_mad_f16 v{v0}, v{v1}, v{v2}, v{v3}",
    "global_load_dword v{v0}, v[{d1}:{d1p}], off offset:{off}": "flat_load_dword v{v0}, v[{d1}:{d1p}]",
    "global_store_dword v[{d1}:{d1p}], v{v0}, off": "flat_store_dword v[{d1}:{d1p}], v{v0}",
}


def make_source(count: int, seed: int, arch: str = "gfx900") -> str:
    templates = [GFX8_TEMPLATES.get(t, t) for t in TEMPLATES] if arch == "gfx803" else TEMPLATES
    rng = random.Random(seed)
    lines = []
    labels = 0
    for i in range(count):
        if i % 200 == 0:
            lines.append(f"L{labels}:")
            labels += 1
        d = [rng.randrange(0, 250, 2) for _ in range(3)]
        q, p = rng.randrange(0, 96, 4), rng.randrange(0, 96, 2)
        t = rng.choice(templates)
        lines.append("  " + t.format(
            v0=rng.randrange(256), v1=rng.randrange(256), v2=rng.randrange(256), v3=rng.randrange(256),
            s0=rng.randrange(100), s1=rng.randrange(100), s2=rng.randrange(100), i=rng.randrange(-16, 65),
            lit=rng.randrange(1 << 32), f=rng.choice(["0.5", "1.0", "-2.0", "0.15915494", "4.0"]),
            d0=d[0], d0p=d[0] + 1, d1=d[1], d1p=d[1] + 1, d2=d[2], d2p=d[2] + 1, q0=q, q0p=q + 3, p0=p, p0p=p + 1,
            off=rng.randrange(0, 4096, 4), c=rng.randrange(16), r=rng.randrange(1, 16),
            label=rng.randrange(max(0, labels - 20), labels)))
    lines.append("  s_endpgm")
    return "\n".join(lines) + "\n"


def timed(fn):
    t = time.perf_counter()
    result = fn()
    return time.perf_counter() - t, result


REPEAT = 5


def child_times(commands: dict):
    """{name: (wall s, CPU s of the child, CompletedProcess)} for each command (a list of subprocess.run keyword
    dicts), the fastest of REPEAT runs.  The commands take turns round by round, so a slow spell of a shared machine
    falls on all of them alike instead of on whichever ran then."""
    best: dict = {}
    for _ in range(REPEAT):
        for name, kwargs in commands.items():
            before = os.times()
            t, result = timed(lambda: subprocess.run(**kwargs))
            after = os.times()
            cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
            if name not in best or t < best[name][0]:
                best[name] = (t, cpu, result)
    return best


def _installed_env() -> dict:
    """The environment for the masm command, as an installed tool runs: Python may keep its bytecode cache
    (PYTHONDONTWRITEBYTECODE would recompile every module on every run; the first of the runs fills the cache)."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def cpu_timed(fn):
    """(wall s, CPU s of this process, result): on a busy machine the CPU time is the steadier figure."""
    c = time.process_time()
    t, result = timed(fn)
    return t, time.process_time() - c, result


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--arch", default="gfx900")
    ap.add_argument("--count", type=int, default=60000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=REPEAT, help="runs per command; the fastest counts")
    args = ap.parse_args(argv)
    globals()["REPEAT"] = max(1, args.repeat)
    source = make_source(args.count, args.seed, args.arch)
    distinct = len(set(source.splitlines()))
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "bench.s")
        with open(path, "w") as f:
            f.write(source)
        print(f"{args.count} instructions ({distinct} distinct lines), arch {args.arch}")
        rows = []
        llvm = shutil.which("llvm-mc")
        t_llvm = None
        commands = {}
        if llvm:
            commands["llvm-mc -filetype=obj"] = dict(
                args=[llvm, "-arch=amdgcn", f"-mcpu={args.arch}", "-filetype=obj", path, "-o",
                      os.path.join(tmp, "bench.o")], capture_output=True, text=True)
        commands["python -c pass (interpreter start-up alone)"] = dict(
            args=[sys.executable, "-c", "pass"], env=_installed_env())
        commands["masm build --format raw"] = dict(
            args=[sys.executable, "-m", "masm.cli", "build", path, "--arch", args.arch, "--format", "raw", "-o",
                  os.path.join(tmp, "bench.bin"), "--quiet"],
            capture_output=True, text=True, cwd=ROOT, env=_installed_env())
        times = child_times(commands)
        if llvm:
            t_llvm, _, p = times["llvm-mc -filetype=obj"]
            if p.returncode:
                print("llvm-mc failed:", p.stderr[:500])
                return 1
        for name, (t, cpu, p) in times.items():
            failed = name.startswith("masm") and p.returncode
            rows.append((name + (" (FAILED)" if failed else ""), t, cpu))
            if failed:
                print("masm build failed:", (p.stderr or p.stdout)[:500])
        import masm
        from masm.isa.plain import assemble_plain
        from masm.isa import encoder
        encoder.clear_caches()
        t_isa, c_isa, code = cpu_timed(lambda: assemble_plain(source, args.arch, filename=path))
        rows.append(("masm.isa.plain.assemble_plain (in-process)", t_isa, c_isa))
        from masm.isa import disassemble
        t_dis, c_dis, _ = cpu_timed(lambda: disassemble(code, args.arch))
        rows.append(("masm.isa.disassemble of those bytes", t_dis, c_dis))
        encoder.clear_caches()
        try:
            t_api, c_api, code2 = cpu_timed(lambda: masm.assemble(source, args.arch, filename=path))
            rows.append(("masm.assemble (in-process)", t_api, c_api))
        except Exception as e:  # noqa: BLE001 - the benchmark reports, it does not judge
            print(f"masm.assemble failed: {type(e).__name__}: {str(e)[:200]}")
        if llvm:
            objcopy = shutil.which("llvm-objcopy")
            if objcopy:
                subprocess.run([objcopy, "-O", "binary", "-j", ".text", os.path.join(tmp, "bench.o"),
                                os.path.join(tmp, "llvm.bin")], check=True)
                with open(os.path.join(tmp, "llvm.bin"), "rb") as f:
                    same = f.read() == code
                print(f"masm bytes {'==' if same else '!='} llvm-mc bytes ({len(code)} bytes)")
        for name, t, *cpu in rows:
            ratio = f"  {t / t_llvm:5.2f}x llvm-mc" if t_llvm else ""
            cpu_text = f"  (CPU {cpu[0]:6.3f} s, {args.count / cpu[0]:7.0f} instr/s)" if cpu else ""
            print(f"  {name:45s} {t:7.3f} s  {args.count / t:9.0f} instr/s{ratio}{cpu_text}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
