#!/usr/bin/env python3
"""A seeded fuzz campaign of the kinds tests/fuzz/ runs briefly, for longer and in cold processes:

  sources   mutated samples, standard macros, docs examples, corpus lines, compiler output and pathological
            inputs through build (every output format and the report; some then run on the simulator), expand, lint
  binaries  mutated raw code and code objects through the disassembler, `masm disasm` and the simulator's loader
  cli       random `masm` command lines: in a worker, and every `--cold-every`-th one in its own `python -m masm.cli`
  lsp       random client sessions (including hostile URIs and framing) against `masm lsp` over stdio
  dataloss  `masm build` and `masm run` killed mid-write: outputs are old or complete, never partial

Each input runs in a child process with a time limit (default 10 s: longer is a hang) and an address-space cap
(default 1 GiB); worker processes are replaced every `--recycle` inputs. Prints

  N inputs, C crashes, H hangs, L data-loss

then one line per distinct finding, and writes a reproducer per finding into `--out` (case.json, the input as a file,
and repro.py, which runs the case again in a fresh worker and prints the outcome).

    nice python tools/fuzz_campaign.py --seed 1 --minutes 10
    nice python tools/fuzz_campaign.py --seed 2 --minutes 5 --kinds sources,binaries --out /tmp/findings
"""
from __future__ import annotations

import argparse
import base64
import json
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.fuzz import fuzz_harness as harness  # noqa: E402
from tests.fuzz import fuzz_inputs as inputs    # noqa: E402

KINDS = ("sources", "binaries", "cli", "lsp", "dataloss")
WEIGHTS = {"sources": 50, "binaries": 30, "cli": 15, "lsp": 2, "dataloss": 1}


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seed", type=int)
    p.add_argument("--minutes", type=float)
    p.add_argument("--target", metavar="CHECKOUT", help="run masm from another checkout (these generators, that code)")
    p.add_argument("--replay", metavar="CASE.json", help="run one saved case (a finding's or a failed test's) and "
                                                          "print its outcome")
    p.add_argument("--kinds", default=",".join(KINDS), help=f"comma-separated subset of {','.join(KINDS)}")
    p.add_argument("--out", default=None, help="folder for reproducers (default: a new folder in /tmp)")
    p.add_argument("--time-limit", type=float, default=harness.TIME_LIMIT, help="seconds per input (default 10)")
    p.add_argument("--memory-mib", type=int, default=harness.MEMORY_LIMIT >> 20, help="address-space cap (1024)")
    p.add_argument("--recycle", type=int, default=50, help="inputs per worker process before a fresh one (50)")
    p.add_argument("--cold-every", type=int, default=4, help="every N-th command line in its own process (4)")
    return p.parse_args(argv)


