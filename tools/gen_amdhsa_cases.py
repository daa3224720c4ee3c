"""Generate tests/llvm_syntax/amdhsa_cases.json: what llvm-mc builds for `.amdhsa_kernel` blocks, field by field.

    python tools/gen_amdhsa_cases.py            # needs llvm-mc (14) and /usr/lib/llvm-19/bin/llvm-mc

Every `.amdhsa_*` field of masm/codeobject/amdhsa.py is tried with values around its limits on every target (gfx940-942
with LLVM 19 only), plus the combinations whose rules involve several fields (register blocks with the reserved
SGPRs, accum_offset, user SGPR counts, kernarg preload, xnack settings).  Each case records the descriptor's words
or llvm-mc's error (line in the block, message) for LLVM 19 and, where it knows the target, LLVM 14 ("=": the
same as LLVM 19).  A block is written as its entries without the `.amdhsa_` prefix, separated by ";".
Blocks are assembled many to a file; a file with errors is assembled again without the failing blocks.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)

from elf_read import Elf  # noqa: E402
from masm.codeobject.amdhsa import FIELDS  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "tests", "llvm_syntax", "amdhsa_cases.json")
LLVM_MC = {14: shutil.which("llvm-mc"), 19: "/usr/lib/llvm-19/bin/llvm-mc"}
ARCHES = {14: ("gfx803", "gfx900", "gfx906", "gfx908", "gfx90a"),
          19: ("gfx803", "gfx900", "gfx906", "gfx908", "gfx90a", "gfx940", "gfx941", "gfx942")}
ACCUM = ("gfx90a", "gfx940", "gfx941", "gfx942")
ERROR = re.compile(r"^[^:]*:(\d+):(\d+): error: (.*)$")
WORDS = ((0, 4), (4, 4), (8, 4), (44, 4), (48, 4), (52, 4), (56, 2), (58, 2))   # the words fields can set


def values_for(width: int) -> list[int]:
    if width == 1:
        return [0, 1, 2, -1]
    if width <= 9:
        top = (1 << width) - 1
        return sorted({0, 1, 2, 3, top, top + 1, -1} | ({16, 17} if width == 7 else set()))
    return [0, 1, 4, 65536, (1 << 32) - 1, 1 << 32, -1]


REGISTER_VALUES = {"next_free_vgpr": [0, 1, 4, 5, 8, 9, 100, 255, 256, 257, 511, 512, 513, 1 << 32, -1],
                   "next_free_sgpr": [0, 1, 2, 8, 9, 10, 11, 17, 96, 100, 101, 102, 103, 1 << 32, -1],
                   "user_sgpr_count": [0, 1, 2, 15, 16, 31, 32, -1],
                   "accum_offset": [0, 2, 4, 5, 8, 256, 260, -1]}


def base(arch: str) -> dict[str, int]:
    out = {"next_free_vgpr": 1, "next_free_sgpr": 8}
    if arch in ACCUM:
        out["accum_offset"] = 4
    return out


def block(entries: dict[str, int] | list[tuple[str, int | str]]) -> list[str]:
    items = entries.items() if isinstance(entries, dict) else entries
    return [f".amdhsa_{k} {v}" for k, v in items]


def cases_for(arch: str) -> list[tuple[str, list[str]]]:
    """(features, block lines) of every case for `arch`."""
    out = []
    for name, fld in FIELDS.items():
        for v in REGISTER_VALUES.get(name, values_for(fld.width)):
            b = base(arch)
            b[name] = v
            out.append(("", block(b)))
    for sgprs in (9, 10, 11, 12, 13, 17, 18, 19):
        for vcc in (0, 1):
            for flat in (0, 1, None):
                b = base(arch) | {"next_free_sgpr": sgprs, "reserve_vcc": vcc}
                if flat is not None:
                    b["reserve_flat_scratch"] = flat
                out.append(("", block(b)))
    if arch in ACCUM:
        for vgprs in (1, 4, 5, 8, 9, 16, 17, 256, 257, 300, 512):
            for accum in (4, 8, 12, 16, 256):
                out.append(("", block(base(arch) | {"next_free_vgpr": vgprs, "accum_offset": accum})))
        for length, offset, size in ((4, 0, 16), (5, 0, 16), (3, 1, 16), (2, 2, 16), (3, 2, 16), (16, 0, 0),
                                     (8, 4, 64), (2, 0, 0)):
            out.append(("", block(base(arch) | {"kernarg_size": size, "user_sgpr_kernarg_preload_length": length,
                                                 "user_sgpr_kernarg_preload_offset": offset})))
    user = [("user_sgpr_private_segment_buffer", 1), ("user_sgpr_dispatch_ptr", 1), ("user_sgpr_queue_ptr", 1),
            ("user_sgpr_kernarg_segment_ptr", 1), ("user_sgpr_dispatch_id", 1), ("user_sgpr_flat_scratch_init", 1),
            ("user_sgpr_private_segment_size", 1)]
    for count in (None, 0, 6, 13, 14, 15, 16):
        for n in (2, 4, 7):
            extra = [(k, v) for k, v in user[:n]]
            if count is not None:
                extra.append(("user_sgpr_count", count))
            out.append(("", block(list(base(arch).items()) + extra)))
    for features in (":xnack-", ":xnack+"):
        for xnack in (None, 0, 1):
            b = base(arch) | {"next_free_sgpr": 10, "reserve_flat_scratch": 0}
            if arch in ACCUM[1:]:
                del b["reserve_flat_scratch"]
            if xnack is not None:
                b["reserve_xnack_mask"] = xnack
            out.append((features, block(b)))
    # malformed blocks: repeated, unknown, missing
    b = block(base(arch))
    out += [("", b + [".amdhsa_ieee_mode 0", ".amdhsa_ieee_mode 0"]), ("", b + [".amdhsa_bogus 1"]),
            ("", b[1:]), ("", [b[0]] + b[2:]), ("", b + [".amdhsa_ieee_mode 1+1"]),
            ("", b + [".amdhsa_group_segment_fixed_size 4*(3+5)"])]
    if arch in ACCUM:
        out.append(("", b[:2]))
    return out


def supports(arch: str, features: str) -> bool:
    return not (features and arch == "gfx803")


def run(ver: int, arch: str, features: str, bodies: list[list[str]]) -> list:
    """Each body's descriptor words (hex) or [line in the body (1 = first entry), message]."""
    lines = [f'.amdgcn_target "amdgcn-amd-amdhsa--{arch}{features}"', ".rodata"]
    starts = []
    for i, body in enumerate(bodies):
        starts.append(len(lines) + 1)
        lines += [f".amdhsa_kernel k{i}"] + ["  " + x for x in body] + [".end_amdhsa_kernel"]
    ends = starts[1:] + [len(lines) + 1]
    mattr = [f"-mattr={'+' if features.endswith('+') else '-'}xnack"] if features else []
    with tempfile.TemporaryDirectory() as d:
        src, obj = os.path.join(d, "a.s"), os.path.join(d, "a.o")
        with open(src, "w") as f:
            f.write("\n".join(lines) + "\n")
        p = subprocess.run([LLVM_MC[ver], "-triple", "amdgcn-amd-amdhsa", f"-mcpu={arch}", *mattr, "-filetype=obj",
                            src, "-o", obj], capture_output=True, text=True)
        errors = {}
        for line in p.stderr.splitlines():
            m = ERROR.match(line)
            if not m:
                continue
            number = int(m.group(1))
            for i, (s, e) in enumerate(zip(starts, ends)):
                if s <= number < e and i not in errors:
                    errors[i] = [number - s, m.group(3)]
        out: list = [None] * len(bodies)
        if p.returncode == 0:
            elf = Elf(open(obj, "rb").read())
            rodata = elf.section(".rodata")
            for sym in elf.symbols():
                m = re.fullmatch(r"k(\d+)\.kd", sym.name)
                if m:
                    kd = rodata.data[sym.value:sym.value + 64]
                    out[int(m.group(1))] = ",".join(f"{int.from_bytes(kd[o:o + n], 'little'):x}" for o, n in WORDS)
        elif not errors:
            raise RuntimeError(p.stderr)
    for i, err in errors.items():
        out[i] = err
    if errors and len(errors) < len(bodies):
        good = [i for i in range(len(bodies)) if i not in errors]
        for i, result in zip(good, run(ver, arch, features, [bodies[i] for i in good])):
            out[i] = result
    return out


def main() -> None:
    cases = []
    for arch in ARCHES[19]:
        mine = cases_for(arch)
        record = [{"arch": arch, "features": f, "block": b} for f, b in mine if supports(arch, f)]
        for ver in (14, 19):
            if arch not in ARCHES[ver]:
                continue
            for features in sorted({r["features"] for r in record}):
                chosen = [r for r in record if r["features"] == features]
                for r, result in zip(chosen, run(ver, arch, features, [r["block"] for r in chosen])):
                    r[f"llvm{ver}"] = result
        for r in record:           # compact: entries without their prefix, LLVM 14's result only where it differs
            r["block"] = ";".join(x[len(".amdhsa_"):] for x in r["block"])
            if "llvm14" in r and r["llvm14"] == r["llvm19"]:
                r["llvm14"] = "="
        cases += record
        print(arch, len(record), "cases", file=sys.stderr)
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as f:
        f.write("[\n" + ",\n".join(json.dumps(c, separators=(",", ":")) for c in cases) + "\n]\n")
    print(f"wrote {len(cases)} cases to {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
