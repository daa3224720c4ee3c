"""Generate tests/corpus/<arch>.s: random instruction words per format that llvm-mc decodes and re-encodes unchanged.

    python tools/gen_corpus.py [--per-form N] [--seed S] [ARCH ...]
    python tools/gen_corpus.py --top-up [ARCH ...]     # keep the corpus, append lines for table forms it lacks

Each word takes a known opcode from the ISA table and random values in every other field (registers, modifiers,
inline constants, literals).  Lines are `TEXT  // HEX` and kept only when `llvm-mc -show-encoding` of TEXT gives
back exactly those bytes.  Prints the coverage: lines per format and the share of the table's mnemonics covered.
"""
from __future__ import annotations

import argparse
import collections
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)

from masm.isa.formats import formats_for  # noqa: E402
from masm.isa.table import arch_table  # noqa: E402
from masm.targets import ARCHES, target  # noqa: E402
from llvm_oracle import assemble, disassemble, oracle_major  # noqa: E402

OUT_DIR = os.path.join(os.path.dirname(HERE), "tests", "corpus")
INTERESTING_SRC = list(range(0, 24)) + [102, 103, 104, 105, 106, 107, 108, 109, 112, 124, 126, 127, 128, 129, 140,
                                        192, 193, 200, 208, 235, 236, 237, 238, 239] + list(range(240, 249)) + \
    [251, 252, 253, 255]


def random_field(rng: random.Random, name: str, width: int, p_zero: float) -> int:
    if rng.random() < p_zero:
        return 0
    if name.endswith("_sel"):
        return rng.randrange(0, 7)       # 7 is no selector (and crashes llvm-mc 14's SDWA printer)
    if name.startswith("src") and width == 9:
        return rng.choice([rng.randrange(256, 512), rng.randrange(256, 300), rng.choice(INTERESTING_SRC)])
    if name in ("ssrc0", "ssrc1"):
        return rng.choice(INTERESTING_SRC + [rng.randrange(0, 102)])
    if name in ("sdst", "sdata", "soffset", "saddr"):
        return rng.choice([rng.randrange(0, 102) & ~3, rng.randrange(0, 128), 106, 124, 126, 0x7F])
    if name in ("vdst", "vsrc1", "addr", "data0", "data1", "data", "vaddr", "vdata", "vsrc0", "vsrc2", "vsrc3",
                "vsrc"):
        return rng.choice([rng.randrange(0, 256) & ~3, rng.randrange(0, 256)])
    if name in ("offset", "simm16", "offset0", "offset1"):
        return rng.choice([0, rng.randrange(0, 1 << width), rng.randrange(0, 64)])
    return rng.randrange(0, 1 << width) if rng.random() < 0.4 else 0


def clean_mai(rng: random.Random, arch: str) -> dict[str, int]:
    """MAI words with aligned register tuples and mostly default modifiers (random ones are nearly all invalid)."""
    return {"vdst": rng.randrange(0, 224, 4), "src0": 256 + rng.randrange(0, 254, 2),
            "src1": 256 + rng.randrange(0, 254, 2), "src2": 256 + rng.randrange(0, 224, 4),
            "acc_cd": rng.randrange(2) if target(arch).isa.mfma_vgpr_accumulators else 0, "acc": rng.choice((0, 0, 1, 2, 3)),
            "cbsz": rng.choice((0, 0, 0, 1, 2)), "abid": rng.choice((0, 0, 0, 1)), "blgp": rng.choice((0, 0, 0, 3))}


def random_words(arch: str, per_form: int, rng: random.Random, forms=None) -> list[bytes]:
    fmts = formats_for(arch)
    words = []
    for d in (arch_table(arch) if forms is None else forms):
        fmt = fmts[d.fmt]
        for _ in range(per_form):
            p_zero = rng.choice((0.2, 0.5, 0.8, 0.95))
            values = {f.name: random_field(rng, f.name, f.width, p_zero) for f in fmt.fields}
            if d.fmt == "MAI" and rng.random() < 0.8:
                values = clean_mai(rng, arch)
            elif d.fmt == "VOP3P" and rng.random() < 0.5:    # default op_sel_hi, unused sources zero
                values = {"vdst": rng.randrange(0, 256), "src0": 256 + rng.randrange(0, 256), "op_sel_hi": 3,
                          "op_sel_hi2": 1, "src1": rng.choice((0, 256 + rng.randrange(0, 256)))}
            if "dpp_newbcast_only" in d.flags and rng.random() < 0.8:
                values["dpp_ctrl"] = 0x150 + rng.randrange(16)
            values["op"] = d.opcode
            values.update(dict(d.fixed))
            word = fmt.join(values)
            if d.fmt.endswith("_SDWA"):
                word = (word & ~0x1FF) | 0xF9
            elif d.fmt.endswith("_DPP"):
                word = (word & ~0x1FF) | 0xFA
            data = word.to_bytes(fmt.size, "little")
            low = word & 0x1FF
            needs_literal = (d.fmt in ("VOP1", "VOP2", "VOPC") and low == 0xFF) or \
                (d.fmt.startswith("SOP") and d.fmt != "SOPP" and ((word & 0xFF) == 0xFF or (word >> 8) & 0xFF == 0xFF))
            needs_literal = needs_literal or any(o.kind == "literal32" for o in d.operands)
            if needs_literal or rng.random() < 0.02:
                data += rng.choice([rng.randrange(0, 1 << 32), 0x3F800000, 0x1234, 0x3C00]).to_bytes(4, "little")
            words.append(data)
    return words


