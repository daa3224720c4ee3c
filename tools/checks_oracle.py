"""Measure masm's static checks against the compiler corpus (tests/compiler): warnings on compiler output as emitted
(false positives, must be 0) and the share of compiler-inserted `s_waitcnt` / `s_nop` whose deletion masm reports,
per compiler and arch, per arch, and per kind; every deletion masm does not report is listed with the reason it is
not needed by any rule (or "unexplained").

    python tools/checks_oracle.py                      # the whole corpus (several minutes; run it with nice)
    python tools/checks_oracle.py --arch gfx942 --clang clang19 --source oracle_mfma_chains
    python tools/checks_oracle.py --list               # also list every unreported deletion with its reason
    python tools/checks_oracle.py --sample 8           # one deletion in 8 (the sample tests/checks uses)

Kinds: "waits" are the `s_waitcnt` that wait for something outstanding on some path (a wait with nothing
outstanding on any path is redundant, counted apart as "idle"); "nops" are the `s_nop`.  Exit status 1 when compiler
output as emitted gives a warning or a per-arch rate is under --min (default 95%).
"""
from __future__ import annotations

import argparse
import collections
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tests", "compiler"))
sys.path.insert(0, os.path.join(ROOT, "tests", "checks"))

from compiler_corpus import corpus_files  # noqa: E402
from deletions import deletions, sampled  # noqa: E402

# why an unreported deletion is not needed by any of masm's rules (first match wins)
_ORDERING_NEXT = re.compile(r"^(?:global_|flat_|buffer_|ds_)\S*(?:store|atomic|_add|_sub|_inc|_dec|_max|_min|_and|"
                            r"_or|_xor|_swap|_cmpswap|write|wrxchg|cmpst)|^ds_gws_|^buffer_wbinvl1|^buffer_inv|"
                            r"^s_barrier|^s_dcache_wb|^buffer_wbl2")
# an atomic that returns its old value (LDS `_rtn` forms and exchanges; VMEM atomics with glc): a full wait right
# after one is the acquire half of an acquire / seq_cst atomic when no register needs it
_RETURNING_ATOMIC = re.compile(r"^(?:ds_\S*_rtn_|ds_wrxchg|(?:global|flat|buffer)_atomic\S*\s.*\bglc\b)")
_FULL_WAIT = re.compile(r"^s_waitcnt(?:\s+(?:vmcnt|lgkmcnt)\(0\))+\s*$")
_LOAD = re.compile(r"^(?:global_load|flat_load|buffer_load|scratch_load|s_load|s_buffer_load)")
_WRITELANE = re.compile(r"^v_writelane_b32 (v\d+), s(\d+),")


_AGPR_OFFSET = 226         # LLVM 14's SIInsertWaitcnts: AGPR n shares the slot of VGPR n + 226 (LLVM 19: 256)
_REGISTERS = re.compile(r"\b([va])(?:(\d+)|\[(\d+):(\d+)\])")


def _registers(text: str) -> set:
    """The VGPRs and AGPRs `text` names, as (kind, number)."""
    out = set()
    for kind, one, lo, hi in _REGISTERS.findall(text):
        out.update((kind, n) for n in (range(int(lo), int(hi) + 1) if lo else (int(one),)))
    return out


def _agpr_alias(waited: tuple, after: str, wait: str) -> str:
    """The load of `waited` (`Deletion.waited` of the s_waitcnt `wait`) whose destination LLVM 14 takes for a
    register `after` names (the VGPR n + 226 of an AGPR n, or the reverse), when `wait` is for it: the nearest it
    waits for, or any of them when the count is vmcnt(62) (LLVM caps a wait for a load more than 62 back so); ""
    when none is, or when one of them writes a register `after` names itself."""
    named = _registers(after)
    found = ""
    for n, text in enumerate(waited):
        if "load" not in text.split()[0] or " " not in text:
            continue
        written = _registers(text.split(None, 1)[1].split(",")[0])
        if written & named:
            return ""
        alias = {("a", k - _AGPR_OFFSET) if kind == "v" else ("v", k + _AGPR_OFFSET) for kind, k in written}
        if alias & named and not found and (n == 0 or "vmcnt(62)" in wait):
            found = text
    return found