class Campaign:
    def __init__(self, args):
        self.args = args
        self.rng = random.Random(args.seed)
        self.kinds = [k for k in args.kinds.split(",") if k]
        unknown = set(self.kinds) - set(KINDS)
        if unknown:
            raise SystemExit(f"unknown kinds: {sorted(unknown)}")
        self.out = Path(args.out or tempfile.mkdtemp(prefix=f"masm-fuzz-seed{args.seed}-"))
        self.out.mkdir(parents=True, exist_ok=True)
        self.memory = args.memory_mib << 20
        self.worker = harness.Worker(self.memory, args.time_limit, recycle_after=args.recycle)
        self.counts = Counter()
        self.inputs = 0
        self.cli_count = 0
        self.findings: dict[str, dict] = {}      # signature -> first finding

    # ----------------------------------------------------------------------------------------------- one input
    def one(self, kind: str):
        rng = self.rng
        if kind == "sources":
            case = inputs.source_case(rng, max_bytes=60_000, simulate=True)
            return case, self.confirmed(kind, case, self.worker.run(case))
        if kind == "binaries":
            case = inputs.binary_case(rng)
            return case, self.confirmed(kind, case, self.worker.run(case))
        if kind == "cli":
            case = inputs.cli_case(rng)
            self.cli_count += 1
            if self.args.cold_every and self.cli_count % self.args.cold_every == 0:
                return case, self.cold_cli(case)
            return case, self.confirmed(kind, case, self.worker.run(case))
        if kind == "lsp":
            messages = inputs.lsp_messages(rng, count=rng.randint(5, 60), hostile=rng.random() < 0.5)
            case = {"op": "lsp", "messages": [m if isinstance(m, dict) else {"raw": base64.b64encode(m).decode()}
                                              for m in messages]}
            return case, harness.run_lsp_session(messages, time_limit=max(30.0, 3 * self.args.time_limit),
                                                 memory_limit=self.memory)
        what = rng.choice(("build", "run"))
        seed = rng.randrange(1 << 30)
        probe = harness.dataloss_build if what == "build" else harness.dataloss_run
        return {"op": f"dataloss_{what}", "seed": seed}, probe(random.Random(seed))

    def cold_cli(self, case: dict) -> harness.Outcome:
        with tempfile.TemporaryDirectory(prefix="masm-fuzz-") as folder:
            for name, data in case["files"].items():
                path = Path(folder, name)
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(base64.b64decode(data))
            Path(folder, "dir").mkdir(exist_ok=True)
            case["cold"] = True
            return harness.run_cli_cold(case["args"], folder, case["stdin"], self.args.time_limit, self.memory)

    def confirmed(self, kind: str, case: dict, outcome: harness.Outcome) -> harness.Outcome:
        """The first finding of each signature is re-run in a fresh worker: a hang with three times the limit (a
        loaded machine is not a hang), any other to tell inputs that fail alone from failures left behind by
        earlier inputs in the same process."""
        if not outcome.finding or f"{kind}:{outcome.signature()}" in self.findings:
            return outcome
        with harness.Worker(self.memory, self.args.time_limit * (3 if outcome.status == "hang" else 1)) as fresh:
            again = fresh.run(case)
        if outcome.status == "hang" and again.status != "hang":
            return again
        if not again.finding:
            outcome.kind += " (only after earlier inputs in the same process)"
        return outcome

    # ---------------------------------------------------------------------------------------------- reporting
    def record(self, kind: str, case: dict, outcome: harness.Outcome) -> None:
        status = outcome.status if outcome.status != "baddiag" else "baddiag"
        self.counts[status] += 1
        if not outcome.finding:
            return
        signature = f"{kind}:{outcome.signature()}"
        entry = self.findings.get(signature)
        if entry is not None:
            entry["count"] += 1
            if len(json.dumps(case)) < len(json.dumps(entry["case"])):   # keep the smallest reproducer
                entry["case"] = case
                self.write(signature, entry)
            return
        entry = {"signature": signature, "kind": kind, "count": 1, "case": case, "status": outcome.status,
                 "detail": outcome.detail, "seconds": round(outcome.seconds, 2)}
        self.findings[signature] = entry
        self.write(signature, entry)
        print(f"  new finding: {signature}  -> {self.folder_of(signature)}", flush=True)

    def folder_of(self, signature: str) -> Path:
        index = list(self.findings).index(signature) + 1
        clean = "".join(c if c.isalnum() or c in "-_." else "-" for c in signature)[:80]
        return self.out / f"{index:03d}-{clean}"

    def write(self, signature: str, entry: dict) -> None:
        folder = self.folder_of(signature)
        folder.mkdir(parents=True, exist_ok=True)
        case = entry["case"]
        (folder / "case.json").write_text(json.dumps(case, indent=1))
        (folder / "outcome.txt").write_text(f"{signature}\nseen {entry['count']} times\n\n{entry['detail']}\n")
        if case.get("op") == "api":
            (folder / "input.masm").write_text(case["source"], errors="surrogatepass")
        elif case.get("op") in ("disasm", "load"):
            (folder / "input.bin").write_bytes(base64.b64decode(case["data"]))
        elif case.get("op") == "cli":
            (folder / "command.txt").write_text("masm " + " ".join(repr(a) for a in case["args"]) + "\n")
        (folder / "repro.py").write_text(REPRO.format(root=str(ROOT), time_limit=self.args.time_limit))

    def summary(self, seconds: float) -> str:
        crashes = self.counts["crash"] + self.counts["baddiag"]
        lines = [f"{self.inputs} inputs, {crashes} crashes, {self.counts['hang']} hangs, "
                 f"{self.counts['dataloss']} data-loss",
                 f"  (seed {self.args.seed}, {seconds / 60:.1f} min, kinds {','.join(self.kinds)}; of the crashes "
                 f"{self.counts['baddiag']} are malformed diagnostics; {self.counts['error']} inputs refused with an "
                 f"error, {self.counts['ok']} accepted)"]
        for signature, entry in self.findings.items():
            lines.append(f"  {entry['count']:5d}x {signature}  {self.folder_of(signature)}")
        if self.findings:
            lines.append(f"reproducers in {self.out} (python FOLDER/repro.py)")
        return "\n".join(lines)

    def run(self) -> int:
        start = time.monotonic()
        deadline = start + self.args.minutes * 60
        weights = [WEIGHTS[k] for k in self.kinds]
        last_report = start
        try:
            while time.monotonic() < deadline:
                kind = self.rng.choices(self.kinds, weights)[0]
                case, outcome = self.one(kind)
                self.inputs += 1
                self.record(kind, case, outcome)
                if time.monotonic() - last_report > 60:
                    last_report = time.monotonic()
                    print(f"  ... {self.inputs} inputs, {len(self.findings)} distinct findings", flush=True)
        except KeyboardInterrupt:
            print("interrupted", flush=True)
        finally:
            self.worker.close()
        print(self.summary(time.monotonic() - start), flush=True)
        return 1 if self.findings else 0