def batched(fn, items: list, arch: str, size: int = 500) -> list:
    """Run an llvm-mc helper in chunks, so that an input which crashes llvm-mc costs a small bisection only."""
    out = []
    for i in range(0, len(items), size):
        out += fn(items[i:i + size], arch)
    return out


def generate(arch: str, per_form: int, seed: int, max_words: int | None = None) -> list[tuple[str, bytes]]:
    rng = random.Random(seed)
    words = random_words(arch, per_form, rng)
    if max_words is not None and len(words) > max_words:
        words = rng.sample(words, max_words)
    lines = _keep_round_trips(arch, words)
    if max_words is None:       # top up the forms the first pass missed
        have = {t.split()[0] for t, _ in lines}
        missing = [d for d in arch_table(arch) if d.name not in have]
        seen = {t for t, _ in lines}
        more = _keep_round_trips(arch, random_words(arch, 6 * per_form, rng, missing))
        lines += [x for x in more if x[0] not in seen]
    return lines


def _keep_round_trips(arch: str, words: list[bytes]) -> list[tuple[str, bytes]]:
    # a word followed by a literal decodes only if the instruction takes one: try both sizes
    texts = batched(disassemble, words, arch)
    retry = [w[:8] if len(w) == 12 else w[:4] for w, t in zip(words, texts) if t is None and len(w) % 8 == 4]
    texts2 = batched(disassemble, retry, arch)
    cands = [(t, w) for w, t in zip(words, texts) if t] + [(t, w) for w, t in zip(retry, texts2) if t]
    encs = batched(assemble, [t for t, _ in cands], arch)
    seen, out = set(), []
    for (text, word), enc in zip(cands, encs):
        if isinstance(enc, bytes) and enc == word and text not in seen:
            seen.add(text)
            out.append((text, word))
    return out


def zero_operand_words(forms) -> list[bytes]:
    """Each form with every operand field zero: the only encoding llvm-mc decodes for v_nop_sdwa / v_nop_e64."""
    out = []
    for d in forms:
        fmt = formats_for(d.archs and next(iter(d.archs)))[d.fmt]
        values = {"op": d.opcode, **dict(d.fixed)}
        if d.fmt.endswith("_DPP"):
            ctrl = 0x150 if "dpp_newbcast_only" in d.flags else 0xE4
            values.update({"dpp_ctrl": ctrl, "row_mask": 0xF, "bank_mask": 0xF})
        word = fmt.join(values)
        if d.fmt.endswith("_SDWA"):
            word = (word & ~0x1FF) | 0xF9
        elif d.fmt.endswith("_DPP"):
            word = (word & ~0x1FF) | 0xFA
        data = word.to_bytes(fmt.size, "little")
        if any(o.kind == "literal32" for o in d.operands):
            data += (0x4048F5C3).to_bytes(4, "little")
        out.append(data)
    return out


def top_up(arch: str, per_form: int, seed: int) -> list[tuple[str, bytes]]:
    """Lines for the table forms the committed corpus lacks.  llvm-mc prints some forms with another form's name
    (v_nop_e64 as `v_nop`); for those masm's own text is tried, and kept only when llvm-mc assembles it back to the
    same bytes."""
    from masm.isa import disassemble as masm_disassemble
    rng = random.Random(seed)
    old = read(arch)
    have = {t.split()[0] for t, _ in old}
    missing = [d for d in arch_table(arch) if d.name not in have]
    words = zero_operand_words(missing) + random_words(arch, 4 * per_form, rng, missing)
    texts = [masm_disassemble(w, arch).strip() for w in words]
    cands = [(t, w) for t, w in zip(texts, words) if "\n" not in t and not t.startswith(".long")]
    encs = batched(assemble, [t for t, _ in cands], arch)
    seen = {t for t, _ in old}
    new = []
    for (text, word), enc in zip(cands, encs):
        if enc == word and text not in seen:
            seen.add(text)
            new.append((text, word))
    return old + new


def read(arch: str) -> list[tuple[str, bytes]]:
    out = []
    with open(os.path.join(OUT_DIR, f"{arch}.s")) as f:
        for line in f:
            if line.strip() and not line.startswith("//"):
                text, _, hexs = line.rstrip("\n").rpartition("  // ")
                out.append((text, bytes.fromhex(hexs)))
    return out


def write(arch: str, lines: list[tuple[str, bytes]]) -> None:
    os.makedirs(OUT_DIR, exist_ok=True)
    with open(os.path.join(OUT_DIR, f"{arch}.s"), "w") as f:
        oracle = "llvm-mc" if oracle_major(arch) == 14 else f"llvm-mc {oracle_major(arch)}"
        f.write(f"// generated by tools/gen_corpus.py for {arch}; every line re-assembles with {oracle} to its bytes\n")
        for text, data in lines:
            f.write(f"{text}  // {data.hex()}\n")


def coverage(arch: str, lines: list[tuple[str, bytes]]) -> str:
    names = {t.split()[0] for t, _ in lines}
    table = {d.name for d in arch_table(arch)}
    fmt_of = {d.name: d.fmt for d in arch_table(arch)}
    by_fmt = collections.Counter(fmt_of.get(t.split()[0], "?") for t, _ in lines)
    covered = len(table & names)
    return (f"{arch}: {len(lines)} lines, {covered}/{len(table)} table forms ({100 * covered / len(table):.1f}%), "
            f"formats: {dict(sorted(by_fmt.items()))}")


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("arches", nargs="*", default=list(ARCHES))
    ap.add_argument("--per-form", type=int, default=14)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--top-up", action="store_true")
    args = ap.parse_args(argv)
    for arch in args.arches:
        lines = top_up(arch, args.per_form, args.seed) if args.top_up else generate(arch, args.per_form, args.seed)
        write(arch, lines)
        print(coverage(arch, lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