def reason(d) -> str:
    """Why deleting `d` (an unreported Deletion) leaves nothing any rule of masm needs."""
    word = d.text.split()[0]
    if word == "s_waitcnt":
        if d.idle:
            return "idle: nothing is outstanding on any path that this count would wait for"
        if _ORDERING_NEXT.search(d.after):
            return (f"memory ordering: it completes earlier memory operations before `{d.after.split()[0]}` (the "
                    "release half of an atomic or fence, or a GWS operation); no register depends on it, and the "
                    "instructions do not say what ordering the program needs")
        if _RETURNING_ATOMIC.search(d.before) and _FULL_WAIT.match(d.text):
            return (f"memory ordering: it completes the atomic `{d.before.split()[0]}` before the memory operations "
                    "after it (the acquire half of an acquire or seq_cst atomic); its returned value is waited for "
                    "again before it is read")
        alias = _agpr_alias(d.waited, d.after, d.text)
        if alias:
            return ("LLVM 14's AGPR alias: its SIInsertWaitcnts (gfx90a) numbers AGPR n as VGPR n + 226, so "
                    f"`{d.after}` waits for `{alias}`, which writes another register")
        return "unexplained"
    if _LOAD.search(d.before) and _LOAD.search(d.after):
        return ("clause break: it splits back-to-back loads that share no register (LLVM saw implicit operands of "
                "spill reloads); with XNACK replay only overlapping registers need it")
    first, second = _WRITELANE.match(d.before), _WRITELANE.match(d.after)
    if first and second and first.group(1) == second.group(1) and int(second.group(2)) == int(first.group(2)) + 1:
        return ("SGPR spill: it splits the lane writes of one spilled SGPR tuple; LLVM's spill code marks the first "
                "v_writelane as defining the whole tuple, so its rule for an SGPR a VALU writes and a VALU reads "
                "fires, but neither instruction writes an SGPR")
    return "unexplained: no rule of the table needs wait states here on any path"


def measure(entries, sample: int = 0):
    """{(clang, arch): Counter}, [(entry name, Deletion)] of unreported ones, [false-positive diagnostics]."""
    per: dict = collections.defaultdict(collections.Counter)
    missed, fps = [], []
    only = (lambda i, ln: sampled(ln, sample)) if sample else None
    for entry in entries:
        base, dels = deletions(entry.text(), entry.arch, entry.name, only=only)
        row = per[(entry.clang, entry.arch)]
        row["files"] += 1
        row["false+"] += len(base)
        fps.extend(base)
        for d in dels:
            kind = "waits" if d.text.startswith("s_waitcnt") else "nops"
            if kind == "waits" and d.idle and not d.reported:
                row["idle"] += 1
                continue
            row[kind] += 1
            row[kind + "_reported"] += d.reported
            if not d.reported:
                missed.append(d)
    return per, missed, fps


def _pct(a: int, b: int) -> str:
    return f"{a}/{b} {100 * a / b:5.1f}%" if b else "-"


def _row(key: str, r) -> str:
    return (f"{key:<16} {r['files']:>5} {r['false+']:>6} {_pct(r['waits_reported'], r['waits']):>20} "
            f"{r['idle']:>5} {_pct(r['nops_reported'], r['nops']):>18}")


def low_rates(label: str, row, minimum: float) -> list[str]:
    """`label KIND` for each kind (waits, nops) whose reported share in `row` is under `minimum` percent."""
    return [f"{label} {kind}" for kind in ("waits", "nops")
            if row[kind] and 100 * row[kind + "_reported"] < minimum * row[kind]]


def print_findings(missed, fps, listed: str) -> None:
    """The unreported deletions by reason, the false positives, then the unreported deletions `listed`: "every",
    "unexplained" (those no rule explains) or "none"."""
    reasons = collections.Counter(reason(d).split(":")[0] for d in missed)
    print("unreported deletions by reason: " + (", ".join(f"{k} {n}" for k, n in reasons.most_common()) or "none"))
    for d in fps[:50]:
        print(f"FALSE POSITIVE {d.loc.file}:{d.loc.line}: {d.message}")
    for d in missed if listed != "none" else ():
        why = reason(d)
        if listed == "every" or why.startswith("unexplained"):
            print(f"UNREPORTED {d.file}:{d.line}: `{d.text}` before `{d.after}` -- {why}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--arch")
    ap.add_argument("--clang")
    ap.add_argument("--source", help="only this kernel file (stem)")
    ap.add_argument("--opt", help="only this optimisation level (O1, O2)")
    ap.add_argument("--sample", type=int, default=0, help="delete only one instruction in N (a fixed choice)")
    ap.add_argument("--list", action="store_true", help="list every unreported deletion with its reason")
    ap.add_argument("--min", type=float, default=95.0, help="lowest acceptable per-arch rate (percent)")
    args = ap.parse_args(argv)
    entries = [e for e in corpus_files(clang=args.clang, arch=args.arch, opt=args.opt)
               if not args.source or e.source == args.source]
    per, missed, fps = measure(entries, args.sample)
    head = f"{'corpus':<16} {'files':>5} {'false+':>6} {'waits reported':>20} {'idle':>5} {'nops reported':>18}"
    print("deleting one compiler-inserted s_waitcnt or s_nop: reported / deleted; idle = waits with nothing "
          "outstanding (redundant, not counted)")
    print(head)
    by_arch: dict = collections.defaultdict(collections.Counter)
    total = collections.Counter()
    for (clang, arch) in sorted(per):
        print(_row(f"{clang}/{arch}", per[(clang, arch)]))
        by_arch[arch].update(per[(clang, arch)])
        total.update(per[(clang, arch)])
    print("per arch (both compilers)")
    low = []
    for arch in sorted(by_arch):
        print(_row(arch, by_arch[arch]))
        low += low_rates(arch, by_arch[arch], args.min)
    print(_row("all", total))
    print_findings(missed, fps, "every" if args.list else "none")
    if low:
        print("under the --min rate: " + ", ".join(low))
    return 1 if fps or low else 0


if __name__ == "__main__":
    sys.exit(main())