REPRO = '''#!/usr/bin/env python3
"""Re-run this finding's case (case.json beside this file) against the masm checkout at {root}."""
import base64, json, random, sys
from pathlib import Path
sys.path.insert(0, {root!r})
from tests.fuzz import fuzz_harness as harness

case = json.loads(Path(__file__).with_name("case.json").read_text())
op = case["op"]
if op == "lsp":
    messages = [base64.b64decode(m["raw"]) if "raw" in m else m for m in case["messages"]]
    outcome = harness.run_lsp_session(messages, time_limit=max(30.0, 3 * {time_limit}))
elif op.startswith("dataloss_"):
    outcome = getattr(harness, op)(random.Random(case["seed"]))
elif op == "cli" and case.get("cold"):
    import tempfile
    with tempfile.TemporaryDirectory() as folder:
        for name, data in case["files"].items():
            path = Path(folder, name)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(base64.b64decode(data))
        Path(folder, "dir").mkdir(exist_ok=True)
        outcome = harness.run_cli_cold(case["args"], folder, case["stdin"], {time_limit})
else:
    with harness.Worker(time_limit={time_limit}) as worker:
        outcome = worker.run(case)
print(outcome.status, outcome.kind, "%.2f s" % outcome.seconds)
print(outcome.detail)
sys.exit(1 if outcome.finding else 0)
'''


def replay(path: str, time_limit: float) -> int:
    """Run a saved case as repro.py does; 1 when it is still a finding."""
    import runpy
    folder = Path(tempfile.mkdtemp(prefix="masm-fuzz-replay-"))
    (folder / "case.json").write_text(Path(path).read_text())
    (folder / "repro.py").write_text(REPRO.format(root=str(ROOT), time_limit=time_limit))
    try:
        runpy.run_path(str(folder / "repro.py"), run_name="__main__")
    except SystemExit as e:
        return int(e.code or 0)
    return 0


def main(argv=None) -> int:
    args = parse_args(argv)
    if args.target:
        import os
        os.environ["MASM_FUZZ_TARGET"] = str(Path(args.target).resolve())
    if args.replay:
        return replay(args.replay, args.time_limit)
    if args.seed is None or args.minutes is None:
        raise SystemExit("--seed and --minutes are required (or --replay CASE.json)")
    return Campaign(args).run()


if __name__ == "__main__":
    sys.exit(main())
